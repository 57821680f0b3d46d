#pragma once

#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

class SearchRecorder;

// Search as any key reads it (contract §5): the results of q in the normal form of §5.1 (a
// complete ISBN or barcode first), suggestions, trending searches, and the record of every
// valid search that trending counts.
class SearchService final
{
public:
    struct Result
    {
        QJsonArray items; // {id, name, type, price, image}
        qint64 total = 0;
        QString topResult; // the first hit's name over all pages; empty: nothing matched
    };

    explicit SearchService(QSqlDatabase db);

    Result search(const QString &q, qint64 page, int pageSize) const;
    QStringList suggestions(const QString &q, std::optional<qint64> sellerId, int limit) const;
    // {text, result_name, total_count} over the last 7 days, most searched first.
    QJsonArray trending(int limit) const;

    // Queued in memory and written by the write queue's thread: a search never waits for the
    // database's write lock. topResult: empty when nothing matched.
    static void record(SearchRecorder &log, const QString &q, const QString &topResult);

private:
    QSqlDatabase m_db;
};
