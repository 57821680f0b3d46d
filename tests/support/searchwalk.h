#pragma once

#include <QList>
#include <QSqlQuery>
#include <QStringList>

#include "server/domain/searchtext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/searchprefixcounts.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"

// Every page of a search, as the API pages it: each hit as "type/id", and each page's total
// (a test compares them with what the index alone says).
struct SearchWalk
{
    QStringList hits;
    QList<qint64> totals;
};

inline SearchWalk walkSearch(
    const SearchRepository &repository, const QStringList &words, int pageSize)
{
    SearchWalk walk;
    for (qint64 page = 1;; ++page) {
        const SearchRepository::Page result = repository.search(words, page, pageSize, {});
        walk.totals << result.total;
        if (result.items.isEmpty())
            return walk;
        for (const SearchRepository::Hit &hit : result.items)
            walk.hits << hit.type + u'/' + QString::number(hit.id);
    }
}

// Every match of the words as "type/id", in contract §5.1's order, from the product index
// alone: the products of each rank (exact, prefix, form, other script, typo) in the index's
// key order (popularity, then id), a rank at a time, as the terms of SearchText define them.
inline QStringList rankedMatches(const QSqlDatabase &db, const QStringList &words)
{
    using namespace Qt::StringLiterals;
    const SearchDialect dialect(db);
    const auto terms = SearchText::terms(words, [&db](const QString &word, int edits) {
        return SearchPrefixCounts::typoCandidates(db, word, edits);
    });
    QStringList result;
    QString better;
    for (int rank = SearchText::Exact; rank < SearchText::RankCount; ++rank) {
        const QString expression = dialect.expression(terms, SearchText::Rank(rank));
        if (expression == better)
            continue;
        const SearchDialect::ProductQuery query
            = dialect.products(dialect.without(expression, better));
        QSqlQuery rows = Sql::run(db,
            u"SELECT p.type, p.id FROM %1 JOIN products p ON p.pk = s.pk WHERE %2 "
            "ORDER BY %3 DESC"_s.arg(query.source, query.condition, query.order),
            { query.expression });
        while (rows.next())
            result << rows.value(0).toString() + u'/' + rows.value(1).toString();
        better = expression;
    }
    return result;
}
