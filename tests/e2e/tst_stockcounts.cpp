// Contract §10 end to end: reasons on stock updates, the movements history, count sessions
// (scope, scans, apply keeping sales made during the count, keep/zero, cancel, list) and
// low stock — on the real server with its cache on.
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <QUrlQuery>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
// tests/e2e/fixtures/counts.json
const QString novelOne = u"9789943015012"_s; // book, Novels (2), stock 10, reorder 3
const QString pen = u"4781000000011"_s; // Pens (11), stock 20, reorder 5
const QString notebook = u"4781000000028"_s; // Paper (12), stock 8, reorder 10
const QString marker = u"4781000000035"_s; // Pens, variants only
const QString markerRed = u"4781000000318"_s; // variant 31, stock 4
const QString markerBlack = u"4781000000325"_s; // variant 32, stock 6
const QString eraser = u"4781000000042"_s; // Paper, stock 5
const QString otherSellers = u"4781000000059"_s; // seller 2
} // namespace

class TestStockCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void lowStock();
    void importRejectsBadReorderLevel();
    void reasonsValidation_data();
    void reasonsValidation();
    void reasonsDefaultsAndHistoryItem();
    void historyFiltersAndPaging();
    void historyBadParameters_data();
    void historyBadParameters();
    void countScope();
    void countApplyKeepsSalesMadeDuringTheCount();
    void countApplyZero();
    void countApplyTakesStockBelowZero();
    void idempotentScansAndApply();
    void atMostFiveOpenCountsAndCancel();
    void cacheShowsEveryAcknowledgedWrite();

private:
    using Reply = HttpTestClient::Reply;
    Reply post(HttpTestClient &client, const QString &path, const QJsonObject &body,
        const QByteArray &idempotencyKey = {});
    Reply update(const QJsonObject &body)
    {
        return post(*m_till, u"/products/stock/by-code"_s, body);
    }
    qint64 stockOf(const QString &code, const QString &type);
    qint64 openCount(const QJsonObject &body);
    QJsonObject lineOf(const QJsonArray &lines, const QString &code);
    QJsonArray movements(const QString &query);

    TestServer m_server;
    std::unique_ptr<HttpTestClient> m_till; // seller 1, key "till"
    std::unique_ptr<HttpTestClient> m_scanner; // seller 1, key "scanner"
    std::unique_ptr<HttpTestClient> m_other; // seller 2
};

void TestStockCounts::initTestCase()
{
    QVERIFY(m_server.importFile(QStringLiteral(CATALOG_COUNTS_FIXTURE)));
    const QStringList generous { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
        u"1000000"_s };
    const auto key = [&](const QString &name, const QString &seller) {
        return m_server.createKey(u"read,stock:write"_s,
            QStringList { u"--seller"_s, seller, u"--name"_s, name } + generous);
    };
    const TestServer::Key till = key(u"till"_s, u"1"_s);
    const TestServer::Key scanner = key(u"scanner"_s, u"1"_s);
    const TestServer::Key other = key(u"other"_s, u"2"_s);
    QVERIFY(m_server.start());
    m_till = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_till->setCredentials(till.appId, till.secret);
    m_scanner = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_scanner->setCredentials(scanner.appId, scanner.secret);
    m_other = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_other->setCredentials(other.appId, other.secret);
}

void TestStockCounts::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

HttpTestClient::Reply TestStockCounts::post(HttpTestClient &client, const QString &path,
    const QJsonObject &body, const QByteArray &idempotencyKey)
{
    HttpTestClient::Headers headers { { "Content-Type", "application/json" } };
    if (!idempotencyKey.isEmpty())
        headers.append({ "Idempotency-Key", idempotencyKey });
    return client.post(path, QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
}

qint64 TestStockCounts::stockOf(const QString &code, const QString &type)
{
    for (qint64 page = 1; page < 10; ++page) {
        const Reply reply
            = m_till->get(u"/products/mine?type=%1&per_page=100&page=%2"_s.arg(type).arg(page));
        const QJsonArray items = reply.json()[u"data"_s].toArray();
        for (const QJsonValue &item : items) {
            if (item[u"code"_s].toString() == code)
                return item[u"stock"_s].toInteger();
        }
        if (items.isEmpty())
            break;
    }
    // Variants: through the stationery detail of the marker (id 3).
    const Reply detail = m_till->get(u"/products/stationery/3"_s);
    for (const QJsonValue &variant : detail.json()[u"data"_s][u"variants"_s].toArray()) {
        if (variant[u"barcode"_s].toString() == code)
            return variant[u"stock"_s].toInteger();
    }
    return -1;
}

qint64 TestStockCounts::openCount(const QJsonObject &body)
{
    const Reply reply = post(*m_till, u"/products/stock/counts"_s, body);
    if (reply.status != 201)
        qWarning("open count: %d %s", reply.status, reply.body.constData());
    return reply.json()[u"data"_s][u"id"_s].toInteger();
}

QJsonObject TestStockCounts::lineOf(const QJsonArray &lines, const QString &code)
{
    for (const QJsonValue &line : lines) {
        if (line[u"code"_s].toString() == code)
            return line.toObject();
    }
    return {};
}

QJsonArray TestStockCounts::movements(const QString &query)
{
    const Reply reply = m_till->get(u"/products/stock/movements?"_s + query);
    if (reply.status != 200)
        qWarning("movements: %d %s", reply.status, reply.body.constData());
    return reply.json()[u"data"_s].toArray();
}

void TestStockCounts::lowStock()
{
    Reply all = m_till->get(u"/products/mine?type=book"_s);
    QCOMPARE(all.status, 200);
    const QJsonArray books = all.json()[u"data"_s].toArray();
    QCOMPARE(books.size(), 3);
    QCOMPARE(books[0][u"reorder_level"_s].toInteger(), 3);
    QVERIFY(books[2].toObject().contains(u"reorder_level"_s));
    QVERIFY(books[2][u"reorder_level"_s].isNull());

    Reply low = m_till->get(u"/products/mine?type=book&low_stock=true"_s);
    QCOMPARE(low.status, 200);
    QJsonArray items = low.json()[u"data"_s].toArray();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items[0][u"name"_s].toString(), u"Novel two"_s); // 2 <= 5
    QCOMPARE(low.json()[u"meta"_s][u"total"_s].toInteger(), 1);

    // At the level counts as low: the pen goes from 20 to 5.
    QCOMPARE(update({ { u"code"_s, pen }, { u"stock"_s, 5 } }).status, 200);
    low = m_till->get(u"/products/mine?type=stationery&low_stock=true"_s);
    items = low.json()[u"data"_s].toArray();
    QStringList names;
    for (const QJsonValue &item : items)
        names << item[u"name"_s].toString();
    QCOMPARE(names, (QStringList { u"Pen"_s, u"Notebook"_s }));
    QCOMPARE(update({ { u"code"_s, pen }, { u"stock"_s, 20 } }).status, 200);
    low = m_till->get(u"/products/mine?type=stationery&low_stock=true"_s);
    QCOMPARE(low.json()[u"data"_s].toArray().size(), 1);

    const Reply bad = m_till->get(u"/products/mine?low_stock=yes"_s);
    QCOMPARE(bad.status, 422);
    QVERIFY(bad.json()[u"error"_s][u"fields"_s].toObject().contains(u"low_stock"_s));
}

void TestStockCounts::importRejectsBadReorderLevel()
{
    for (const QByteArray &level : { QByteArray("-1"), QByteArray("1.5"), QByteArray("\"3\"") }) {
        const QString path = m_server.folder() + u"/bad-reorder.json"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(
            R"({"stationery":[{"id":90,"name":"Bad","price":1,"seller_id":1,"reorder_level":)"
            + level + "}]}");
        file.close();
        const TestServer::CliResult result = m_server.run({ u"import"_s, path });
        QVERIFY2(result.exitCode != 0, level.constData());
        QVERIFY(result.err.contains("reorder_level"));
    }
}

void TestStockCounts::reasonsValidation_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("field");
    const QJsonObject base { { u"code"_s, pen }, { u"delta"_s, 1 } };
    const auto with = [&](const QString &key, const QJsonValue &value) {
        QJsonObject body = base;
        body.insert(key, value);
        return body;
    };
    QTest::newRow("unknown reason") << with(u"reason"_s, u"stolen"_s) << u"reason"_s;
    QTest::newRow("reason not a string") << with(u"reason"_s, 3) << u"reason"_s;
    QTest::newRow("reason null") << with(u"reason"_s, QJsonValue()) << u"reason"_s;
    QTest::newRow("reason upper case") << with(u"reason"_s, u"SOLD"_s) << u"reason"_s;
    QTest::newRow("note too long") << with(u"note"_s, QString(201, u'x')) << u"note"_s;
    QTest::newRow("note not a string") << with(u"note"_s, 5) << u"note"_s;
}

void TestStockCounts::reasonsValidation()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, field);
    const qint64 before = stockOf(pen, u"stationery"_s);
    const Reply reply = update(body);
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"validation_failed"_s);
    QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field));
    QCOMPARE(stockOf(pen, u"stationery"_s), before);
}

void TestStockCounts::reasonsDefaultsAndHistoryItem()
{
    struct Case
    {
        QJsonObject body;
        QString reason;
        QJsonValue note;
    };
    const QString note200(200, u'ж'); // 200 characters (not bytes) is the limit
    const QList<Case> cases {
        { { { u"code"_s, eraser }, { u"delta"_s, 3 } }, u"received"_s, QJsonValue() },
        { { { u"code"_s, eraser }, { u"delta"_s, -1 } }, u"sold"_s, QJsonValue() },
        { { { u"code"_s, eraser }, { u"stock"_s, 6 } }, u"correction"_s, QJsonValue() },
        { { { u"code"_s, eraser }, { u"delta"_s, -1 }, { u"reason"_s, u"damaged"_s },
              { u"note"_s, u"Suv tegdi — wet"_s } },
            u"damaged"_s, u"Suv tegdi — wet"_s },
        { { { u"code"_s, eraser }, { u"delta"_s, 1 }, { u"reason"_s, u"returned"_s },
              { u"note"_s, note200 } },
            u"returned"_s, note200 },
    };
    for (const Case &c : cases) {
        const Reply reply = update(c.body);
        QCOMPARE(reply.status, 200);
        // The answer of §8 is unchanged.
        QCOMPARE(reply.json().object().keys(),
            (QStringList { u"id"_s, u"in_stock"_s, u"name"_s, u"status"_s, u"stock"_s, u"success"_s,
                u"type"_s }));
        const QJsonArray latest = movements(u"code=%1&per_page=1"_s.arg(eraser));
        QCOMPARE(latest.size(), 1);
        const QJsonObject item = latest[0].toObject();
        QCOMPARE(item[u"reason"_s].toString(), c.reason);
        QCOMPARE(item[u"note"_s], c.note);
        QCOMPARE(item[u"after"_s].toInteger(), reply.json()[u"stock"_s].toInteger());
        QCOMPARE(item[u"key_name"_s].toString(), u"till"_s);
        QVERIFY(item[u"app_id"_s].toString().startsWith(u"app_"_s));
        QCOMPARE(item[u"name"_s].toString(), u"Eraser"_s);
        QCOMPARE(item[u"type"_s].toString(), u"stationery"_s);
        QCOMPARE(item[u"product_id"_s].toInteger(), 4);
        QVERIFY(item[u"variant_id"_s].isNull());
        QVERIFY(item[u"replayed_of"_s].isNull());
        QCOMPARE(item[u"delta"_s].toInteger(),
            item[u"after"_s].toInteger() - item[u"before"_s].toInteger());
        const QDateTime at = QDateTime::fromString(item[u"at"_s].toString(), Qt::ISODateWithMs);
        QVERIFY(at.isValid());
        QVERIFY(item[u"at"_s].toString().endsWith(u'Z'));
        QVERIFY(qAbs(at.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    }
    // Restore the fixture's eraser stock for later tests.
    QCOMPARE(update({ { u"code"_s, eraser }, { u"stock"_s, 5 } }).status, 200);
}

void TestStockCounts::historyFiltersAndPaging()
{
    // Strictly after every earlier movement (times have milliseconds).
    QTest::qWait(5);
    const QString start = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    QTest::qWait(5);
    QCOMPARE(update({ { u"code"_s, novelOne }, { u"delta"_s, -1 } }).status, 200);
    QCOMPARE(update({ { u"code"_s, novelOne }, { u"delta"_s, -1 } }).status, 200);
    QCOMPARE(update({ { u"code"_s, markerRed }, { u"delta"_s, 2 }, { u"reason"_s, u"received"_s } })
                 .status,
        200);
    QCOMPARE(update({ { u"code"_s, novelOne }, { u"delta"_s, 2 }, { u"reason"_s, u"returned"_s } })
                 .status,
        200);
    QTest::qWait(5);
    const QString end = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);

    // Since the start, newest first, all four; per_page 2 pages them.
    QUrlQuery window;
    window.addQueryItem(u"since"_s, start);
    window.addQueryItem(u"until"_s, end);
    const QString range = window.toString(QUrl::FullyEncoded);
    Reply first = m_till->get(u"/products/stock/movements?per_page=2&"_s + range);
    QCOMPARE(first.status, 200);
    QCOMPARE(first.json()[u"meta"_s].toObject(),
        (QJsonObject { { u"page"_s, 1 }, { u"per_page"_s, 2 }, { u"total"_s, 4 } }));
    const QJsonArray page1 = first.json()[u"data"_s].toArray();
    QCOMPARE(page1.size(), 2);
    QCOMPARE(page1[0][u"reason"_s].toString(), u"returned"_s);
    QCOMPARE(page1[1][u"code"_s].toString(), markerRed);
    QCOMPARE(page1[1][u"variant_id"_s].toInteger(), 31);
    QCOMPARE(page1[1][u"product_id"_s].toInteger(), 3);
    QVERIFY(page1[0][u"id"_s].toInteger() > page1[1][u"id"_s].toInteger());
    const QJsonArray page2 = movements(u"per_page=2&page=2&"_s + range);
    QCOMPARE(page2.size(), 2);
    QCOMPARE(page2[0][u"reason"_s].toString(), u"sold"_s);
    QVERIFY(page2[0][u"id"_s].toInteger() < page1[1][u"id"_s].toInteger());
    const Reply past = m_till->get(u"/products/stock/movements?per_page=2&page=9&"_s + range);
    QCOMPARE(past.status, 200);
    QCOMPARE(past.json()[u"data"_s].toArray().size(), 0);
    QCOMPARE(past.json()[u"meta"_s][u"total"_s].toInteger(), 4);

    // Code (any ISBN form) and reason filters, combined.
    QCOMPARE(movements(u"code=978-9943-01501-2&"_s + range).size(), 3);
    QCOMPARE(movements(u"code=%1&reason=sold&"_s.arg(novelOne) + range).size(), 2);
    QCOMPARE(movements(u"reason=received&"_s + range).size(), 1);
    QCOMPARE(movements(u"code=%1&"_s.arg(markerRed) + range).size(), 1);
    QCOMPARE(movements(u"code=%1&"_s.arg(markerBlack) + range).size(), 0);
    // The parent's code finds its variants' movements.
    QCOMPARE(movements(u"code=%1&"_s.arg(marker) + range).size(), 1);
    QCOMPARE(movements(u"code=0000000000000"_s).size(), 0);
    // until before the start: nothing; since after the end: nothing; offsets are honoured.
    QUrlQuery before;
    before.addQueryItem(u"until"_s,
        QDateTime::fromString(start, Qt::ISODateWithMs)
            .addSecs(-3600)
            .toOffsetFromUtc(5 * 3600)
            .toString(Qt::ISODate));
    const QJsonArray earlier = movements(before.toString(QUrl::FullyEncoded) + u"&per_page=100"_s);
    for (const QJsonValue &item : earlier)
        QVERIFY(item[u"at"_s].toString() < start);
    QUrlQuery after;
    after.addQueryItem(
        u"since"_s, QDateTime::currentDateTimeUtc().addSecs(60).toString(Qt::ISODate));
    QCOMPARE(movements(after.toString(QUrl::FullyEncoded)).size(), 0);
    // Another seller sees none of them.
    const Reply other = m_other->get(u"/products/stock/movements?"_s + range);
    QCOMPARE(other.status, 200);
    QCOMPARE(other.json()[u"meta"_s][u"total"_s].toInteger(), 0);
}

void TestStockCounts::historyBadParameters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field");
    QTest::newRow("since not a date") << u"since=yesterday"_s << u"since"_s;
    QTest::newRow("since without zone") << u"since=2026-11-01T10:00:00"_s << u"since"_s;
    QTest::newRow("until date only") << u"until=2026-11-01"_s << u"until"_s;
    QTest::newRow("until bad month") << u"until=2026-13-01T00:00:00Z"_s << u"until"_s;
    QTest::newRow("reason unknown") << u"reason=stolen"_s << u"reason"_s;
    QTest::newRow("per_page 0") << u"per_page=0"_s << u"per_page"_s;
    QTest::newRow("per_page 101") << u"per_page=101"_s << u"per_page"_s;
    QTest::newRow("page abc") << u"page=abc"_s << u"page"_s;
}

void TestStockCounts::historyBadParameters()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    const Reply reply = m_till->get(u"/products/stock/movements?"_s + query);
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"validation_failed"_s);
    QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field));
}

void TestStockCounts::countScope()
{
    const qint64 pens = openCount({ { u"name"_s, u"Pens shelf"_s }, { u"type"_s, u"stationery"_s },
        { u"category_id"_s, 11 } });
    QVERIFY(pens > 0);
    const QString scans = u"/products/stock/counts/%1/scans"_s.arg(pens);
    Reply reply = post(*m_scanner, scans, { { u"code"_s, novelOne } });
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"outside_count"_s);
    reply = post(*m_scanner, scans, { { u"code"_s, eraser } }); // Paper, not Pens
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"outside_count"_s);
    reply = post(*m_scanner, scans, { { u"code"_s, otherSellers } });
    QCOMPARE(reply.status, 404);
    reply = post(*m_scanner, scans, { { u"code"_s, u"4780000000000"_s } });
    QCOMPARE(reply.status, 404);
    reply = post(*m_scanner, scans, { { u"code"_s, marker } });
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"has_variants"_s);
    for (const QJsonValue &quantity :
        { QJsonValue(0), QJsonValue(100001), QJsonValue(1.5), QJsonValue(u"2"_s), QJsonValue() }) {
        reply = post(*m_scanner, scans, { { u"code"_s, pen }, { u"quantity"_s, quantity } });
        QCOMPARE(reply.status, 422);
        QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"quantity"_s));
    }

    reply = post(*m_scanner, scans, { { u"code"_s, pen } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        (QJsonObject { { u"code"_s, pen }, { u"product_id"_s, 1 },
            { u"variant_id"_s, QJsonValue() }, { u"name"_s, u"Pen"_s }, { u"counted"_s, 1 } }));
    reply = post(*m_scanner, scans, { { u"code"_s, pen }, { u"quantity"_s, 100000 } });
    QCOMPARE(reply.json()[u"data"_s][u"counted"_s].toInteger(), 100001);
    reply = post(*m_scanner, scans, { { u"code"_s, markerBlack } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"variant_id"_s].toInteger(), 32);

    // Another seller does not see it, cannot scan into it.
    QCOMPARE(m_other->get(u"/products/stock/counts/%1"_s.arg(pens)).status, 404);
    QCOMPARE(post(*m_other, scans, { { u"code"_s, otherSellers } }).status, 404);
    QCOMPARE(m_till->get(u"/products/stock/counts/999999"_s).status, 404);

    // Paged over the lines.
    const Reply read = m_till->get(u"/products/stock/counts/%1?per_page=1"_s.arg(pens));
    QCOMPARE(read.status, 200);
    QCOMPARE(read.json()[u"meta"_s].toObject(),
        (QJsonObject { { u"page"_s, 1 }, { u"per_page"_s, 1 }, { u"total"_s, 2 } }));
    QCOMPARE(read.json()[u"data"_s][u"not_scanned"_s].toInteger(), 1); // the red marker

    // Cancelled: closed for scans and apply, stock unchanged.
    const qint64 penStock = stockOf(pen, u"stationery"_s);
    reply = post(*m_till, u"/products/stock/counts/%1/cancel"_s.arg(pens), {});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"status"_s].toString(), u"cancelled"_s);
    QVERIFY(!reply.json()[u"data"_s][u"closed_at"_s].toString().isEmpty());
    reply = post(*m_scanner, scans, { { u"code"_s, pen } });
    QCOMPARE(reply.status, 409);
    QCOMPARE(reply.errorCode(), u"count_closed"_s);
    reply = post(*m_till, u"/products/stock/counts/%1/apply"_s.arg(pens),
        { { u"not_scanned"_s, u"keep"_s } });
    QCOMPARE(reply.errorCode(), u"count_closed"_s);
    QCOMPARE(stockOf(pen, u"stationery"_s), penStock);

    // Bad bodies of the count writes.
    QCOMPARE(post(*m_till, u"/products/stock/counts"_s, { { u"name"_s, u""_s } }).status, 422);
    QCOMPARE(post(*m_till, u"/products/stock/counts"_s,
                 { { u"name"_s, u"x"_s }, { u"type"_s, u"toys"_s } })
                 .status,
        422);
    QCOMPARE(post(*m_till, u"/products/stock/counts"_s,
                 { { u"name"_s, u"x"_s }, { u"category_id"_s, 999 } })
                 .status,
        422);
    reply = post(*m_till, u"/products/stock/counts/%1/apply"_s.arg(pens),
        { { u"not_scanned"_s, u"drop"_s } });
    QCOMPARE(reply.status, 422);
    QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"not_scanned"_s));
}

void TestStockCounts::countApplyKeepsSalesMadeDuringTheCount()
{
    const qint64 penBefore = stockOf(pen, u"stationery"_s); // 20
    const qint64 notebookBefore = stockOf(notebook, u"stationery"_s);
    const qint64 redBefore = stockOf(markerRed, u"stationery"_s);
    const qint64 markerBlackBefore = stockOf(markerBlack, u"stationery"_s);
    const qint64 shelf = openCount(
        { { u"name"_s, u"Stationery"_s }, { u"type"_s, QJsonValue() }, { u"category_id"_s, 10 } });
    QVERIFY(shelf > 0);
    const QString scans = u"/products/stock/counts/%1/scans"_s.arg(shelf);
    // The till sells 2 pens after the count started but before the pens' shelf is counted: they
    // are already missing from the shelf, so the count must not take them off a second time.
    QCOMPARE(update({ { u"code"_s, pen }, { u"delta"_s, -2 } }).status, 200);
    // Two devices count the pens: 10 single scans and a carton of 5 on one, 3 on the other,
    // one of them a mis-scan taken back.
    for (int i = 0; i < 10; ++i)
        QCOMPARE(post(*m_scanner, scans, { { u"code"_s, pen } }).status, 200);
    QCOMPARE(post(*m_scanner, scans, { { u"code"_s, pen }, { u"quantity"_s, 5 } }).status, 200);
    Reply reply = post(*m_till, scans, { { u"code"_s, pen } });
    QCOMPARE(reply.json()[u"data"_s][u"counted"_s].toInteger(), 16);
    QCOMPARE(post(*m_till, scans, { { u"code"_s, pen }, { u"quantity"_s, 2 } }).status, 200); // 18
    reply = post(*m_till, scans, { { u"code"_s, pen }, { u"quantity"_s, -1 } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"counted"_s].toInteger(), 17);
    // A take-back never takes a line below 0, and changes nothing when refused.
    reply = post(*m_till, scans, { { u"code"_s, pen }, { u"quantity"_s, -18 } });
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"line_would_be_negative"_s);
    // Nor can a line be taken back that was never counted.
    reply = post(*m_till, scans, { { u"code"_s, eraser }, { u"quantity"_s, -1 } });
    QCOMPARE(reply.errorCode(), u"line_would_be_negative"_s);
    QCOMPARE(post(*m_till, scans, { { u"code"_s, pen }, { u"quantity"_s, 0 } }).status, 422);
    QCOMPARE(post(*m_till, scans, { { u"code"_s, pen }, { u"quantity"_s, -100001 } }).status, 422);
    QCOMPARE(
        post(*m_till, scans, { { u"code"_s, markerRed }, { u"quantity"_s, redBefore } }).status,
        200);
    // A mis-scan of the black marker taken back to 0: it is not scanned again (Keep leaves it).
    QCOMPARE(post(*m_scanner, scans, { { u"code"_s, markerBlack } }).status, 200);
    reply = post(*m_scanner, scans, { { u"code"_s, markerBlack }, { u"quantity"_s, -1 } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"counted"_s].toInteger(), 0);
    // The till sells one more pen after the shelf was counted: it is kept off the stock by apply.
    QCOMPARE(update({ { u"code"_s, pen }, { u"delta"_s, -1 } }).status, 200);

    reply = m_scanner->get(u"/products/stock/counts/%1"_s.arg(shelf));
    QCOMPARE(reply.status, 200);
    QJsonObject data = reply.json()[u"data"_s].toObject();
    QCOMPARE(data[u"status"_s].toString(), u"open"_s);
    QCOMPARE(data[u"name"_s].toString(), u"Stationery"_s);
    QVERIFY(data[u"closed_at"_s].isNull());
    QJsonObject line = lineOf(data[u"lines"_s].toArray(), pen);
    QCOMPARE(line[u"expected"_s].toInteger(), penBefore);
    QCOMPARE(line[u"stock_when_counted"_s].toInteger(), penBefore - 2);
    QCOMPARE(line[u"counted"_s].toInteger(), 17);
    QCOMPARE(line[u"moved_since_counted"_s].toInteger(), -1);
    QCOMPARE(line[u"variance"_s].toInteger(), 17 - (penBefore - 2));
    QCOMPARE(lineOf(data[u"lines"_s].toArray(), markerRed)[u"variance"_s].toInteger(), 0);
    // Not scanned: notebook, eraser, black marker (seller 2's paper is not in it).
    QCOMPARE(data[u"not_scanned"_s].toInteger(), 3);
    reply = m_scanner->get(u"/products/stock/counts/%1?not_scanned=true"_s.arg(shelf));
    const QJsonArray missing = reply.json()[u"data"_s][u"lines"_s].toArray();
    QCOMPARE(missing.size(), 3);
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), 3);
    QStringList codes;
    for (const QJsonValue &item : missing) {
        codes << item[u"code"_s].toString();
        QCOMPARE(item[u"counted"_s].toInteger(), 0);
    }
    QCOMPARE(codes, (QStringList { notebook, markerBlack, eraser }));
    QCOMPARE(lineOf(missing, notebook)[u"variance"_s].toInteger(), -notebookBefore);

    // The count's list.
    reply = m_till->get(u"/products/stock/counts?status=open"_s);
    QCOMPARE(reply.status, 200);
    bool listed = false;
    for (const QJsonValue &count : reply.json()[u"data"_s].toArray()) {
        if (count[u"id"_s].toInteger() == shelf) {
            listed = true;
            QCOMPARE(count[u"lines"_s].toInteger(), 2);
            QCOMPARE(count[u"category_id"_s].toInteger(), 10);
        }
    }
    QVERIFY(listed);

    // Apply keep: the pen gets exactly the variance shown, so it becomes counted +
    // moved_since_counted = 17 - 1 = 16; a later sale does not belong to the count.
    reply = post(*m_till, u"/products/stock/counts/%1/apply"_s.arg(shelf),
        { { u"not_scanned"_s, u"keep"_s } });
    QCOMPARE(reply.status, 200);
    data = reply.json()[u"data"_s].toObject();
    QCOMPARE(data[u"status"_s].toString(), u"applied"_s);
    QCOMPARE(data[u"lines"_s].toArray().size(), 2);
    QCOMPARE(stockOf(pen, u"stationery"_s), 16);
    QCOMPARE(stockOf(notebook, u"stationery"_s), notebookBefore);
    QCOMPARE(stockOf(markerBlack, u"stationery"_s), markerBlackBefore);
    QCOMPARE(stockOf(markerRed, u"stationery"_s), redBefore);

    const QJsonArray counted = movements(u"reason=count&code=%1&per_page=1"_s.arg(pen));
    QCOMPARE(counted.size(), 1);
    QCOMPARE(counted[0][u"before"_s].toInteger(), penBefore - 3);
    QCOMPARE(counted[0][u"after"_s].toInteger(), 16);
    QCOMPARE(counted[0][u"delta"_s].toInteger(), 17 - (penBefore - 2));
    QCOMPARE(counted[0][u"key_name"_s].toString(), u"till"_s);
    QVERIFY(counted[0][u"note"_s].toString().contains(u"Stationery"_s));
    // No movement for a line without variance.
    QCOMPARE(movements(u"reason=count&code=%1"_s.arg(markerRed)).size(), 0);
    // The sales are in the history with their reason.
    const QJsonArray sold = movements(u"reason=sold&code=%1&per_page=2"_s.arg(pen));
    QCOMPARE(sold[0][u"delta"_s].toInteger(), -1);
    QCOMPARE(sold[1][u"delta"_s].toInteger(), -2);

    // A later sale does not move the applied count's figures.
    QCOMPARE(update({ { u"code"_s, pen }, { u"delta"_s, -1 } }).status, 200);
    reply = m_till->get(u"/products/stock/counts/%1"_s.arg(shelf));
    line = lineOf(reply.json()[u"data"_s][u"lines"_s].toArray(), pen);
    QCOMPARE(line[u"expected"_s].toInteger(), penBefore);
    QCOMPARE(line[u"moved_since_counted"_s].toInteger(), -1);
    QCOMPARE(line[u"variance"_s].toInteger(), 17 - (penBefore - 2));
    QCOMPARE(post(*m_scanner, scans, { { u"code"_s, pen } }).errorCode(), u"count_closed"_s);
    QCOMPARE(update({ { u"code"_s, pen }, { u"stock"_s, 20 } }).status, 200);
}

void TestStockCounts::countApplyZero()
{
    QCOMPARE(update({ { u"code"_s, eraser }, { u"stock"_s, 5 } }).status, 200);
    const qint64 notebookBefore = stockOf(notebook, u"stationery"_s);
    const qint64 paper = openCount({ { u"name"_s, u"Paper"_s }, { u"category_id"_s, 12 } });
    const QString scans = u"/products/stock/counts/%1/scans"_s.arg(paper);
    QCOMPARE(post(*m_scanner, scans, { { u"code"_s, notebook }, { u"quantity"_s, notebookBefore } })
                 .status,
        200);
    // The eraser is sold during the count and never scanned: zero takes it to 0.
    QCOMPARE(update({ { u"code"_s, eraser }, { u"delta"_s, -1 } }).status, 200);
    const Reply reply = post(*m_till, u"/products/stock/counts/%1/apply"_s.arg(paper),
        { { u"not_scanned"_s, u"zero"_s } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(stockOf(eraser, u"stationery"_s), 0);
    QCOMPARE(stockOf(notebook, u"stationery"_s), notebookBefore);
    const QJsonArray zeroed = movements(u"reason=count&code=%1"_s.arg(eraser));
    QCOMPARE(zeroed.size(), 1);
    QCOMPARE(zeroed[0][u"before"_s].toInteger(), 4);
    QCOMPARE(zeroed[0][u"after"_s].toInteger(), 0);
    QCOMPARE(movements(u"reason=count&code=%1"_s.arg(notebook)).size(), 0);
    // Other sellers' items are never touched.
    const Reply other = m_other->get(u"/products/mine?type=stationery"_s);
    QCOMPARE(other.json()[u"data"_s][0][u"stock"_s].toInteger(), 3);
    QCOMPARE(update({ { u"code"_s, eraser }, { u"stock"_s, 5 } }).status, 200);
}

// Contract §10: the variance a count shows is exactly the change apply makes. Stock 20, 3 on
// the shelf, 5 sold after the scan: the variance is −17 and the stock ends at −2 with the item
// oversold (§14), not clamped to 0 by a smaller movement than the count reported.
void TestStockCounts::countApplyTakesStockBelowZero()
{
    QCOMPARE(update({ { u"code"_s, eraser }, { u"stock"_s, 20 } }).status, 200);
    const qint64 paper = openCount({ { u"name"_s, u"Paper short"_s }, { u"category_id"_s, 12 } });
    QVERIFY(paper > 0);
    const QString path = u"/products/stock/counts/%1"_s.arg(paper);
    QCOMPARE(post(*m_scanner, path + u"/scans"_s, { { u"code"_s, eraser }, { u"quantity"_s, 3 } })
                 .status,
        200);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(update({ { u"code"_s, eraser }, { u"delta"_s, -1 } }).status, 200);
    QJsonObject line = lineOf(m_scanner->get(path).json()[u"data"_s][u"lines"_s].toArray(), eraser);
    QCOMPARE(line[u"stock_when_counted"_s].toInteger(), 20);
    QCOMPARE(line[u"moved_since_counted"_s].toInteger(), -5);
    QCOMPARE(line[u"variance"_s].toInteger(), -17);

    const Reply applied = post(*m_till, path + u"/apply"_s, { { u"not_scanned"_s, u"keep"_s } });
    QCOMPARE(applied.status, 200);
    line = lineOf(applied.json()[u"data"_s][u"lines"_s].toArray(), eraser);
    QCOMPARE(line[u"variance"_s].toInteger(), -17);
    const QJsonArray written = movements(u"reason=count&code=%1"_s.arg(eraser));
    QVERIFY(!written.isEmpty());
    QCOMPARE(written[0][u"delta"_s].toInteger(), -17);
    QCOMPARE(written[0][u"before"_s].toInteger(), 15);
    QCOMPARE(written[0][u"after"_s].toInteger(), -2);
    QCOMPARE(stockOf(eraser, u"stationery"_s), -2);
    bool oversold = false;
    const Reply mine = m_till->get(u"/products/mine?type=stationery&per_page=100"_s);
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        if (item[u"code"_s].toString() == eraser) {
            oversold = item[u"oversold"_s].toBool();
            QCOMPARE(item[u"in_stock"_s].toBool(), false);
        }
    }
    QVERIFY2(oversold, "the eraser counted short is not shown oversold");
    QCOMPARE(update({ { u"code"_s, eraser }, { u"stock"_s, 5 } }).status, 200);
}

void TestStockCounts::idempotentScansAndApply()
{
    const qint64 id = openCount({ { u"name"_s, u"Novels"_s }, { u"category_id"_s, 2 } });
    const QString scans = u"/products/stock/counts/%1/scans"_s.arg(id);
    const Reply first = post(*m_scanner, scans, { { u"code"_s, novelOne } }, "scan-1");
    QCOMPARE(first.status, 200);
    const Reply again = post(*m_scanner, scans, { { u"code"_s, novelOne } }, "scan-1");
    QCOMPARE(again.status, 200);
    QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(again.body, first.body);
    const Reply reused
        = post(*m_scanner, scans, { { u"code"_s, novelOne }, { u"quantity"_s, 2 } }, "scan-1");
    QCOMPARE(reused.status, 422);
    QCOMPARE(reused.errorCode(), u"idempotency_key_reused"_s);
    const Reply second = post(*m_scanner, scans, { { u"code"_s, novelOne } }, "scan-2");
    QCOMPARE(second.json()[u"data"_s][u"counted"_s].toInteger(), 2);

    const qint64 novelBefore = stockOf(novelOne, u"book"_s);
    const QString apply = u"/products/stock/counts/%1/apply"_s.arg(id);
    const Reply applied = post(*m_till, apply, { { u"not_scanned"_s, u"keep"_s } }, "apply-1");
    QCOMPARE(applied.status, 200);
    QCOMPARE(stockOf(novelOne, u"book"_s), 2);
    // The replay answers the same; the stock changed once (a sale after it stays).
    QCOMPARE(update({ { u"code"_s, novelOne }, { u"delta"_s, -1 } }).status, 200);
    const Reply replay = post(*m_till, apply, { { u"not_scanned"_s, u"keep"_s } }, "apply-1");
    QCOMPARE(replay.status, 200);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(replay.body, applied.body);
    QCOMPARE(stockOf(novelOne, u"book"_s), 1);
    QCOMPARE(movements(u"reason=count&code=%1"_s.arg(novelOne)).size(), 1);
    // A new key on the applied count: count_closed.
    QCOMPARE(post(*m_till, apply, { { u"not_scanned"_s, u"keep"_s } }, "apply-2").errorCode(),
        u"count_closed"_s);
    QCOMPARE(update({ { u"code"_s, novelOne }, { u"stock"_s, novelBefore } }).status, 200);
}

void TestStockCounts::atMostFiveOpenCountsAndCancel()
{
    Reply open = m_till->get(u"/products/stock/counts?status=open&per_page=100"_s);
    qint64 openNow = open.json()[u"meta"_s][u"total"_s].toInteger();
    QList<qint64> opened;
    while (openNow < 5) {
        opened << openCount({ { u"name"_s, u"Shelf %1"_s.arg(openNow) } });
        ++openNow;
    }
    Reply refused = post(*m_till, u"/products/stock/counts"_s, { { u"name"_s, u"Sixth"_s } });
    QCOMPARE(refused.status, 422);
    QCOMPARE(refused.errorCode(), u"too_many_open_counts"_s);
    // Per seller: another seller may still open one.
    QCOMPARE(
        post(*m_other, u"/products/stock/counts"_s, { { u"name"_s, u"Theirs"_s } }).status, 201);

    open = m_till->get(u"/products/stock/counts?status=open&per_page=100"_s);
    const QJsonArray counts = open.json()[u"data"_s].toArray();
    QCOMPARE(counts.size(), 5);
    const qint64 victim = counts[0][u"id"_s].toInteger();
    QCOMPARE(post(*m_till, u"/products/stock/counts/%1/cancel"_s.arg(victim), {}).status, 200);
    QCOMPARE(post(*m_till, u"/products/stock/counts"_s, { { u"name"_s, u"Sixth"_s } }).status, 201);
    const Reply cancelled = m_till->get(u"/products/stock/counts?status=cancelled"_s);
    bool found = false;
    for (const QJsonValue &count : cancelled.json()[u"data"_s].toArray())
        found = found || count[u"id"_s].toInteger() == victim;
    QVERIFY(found);
    QCOMPARE(m_till->get(u"/products/stock/counts?status=closed"_s).status, 422);
    // Clean up for the next test: cancel every open count.
    open = m_till->get(u"/products/stock/counts?status=open&per_page=100"_s);
    for (const QJsonValue &count : open.json()[u"data"_s].toArray()) {
        QCOMPARE(
            post(*m_till, u"/products/stock/counts/%1/cancel"_s.arg(count[u"id"_s].toInteger()), {})
                .status,
            200);
    }
}

void TestStockCounts::cacheShowsEveryAcknowledgedWrite()
{
    const qint64 id = openCount({ { u"name"_s, u"Cache"_s }, { u"category_id"_s, 11 } });
    const QString path = u"/products/stock/counts/%1"_s.arg(id);
    QCOMPARE(m_scanner->get(path).header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(m_scanner->get(path).header("X-API-Cache"), QByteArray("HIT"));
    QCOMPARE(m_till->get(u"/products/stock/counts"_s).status, 200);
    for (int i = 1; i <= 3; ++i) {
        // Written by one device, read right after by another.
        QCOMPARE(post(*m_till, path + u"/scans"_s, { { u"code"_s, pen } }).status, 200);
        const Reply read = m_scanner->get(path);
        QCOMPARE(read.header("X-API-Cache"), QByteArray("MISS"));
        QCOMPARE(
            lineOf(read.json()[u"data"_s][u"lines"_s].toArray(), pen)[u"counted"_s].toInteger(), i);
        // A sale after the scan changes moved_since_counted: the count's cached read goes too.
        QCOMPARE(update({ { u"code"_s, pen }, { u"delta"_s, -1 } }).status, 200);
        const QJsonObject line
            = lineOf(m_scanner->get(path).json()[u"data"_s][u"lines"_s].toArray(), pen);
        QCOMPARE(line[u"moved_since_counted"_s].toInteger(), -1);
    }
    const Reply listed = m_scanner->get(u"/products/stock/counts"_s);
    QCOMPARE(listed.status, 200);
    // History: cached, then a write shows at once.
    const QString history = u"/products/stock/movements?per_page=1"_s;
    m_scanner->get(history);
    QCOMPARE(m_scanner->get(history).header("X-API-Cache"), QByteArray("HIT"));
    QCOMPARE(
        update({ { u"code"_s, pen }, { u"delta"_s, 3 }, { u"note"_s, u"cache probe"_s } }).status,
        200);
    const Reply fresh = m_scanner->get(history);
    QCOMPARE(fresh.json()[u"data"_s][0][u"note"_s].toString(), u"cache probe"_s);
    // Another seller's cached history is not invalidated by this seller's write.
    const QString theirs = u"/products/stock/movements"_s;
    m_other->get(theirs);
    QCOMPARE(update({ { u"code"_s, pen }, { u"delta"_s, 0 } }).status, 200);
    QCOMPARE(m_other->get(theirs).header("X-API-Cache"), QByteArray("HIT"));
    // Cancel and apply are seen at once too.
    QCOMPARE(post(*m_till, path + u"/cancel"_s, {}).status, 200);
    QCOMPARE(m_scanner->get(path).json()[u"data"_s][u"status"_s].toString(), u"cancelled"_s);
    QCOMPARE(m_scanner->get(u"/products/stock/counts"_s)
                 .json()[u"data"_s]
                 .toArray()
                 .last()[u"status"_s]
                 .toString(),
        u"cancelled"_s);
}

QTEST_GUILESS_MAIN(TestStockCounts)
#include "tst_stockcounts.moc"
