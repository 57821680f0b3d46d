// Contract §12 end to end: a scripted week of a shop (sales, customer returns, receipts, a
// count, damage, a price change mid-week, another seller's sale) and every report checked
// against sums this test computes itself from the movements history — on the real server with
// its cache on, on both engines.
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <functional>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
// tests/e2e/fixtures/counts.json
const QString novelOne = u"9789943015012"_s; // book 1, 30000, stock 10
const QString pen = u"4781000000011"_s; // stationery 1, 5000, stock 20
const QString notebook = u"4781000000028"_s; // stationery 2, 5000, stock 8
const QString markerRed = u"4781000000318"_s; // variant 31 of stationery 3, 5000, stock 4
const QString markerBlack = u"4781000000325"_s; // variant 32, 5000, stock 6
const QString eraser = u"4781000000042"_s; // stationery 4, 5000, stock 5
const QString otherSellers = u"4781000000059"_s; // seller 2, stock 3

const HttpTestClient::Headers fresh { { "Cache-Control", "no-cache" } };

struct Sums
{
    qint64 units = 0;
    qint64 revenue = 0;
    qint64 returns = 0;
};

QString dayText(QDate day)
{
    return day.toString(Qt::ISODate);
}
} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void salesByDayWeekAndMonth_data();
    void salesByDayWeekAndMonth();
    void revenueUsesThePriceAtTheTime();
    void top();
    void slow();
    void value();
    void otherSellersSeeTheirOwn();
    void badParameters_data();
    void badParameters();
    void cacheFollowsEveryWrite();

private:
    using Reply = HttpTestClient::Reply;
    // A stock change, then its movements moved to `day` at `time` (UTC): the week is scripted.
    void change(HttpTestClient &client, int day, const QString &time, const QString &code,
        qint64 delta, const QString &reason);
    void backdate(int day, const QString &time);
    void sql(const QString &statement);
    QJsonArray history();
    QJsonArray report(const QString &query);

    TestServer m_server;
    QDate m_today;
    qint64 m_lastMovement = 0;
    std::unique_ptr<HttpTestClient> m_till; // seller 1
    std::unique_ptr<HttpTestClient> m_other; // seller 2
    std::unique_ptr<HttpTestClient> m_reader; // a key of no seller
};

void TestReports::initTestCase()
{
    QVERIFY(m_server.importFile(QStringLiteral(CATALOG_COUNTS_FIXTURE)));
    const QStringList generous { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
        u"1000000"_s };
    const auto key = [&](const QString &abilities, const QStringList &seller) {
        return m_server.createKey(abilities, seller + generous);
    };
    const TestServer::Key till = key(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    const TestServer::Key other = key(u"read,stock:write"_s, { u"--seller"_s, u"2"_s });
    const TestServer::Key reader = key(u"read"_s, {});
    QVERIFY(m_server.start());
    const auto client = [&](const TestServer::Key &key) {
        auto result = std::make_unique<HttpTestClient>(m_server.baseUrl());
        result->setCredentials(key.appId, key.secret);
        return result;
    };
    m_till = client(till);
    m_other = client(other);
    m_reader = client(reader);
    {
        QSqlDatabase db = m_server.openDatabase(u"script"_s);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
    }

    m_today = QDateTime::currentDateTimeUtc().date();
    // Ten days back, outside the week: an eraser sold (a slow seller now).
    change(*m_till, -10, u"15:00"_s, eraser, -1, u"sold"_s);
    // The week. Day −6: sales and a delivery.
    change(*m_till, -6, u"09:10"_s, pen, -3, u"sold"_s);
    change(*m_till, -6, u"09:30"_s, novelOne, -1, u"sold"_s);
    change(*m_till, -6, u"11:00"_s, notebook, 10, u"received"_s);
    // Day −5: a variant sold, a pen brought back by a customer.
    change(*m_till, -5, u"10:00"_s, markerRed, -2, u"sold"_s);
    change(*m_till, -5, u"16:45"_s, pen, 1, u"returned"_s);
    // Day −4: prices change (the pen, the red marker), then sales at the new prices.
    sql(u"UPDATE products SET price = 6000 WHERE type = 'stationery' AND id = 1"_s);
    sql(u"UPDATE variants SET price = 7000 WHERE id = 31"_s);
    change(*m_till, -4, u"12:00"_s, pen, -2, u"sold"_s);
    // Day −3: a count of the erasers finds one missing (a `count` movement, not a sale).
    {
        const Reply opened = m_till->post(u"/products/stock/counts"_s,
            R"({"name":"Erasers","type":"stationery","category_id":12})",
            { { "Content-Type", "application/json" } });
        QCOMPARE(opened.status, 201);
        const QString count
            = u"/products/stock/counts/%1"_s.arg(opened.json()[u"data"_s][u"id"_s].toInteger());
        QCOMPARE(
            m_till
                ->post(count + u"/scans"_s, R"({"code":")" + eraser.toUtf8() + R"(","quantity":3})",
                    { { "Content-Type", "application/json" } })
                .status,
            200);
        QCOMPARE(m_till
                     ->post(count + u"/apply"_s, R"({"not_scanned":"keep"})",
                         { { "Content-Type", "application/json" } })
                     .status,
            200);
        backdate(-3, u"18:00"_s);
    }
    // Day −2: a book sold twice; another seller's sale.
    change(*m_till, -2, u"10:00"_s, novelOne, -1, u"sold"_s);
    change(*m_till, -2, u"10:05"_s, novelOne, -1, u"sold"_s);
    change(*m_other, -2, u"11:00"_s, otherSellers, -1, u"sold"_s);
    // Day −1: a notebook damaged, a book returned, the red marker sold at its new price.
    change(*m_till, -1, u"09:00"_s, notebook, -1, u"damaged"_s);
    change(*m_till, -1, u"13:00"_s, novelOne, 1, u"returned"_s);
    change(*m_till, -1, u"14:00"_s, markerRed, -1, u"sold"_s);
    // Today, at midnight (always in the past): a pen and a black marker.
    change(*m_till, 0, u"00:00"_s, pen, -1, u"sold"_s);
    change(*m_till, 0, u"00:00"_s, markerBlack, -1, u"sold"_s);
}

void TestReports::cleanupTestCase()
{
    QSqlDatabase::removeDatabase(u"script"_s);
    QCOMPARE(m_server.stop(), 0);
}

void TestReports::change(HttpTestClient &client, int day, const QString &time, const QString &code,
    qint64 delta, const QString &reason)
{
    const QJsonObject body { { u"code"_s, code }, { u"delta"_s, delta }, { u"reason"_s, reason } };
    const Reply reply = client.post(u"/products/stock/by-code"_s,
        QJsonDocument(body).toJson(QJsonDocument::Compact),
        { { "Content-Type", "application/json" } });
    QCOMPARE(reply.status, 200);
    backdate(day, time);
}

void TestReports::backdate(int day, const QString &time)
{
    const QString at = dayText(m_today.addDays(day)) + u"T"_s + time + u":00.000Z"_s;
    QSqlQuery query(QSqlDatabase::database(u"script"_s));
    QVERIFY(query.prepare(u"UPDATE stock_movements SET at = ? WHERE id > ?"_s));
    query.addBindValue(at);
    query.addBindValue(m_lastMovement);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    QVERIFY(query.exec(u"SELECT MAX(id) FROM stock_movements"_s) && query.next());
    m_lastMovement = query.value(0).toLongLong();
}

void TestReports::sql(const QString &statement)
{
    QSqlQuery query(QSqlDatabase::database(u"script"_s));
    QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
}

// Seller 1's whole history, read fresh (the script moved the movements' times in the database).
QJsonArray TestReports::history()
{
    QJsonArray all;
    for (int page = 1;; ++page) {
        const Reply reply
            = m_till->get(u"/products/stock/movements?per_page=100&page=%1"_s.arg(page), fresh);
        const QJsonArray items = reply.json()[u"data"_s].toArray();
        if (reply.status != 200 || items.isEmpty())
            return all;
        for (const QJsonValue &item : items)
            all.append(item);
    }
}

QJsonArray TestReports::report(const QString &query)
{
    const Reply reply = m_till->get(u"/products/stock/report/"_s + query, fresh);
    if (reply.status != 200)
        qWarning("%s: %d %s", qPrintable(query), reply.status, reply.body.constData());
    return reply.json()[u"data"_s].toArray();
}

namespace {
// The test's own sums: net units and revenue of the sales and customer returns in
// [from, until], per period (a function of the day), from the history's items.
QMap<QDate, Sums> salesOf(
    const QJsonArray &history, QDate from, QDate until, const std::function<QDate(QDate)> &periodOf)
{
    QMap<QDate, Sums> sums;
    for (const QJsonValue &movement : history) {
        const QString reason = movement[u"reason"_s].toString();
        const QDate day = QDate::fromString(movement[u"at"_s].toString().left(10), Qt::ISODate);
        if ((reason != u"sold"_s && reason != u"returned"_s) || day < from || day > until)
            continue;
        const qint64 delta = movement[u"delta"_s].toInteger();
        Sums &sum = sums[periodOf(day)];
        sum.units -= delta;
        sum.revenue -= delta * movement[u"price"_s].toInteger();
        if (reason == u"returned"_s)
            sum.returns += delta;
    }
    return sums;
}
} // namespace

void TestReports::salesByDayWeekAndMonth_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("firstDay"); // days before today
    QTest::newRow("the week by day") << u"day"_s << -6;
    QTest::newRow("two weeks by day") << u"day"_s << -13;
    QTest::newRow("two weeks by ISO week") << u"week"_s << -13;
    QTest::newRow("the week by week") << u"week"_s << -6;
    QTest::newRow("forty days by month") << u"month"_s << -40;
    QTest::newRow("today") << u"day"_s << 0;
}

void TestReports::salesByDayWeekAndMonth()
{
    QFETCH(QString, group);
    QFETCH(int, firstDay);
    const QDate from = m_today.addDays(firstDay);
    const auto periodOf = [&](QDate day) {
        if (group == u"week"_s)
            return day.addDays(1 - day.dayOfWeek());
        if (group == u"month"_s)
            return QDate(day.year(), day.month(), 1);
        return day;
    };
    const QMap<QDate, Sums> expected = salesOf(history(), from, m_today, periodOf);
    QVERIFY(!expected.isEmpty());

    const QJsonArray periods
        = report(u"sales?from=%1&until=%2&group=%3"_s.arg(dayText(from), dayText(m_today), group));
    // Every period present, oldest first, zeros included.
    QDate period = periodOf(from);
    qsizetype index = 0;
    for (; period <= m_today; ++index) {
        QVERIFY2(index < periods.size(), qPrintable(dayText(period)));
        const QJsonValue row = periods[index];
        QCOMPARE(row[u"period"_s].toString(), dayText(period));
        const Sums sum = expected.value(period);
        QCOMPARE(row[u"units"_s].toInteger(), sum.units);
        QCOMPARE(row[u"revenue"_s].toInteger(), sum.revenue);
        QCOMPARE(row[u"returns"_s].toInteger(), sum.returns);
        period = group == u"month"_s ? period.addMonths(1)
                                     : period.addDays(group == u"week"_s ? 7 : 1);
    }
    QCOMPARE(periods.size(), index);
}

// Hard figures of the script, so the independent sums above cannot agree by sharing a mistake.
void TestReports::revenueUsesThePriceAtTheTime()
{
    const QString week = u"from=%1&until=%2"_s.arg(dayText(m_today.addDays(-6)), dayText(m_today));
    const QJsonArray top = report(u"top?limit=100&"_s + week);
    QJsonObject penRow;
    for (const QJsonValue &row : top) {
        if (row[u"type"_s].toString() == u"stationery"_s && row[u"product_id"_s].toInteger() == 1)
            penRow = row.toObject();
    }
    // 3 sold at 5000, 1 back at 5000, then 2 and 1 sold at 6000.
    QCOMPARE(penRow[u"units"_s].toInteger(), 5);
    QCOMPARE(penRow[u"revenue"_s].toInteger(), 3 * 5000 - 5000 + 3 * 6000);
    QCOMPARE(penRow[u"code"_s].toString(), pen);
    qint64 units = 0, revenue = 0, returns = 0;
    for (const QJsonValue &row : report(u"sales?"_s + week)) {
        units += row[u"units"_s].toInteger();
        revenue += row[u"revenue"_s].toInteger();
        returns += row[u"returns"_s].toInteger();
    }
    // Pen 5; book 1 + 2 − 1; red marker 2 at 5000 and 1 at 7000; black marker 1.
    QCOMPARE(units, 5 + 2 + 3 + 1);
    QCOMPARE(revenue, 28000 + 2 * 30000 + 2 * 5000 + 7000 + 5000);
    QCOMPARE(returns, 2);
}

void TestReports::top()
{
    const QDate from = m_today.addDays(-6);
    QMap<QPair<QString, qint64>, Sums> sums;
    for (const QJsonValue &movement : history()) {
        const QString reason = movement[u"reason"_s].toString();
        const QDate day = QDate::fromString(movement[u"at"_s].toString().left(10), Qt::ISODate);
        if ((reason != u"sold"_s && reason != u"returned"_s) || day < from)
            continue;
        Sums &sum = sums[{ movement[u"type"_s].toString(), movement[u"product_id"_s].toInteger() }];
        sum.units -= movement[u"delta"_s].toInteger();
        sum.revenue -= movement[u"delta"_s].toInteger() * movement[u"price"_s].toInteger();
    }
    for (const bool byRevenue : { false, true }) {
        QList<QPair<QPair<QString, qint64>, Sums>> expected;
        for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
            if (it->units > 0)
                expected.append({ it.key(), it.value() });
        }
        std::sort(expected.begin(), expected.end(), [&](const auto &a, const auto &b) {
            const auto key = [&](const auto &row) {
                const qint64 first = byRevenue ? row.second.revenue : row.second.units;
                const qint64 second = byRevenue ? row.second.units : row.second.revenue;
                return std::make_tuple(-first, -second, row.first.first, row.first.second);
            };
            return key(a) < key(b);
        });
        QCOMPARE(expected.size(), 3); // pen, the book, the marker (both variants as one product)
        for (const int limit : { 100, 2 }) {
            const QJsonArray rows = report(
                u"top?from=%1&until=%2&by=%3&limit=%4"_s
                    .arg(dayText(from), dayText(m_today), byRevenue ? u"revenue"_s : u"units"_s)
                    .arg(limit));
            QCOMPARE(rows.size(), std::min<qsizetype>(limit, expected.size()));
            for (qsizetype i = 0; i < rows.size(); ++i) {
                QCOMPARE(rows[i][u"type"_s].toString(), expected[i].first.first);
                QCOMPARE(rows[i][u"product_id"_s].toInteger(), expected[i].first.second);
                QCOMPARE(rows[i][u"units"_s].toInteger(), expected[i].second.units);
                QCOMPARE(rows[i][u"revenue"_s].toInteger(), expected[i].second.revenue);
            }
        }
    }
}

void TestReports::slow()
{
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addDays(-3);
    QMap<QPair<QString, qint64>, QString> lastSold;
    for (const QJsonValue &movement : history()) {
        if (movement[u"reason"_s].toString() != u"sold"_s)
            continue;
        QString &last
            = lastSold[{ movement[u"type"_s].toString(), movement[u"product_id"_s].toInteger() }];
        last = std::max(last, movement[u"at"_s].toString());
    }
    // Products in stock (the seller's own list), without a sale since the cutoff.
    QList<std::tuple<bool, QString, QString, qint64>> expected; // sold, last, type, id
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        const Reply mine = m_till->get(u"/products/mine?per_page=100&type="_s + type, fresh);
        for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
            const qint64 id = item[u"id"_s].toInteger();
            const QString last = lastSold.value({ type, id });
            if (item[u"stock"_s].toInteger() > 0
                && (last.isEmpty() || QDateTime::fromString(last, Qt::ISODateWithMs) < cutoff))
                expected.append({ !last.isEmpty(), last, type, id });
        }
    }
    std::sort(expected.begin(), expected.end());
    QCOMPARE(expected.size(), 3); // novel two, notebook (never sold), eraser (10 days ago)

    const Reply reply = m_till->get(u"/products/stock/report/slow?days=3"_s, fresh);
    QCOMPARE(reply.status, 200);
    const QJsonArray rows = reply.json()[u"data"_s].toArray();
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), expected.size());
    QCOMPARE(rows.size(), expected.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const auto &[sold, last, type, id] = expected[i];
        QCOMPARE(rows[i][u"type"_s].toString(), type);
        QCOMPARE(rows[i][u"product_id"_s].toInteger(), id);
        QCOMPARE(rows[i][u"last_sold_at"_s].isNull(), !sold);
        if (sold)
            QCOMPARE(rows[i][u"last_sold_at"_s].toString(), last);
        QVERIFY(rows[i][u"stock"_s].toInteger() > 0);
    }
    // Paged: the second of one-item pages is the second row.
    const Reply second = m_till->get(u"/products/stock/report/slow?days=3&per_page=1&page=2"_s);
    QCOMPARE(second.json()[u"data"_s][0][u"product_id"_s], rows[1][u"product_id"_s]);
    QCOMPARE(second.json()[u"meta"_s][u"per_page"_s].toInteger(), 1);
    // With 11 days, the eraser's sale ten days ago is recent enough.
    const Reply longer = m_till->get(u"/products/stock/report/slow?days=11"_s, fresh);
    QCOMPARE(longer.json()[u"meta"_s][u"total"_s].toInteger(), expected.size() - 1);
}

void TestReports::value()
{
    // One product has a known cost (a posted receipt's, contract §11), one in stock has none.
    sql(u"UPDATE products SET last_cost = 21000 WHERE code = '%1'"_s.arg(novelOne));
    qint64 products = 0, units = 0, retail = 0, inStock = 0, cost = 0, withoutCost = 0;
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        const Reply mine = m_till->get(u"/products/mine?per_page=100&type="_s + type, fresh);
        for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
            ++products;
            const qint64 stock = item[u"stock"_s].toInteger();
            units += stock;
            inStock += stock > 0 ? 1 : 0;
            if (item[u"last_cost"_s].isNull())
                withoutCost += stock > 0 ? 1 : 0;
            else
                cost += stock * item[u"last_cost"_s].toInteger();
            const Reply detail
                = m_till->get(u"/products/%1/%2"_s.arg(type).arg(item[u"id"_s].toInteger()), fresh);
            const QJsonArray variants = detail.json()[u"data"_s][u"variants"_s].toArray();
            if (variants.isEmpty())
                retail += stock * item[u"price"_s].toInteger();
            for (const QJsonValue &variant : variants)
                retail += variant[u"stock"_s].toInteger() * variant[u"price"_s].toInteger();
        }
    }
    const Reply reply = m_till->get(u"/products/stock/report/value"_s, fresh);
    QCOMPARE(reply.status, 200);
    const QJsonObject data = reply.json()[u"data"_s].toObject();
    QCOMPARE(data[u"products"_s].toInteger(), products);
    QCOMPARE(products, 7);
    QCOMPARE(data[u"units"_s].toInteger(), units);
    QCOMPARE(data[u"retail_value"_s].toInteger(), retail);
    // (The red marker, 1 left, counts at its own 7000, not at the product's 5000.)
    QVERIFY(cost > 0);
    QCOMPARE(data[u"cost_value"_s].toInteger(), cost);
    QCOMPARE(data[u"products_without_cost"_s].toInteger(), withoutCost);
    QVERIFY(withoutCost > 0 && withoutCost < inStock);
}

void TestReports::otherSellersSeeTheirOwn()
{
    const Reply sales = m_other->get(u"/products/stock/report/sales?from=%1&until=%2"_s.arg(
        dayText(m_today.addDays(-6)), dayText(m_today)));
    QCOMPARE(sales.status, 200);
    qint64 units = 0;
    for (const QJsonValue &row : sales.json()[u"data"_s].toArray())
        units += row[u"units"_s].toInteger();
    QCOMPARE(units, 1);
    const Reply value = m_other->get(u"/products/stock/report/value"_s);
    QCOMPARE(value.json()[u"data"_s][u"units"_s].toInteger(), 2);
    // Reports are the seller's: a key of no seller is refused.
    QCOMPARE(m_reader->get(u"/products/stock/report/value"_s).status, 403);
}

void TestReports::badParameters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("field"); // empty: accepted
    QTest::newRow("no such day") << u"sales?from=2026-02-30"_s << u"from"_s;
    QTest::newRow("short year") << u"sales?from=26-01-01"_s << u"from"_s;
    QTest::newRow("a time") << u"sales?until=2026-01-01T00:00:00Z"_s << u"until"_s;
    QTest::newRow("from after until") << u"top?from=2026-05-02&until=2026-05-01"_s << u"from"_s;
    QTest::newRow("over 3 years") << u"sales?from=2020-01-01&until=2023-01-02"_s << u"until"_s;
    QTest::newRow("3 years") << u"sales?from=2020-01-01&until=2023-01-01&group=week"_s << QString();
    QTest::newRow("one day") << u"sales?from=2024-02-29&until=2024-02-29"_s << QString();
    QTest::newRow("from in the future") << u"sales?from=2999-01-01"_s << u"from"_s;
    QTest::newRow("group") << u"sales?group=year"_s << u"group"_s;
    QTest::newRow("by") << u"top?by=price"_s << u"by"_s;
    QTest::newRow("limit 0") << u"top?limit=0"_s << u"limit"_s;
    QTest::newRow("limit 101") << u"top?limit=101"_s << u"limit"_s;
    QTest::newRow("limit abc") << u"top?limit=abc"_s << u"limit"_s;
    QTest::newRow("limit 100") << u"top?limit=100"_s << QString();
    QTest::newRow("days 0") << u"slow?days=0"_s << u"days"_s;
    QTest::newRow("days 3651") << u"slow?days=3651"_s << u"days"_s;
    QTest::newRow("days 3650") << u"slow?days=3650"_s << QString();
    QTest::newRow("per_page") << u"slow?per_page=101"_s << u"per_page"_s;
}

void TestReports::badParameters()
{
    QFETCH(QString, query);
    QFETCH(QString, field);
    const Reply reply = m_till->get(u"/products/stock/report/"_s + query);
    QCOMPARE(reply.status, field.isEmpty() ? 200 : 422);
    if (!field.isEmpty()) {
        QCOMPARE(reply.errorCode(), u"validation_failed"_s);
        QVERIFY2(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field),
            reply.body.constData());
    }
}

// Cached like every read, and a sale acknowledged to one device is in the next report.
void TestReports::cacheFollowsEveryWrite()
{
    const QString today = u"/products/stock/report/sales?from=%1&until=%1"_s.arg(dayText(m_today));
    const Reply first = m_till->get(today);
    const Reply again = m_till->get(today);
    QCOMPARE(again.header("X-API-Cache"), QByteArray("HIT"));
    QCOMPARE(again.body, first.body);
    const Reply top = m_till->get(u"/products/stock/report/top"_s);
    const Reply value = m_till->get(u"/products/stock/report/value"_s);
    QCOMPARE(
        m_till->get(u"/products/stock/report/value"_s).header("X-API-Cache"), QByteArray("HIT"));

    const Reply sold = m_till->post(u"/products/stock/by-code"_s,
        R"({"code":")" + pen.toUtf8() + R"(","delta":-1,"reason":"sold"})",
        { { "Content-Type", "application/json" } });
    QCOMPARE(sold.status, 200);
    const Reply after = m_till->get(today);
    QCOMPARE(after.header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(after.json()[u"data"_s][0][u"units"_s].toInteger(),
        first.json()[u"data"_s][0][u"units"_s].toInteger() + 1);
    QVERIFY(m_till->get(u"/products/stock/report/top"_s).body != top.body);
    QCOMPARE(
        m_till->get(u"/products/stock/report/value"_s).json()[u"data"_s][u"units"_s].toInteger(),
        value.json()[u"data"_s][u"units"_s].toInteger() - 1);
}

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
