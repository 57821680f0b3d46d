#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <functional>

#include "server/services/upstreamclient.h"

class Database;

// The shop's first copy of its seller's data from the marketplace (contract §14: list, then
// watch). The movement feed's position is taken FIRST, then the products (with their
// categories, authors and publishers) are copied, then the feed is read from that position to
// its end: an item that moved meanwhile gets the stock its last movement left (the copy may or
// may not have seen that movement; the movement says for sure), and the sync follows the feed
// from where this read ended. Nothing that changed during the copy is lost or counted twice.
class SyncInit final
{
public:
    // Why the copy did not finish (nothing is marked as following; running it again is safe:
    // the import upserts by id).
    struct Failure
    {
        UpstreamClient::Reply reply; // status 0: upstream not reached
        QString message;
    };
    using Progress = std::function<void(const QString &)>;

    SyncInit(const Database &database, UpstreamClient &upstream);
    // A database that already holds products or movements is refused (Failure, nothing
    // changed): ids are the marketplace's, so a catalog of its own would clash with them.
    void setAllowNonEmpty(bool allow) { m_allowNonEmpty = allow; }
    // Upstream's category tree (GET /search/categories) as flat records, parents first.
    static void flattenCategories(
        const QJsonArray &nodes, const QJsonValue &parent, QJsonArray &out);
    // Throws Failure, or StorageError when the local database refuses.
    void run(const Progress &progress = {});

private:
    // Every page of a feed from `after` to its end, `limit` items a page; returns the position
    // after the last. Throws Failure for a page that breaks the feed's shape or a cursor that
    // does not advance (contract §14).
    QString follow(const QString &path, QString after,
        const std::function<void(const QJsonObject &item)> &each, int limit);
    // A product's public detail (GET /products/{type}/{id}); empty when it has none.
    QJsonObject detail(const QString &type, qint64 id);
    UpstreamClient::Reply checked(const UpstreamClient::Reply &reply, const QString &what);
    // Throws Failure naming `what` when `problem` (an UpstreamValidator answer) is not empty.
    static void refuse(const QString &what, const QString &problem);

    const Database &m_database;
    UpstreamClient &m_upstream;
    bool m_allowNonEmpty = false;
};
