#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

// The change feeds of contract §13 as clients see them: cursors in and out (opaque, naming
// the database and the feed), each entry's object as its own endpoint shows it now, read in
// one snapshot with the positions (FeedRepository::Snapshot).
class FeedService final
{
public:
    static constexpr int defaultLimit = 100;
    static constexpr int maximumLimit = 1000;
    static constexpr int maximumWaitSeconds = 30;

    struct Page
    {
        // The JSON array of the entries {cursor, type, id, deleted, data}, or of movements:
        // written straight as text (JsonWriter), a page of 1,000 products never builds objects.
        QByteArray items;
        qsizetype count = 0; // entries in items
        QString next;
        bool hasMore = false;
    };

    explicit FeedService(QSqlDatabase db);

    // The `types` parameter (book, stationery, category, seller; product = book,stationery)
    // as feed kinds, each once; empty: all. nullopt when a name is unknown.
    static std::optional<QStringList> kindsOf(const QString &types);

    // after: a cursor of this feed, or empty for the beginning. sellerId: that seller's own
    // products with their private fields (/products/mine/changes). Throws DomainError 400
    // invalid_cursor, 410 cursor_expired.
    Page changes(const QString &after, int limit, const QStringList &kinds,
        std::optional<qint64> sellerId) const;
    // The seller's movements oldest first after the cursor (empty: the first).
    Page movements(const QString &after, int limit, qint64 sellerId) const;

private:
    QSqlDatabase m_db;
};
