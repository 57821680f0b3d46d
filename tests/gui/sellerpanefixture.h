#pragma once

#include <QString>
#include <QVariant>
#include <memory>

#include "tests/gui/guifixture.h"

class HttpTestClient;
class StockPane;

// A seller's console on the real server with the Stock pane open and the live copy filled
// (issue 41), and a till beside it: an HTTP client with the fixture's second key of the same
// seller, whose changes the console learns only from the feed.
class SellerPaneFixture final
{
public:
    SellerPaneFixture();
    ~SellerPaneFixture();

    // Demo catalog, server, session and Stock pane; false when any of them did not come up.
    bool start();
    // The server's stock of a book, as the till reads it.
    qint64 serverStock(const QString &code);
    // A book of the pane's first page with at least `atLeast` in stock (an ISBN-13), or -1.
    int rowWithStock(qint64 atLeast) const;
    // The Stock pane's stock cell of a row, as shown.
    QVariant shownStock(int row) const;

    std::unique_ptr<GuiFixture> fx;
    std::unique_ptr<HttpTestClient> http;
    std::unique_ptr<StockPane> pane;
};
