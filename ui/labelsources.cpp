#include "ui/labelsources.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <memory>

#include "models/livestock.h"
#include "models/minemodel.h"
#include "net/apiclient.h"
#include "net/apiresult.h"
#include "ui/minepages.h"
#include "ui/printing/labelprintdialog.h"

using namespace Qt::StringLiterals;

LabelJob LabelSources::fromMine(const MineModel *model, const QList<int> &rows, bool byStock)
{
    LabelJob job;
    for (int row : rows) {
        if (row < 0 || row >= model->rowCount())
            continue;
        const MineItem &item = model->item(row);
        // As many as the live copy says are on the shelf, the waiting scans included (issue
        // 41 item 1: a return's line quantity was printed as the stock).
        const LiveStock *live = model->liveStock();
        const qint64 stock = live ? live->shownStock(item.code).value_or(item.stock) : item.stock;
        job.add(LabelData::product(item.name, item.price, item.code),
            byStock ? int(std::clamp<qint64>(stock, 0, 9999)) : 1);
    }
    return job;
}

LabelJob LabelSources::sellerSign(const Seller &seller, const QString &token)
{
    LabelJob job;
    job.add(LabelData::sellerSign(seller.name,
        QCoreApplication::translate("LabelSources", "Rating %1")
            .arg(QLocale().toString(seller.rating, 'f', 1)),
        token));
    return job;
}

void LabelSources::fromProducts(
    ApiClient *client, const QList<ProductSummary> &products, QObject *context, const Done &done)
{
    struct State
    {
        QList<QList<LabelData>> labels; // in the list's order, whatever order answers come in
        QStringList failures;
        int waiting = 0;
    };
    auto state = std::make_shared<State>();
    state->labels.resize(products.size());
    state->waiting = int(products.size());
    if (products.isEmpty()) {
        done({}, {});
        return;
    }
    auto finishOne = [state, done] {
        if (--state->waiting > 0)
            return;
        LabelJob job;
        for (const QList<LabelData> &labels : std::as_const(state->labels)) {
            for (const LabelData &label : labels)
                job.add(label);
        }
        done(job, state->failures);
    };
    for (int i = 0; i < products.size(); ++i) {
        const ProductSummary &p = products.at(i);
        if (p.type == u"stationery"_s) {
            client->stationery(p.id, context,
                [state, finishOne, i, name = p.name](
                    const ApiResult &result, const StationeryDetail &detail) {
                    if (!result.isSuccess())
                        state->failures.append(name);
                    for (const StationeryVariant &v : detail.variants) {
                        const QString title = detail.variants.size() > 1
                            ? detail.name + u" — "_s + v.name
                            : detail.name;
                        state->labels[i].append(LabelData::product(title, v.price, v.barcode,
                            v.price == detail.price ? detail.oldPrice : std::nullopt,
                            detail.seller.name));
                    }
                    finishOne();
                });
        } else {
            client->book(p.id, context,
                [state, finishOne, i, name = p.name](
                    const ApiResult &result, const BookDetail &book) {
                    if (!result.isSuccess())
                        state->failures.append(name);
                    else
                        state->labels[i].append(LabelData::product(
                            book.name, book.price, book.isbn, book.oldPrice, book.seller.name));
                    finishOne();
                });
        }
    }
}

QList<LabelSources::Counted> LabelSources::received(const StockDocument &document)
{
    QList<Counted> items;
    for (const DocumentLine &line : document.lines) {
        if (line.quantity > 0)
            items.append({ line.code, line.name, int(std::min<qint64>(line.quantity, 100'000)) });
    }
    return items;
}

namespace {

// One label run over the shop's codes (contract §6, §11): GET /key for the seller and its
// name, then the seller's own list 100 items a request until every code is found; the codes
// still missing are looked up one by one once that takes fewer requests than the pages left
// (a variant's barcode, a few codes in a large shop).
struct CodeLabels : std::enable_shared_from_this<CodeLabels>
{
    ApiClient *client = nullptr;
    QPointer<QObject> context;
    QList<LabelSources::Counted> items;
    LabelSources::Done done;
    qint64 sellerId = 0;
    QString sellerName;
    QList<std::optional<LabelData>> labels; // in the given order
    QHash<QString, QList<int>> missing; // code → its places in items
    int waiting = 0;

    void start()
    {
        labels.resize(items.size());
        for (int i = 0; i < items.size(); ++i)
            missing[items.at(i).code].append(i);
        auto self = shared_from_this();
        client->key(context, [self](const ApiResult &result, const KeyInfo &key) {
            if (!result.isSuccess() || !key.sellerId)
                return self->finish();
            self->sellerId = *key.sellerId;
            self->sellerName = key.sellerName;
            self->readList();
        });
    }

    void readList()
    {
        const QStringList types { u"book"_s, u"stationery"_s };
        if (missing.size() <= types.size())
            return lookUpEach();
        auto self = shared_from_this();
        MinePages::read(
            client, context, types,
            [self](const QString &, const QList<MineItem> &items, int pagesLeft) {
                for (const MineItem &item : items) {
                    for (int i : self->missing.take(item.code))
                        self->labels[i] = self->label(i, item.name, item.price,
                            item.oldPrice > 0 ? std::optional<qint64>(item.oldPrice)
                                              : std::nullopt);
                }
                return self->missing.size() <= pagesLeft;
            },
            [self](const QString &) { self->lookUpEach(); });
    }

    void lookUpEach()
    {
        if (missing.isEmpty())
            return finish();
        const QStringList codes = missing.keys();
        waiting = int(codes.size());
        auto self = shared_from_this();
        for (const QString &code : codes) {
            client->productByCode(sellerId, code, context,
                [self, code](const ApiResult &result, const ProductSummary &product) {
                    if (result.isSuccess()) {
                        for (int i : self->missing.take(code))
                            self->labels[i]
                                = self->label(i, product.name, product.price, product.oldPrice);
                    }
                    if (--self->waiting == 0)
                        self->finish();
                });
        }
    }

    LabelData label(int i, const QString &name, qint64 price, std::optional<qint64> oldPrice) const
    {
        const LabelSources::Counted &item = items.at(i);
        return LabelData::product(
            item.name.isEmpty() ? name : item.name, price, item.code, oldPrice, sellerName);
    }

    void finish()
    {
        LabelJob job;
        QStringList failures;
        for (int i = 0; i < items.size(); ++i) {
            if (labels[i])
                job.add(*labels[i], items[i].copies);
            else
                failures.append(items[i].name.isEmpty() ? items[i].code : items[i].name);
        }
        done(job, failures);
    }
};

} // namespace

void LabelSources::fromCodes(
    ApiClient *client, const QList<Counted> &items, QObject *context, const Done &done)
{
    if (items.isEmpty()) {
        done({}, {});
        return;
    }
    auto run = std::make_shared<CodeLabels>();
    run->client = client;
    run->context = context;
    run->items = items;
    run->done = done;
    run->start();
}

void LabelSources::print(const LabelJob &job, const QString &profileName, QWidget *parent)
{
    if (job.count() == 0) {
        QMessageBox::information(parent,
            QCoreApplication::translate("LabelSources", "Print labels"),
            QCoreApplication::translate("LabelSources",
                "There is nothing to print: no product is chosen, or none is in stock."));
        return;
    }
    LabelPrintDialog dialog(job, profileName, parent);
    dialog.exec();
}
