#include "server/storage/fts5segments.h"

#include <QByteArray>
#include <QList>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <numeric>
#include <utility>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace Fts5Segments {

int count(const QSqlDatabase &db, const QString &table)
{
    // Its structure record (id 10 of the _data table) is a 4-byte cookie, then varints: the
    // number of levels, then of segments on all levels.
    QSqlQuery query = Sql::run(db, u"SELECT block FROM %1_data WHERE id = 10"_s.arg(table));
    if (!query.next())
        return -1;
    const QByteArray record = query.value(0).toByteArray();
    qsizetype at = 4;
    const auto varint = [&record, &at] {
        quint64 value = 0;
        for (int i = 0; i < 9 && at < record.size(); ++i) {
            const auto byte = quint8(record.at(at++));
            if (i == 8)
                return (value << 8) | byte;
            value = (value << 7) | (byte & 0x7f);
            if (!(byte & 0x80))
                break;
        }
        return value;
    };
    varint(); // levels
    return int(varint());
}

void setHashSize(const QSqlDatabase &db, const QStringList &tables, qint64 bytes)
{
    for (const QString &table : tables) {
        Sql::run(db, u"INSERT INTO %1 (%1, rank) VALUES ('hashsize', %2)"_s.arg(table).arg(bytes));
    }
}

void mergeInSteps(const QSqlDatabase &db, const QStringList &tables,
    const std::function<void(qint64, qint64)> &progress)
{
    // A "merge" with a negative budget merges every segment into one as "optimize" does, that
    // many pages at a time. A step that changed no row but its own did no work: the index is
    // one segment.
    QList<qint64> pagesOf;
    for (const QString &table : tables)
        pagesOf << Sql::scalar(db, u"SELECT COUNT(*) FROM %1_data"_s.arg(table)).toLongLong();
    const qint64 pages
        = std::max<qint64>(1, std::accumulate(pagesOf.cbegin(), pagesOf.cend(), 0LL));
    qint64 pagesBefore = 0; // of the indexes merged already
    for (qsizetype i = 0; i < tables.size(); ++i) {
        // Bounded all the same: a merge writes about as many pages as the index holds.
        const qint64 mostSteps = 2 * (pagesOf.at(i) / pagesPerStep) + 8;
        qint64 merged = 0;
        qint64 changes = Sql::scalar(db, u"SELECT total_changes()"_s).toLongLong();
        for (qint64 steps = 0; steps < mostSteps; ++steps) {
            Sql::run(db, u"INSERT INTO %1 (%1, rank) VALUES ('merge', ?)"_s.arg(tables.at(i)),
                { -pagesPerStep });
            const qint64 before
                = std::exchange(changes, Sql::scalar(db, u"SELECT total_changes()"_s).toLongLong());
            if (changes - before <= 1)
                break;
            merged = std::min(merged + pagesPerStep, pagesOf.at(i));
            if (progress)
                progress(pagesBefore + merged, pages);
        }
        pagesBefore += pagesOf.at(i);
    }
}

} // namespace Fts5Segments
