#pragma once

#include <QList>
#include <QStringList>

#include "server/storage/searchrepository.h"

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
