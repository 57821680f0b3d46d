// The stock history at length (contract §10): keyset pages (`before=`) walk
// the whole history exactly once, newest first; numbered pages agree with them; totals are
// exact with every filter, also where a day's movements were written out of time order
// (several instances) and where since/until cut a day in two; a bad `before` is a 422.
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrlQuery>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
const QString novelOne = u"9789943015012"_s; // tests/e2e/fixtures/counts.json, seller 1
const QString pen = u"4781000000011"_s;
const QString otherSellers = u"4781000000059"_s; // seller 2
const QStringList reasons { u"received"_s, u"sold"_s, u"returned"_s, u"damaged"_s };
const QDateTime firstDay(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC);
constexpr int days = 6;
} // namespace

class TestMovementHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void beforeWalksTheWholeHistoryOnce_data();
    void beforeWalksTheWholeHistoryOnce();
    void numberedPagesAgreeWithKeysetPages_data();
    void numberedPagesAgreeWithKeysetPages();
    void beforeNeedsNoMovementOfItsOwn();
    void totalsAreExact_data();
    void totalsAreExact();
    void badBefore_data();
    void badBefore();

private:
    using Reply = HttpTestClient::Reply;
    // meta.total and the ids of one page.
    QList<qint64> idsOf(const Reply &reply);
    // What the history holds, counted straight from the tables (the product's seller).
    qint64 expectedCount(const QString &conditions, const QVariantList &values);
    QList<qint64> expectedIds(const QString &conditions, const QVariantList &values);

    TestServer m_server;
    std::unique_ptr<HttpTestClient> m_till; // seller 1
};

void TestMovementHistory::initTestCase()
{
    QVERIFY(m_server.importFile(QStringLiteral(CATALOG_COUNTS_FIXTURE)));
    const auto till = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    // Older history written straight into the database, as several instances would have
    // written it: times in a shuffled order across six days, so a day's movements are not one
    // run of ids; both sellers. The triggers of schema 8 keep the seller and the day counts.
    {
        QSqlDatabase db = m_server.openDatabase(u"seed"_s);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        {
            QList<qint64> products;
            QSqlQuery query(db);
            QVERIFY(query.exec(u"SELECT pk FROM products ORDER BY pk"_s));
            while (query.next())
                products << query.value(0).toLongLong();
            QVERIFY(products.size() >= 4);
            QVERIFY(db.transaction());
            QRandomGenerator random(19);
            QSqlQuery insert(db);
            QVERIFY(insert.prepare(u"INSERT INTO stock_movements (app_id, product_pk, variant_id, "
                                   "stock_before, stock_after, delta, at, reason) "
                                   "VALUES ('seed', ?, NULL, 5, 6, 1, ?, ?)"_s));
            for (int i = 0; i < 700; ++i) {
                const qint64 ms = qint64(random.bounded(days * 24 * 3600)) * 1000 + i % 1000;
                insert.addBindValue(products.at(random.bounded(int(products.size()))));
                insert.addBindValue(firstDay.addMSecs(ms).toString(Qt::ISODateWithMs));
                insert.addBindValue(reasons.at(random.bounded(int(reasons.size()))));
                QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
            }
            // Then as one server writes: in time order, a few days later (days that numbered
            // pages can skip whole).
            for (int i = 0; i < 400; ++i) {
                insert.addBindValue(products.at(random.bounded(int(products.size()))));
                insert.addBindValue(firstDay.addDays(days + 2)
                                        .addSecs(qint64(i) * 997)
                                        .toString(Qt::ISODateWithMs));
                insert.addBindValue(reasons.at(random.bounded(int(reasons.size()))));
                QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
            }
            QVERIFY(db.commit());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"seed"_s);

    QVERIFY(m_server.start());
    m_till = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_till->setCredentials(till.appId, till.secret);
    // And today's, through the API.
    for (int i = 0; i < 25; ++i) {
        const QString body
            = u"{\"code\":\"%1\",\"delta\":%2}"_s.arg(i % 2 ? novelOne : pen).arg(i % 3 ? 1 : -1);
        const Reply reply = m_till->post(u"/products/stock/by-code"_s, body.toUtf8(),
            { { "Content-Type", "application/json" } });
        QCOMPARE(reply.status, 200);
    }
}

void TestMovementHistory::cleanupTestCase()
{
    m_till.reset();
    QCOMPARE(m_server.stop(), 0);
}

QList<qint64> TestMovementHistory::idsOf(const Reply &reply)
{
    QList<qint64> ids;
    for (const QJsonValue &item : reply.json()[u"data"_s].toArray())
        ids << item[u"id"_s].toInteger();
    return ids;
}

QList<qint64> TestMovementHistory::expectedIds(
    const QString &conditions, const QVariantList &values)
{
    QList<qint64> ids;
    {
        QSqlDatabase db = m_server.openDatabase(u"check"_s);
        {
            QSqlQuery query(db);
            query.prepare(
                u"SELECT m.id FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
                "WHERE p.seller_id = 1"_s
                + conditions + u" ORDER BY m.id DESC"_s);
            for (const QVariant &value : values)
                query.addBindValue(value);
            if (!query.exec())
                qWarning("%s", qPrintable(query.lastError().text()));
            while (query.next())
                ids << query.value(0).toLongLong();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"check"_s);
    return ids;
}

qint64 TestMovementHistory::expectedCount(const QString &conditions, const QVariantList &values)
{
    return expectedIds(conditions, values).size();
}

void TestMovementHistory::beforeWalksTheWholeHistoryOnce_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("conditions");
    QTest::addColumn<QVariantList>("values");
    QTest::addRow("everything") << QString() << QString() << QVariantList {};
    QTest::addRow("sold") << u"reason=sold"_s << u" AND m.reason = ?"_s
                          << QVariantList { u"sold"_s };
    QTest::addRow("two days cut mid-day")
        << u"since=2026-03-02T10:30:00Z&until=2026-03-04T07:15:00Z"_s
        << u" AND m.at >= ? AND m.at <= ?"_s
        << QVariantList { u"2026-03-02T10:30:00.000Z"_s, u"2026-03-04T07:15:00.000Z"_s };
    QTest::addRow("until, across the ordered days")
        << u"until=2026-03-09T01:00:00Z"_s << u" AND m.at <= ?"_s
        << QVariantList { u"2026-03-09T01:00:00.000Z"_s };
    QTest::addRow("received since, offset zone")
        << u"reason=received&since=2026-03-05T01:00:00%2B02:00"_s
        << u" AND m.reason = ? AND m.at >= ?"_s
        << QVariantList { u"received"_s, u"2026-03-04T23:00:00.000Z"_s };
}

void TestMovementHistory::beforeWalksTheWholeHistoryOnce()
{
    QFETCH(QString, filter);
    QFETCH(QString, conditions);
    QFETCH(QVariantList, values);
    const QList<qint64> expected = expectedIds(conditions, values);
    QVERIFY(expected.size() > 20);

    QList<qint64> walked;
    QString query = u"per_page=7&"_s + filter;
    for (int pages = 0; pages < 1000; ++pages) {
        const Reply reply = m_till->get(u"/products/stock/movements?"_s + query);
        QCOMPARE(reply.status, 200);
        const QJsonObject meta = reply.json()[u"meta"_s].toObject();
        QCOMPARE(meta[u"total"_s].toInteger(), expected.size()); // the whole filtered history
        QCOMPARE(meta[u"page"_s].toInteger(), 1);
        const QList<qint64> ids = idsOf(reply);
        if (ids.isEmpty())
            break;
        QVERIFY(ids.size() <= 7);
        walked += ids;
        // page is ignored beside before.
        query = u"per_page=7&page=3&before=%1&"_s.arg(ids.constLast()) + filter;
    }
    QCOMPARE(walked, expected); // every movement once, newest first
}

void TestMovementHistory::numberedPagesAgreeWithKeysetPages_data()
{
    beforeWalksTheWholeHistoryOnce_data();
}

void TestMovementHistory::numberedPagesAgreeWithKeysetPages()
{
    QFETCH(QString, filter);
    QFETCH(QString, conditions);
    QFETCH(QVariantList, values);
    const QList<qint64> expected = expectedIds(conditions, values);
    const qsizetype perPage = 9;
    const qsizetype lastPage = (expected.size() + perPage - 1) / perPage;
    for (qsizetype page = 1; page <= lastPage + 1; ++page) {
        const Reply reply
            = m_till->get(u"/products/stock/movements?per_page=9&page=%1&"_s.arg(page) + filter);
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.json()[u"meta"_s][u"page"_s].toInteger(), page);
        QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), expected.size());
        QCOMPARE(idsOf(reply), expected.mid((page - 1) * perPage, perPage));
    }
}

void TestMovementHistory::beforeNeedsNoMovementOfItsOwn()
{
    const QList<qint64> expected = expectedIds(QString(), {});
    // A before that is no movement of this seller still pages by id.
    const Reply beyond = m_till->get(u"/products/stock/movements?per_page=5&before=999999999"_s);
    QCOMPARE(idsOf(beyond), expected.mid(0, 5));
}

void TestMovementHistory::totalsAreExact_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("conditions");
    QTest::addColumn<QVariantList>("values");
    const auto at = [](const char *text) { return QVariant(QString::fromLatin1(text)); };
    QTest::addRow("all") << QString() << QString() << QVariantList {};
    QTest::addRow("reason") << u"reason=damaged"_s << u" AND m.reason = ?"_s
                            << QVariantList { u"damaged"_s };
    QTest::addRow("since mid-day") << u"since=2026-03-03T13:45:10.250Z"_s << u" AND m.at >= ?"_s
                                   << QVariantList { at("2026-03-03T13:45:10.250Z") };
    QTest::addRow("until mid-day") << u"until=2026-03-02T08:00:00Z"_s << u" AND m.at <= ?"_s
                                   << QVariantList { at("2026-03-02T08:00:00.000Z") };
    QTest::addRow("within one day")
        << u"since=2026-03-04T06:00:00Z&until=2026-03-04T18:00:00Z"_s
        << u" AND m.at >= ? AND m.at <= ?"_s
        << QVariantList { at("2026-03-04T06:00:00.000Z"), at("2026-03-04T18:00:00.000Z") };
    QTest::addRow("whole days") << u"since=2026-03-02T00:00:00Z&until=2026-03-05T23:59:59.999Z"_s
                                << u" AND m.at >= ? AND m.at <= ?"_s
                                << QVariantList { at("2026-03-02T00:00:00.000Z"),
                                       at("2026-03-05T23:59:59.999Z") };
    QTest::addRow("reason and range")
        << u"reason=returned&since=2026-03-01T12:00:00Z&until=2026-03-06T12:00:00Z"_s
        << u" AND m.reason = ? AND m.at >= ? AND m.at <= ?"_s
        << QVariantList { u"returned"_s, at("2026-03-01T12:00:00.000Z"),
               at("2026-03-06T12:00:00.000Z") };
    QTest::addRow("empty since") << u"since=2099-01-01T00:00:00Z"_s << u" AND m.at >= ?"_s
                                 << QVariantList { at("2099-01-01T00:00:00.000Z") };
    QTest::addRow("since after until")
        << u"since=2026-03-05T00:00:00Z&until=2026-03-02T00:00:00Z"_s
        << u" AND m.at >= ? AND m.at <= ?"_s
        << QVariantList { at("2026-03-05T00:00:00.000Z"), at("2026-03-02T00:00:00.000Z") };
    QTest::addRow("code and range")
        << u"code=%1&since=2026-03-02T12:00:00Z"_s.arg(pen) << u" AND p.code = ? AND m.at >= ?"_s
        << QVariantList { pen, at("2026-03-02T12:00:00.000Z") };
    QTest::addRow("another seller's code")
        << u"code=%1"_s.arg(otherSellers) << u" AND p.code = ?"_s << QVariantList { otherSellers };
}

void TestMovementHistory::totalsAreExact()
{
    QFETCH(QString, filter);
    QFETCH(QString, conditions);
    QFETCH(QVariantList, values);
    const QList<qint64> expected = expectedIds(conditions, values);
    const Reply reply = m_till->get(u"/products/stock/movements?per_page=100&"_s + filter);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), expected.size());
    QCOMPARE(idsOf(reply), expected.mid(0, 100));
}

void TestMovementHistory::badBefore_data()
{
    QTest::addColumn<QString>("before");
    for (const char *value : { "0", "-1", "abc", "1.5", "", "99999999999999999999" })
        QTest::addRow("%s", value) << QString::fromLatin1(value);
}

void TestMovementHistory::badBefore()
{
    QFETCH(QString, before);
    const Reply reply = m_till->get(u"/products/stock/movements?before="_s + before);
    QCOMPARE(reply.status, 422);
    QVERIFY2(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"before"_s),
        reply.body.constData());
}

QTEST_GUILESS_MAIN(TestMovementHistory)
#include "tst_movementhistory.moc"
