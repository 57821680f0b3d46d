#include "server/services/productsync.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>

#include "server/domain/productreference.h"
#include "server/services/syncinit.h"
#include "server/services/syncpolicy.h"
#include "server/services/upstreamvalidator.h"
#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/syncproductrepository.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace {

QString keyOf(const QString &type, qint64 id)
{
    return type + u':' + QString::number(id);
}
} // namespace

ProductSync::ProductSync(const Database &database, UpstreamClient &upstream, Write write)
    : m_database(database)
    , m_upstream(upstream)
    , m_write(std::move(write))
{ }

bool ProductSync::hasProduct(const QString &type, qint64 id, const QJsonValue &variantId) const
{
    if (!variantId.isDouble()) {
        QSqlQuery row = Sql::run(m_database.connection(),
            u"SELECT 1 FROM products WHERE type = ? AND id = ?"_s, { type, id });
        return row.next();
    }
    QSqlQuery row = Sql::run(m_database.connection(),
        u"SELECT 1 FROM variants v JOIN products p ON p.pk = v.product_pk "
        "WHERE p.type = ? AND p.id = ? AND v.id = ?"_s,
        { type, id, variantId.toInteger() });
    return row.next();
}

bool ProductSync::detail(const QString &type, qint64 id, QJsonObject &detail, Result &result)
{
    const QString path = u"/products/%1/%2"_s.arg(type).arg(id);
    const UpstreamClient::Reply reply = m_upstream.get(path);
    if (reply.status == 404) {
        detail = {}; // an inactive product has no public detail
        return true;
    }
    if (!reply.ok()) {
        result = Result::failure(reply, u"product pull"_s);
        return false;
    }
    detail = reply.body[u"data"_s].toObject();
    if (const QString problem = UpstreamValidator::product(type, detail); !problem.isEmpty()) {
        result
            = Result::failure(UpstreamClient::Reply::refusal(
                                  u"%1 %2's detail refused: %3"_s.arg(type).arg(id).arg(problem)),
                u"product pull"_s);
        return false;
    }
    return true;
}

ProductSync::Result ProductSync::push()
{
    Result result;
    int sent = 0;
    for (; sent < pushBatch; ++sent) {
        // One at a time, read afresh: a create answered a moment ago gave the product the
        // marketplace's id, which the edit queued after it must name.
        const SyncProductRepository local(m_database.connection());
        const QList<SyncProductRepository::Pending> next = local.pending(1);
        if (next.isEmpty())
            break;
        const SyncProductRepository::Pending &item = next.constFirst();
        const bool create = item.action == "create"_L1;
        const QJsonObject body = create ? local.createBody(item.productPk)
                                        : local.patchBody(item.productPk, item.fields);
        const UpstreamClient::Reply reply = body.isEmpty() ? UpstreamClient::Reply {}
            : create
            ? m_upstream.post(u"/products/mine"_s, body)
            : m_upstream.patch(u"/products/mine/%1/%2"_s.arg(item.type).arg(item.id), body);
        const QJsonObject error = reply.body[u"error"_s].toObject();
        // 409 code_exists names the seller's product upstream (contract §11); the error object
        // carries it, or the body beside the error.
        const QJsonObject existing = error.contains(u"product"_s)
            ? error[u"product"_s].toObject()
            : reply.body[u"product"_s].toObject();
        const SyncPolicy::ProductPush outcome
            = SyncPolicy::productPushed(create, reply.status, error, existing);
        const bool links = outcome == SyncPolicy::ProductPush::Linked;
        if (!body.isEmpty() && outcome == SyncPolicy::ProductPush::TryAgain)
            return Result::failure(reply, create ? u"product create"_s : u"product edit"_s);
        // The id the local product takes is checked like any id that comes down (contract §14).
        if (create && (reply.ok() || links)) {
            const QJsonObject named = reply.ok() ? reply.body[u"data"_s].toObject() : existing;
            const QString problem = UpstreamValidator::productEntry(
                { { u"type"_s, item.type }, { u"id"_s, named[u"id"_s] } });
            if (!problem.isEmpty())
                return Result::failure(
                    UpstreamClient::Reply::refusal(
                        u"the id upstream gave product %1 refused: %2"_s.arg(item.code, problem)),
                    u"product create"_s);
        }
        // Linked: the marketplace's fields win (docs/sync.md), read before the write.
        QJsonObject linkedDetail;
        if (links && !detail(item.type, existing[u"id"_s].toInteger(), linkedDetail, result))
            return result;
        m_write([&](const QSqlDatabase &db) {
            const SyncProductRepository products(db);
            const SyncRepository sync(db);
            if (body.isEmpty()) {
                products.markSent(item.queueId, u"{\"gone\":true}"_s); // deleted here meanwhile
                return;
            }
            if (reply.ok() || links) {
                const qint64 upstreamId = reply.ok() ? reply.body[u"data"_s][u"id"_s].toInteger()
                                                     : existing[u"id"_s].toInteger();
                if (create && !products.link(item.productPk, item.type, upstreamId)) {
                    products.markConflict(item.queueId, SyncStep::compact(reply.body));
                    sync.addConflict({ SyncConflict::Kind::CodeExists, std::nullopt, item.queueId,
                        item.productPk, std::nullopt, item.code,
                        u"The marketplace's product %1 has this code, and another product here "
                        "has its id."_s.arg(upstreamId),
                        { { u"upstream_id"_s, upstreamId } } });
                    return;
                }
                products.markSent(item.queueId, SyncStep::compact(reply.body));
                if (links) {
                    QJsonObject data { { u"name"_s, existing[u"name"_s] } };
                    for (const QString &field : { u"name"_s, u"price"_s, u"old_price"_s })
                        if (linkedDetail.contains(field))
                            data.insert(field, linkedDetail[field]);
                    products.apply(
                        { { u"type"_s, item.type }, { u"id"_s, upstreamId }, { u"data"_s, data } },
                        linkedDetail, sync.value(u"seller_id"_s).value_or(u"0"_s).toLongLong());
                }
                return;
            }
            // Refused for good: out of the order, waiting for a person (contract §14).
            products.markConflict(item.queueId, SyncStep::compact(reply.body));
            sync.addConflict({ SyncConflict::Kind::Refused, std::nullopt, item.queueId,
                item.productPk, std::nullopt, item.code, error[u"message"_s].toString(),
                { { u"http_status"_s, reply.status }, { u"error"_s, error } } });
        });
        result.changed = true;
    }
    result.more = sent == pushBatch;
    return result;
}

ProductSync::Result ProductSync::pull()
{
    const SyncRepository state(m_database.connection());
    const QString cursor = state.value(u"products_cursor"_s).value_or(QString());
    const qint64 sellerId = state.value(u"seller_id"_s).value_or(u"0"_s).toLongLong();
    const UpstreamClient::Reply reply = m_upstream.get(u"/products/mine/changes"_s,
        { { u"after"_s, cursor }, { u"limit"_s, QString::number(pageSize) } });
    if (!reply.ok())
        return Result::failure(reply, u"product pull"_s);
    const QJsonArray entries = reply.body[u"data"_s].toArray();
    const QJsonObject meta = reply.body[u"meta"_s].toObject();
    const QString next = meta[u"next"_s].toString();
    // Checked before anything of the page is applied (contract §14): one bad entry holds the
    // page back, to be read again after the backoff.
    QString problem = UpstreamValidator::page(reply.body);
    for (qsizetype i = 0; problem.isEmpty() && i < entries.size(); ++i) {
        const QJsonObject entry = entries.at(i).toObject();
        const QString bad = UpstreamValidator::productEntry(entry);
        if (!bad.isEmpty())
            problem = u"%1 %2 (data[%3]) refused: %4"_s
                          .arg(entry[u"type"_s].toVariant().toString(),
                              entry[u"id"_s].toVariant().toString())
                          .arg(i)
                          .arg(bad);
    }
    if (problem.isEmpty() && meta[u"has_more"_s].toBool() && next == cursor)
        problem = u"the product feed's cursor does not advance (has_more with next = after)"_s;
    if (!problem.isEmpty())
        return Result::failure(UpstreamClient::Reply::refusal(problem), u"product pull"_s);

    // The entries carry every field a copy keeps (contract §13: the seller's own view, also
    // a stationery item's category); what they may need from upstream, asked before the write,
    // is the category tree when one names a category the shop does not have.
    Result result;
    QHash<QString, QJsonObject> details;
    bool needCategories = false;
    {
        const SyncProductRepository local(m_database.connection());
        for (const QJsonValue &value : entries) {
            const QJsonObject entry = value.toObject();
            if (local.needOf(entry) != SyncProductRepository::Need::Detail)
                continue;
            QJsonObject data = entry[u"data"_s].toObject();
            // A marketplace whose feed does not carry these fields yet (an older version) is
            // asked for the product's public detail, as before.
            if (!data.contains(u"description"_s)
                && !detail(entry[u"type"_s].toString(), entry[u"id"_s].toInteger(), data, result))
                return result;
            details.insert(keyOf(entry[u"type"_s].toString(), entry[u"id"_s].toInteger()), data);
            const auto category = productReference(data, u"category"_s);
            if (category && !local.hasCategory(*category))
                needCategories = true;
        }
    }
    QJsonArray categories;
    if (needCategories) {
        const UpstreamClient::Reply tree = m_upstream.get(u"/search/categories"_s);
        if (!tree.ok())
            return Result::failure(tree, u"category pull"_s);
        SyncInit::flattenCategories(tree.body[u"data"_s].toArray(), QJsonValue(), categories);
        for (const QJsonValue &category : std::as_const(categories)) {
            if (const QString bad = UpstreamValidator::category(category.toObject());
                !bad.isEmpty())
                return Result::failure(
                    UpstreamClient::Reply::refusal(u"category %1 refused: %2"_s.arg(
                        category[u"id"_s].toVariant().toString(), bad)),
                    u"category pull"_s);
        }
    }
    m_write([&](const QSqlDatabase &db) {
        result.changed = false;
        const SyncProductRepository products(db);
        products.upsertCategories(categories);
        for (const QJsonValue &value : entries) {
            const QJsonObject entry = value.toObject();
            const QJsonObject found
                = details.value(keyOf(entry[u"type"_s].toString(), entry[u"id"_s].toInteger()));
            if (products.apply(entry, found, sellerId) == SyncProductRepository::Applied::Changed)
                result.changed = true;
        }
        // The position moves in the transaction that applied what lies before it.
        SyncRepository(db).setValue(u"products_cursor"_s, next);
    });
    result.more = meta[u"has_more"_s].toBool();
    return result;
}
