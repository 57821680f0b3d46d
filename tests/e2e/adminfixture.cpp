#include "tests/e2e/adminfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace AdminFixture {

QString ean13(const QString &twelveDigits)
{
    int sum = 0;
    for (qsizetype i = 0; i < twelveDigits.size(); ++i)
        sum += twelveDigits.at(i).digitValue() * (i % 2 == 0 ? 1 : 3);
    return twelveDigits + QString::number((10 - sum % 10) % 10);
}

QJsonObject clean()
{
    return QJsonDocument::fromJson(R"json({
      "authors": [{"id": 1, "name": "Abdulla Qodiriy"}],
      "publishers": [{"id": 1, "name": "Sharq"}],
      "sellers": [{"id": 1, "name": "Kitob Olami"}],
      "categories": [{"id": 1, "name": "Fiction", "type": "book", "parent_id": null},
                     {"id": 2, "name": "Novels", "type": "book", "parent_id": 1},
                     {"id": 3, "name": "Pens", "type": "stationery", "parent_id": null}],
      "books": [{"id": 1, "name": "O'tkan kunlar", "price": 45000, "old_price": 52000,
                 "image": "https://img.example/b1.jpg", "description": "A novel.", "pages": 384,
                 "isbn": "978-9943-01-234-9", "author_id": 1, "publisher_id": 1, "seller_id": 1,
                 "category_id": 2, "stock": 12}],
      "stationery": [{"id": 1, "name": "Gel pen 0.5 mm", "price": 3000, "old_price": 3500,
                      "image": "https://img.example/p1.jpg", "description": "Blue ink.",
                      "barcode": "4780000000014", "seller_id": 1, "category_id": 3,
                      "stock": 5}]
    })json")
        .object();
}

QJsonObject dirty()
{
    return QJsonDocument::fromJson(R"json({
      "authors": [{"id": 2, "name": "Someone Else"}],
      "sellers": [{"id": 2, "name": "Dirty Imports"},
                  {"id": 3, "name": "Closed Shop", "active": false}],
      "books": [{"id": 2, "name": "Boshqa kitob", "price": 5000, "old_price": 4000,
                 "isbn": "9789943012349", "author_id": 2, "seller_id": 2, "stock": 1},
                {"id": 3, "name": "O'tkan kunlar", "price": 47000, "image": "https://img.example/b3.jpg",
                 "description": "Same book.", "pages": 384, "isbn": "9789943012349",
                 "author_id": 1, "publisher_id": 1, "seller_id": 3, "category_id": 2, "stock": 2},
                {"id": 4, "name": "Anonymous tales", "price": 20000, "image": "https://img.example/b4.jpg",
                 "description": "No author.", "pages": 100, "isbn": "9780306406157",
                 "publisher_id": 1, "seller_id": 2, "category_id": 2, "stock": 3}],
      "stationery": [{"id": 2, "name": "Notebook with an ISBN", "price": 8000,
                      "image": "https://img.example/p2.jpg", "description": "A5.",
                      "barcode": "9780140449136", "seller_id": 2, "category_id": 3, "stock": 4},
                     {"id": 3, "name": "=HYPERLINK(\"http://evil.example\")", "price": 1000,
                      "image": "https://img.example/p3.jpg", "description": "-dash first",
                      "barcode": "4780000000021", "seller_id": 2, "category_id": 3, "stock": 4}]
})json")
        .object();
}

QJsonObject stationeryBatch(int count)
{
    QJsonArray items;
    for (int i = 0; i < count; ++i) {
        items.append(QJsonObject { { u"id"_s, 100 + i }, { u"name"_s, u"Eraser %1"_s.arg(i) },
            { u"price"_s, 500 }, { u"image"_s, u"https://img.example/e.jpg"_s },
            { u"description"_s, u"Soft."_s },
            { u"barcode"_s, ean13(u"2000000%1"_s.arg(i, 5, 10, QLatin1Char('0'))) },
            { u"seller_id"_s, 1 }, { u"stock"_s, 1 } });
    }
    return { { u"stationery"_s, items } };
}

bool importInto(const TestServer &server, const QJsonObject &document, const QString &name)
{
    const QString path = QDir(server.folder()).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(document).toJson());
    file.close();
    return server.importFile(path);
}

QJsonObject json(const BlockingHttp::Reply &reply)
{
    return QJsonDocument::fromJson(reply.body).object();
}

} // namespace AdminFixture
