#pragma once

#include <QString>
#include <QVariant>
#include <memory>
#include <optional>

#include "tests/gui/guifixture.h"

class DocumentScanPane;
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
    // The till sells `copies` of a code; false unless the server took it.
    bool sell(const QString &code, qint64 copies);
    // A new supplier of the seller (its id), or -1.
    qint64 newSupplier(const QString &name);
    // Gives a book a reorder level and a supplier (PATCH /products/mine, contract §11).
    bool setReorder(qint64 bookId, qint64 level, qint64 supplierId);

    // Shows a Receive or Returns pane that answers its questions Yes and starts a document of
    // supplierId in it; false when that did not happen within 20 s.
    static bool startDocument(DocumentScanPane &pane, qint64 supplierId);
    // The Stock column of the document's line of `code`, or nothing when it has no such line.
    static std::optional<QString> documentStock(const DocumentScanPane &pane, const QString &code);

    std::unique_ptr<GuiFixture> fx;
    std::unique_ptr<HttpTestClient> http;
    std::unique_ptr<StockPane> pane;
};
