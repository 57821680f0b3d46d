#include "server/services/syncinit.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QSqlQuery>
#include <QThread>

#include "server/domain/productreference.h"
#include "server/services/catalogimporter.h"
#include "server/services/productsync.h"
#include "server/services/upstreamvalidator.h"
#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace {

// Page size of the movement feed; a server that allows less is asked with its maximum of §10.
constexpr int feedLimit = 1000;
constexpr int historyLimit = 100;
// Page size of the seller's change feed: the sync loop's (its largest page must fit in
// UpstreamClient::maximumReplyBytes, docs/sync.md).
constexpr int productFeedLimit = ProductSync::pageSize;

QString itemKey(const QString &type, qint64 id, const QJsonValue &variant)
{
    return type + u':' + QString::number(id) + u':'
        + (variant.isDouble() ? QString::number(variant.toInteger()) : QString());
}

} // namespace

void SyncInit::flattenCategories(const QJsonArray &nodes, const QJsonValue &parent, QJsonArray &out)
{
    for (const QJsonValue &node : nodes) {
        const QJsonObject category = node.toObject();
        QJsonObject record { { u"id"_s, category[u"id"_s] }, { u"name"_s, category[u"name"_s] },
            { u"parent_id"_s,
                category.contains(u"parent_id"_s) ? category[u"parent_id"_s] : parent } };
        if (category[u"type"_s].isString())
            record.insert(u"type"_s, category[u"type"_s]);
        out.append(record);
        flattenCategories(category[u"children"_s].toArray(), category[u"id"_s], out);
    }
}

SyncInit::SyncInit(const Database &database, UpstreamClient &upstream)
    : m_database(database)
    , m_upstream(upstream)
{ }

UpstreamClient::Reply SyncInit::checked(const UpstreamClient::Reply &reply, const QString &what)
{
    if (reply.ok())
        return reply;
    const QString detail = reply.status == 0
        ? reply.networkError
        : u"%1 %2"_s.arg(reply.status).arg(reply.body[u"error"_s][u"code"_s].toString());
    throw Failure { reply, u"upstream %1: %2"_s.arg(what, detail) };
}

void SyncInit::refuse(const QString &what, const QString &problem)
{
    // No reply of upstream's: the loop shows it as an error (what came down is wrong), not as
    // an outage.
    if (!problem.isEmpty())
        throw Failure { {}, u"upstream %1 refused: %2"_s.arg(what, problem) };
}

QString SyncInit::follow(const QString &path, QString after,
    const std::function<void(const QJsonObject &item)> &each, int limit)
{
    for (;;) {
        const QUrlQuery query { { u"after"_s, after }, { u"limit"_s, QString::number(limit) } };
        UpstreamClient::Reply reply = m_upstream.get(path, query);
        if (reply.status == 422 && limit != historyLimit) {
            limit = historyLimit;
            continue;
        }
        checked(reply, path);
        refuse(path, UpstreamValidator::page(reply.body));
        const QJsonObject meta = reply.body[u"meta"_s].toObject();
        const QString next = meta[u"next"_s].toString();
        if (meta[u"has_more"_s].toBool() && next == after)
            refuse(path, u"the cursor does not advance (has_more with next = after)"_s);
        for (const QJsonValue &item : reply.body[u"data"_s].toArray())
            each(item.toObject());
        after = next;
        if (!meta[u"has_more"_s].toBool())
            return after;
    }
}

QJsonObject SyncInit::detail(const QString &type, qint64 id)
{
    const QString path = u"/products/%1/%2"_s.arg(type).arg(id);
    for (;;) {
        const UpstreamClient::Reply reply = m_upstream.get(path);
        // Paced by the key's limits: a long copy waits as upstream says, then goes on.
        if (reply.status == 429) {
            QThread::sleep(std::max(1, reply.retryAfterSeconds));
            continue;
        }
        // An inactive product has no public detail: its private fields are the copy.
        if (reply.status == 404)
            return {};
        const QJsonObject detail = checked(reply, path).body[u"data"_s].toObject();
        refuse(path, UpstreamValidator::product(type, detail));
        return detail;
    }
}

void SyncInit::run(const Progress &progress)
{
    const auto say = [&](const QString &line) {
        if (progress)
            progress(line);
    };
    if (!m_allowNonEmpty) {
        QSqlQuery held = Sql::run(m_database.connection(),
            u"SELECT (SELECT COUNT(*) FROM products), (SELECT COUNT(*) FROM stock_movements)"_s);
        const qint64 products = held.next() ? held.value(0).toLongLong() : 0;
        const qint64 movements = held.value(1).toLongLong();
        if (products > 0 || movements > 0) {
            throw Failure { {},
                u"the local database is not empty (%1 products, %2 stock movements): a shop "
                "follows the marketplace from an empty database, whose ids are the "
                "marketplace's; nothing was changed (sync init --allow-non-empty copies over it)"_s
                    .arg(products)
                    .arg(movements) };
        }
    }
    const QJsonObject key
        = checked(m_upstream.get(u"/key"_s), u"/key"_s).body[u"data"_s].toObject();
    if (!key[u"seller_id"_s].isDouble())
        throw Failure { {}, u"the upstream key is not a seller's key (contract §14)"_s };
    refuse(u"/key"_s, UpstreamValidator::key(key));
    const qint64 sellerId = key[u"seller_id"_s].toInteger();

    // 1. Where the movement feed ends now, before anything is copied. Every movement up to the
    //    end of step 3 is in the copied stock: each is remembered as applied (contract §14), so
    //    a feed that shows one again later (a cursor set back) never applies it twice.
    QList<qint64> moved;
    const QString start = follow(
        u"/products/stock/movements"_s, QString(),
        [&](const QJsonObject &movement) {
            const QJsonValue id = movement[u"id"_s];
            if (id.isDouble() && id.toInteger() > 0)
                moved.append(id.toInteger());
        },
        feedLimit);
    say(u"movement feed position taken"_s);

    // 2. The seller's products (their private fields from the seller's change feed), each
    //    with what the feed shows beyond the item (author, publisher, category,
    //    description, images, variants).
    QList<QJsonObject> mine;
    const QString productsCursor = follow(
        u"/products/mine/changes"_s, QString(),
        [&](const QJsonObject &entry) {
            refuse(u"product %1 %2"_s.arg(entry[u"type"_s].toVariant().toString(),
                       entry[u"id"_s].toVariant().toString()),
                UpstreamValidator::productEntry(entry));
            if (entry[u"data"_s].isObject())
                mine.append(entry[u"data"_s].toObject());
        },
        productFeedLimit);
    QMap<qint64, QString> authors;
    QMap<qint64, QString> publishers;
    QJsonArray books;
    QJsonArray stationery;
    QHash<QString, qint64> copiedStock;
    for (const QJsonObject &item : std::as_const(mine)) {
        const QString type = item[u"type"_s].toString();
        const qint64 id = item[u"id"_s].toInteger();
        // The seller's change feed carries what the copy keeps (contract §13); an upstream
        // without those fields in it is asked for the public detail.
        const QJsonObject detail = item.contains(u"description"_s) ? item : this->detail(type, id);
        // Stock 0 here: the copy's stock is set after the import, as a movement.
        QJsonObject record { { u"id"_s, id }, { u"name"_s, item[u"name"_s] },
            { u"price"_s, item[u"price"_s] }, { u"seller_id"_s, sellerId }, { u"stock"_s, 0 },
            { u"active"_s, item[u"active"_s].toBool(true) } };
        for (const QString &field :
            { u"old_price"_s, u"reorder_level"_s, u"reorder_quantity"_s, u"last_cost"_s }) {
            if (!item[field].isNull() && !item[field].isUndefined())
                record.insert(field, item[field]);
        }
        for (const QString &field : { u"image"_s, u"description"_s }) {
            if (detail[field].isString() && !detail[field].toString().isEmpty())
                record.insert(field, detail[field]);
        }
        // The detail's images are [image] + the extra ones; the import takes the extra ones.
        const QJsonArray images = detail[u"images"_s].toArray();
        if (images.size() > 1) {
            QJsonArray extra = images;
            extra.removeFirst();
            record.insert(u"images"_s, extra);
        }
        if (const auto category = productReference(detail, u"category"_s))
            record.insert(u"category_id"_s, *category);
        const QString code = item[u"code"_s].toString();
        if (type == "book"_L1) {
            record.insert(u"isbn"_s, code);
            if (detail[u"pages"_s].isDouble())
                record.insert(u"pages"_s, detail[u"pages"_s]);
            if (const auto author = productReference(detail, u"author"_s)) {
                record.insert(u"author_id"_s, *author);
                authors.insert(*author, detail[u"author"_s][u"name"_s].toString());
            }
            if (const auto publisher = productReference(detail, u"publisher"_s)) {
                record.insert(u"publisher_id"_s, *publisher);
                publishers.insert(*publisher, detail[u"publisher"_s][u"name"_s].toString());
            }
            books.append(record);
            copiedStock.insert(itemKey(type, id, QJsonValue()), item[u"stock"_s].toInteger());
            continue;
        }
        record.insert(u"barcode"_s, code);
        QJsonArray variants;
        for (const QJsonValue &variant : detail[u"variants"_s].toArray()) {
            variants.append(QJsonObject { { u"id"_s, variant[u"id"_s] },
                { u"name"_s, variant[u"name"_s] }, { u"barcode"_s, variant[u"barcode"_s] },
                { u"price"_s, variant[u"price"_s] }, { u"stock"_s, 0 } });
            copiedStock.insert(
                itemKey(type, id, variant[u"id"_s]), variant[u"stock"_s].toInteger());
        }
        if (variants.isEmpty())
            copiedStock.insert(itemKey(type, id, QJsonValue()), item[u"stock"_s].toInteger());
        else
            record.insert(u"variants"_s, variants);
        stationery.append(record);
    }
    say(u"%1 books and %2 stationery items copied"_s.arg(books.size()).arg(stationery.size()));

    // 3. What moved during the copy: the stock its last movement left.
    const QString end = follow(
        u"/products/stock/movements"_s, start,
        [&](const QJsonObject &movement) {
            refuse(u"movement %1"_s.arg(movement[u"id"_s].toVariant().toString()),
                UpstreamValidator::movement(movement));
            moved.append(movement[u"id"_s].toInteger());
            copiedStock.insert(
                itemKey(movement[u"type"_s].toString(), movement[u"product_id"_s].toInteger(),
                    movement[u"variant_id"_s]),
                movement[u"after"_s].toInteger());
        },
        feedLimit);

    QJsonArray categories;
    flattenCategories(checked(m_upstream.get(u"/search/categories"_s), u"/search/categories"_s)
                          .body[u"data"_s]
                          .toArray(),
        QJsonValue(), categories);
    for (const QJsonValue &category : std::as_const(categories))
        refuse(u"category %1"_s.arg(category[u"id"_s].toVariant().toString()),
            UpstreamValidator::category(category.toObject()));
    QJsonArray authorRecords;
    for (auto it = authors.cbegin(); it != authors.cend(); ++it)
        authorRecords.append(QJsonObject { { u"id"_s, it.key() }, { u"name"_s, it.value() } });
    QJsonArray publisherRecords;
    for (auto it = publishers.cbegin(); it != publishers.cend(); ++it)
        publisherRecords.append(QJsonObject { { u"id"_s, it.key() }, { u"name"_s, it.value() } });
    const QJsonObject document { { u"sellers"_s,
                                     QJsonArray { QJsonObject { { u"id"_s, sellerId },
                                         { u"name"_s, key[u"seller_name"_s].toString() } } } },
        { u"authors"_s, authorRecords }, { u"publishers"_s, publisherRecords },
        { u"categories"_s, categories }, { u"books"_s, books }, { u"stationery"_s, stationery } };
    CatalogImporter importer(m_database);
    importer.setSourceName(u"sync init"_s);
    const ImportResult imported = importer.importDocument(document);
    if (!imported.ok) {
        QStringList problems;
        for (const ImportIssue &issue : imported.issues)
            problems << issue.record + u' ' + issue.field + u": "_s + issue.message;
        throw Failure { {}, u"the copy could not be imported: "_s + problems.join(u"; "_s) };
    }

    // 4. The stock and the positions, in one transaction; from here local movements are queued.
    QSqlDatabase db = m_database.connection();
    Sql::Transaction transaction(db);
    const SyncRepository sync(db);
    for (auto it = copiedStock.cbegin(); it != copiedStock.cend(); ++it) {
        const QStringList parts = it.key().split(u':');
        sync.setInitialStock(parts.at(0), parts.at(1).toLongLong(),
            parts.at(2).isEmpty() ? std::nullopt : std::optional<qint64>(parts.at(2).toLongLong()),
            it.value());
    }
    sync.rememberPulled(moved);
    sync.setValue(u"movements_cursor"_s, end);
    sync.setValue(u"products_cursor"_s, productsCursor);
    sync.setValue(u"seller_id"_s, QString::number(sellerId));
    sync.setValue(u"initialized_at"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    sync.setValue(u"upstream"_s, m_upstream.baseUrl());
    transaction.commit();
    say(u"following %1"_s.arg(m_upstream.baseUrl()));
}
