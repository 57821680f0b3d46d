#include "ui/labelsources.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <memory>

#include "models/minemodel.h"
#include "net/apiclient.h"
#include "net/apiresult.h"
#include "ui/printing/labelprintdialog.h"

using namespace Qt::StringLiterals;

LabelJob LabelSources::fromMine(const MineModel *model, const QList<int> &rows, bool byStock)
{
    LabelJob job;
    for (int row : rows) {
        if (row < 0 || row >= model->rowCount())
            continue;
        const MineItem &item = model->item(row);
        job.add(LabelData::product(item.name, item.price, item.code),
            byStock ? int(std::clamp<qint64>(item.stock, 0, 9999)) : 1);
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

void LabelSources::fromCodes(ApiClient *client, std::optional<qint64> sellerId,
    const QList<Counted> &items, QObject *context, const Done &done)
{
    if (items.isEmpty()) {
        done({}, {});
        return;
    }
    if (!sellerId) {
        // The shop's codes are looked up in its own products: whose key this is comes first.
        client->key(
            context, [client, items, context, done](const ApiResult &result, const KeyInfo &key) {
                if (!result.isSuccess() || !key.sellerId) {
                    QStringList failures;
                    for (const Counted &item : items)
                        failures.append(item.name.isEmpty() ? item.code : item.name);
                    done({}, failures);
                    return;
                }
                fromCodes(client, key.sellerId, items, context, done);
            });
        return;
    }
    struct State
    {
        QList<std::optional<LabelData>> labels; // in the given order
        QStringList failures;
        int waiting = 0;
    };
    auto state = std::make_shared<State>();
    state->labels.resize(items.size());
    state->waiting = int(items.size());
    for (int i = 0; i < items.size(); ++i) {
        const Counted item = items.at(i);
        client->productByCode(*sellerId, item.code, context,
            [state, done, items, i, item](const ApiResult &result, const ProductSummary &product) {
                if (result.isSuccess())
                    state->labels[i]
                        = LabelData::product(item.name.isEmpty() ? product.name : item.name,
                            product.price, item.code, product.oldPrice);
                else
                    state->failures.append(item.name.isEmpty() ? item.code : item.name);
                if (--state->waiting > 0)
                    return;
                LabelJob job;
                for (int n = 0; n < state->labels.size(); ++n) {
                    if (state->labels[n])
                        job.add(*state->labels[n], items[n].copies);
                }
                done(job, state->failures);
            });
    }
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
