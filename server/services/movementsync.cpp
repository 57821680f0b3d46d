#include "server/services/movementsync.h"

#include <QDateTime>
#include <QJsonArray>
#include <QLoggingCategory>

#include "server/domain/syncconflict.h"
#include "server/services/logcategories.h"
#include "server/services/productsync.h"
#include "server/services/syncpolicy.h"
#include "server/services/upstreamvalidator.h"
#include "server/storage/database.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// The update a queued local movement makes upstream: the delta it made, never an absolute
// value (contract §14); a sale that happened is recorded upstream even below 0.
QJsonObject updateOf(const SyncRepository::Pending &item)
{
    QJsonObject update { { u"code"_s, item.code }, { u"type"_s, item.type },
        { u"delta"_s, item.delta }, { u"reason"_s, item.reason },
        { u"movement_id"_s, item.movementId } };
    if (!item.note.isNull())
        update.insert(u"note"_s, item.note);
    if (!item.scannedAt.isNull())
        update.insert(u"scanned_at"_s, item.scannedAt);
    // A count's variance too: a count records what is on the shelf, so online sales that
    // took upstream lower leave it oversold there, as here, rather than refused.
    if ((item.reason == "sold"_L1 || item.reason == "count"_L1) && item.delta < 0)
        update.insert(u"allow_negative"_s, true);
    return update;
}

} // namespace

MovementSync::MovementSync(
    const Database &database, UpstreamClient &upstream, SyncStep::Write write, OwnStock ownStock)
    : m_database(database)
    , m_upstream(upstream)
    , m_write(std::move(write))
    , m_ownStock(std::move(ownStock))
{ }

SyncStep::Result MovementSync::push()
{
    SyncStep::Result result;
    const QList<SyncRepository::Pending> pending
        = SyncRepository(m_database.connection()).pending(batchSize);
    if (pending.isEmpty())
        return result;
    QJsonArray updates;
    for (const SyncRepository::Pending &item : pending)
        updates.append(updateOf(item));
    const UpstreamClient::Reply reply
        = m_upstream.post(u"/products/stock/batch"_s, { { u"updates"_s, updates } });
    const QJsonArray results = reply.body[u"results"_s].toArray();
    if (!reply.ok())
        return SyncStep::Result::failure(reply, u"push"_s);
    if (results.size() != pending.size()) {
        return SyncStep::Result::failure(
            UpstreamClient::Reply::refusal(
                u"the batch's answer has %1 results for %2 updates"_s.arg(results.size())
                    .arg(pending.size())),
            u"push"_s);
    }
    bool waiting = false;
    m_write([&](const QSqlDatabase &db) {
        waiting = false;
        const SyncRepository sync(db);
        for (qsizetype i = 0; i < pending.size(); ++i) {
            const SyncRepository::Pending &item = pending.at(i);
            const QJsonObject answer = results.at(i).toObject();
            const SyncPolicy::MovementPush outcome = SyncPolicy::movementPushed(answer, item.delta);
            if (outcome == SyncPolicy::MovementPush::TryAgain) {
                waiting = true; // stays pending, tried again with the next round
                continue;
            }
            SyncConflict conflict;
            conflict.movementQueueId = item.queueId;
            conflict.productPk = item.productPk;
            conflict.variantId = item.variantId;
            conflict.code = item.code;
            if (outcome == SyncPolicy::MovementPush::Refused) {
                const QJsonObject error = answer[u"error"_s].toObject();
                sync.markConflict(item.queueId, SyncStep::compact(answer));
                conflict.kind = SyncConflict::Kind::Refused;
                conflict.message = error[u"message"_s].toString();
                conflict.detail = { { u"http_status"_s, answer[u"http_status"_s].toInt() },
                    { u"error"_s, error }, { u"delta"_s, item.delta },
                    { u"reason"_s, item.reason } };
                sync.addConflict(conflict);
                continue;
            }
            sync.markSent(item.queueId, SyncStep::compact(answer));
            const qint64 stock = answer[u"stock"_s].toInteger();
            if (answer[u"stock"_s].isDouble() && m_ownStock)
                m_ownStock(
                    answer[u"type"_s].toString() + u':' + answer[u"id"_s].toVariant().toString(),
                    stock);
            if (outcome == SyncPolicy::MovementPush::Oversold) {
                conflict.kind = SyncConflict::Kind::Oversold;
                conflict.message
                    = u"Sold beyond the marketplace's stock: it is %1 there now."_s.arg(stock);
                conflict.detail = { { u"upstream_stock"_s, stock }, { u"delta"_s, item.delta } };
                sync.addConflict(conflict);
            }
        }
        sync.setValue(u"last_push_at"_s, now());
    });
    if (waiting)
        return SyncStep::Result::failure(UpstreamClient::Reply::withStatus(503), u"push"_s);
    result.more = pending.size() == batchSize;
    return result;
}

SyncStep::Result MovementSync::pull(ProductSync &products)
{
    const SyncRepository local(m_database.connection());
    const QString cursor = local.value(u"movements_cursor"_s).value_or(QString());
    const UpstreamClient::Reply reply = m_upstream.get(u"/products/stock/movements"_s,
        { { u"after"_s, cursor }, { u"limit"_s, QString::number(pageSize) } });
    if (!reply.ok())
        return SyncStep::Result::failure(reply, u"pull"_s);
    const QJsonArray movements = reply.body[u"data"_s].toArray();
    const QJsonObject meta = reply.body[u"meta"_s].toObject();
    const QString next = meta[u"next"_s].toString();
    // What comes down is checked before anything of it is applied (contract §14): a page
    // with one bad movement is applied not at all, and read again after the backoff.
    QString problem = UpstreamValidator::page(reply.body);
    for (qsizetype i = 0; problem.isEmpty() && i < movements.size(); ++i) {
        const QString bad = UpstreamValidator::movement(movements.at(i).toObject());
        if (!bad.isEmpty())
            problem = u"movement %1 (data[%2]) refused: %3"_s
                          .arg(movements.at(i)[u"id"_s].toVariant().toString())
                          .arg(i)
                          .arg(bad);
    }
    // More to read from the same position: a feed that would be read for ever.
    if (problem.isEmpty() && meta[u"has_more"_s].toBool() && next == cursor)
        problem = u"the movement feed's cursor does not advance (has_more with next = after)"_s;
    if (!problem.isEmpty())
        return SyncStep::Result::failure(UpstreamClient::Reply::refusal(problem), u"pull"_s);

    SyncStep::Result result;
    for (const QJsonValue &movement : movements) {
        if (products.hasProduct(movement[u"type"_s].toString(),
                movement[u"product_id"_s].toInteger(), movement[u"variant_id"_s]))
            continue;
        for (bool more = true; more;) {
            SyncStep::Result pulled = products.pull();
            result.changed = result.changed || pulled.changed;
            if (pulled.failed) {
                pulled.changed = result.changed;
                if (pulled.what.isEmpty())
                    pulled.what = u"product pull"_s;
                return pulled;
            }
            more = pulled.more;
        }
        break;
    }
    int applied = 0;
    m_write([&](const QSqlDatabase &db) {
        applied = 0;
        const SyncRepository sync(db);
        for (const QJsonValue &movement : movements) {
            switch (sync.applyPulled(movement.toObject())) {
            case SyncRepository::Pulled::Applied:
                ++applied;
                break;
            case SyncRepository::Pulled::Known:
                break;
            case SyncRepository::Pulled::NoProduct:
                qCWarning(lcSync) << "a pulled movement names a product this shop does not have:"
                                  << movement[u"type"_s].toString()
                                  << movement[u"product_id"_s].toInteger();
                break;
            }
        }
        // The position moves in the transaction that applied what lies before it.
        sync.setValue(u"movements_cursor"_s, next);
        sync.setValue(u"last_pull_at"_s, now());
    });
    result.changed = result.changed || applied > 0;
    result.more = meta[u"has_more"_s].toBool();
    return result;
}
