#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <functional>

// The segments of SQLite's FTS5 indexes: how many an index has, its pending-data size, and
// the merge of all of them into one in steps (FTS5's "optimize" is one statement that reports
// nothing and cannot be stopped: 9 s for the search indexes of 1,000,000 products).
namespace Fts5Segments {

// The segments of an index on all its levels, from its structure record; -1 when it has none.
int count(const QSqlDatabase &db, const QString &table);
// FTS5 writes a segment when its pending data passes this many bytes ("hashsize"). A
// configuration row of the table, so part of the transaction too.
void setHashSize(const QSqlDatabase &db, const QStringList &tables, qint64 bytes);
// Merges each index's segments into one, at most pagesPerStep leaf pages at a time, and
// reports after each step the pages merged so far of all the indexes' pages (an estimate). The
// callback may throw to stop: the caller's transaction then rolls back.
void mergeInSteps(const QSqlDatabase &db, const QStringList &tables,
    const std::function<void(qint64 pagesMerged, qint64 pages)> &progress);
inline constexpr qint64 pagesPerStep = 1000; // about 0.1 s at 1,000,000 products

} // namespace Fts5Segments
