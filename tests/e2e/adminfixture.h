#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

// Crafted catalogs for the admin's endpoints (contract §15): a clean one where no issue
// holds, and a dirty one that adds, per issue code, a product it holds for.
namespace AdminFixture {

// Seller 1 "Kitob Olami": book 1 (ISBN 9789943012349, every field) and stationery 1
// (barcode 4780000000014, every field) — 100 % complete, no issue.
QJsonObject clean();
// Seller 2, seller 3 (inactive) and their products: book 2 (same ISBN as book 1, another
// title and author, no image, category, publisher or description, price 5,000 against
// 45,000 and 47,000 elsewhere, old price 4,000), book 3 (seller 3, book 1's title), book 4
// (no author), stationery 2 (an ISBN as its barcode), stationery 3 (a name that starts
// like a spreadsheet formula).
QJsonObject dirty();
// count stationery items of seller 1 with ids from 100, barcodes 200000000000x.
QJsonObject stationeryBatch(int count);
// Writes the document beside the server's database and imports it with the CLI.
bool importInto(const TestServer &server, const QJsonObject &document, const QString &name);

// A reply's JSON body.
QJsonObject json(const BlockingHttp::Reply &reply);
// An EAN-13 from its first twelve digits.
QString ean13(const QString &twelveDigits);

} // namespace AdminFixture
