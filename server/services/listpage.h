#pragma once

#include <QJsonArray>

// One page of a listing as the routes answer it (spec §2.11's meta shapes need the total of
// the whole filtered list, whatever the page): what every repository's own Page holds, so a
// route reads a page through a service without naming the repository.
struct ListPage
{
    QJsonArray items;
    qint64 total = 0;

    // A repository's Page (any struct with items and total).
    template<typename Page> static ListPage of(const Page &page)
    {
        return { page.items, page.total };
    }
};
