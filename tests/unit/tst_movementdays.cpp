// The seller's day counts of schema 8 (stock_movement_days, with schema 12's sums) and the
// daily sales per item of schema 12 (stock_sales_days) on both engines: whoever inserts
// movements, one at a time or many in one statement, in time order or not, the counts equal
// the movements grouped by seller, UTC day and reason, with the span of their ids and the sums
// of their deltas and values, and the sales equal the sales and returns grouped by seller, day
// and item; on PostgreSQL the appended rows merge into one per key without changing a figure;
// a movement edited behind the server's back moves its figures; the migration rebuilds both
// from the movements; and the history's totals and pages and the reports read from them agree
// with the movements themselves. A shop's push queue (schema 17) takes each local movement.
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>
#include <algorithm>

#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/database.h"
#include "server/storage/movementrepository.h"
#include "server/storage/reportrepository.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

class tst_MovementDays : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void countsFollowEveryInsert();
    void salesFollowEveryInsertAndEdit();
    void migrationRebuildsThem();
    void pushQueueTakesEachLocalMovement();

private:
    // "seller day reason movements first last units amount" per key, from the counts and from
    // the movements.
    QStringList counted(bool withIds = true) const;
    QStringList grouped(bool withIds = true) const;
    qint64 rowsOfCounts() const;
    // Movements outside the id span of their day's counts (an edit only widens spans).
    qint64 idsOutsideTheirDays() const;
    // "seller day product variant units revenue returns last_sold_at" per key, from the daily
    // sales and from the movements.
    QStringList sales() const;
    QStringList salesGrouped() const;
    QStringList rows(const QString &statement, int columns) const;

    std::unique_ptr<TestDatabase> m_files;
    std::unique_ptr<Database> m_db;
};

void tst_MovementDays::initTestCase()
{
    m_files = std::make_unique<TestDatabase>();
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(m_files->url(), &error));
    m_db->migrate();
    const QJsonObject document
        = DemoGenerator::generate(200, QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC));
    QVERIFY(CatalogImporter(*m_db).importDocument(document).ok);
}

void tst_MovementDays::cleanupTestCase()
{
    m_db->closeConnection();
    m_db.reset();
    m_files.reset();
}

QStringList tst_MovementDays::rows(const QString &statement, int columns) const
{
    QStringList result;
    QSqlQuery query = Sql::run(m_db->connection(), statement);
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < columns; ++i)
            row << query.value(i).toString();
        result << row.join(u' ');
    }
    return result;
}

QStringList tst_MovementDays::counted(bool withIds) const
{
    return rows(u"SELECT seller_id, day, reason, SUM(movements), "_s
            + (withIds ? u"MIN(first_id), MAX(last_id), "_s : QString())
            + u"SUM(units), SUM(amount) FROM stock_movement_days GROUP BY seller_id, day, reason "
              "HAVING SUM(movements) <> 0 ORDER BY seller_id, day, reason"_s,
        withIds ? 8 : 6);
}

QStringList tst_MovementDays::grouped(bool withIds) const
{
    return rows(u"SELECT p.seller_id, substr(m.at, 1, 10), m.reason, COUNT(*), "_s
            + (withIds ? u"MIN(m.id), MAX(m.id), "_s : QString())
            + u"CAST(SUM(m.delta) AS BIGINT), "
              "CAST(SUM(m.delta * COALESCE(m.price, 0)) AS BIGINT) "
              "FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
              "GROUP BY p.seller_id, substr(m.at, 1, 10), m.reason "
              "ORDER BY p.seller_id, substr(m.at, 1, 10), m.reason"_s,
        withIds ? 8 : 6);
}

qint64 tst_MovementDays::idsOutsideTheirDays() const
{
    QSqlQuery query = Sql::run(m_db->connection(),
        u"SELECT COUNT(*) FROM stock_movements m WHERE NOT EXISTS (SELECT 1 FROM "
        "(SELECT seller_id, day, reason, MIN(first_id) AS first_id, MAX(last_id) AS last_id "
        "FROM stock_movement_days GROUP BY seller_id, day, reason) d "
        "WHERE d.seller_id = m.seller_id AND d.day = substr(m.at, 1, 10) "
        "AND d.reason = m.reason AND m.id BETWEEN d.first_id AND d.last_id)"_s);
    return query.next() ? query.value(0).toLongLong() : -1;
}

QStringList tst_MovementDays::sales() const
{
    return rows(u"SELECT seller_id, day, product_pk, variant_key, units, revenue, returns, "
                "last_sold_at FROM stock_sales_days "
                "ORDER BY seller_id, day, product_pk, variant_key"_s,
        8);
}

QStringList tst_MovementDays::salesGrouped() const
{
    return rows(
        u"SELECT p.seller_id, substr(m.at, 1, 10), m.product_pk, "
        "COALESCE(m.variant_id, 0), CAST(-SUM(m.delta) AS BIGINT), "
        "CAST(-SUM(m.delta * COALESCE(m.price, 0)) AS BIGINT), "
        "CAST(SUM(CASE WHEN m.reason = 'returned' THEN m.delta ELSE 0 END) AS BIGINT), "
        "MAX(CASE WHEN m.reason = 'sold' THEN m.at END) "
        "FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
        "WHERE m.reason IN ('sold', 'returned') "
        "GROUP BY p.seller_id, substr(m.at, 1, 10), m.product_pk, COALESCE(m.variant_id, 0) "
        "ORDER BY p.seller_id, substr(m.at, 1, 10), m.product_pk, "
        "COALESCE(m.variant_id, 0)"_s,
        8);
}

qint64 tst_MovementDays::rowsOfCounts() const
{
    QSqlQuery query = Sql::run(m_db->connection(), u"SELECT COUNT(*) FROM stock_movement_days"_s);
    return query.next() ? query.value(0).toLongLong() : -1;
}

void tst_MovementDays::countsFollowEveryInsert()
{
    const QSqlDatabase db = m_db->connection();
    QList<qint64> products;
    {
        QSqlQuery query = Sql::run(db, u"SELECT pk FROM products ORDER BY pk"_s);
        while (query.next())
            products << query.value(0).toLongLong();
    }
    QVERIFY(products.size() > 10);
    const QStringList reasons { u"sold"_s, u"received"_s, u"lost"_s };
    const QString insert = u"INSERT INTO stock_movements (app_id, product_pk, stock_before, "
                           "stock_after, delta, at, reason) VALUES (?, ?, 1, 2, 1, ?, ?)"_s;
    // One at a time, days out of order (as instances writing at once leave them).
    {
        Sql::Transaction transaction(db);
        for (int i = 0; i < 300; ++i) {
            const QDateTime at = QDateTime(QDate(2026, 5, 1 + (i * 7) % 9), QTime(0, 0), Qt::UTC)
                                     .addSecs((i * 3571) % 86400);
            Sql::run(db, insert,
                { u"one"_s, products.at((i * 13) % products.size()), at.toString(Qt::ISODateWithMs),
                    reasons.at(i % reasons.size()) });
        }
        transaction.commit();
    }
    // Many in one statement.
    Sql::run(db,
        u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, delta, at, "
        "reason) SELECT 'many', pk, 3, 1, -2, '2026-05-04T10:00:00.000Z', 'sold' FROM products"_s);
    QCOMPARE(counted(), grouped());
    QCOMPARE(counted().size() > 20, true);
    // A bulk import's movements: counted once at its end (PostgreSQL; SQLite as ever).
    {
        Sql::Transaction transaction(db);
        CatalogWriter writer(db);
        writer.beginBulkWrite();
        for (int i = 0; i < 50; ++i) {
            Sql::run(db, insert,
                { u"import"_s, products.at(i % products.size()),
                    u"2026-05-0%1T08:00:00.000Z"_s.arg(2 + i % 3), u"correction"_s });
        }
        writer.countProducts();
        writer.endBulkWrite();
        transaction.commit();
    }
    QCOMPARE(counted(), grouped());

    // The upkeep merges PostgreSQL's appended rows; nothing changes on SQLite.
    MovementRepository movements(db);
    movements.compactDayCounts();
    QCOMPARE(counted(), grouped());
    QCOMPARE(rowsOfCounts(), qint64(grouped().size()));
    movements.compactDayCounts(); // again: nothing to merge
    QCOMPARE(counted(), grouped());

    // The history read from them, for one seller, against the movements themselves.
    QSqlQuery sellers = Sql::run(db,
        u"SELECT p.seller_id, COUNT(*) FROM stock_movements m JOIN products p "
        "ON p.pk = m.product_pk GROUP BY p.seller_id ORDER BY COUNT(*) DESC"_s);
    QVERIFY(sellers.next());
    const qint64 seller = sellers.value(0).toLongLong();
    const qint64 all = sellers.value(1).toLongLong();
    sellers.finish();
    MovementRepository::Filter filter;
    MovementRepository::Position position;
    position.perPage = 7;
    QCOMPARE(movements.list(seller, filter, position).total, all);
    filter.since = QDateTime(QDate(2026, 5, 3), QTime(17, 0), Qt::UTC);
    filter.until = QDateTime(QDate(2026, 5, 7), QTime(6, 30), Qt::UTC);
    QSqlQuery inRange = Sql::run(db,
        u"SELECT COUNT(*) FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
        "WHERE p.seller_id = ? AND m.at >= ? AND m.at <= ?"_s,
        { seller, u"2026-05-03T17:00:00.000Z"_s, u"2026-05-07T06:30:00.000Z"_s });
    QVERIFY(inRange.next());
    const qint64 expected = inRange.value(0).toLongLong();
    inRange.finish();
    QVERIFY(expected > 0);
    QCOMPARE(movements.list(seller, filter, position).total, expected);
    qint64 walked = 0;
    for (position.page = 1; position.page < 1000; ++position.page) {
        const auto page = movements.list(seller, filter, position);
        if (page.items.isEmpty())
            break;
        walked += page.items.size();
    }
    QCOMPARE(walked, expected);
}

void tst_MovementDays::salesFollowEveryInsertAndEdit()
{
    const QSqlDatabase db = m_db->connection();
    // Every product, and the variants standing for theirs (a variant's sales are its own rows).
    QList<std::pair<qint64, QVariant>> items;
    {
        QSqlQuery query = Sql::run(db,
            u"SELECT p.pk, v.id FROM products p LEFT JOIN variants v ON v.product_pk = p.pk "
            "ORDER BY p.pk, v.id"_s);
        while (query.next())
            items.append({ query.value(0).toLongLong(), query.value(1) });
    }
    QVERIFY(items.size() > 10);
    QVERIFY(std::any_of(
        items.cbegin(), items.cend(), [](const auto &item) { return !item.second.isNull(); }));
    const QString insert = u"INSERT INTO stock_movements (app_id, product_pk, variant_id, "
                           "stock_before, stock_after, delta, at, reason, price) "
                           "VALUES (?, ?, ?, 5, 5, ?, ?, ?, ?)"_s;
    const QStringList reasons { u"sold"_s, u"returned"_s, u"received"_s, u"sold"_s, u"count"_s };
    // One at a time, days and times out of order, prices changing (and one unknown).
    {
        Sql::Transaction transaction(db);
        for (int i = 0; i < 400; ++i) {
            const auto &[pk, variant] = items.at((i * 7) % items.size());
            const QString reason = reasons.at(i % reasons.size());
            const QDateTime at = QDateTime(QDate(2026, 6, 1 + (i * 5) % 11), QTime(0, 0), Qt::UTC)
                                     .addSecs((i * 4051) % 86400);
            const qint64 delta = reason == u"sold"_s ? -(1 + i % 3) : 1 + i % 2;
            const QVariant price = i % 37 == 0 ? QVariant(QMetaType::fromType<qint64>())
                                               : QVariant(qint64(1000 + (i * 131) % 9000));
            Sql::run(db, insert,
                { u"one"_s, pk, variant, delta, at.toString(Qt::ISODateWithMs), reason, price });
        }
        transaction.commit();
    }
    // Many in one statement: every product sold on fourteen days (slow sellers' long periods
    // below need many more sales than products), and returns.
    for (int day = 1; day <= 14; ++day) {
        Sql::run(db,
            u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, delta, "
            "at, reason, price) SELECT 'many', pk, 3, 1, -2, ?, 'sold', price FROM products"_s,
            { u"2026-04-%1T%2:30:00.000Z"_s.arg(day, 2, 10, QChar(u'0'))
                    .arg(8 + day % 10, 2, 10, QChar(u'0')) });
    }
    Sql::run(db,
        u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, delta, at, "
        "reason, price) SELECT 'many', pk, 1, 2, 1, '2026-06-03T19:00:00.000Z', 'returned', "
        "price + 1 FROM products"_s);
    // A bulk import's transaction (PostgreSQL counts its day counts at its end).
    {
        Sql::Transaction transaction(db);
        CatalogWriter writer(db);
        writer.beginBulkWrite();
        for (int i = 0; i < 30; ++i) {
            Sql::run(db, insert,
                { u"import"_s, items.at(i).first, items.at(i).second, -1,
                    u"2026-06-0%1T08:00:00.000Z"_s.arg(2 + i % 3), u"sold"_s, 2500 });
        }
        writer.countProducts();
        writer.endBulkWrite();
        transaction.commit();
    }
    QCOMPARE(sales(), salesGrouped());
    QVERIFY(sales().size() > 100);
    QCOMPARE(counted(), grouped());

    // Edited behind the server's back: moved to another day, another reason, another price.
    Sql::run(db,
        u"UPDATE stock_movements SET at = '2026-06-20T10:00:00.000Z' WHERE app_id = 'one' "
        "AND id % 5 = 0"_s);
    Sql::run(db,
        u"UPDATE stock_movements SET reason = 'damaged' WHERE app_id = 'one' AND id % 7 = 0 "
        "AND reason = 'sold'"_s);
    Sql::run(db, u"UPDATE stock_movements SET price = 99 WHERE app_id = 'one' AND id % 3 = 0"_s);
    QCOMPARE(sales(), salesGrouped());
    QCOMPARE(counted(false), grouped(false));
    QCOMPARE(idsOutsideTheirDays(), 0);
    MovementRepository(db).compactDayCounts();
    QCOMPARE(counted(false), grouped(false));
    QCOMPARE(idsOutsideTheirDays(), 0);

    // The reports read from them, for the seller with the most products, against the movements.
    QSqlQuery sellers = Sql::run(db,
        u"SELECT seller_id, COUNT(*) FROM products GROUP BY seller_id ORDER BY COUNT(*) DESC"_s);
    QVERIFY(sellers.next());
    const qint64 seller = sellers.value(0).toLongLong();
    const qint64 products = sellers.value(1).toLongLong();
    sellers.finish();
    const ReportRepository reports(db);
    const QDate from(2026, 4, 5);
    const QDate until(2026, 6, 8);
    QStringList daily;
    for (const ReportRepository::DaySales &day : reports.dailySales(seller, from, until)) {
        daily << u"%1 %2 %3 %4"_s.arg(day.day.toString(Qt::ISODate))
                     .arg(day.units)
                     .arg(day.revenue)
                     .arg(day.returns);
    }
    daily.sort();
    const QVariantList period { seller, u"2026-04-05"_s, u"2026-06-09"_s };
    QStringList expectedDaily;
    {
        QSqlQuery query = Sql::run(db,
            u"SELECT substr(m.at, 1, 10), CAST(-SUM(m.delta) AS BIGINT), "
            "CAST(-SUM(m.delta * COALESCE(m.price, 0)) AS BIGINT), "
            "CAST(SUM(CASE WHEN m.reason = 'returned' THEN m.delta ELSE 0 END) AS BIGINT) "
            "FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
            "WHERE p.seller_id = ? AND m.at >= ? AND m.at < ? "
            "AND m.reason IN ('sold', 'returned') GROUP BY substr(m.at, 1, 10) "
            "ORDER BY substr(m.at, 1, 10)"_s,
            period);
        while (query.next()) {
            expectedDaily << u"%1 %2 %3 %4"_s.arg(query.value(0).toString(),
                query.value(1).toString(), query.value(2).toString(), query.value(3).toString());
        }
    }
    QVERIFY(expectedDaily.size() > 15);
    QCOMPARE(daily, expectedDaily);
    for (const bool byRevenue : { false, true }) {
        QStringList top;
        for (const QJsonValue &item : reports.top(seller, from, until, byRevenue, 7)) {
            top << u"%1 %2 %3 %4"_s.arg(item[u"type"_s].toString())
                       .arg(item[u"product_id"_s].toInteger())
                       .arg(item[u"units"_s].toInteger())
                       .arg(item[u"revenue"_s].toInteger());
        }
        const QString order
            = byRevenue ? u"revenue DESC, units DESC"_s : u"units DESC, revenue DESC"_s;
        const QStringList expectedTop
            = rows(u"SELECT type, id, units, revenue FROM (SELECT p.type, p.id, "
                   "CAST(-SUM(m.delta) AS BIGINT) AS units, "
                   "CAST(-SUM(m.delta * COALESCE(m.price, 0)) AS BIGINT) AS revenue FROM "
                   "stock_movements m "
                   "JOIN products p ON p.pk = m.product_pk WHERE p.seller_id = %1 "
                   "AND m.at >= '2026-04-05' AND m.at < '2026-06-09' "
                   "AND m.reason IN ('sold', 'returned') GROUP BY p.type, p.id "
                   "HAVING -SUM(m.delta) > 0) t ORDER BY %2, type, id LIMIT 7"_s.arg(seller)
                       .arg(order),
                4);
        QCOMPARE(expectedTop.size(), 7);
        QCOMPARE(top, expectedTop);
    }
    // Slow sellers over a short period (read from the daily sales) and over years (far more
    // sales than the seller has products: one seek per product instead).
    QSqlQuery soldSinceApril = Sql::run(db,
        u"SELECT COUNT(*) FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
        "WHERE p.seller_id = ? AND m.reason = 'sold'"_s,
        { seller });
    QVERIFY(soldSinceApril.next());
    QVERIFY(soldSinceApril.value(0).toLongLong() > 10 * products);
    soldSinceApril.finish();
    for (const QDateTime &cutoff : { QDateTime(QDate(2026, 6, 5), QTime(12, 0), Qt::UTC),
             QDateTime(QDate(2020, 1, 1), QTime(0, 0), Qt::UTC) }) {
        const QString cutoffText = cutoff.toString(Qt::ISODateWithMs);
        const QStringList expectedSlow = rows(
            u"SELECT type, id, COALESCE(last_sold_at, '-') FROM (SELECT p.type, p.id, "
            "(SELECT MAX(m.at) FROM stock_movements m WHERE m.product_pk = p.pk "
            "AND m.reason = 'sold') AS last_sold_at FROM products p WHERE p.seller_id = %1 "
            "AND p.active = 1 AND p.stock > 0) s WHERE last_sold_at IS NULL "
            "OR last_sold_at < '%2' ORDER BY CASE WHEN last_sold_at IS NULL THEN 0 ELSE 1 END, "
            "last_sold_at, type, id"_s.arg(seller)
                .arg(cutoffText),
            3);
        QStringList slow;
        qint64 total = -1;
        for (qint64 page = 1; page < 100; ++page) {
            const ReportRepository::Page result = reports.slow(seller, cutoff, page, 3);
            if (page == 1)
                total = result.total;
            else if (!result.items.isEmpty())
                QCOMPARE(result.total, total);
            if (result.items.isEmpty()) {
                QCOMPARE(result.total, total);
                break;
            }
            for (const QJsonValue &item : result.items) {
                slow << u"%1 %2 %3"_s.arg(item[u"type"_s].toString())
                            .arg(item[u"product_id"_s].toInteger())
                            .arg(item[u"last_sold_at"_s].isNull()
                                    ? u"-"_s
                                    : item[u"last_sold_at"_s].toString());
            }
        }
        QCOMPARE(slow, expectedSlow);
        QCOMPARE(total, qint64(expectedSlow.size()));
    }
}

void tst_MovementDays::migrationRebuildsThem()
{
    // Schema 12 (012-report-summaries, the twelfth migration) fills both from the movements an
    // older schema holds; it and the migrations after it may run again over their own result.
    constexpr int beforeReportSummaries = 11;
    const QSqlDatabase db = m_db->connection();
    const int latest = m_db->schemaVersion();
    Sql::run(db, u"DELETE FROM stock_sales_days"_s);
    Sql::run(db, u"DELETE FROM stock_movement_days"_s);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s,
        { QString::number(beforeReportSummaries) });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QCOMPARE(sales(), salesGrouped());
    QVERIFY(sales().size() > 100);
    QCOMPARE(counted(), grouped());
    QCOMPARE(rowsOfCounts(), qint64(grouped().size()));
    // And they still follow what comes next.
    Sql::run(db,
        u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, delta, at, "
        "reason, price) SELECT 'after', pk, 3, 1, -2, '2026-06-03T21:00:00.000Z', 'sold', 700 "
        "FROM products"_s);
    QCOMPARE(sales(), salesGrouped());
    QCOMPARE(counted(), grouped());
}

QTEST_GUILESS_MAIN(tst_MovementDays)
#include "tst_movementdays.moc"

void tst_MovementDays::pushQueueTakesEachLocalMovement()
{
    // Once the shop follows an upstream, each movement with a delta that did not come down from
    // it is queued, in id order, under its movement_id: a till's own, or a new one stored on the
    // movement too (schema 17; a statement's movements at once on PostgreSQL, schema 38).
    const QSqlDatabase db = m_db->connection();
    Sql::Transaction transaction(db); // rolled back: the other functions' counts stay
    Sql::run(db, u"INSERT INTO sync_state (key, value) VALUES ('upstream', 'https://a.example')"_s);
    const qint64 before
        = Sql::scalar(db, u"SELECT COALESCE(MAX(id), 0) FROM stock_movements"_s).toLongLong();
    const qint64 pk = Sql::scalar(db, u"SELECT MIN(pk) FROM products"_s).toLongLong();
    const QString insert = u"INSERT INTO stock_movements (app_id, product_pk, stock_before, "
                           "stock_after, delta, at, reason, movement_id) "
                           "VALUES (?, ?, 5, 5, ?, '2026-05-06T10:00:00.000Z', 'count', ?)"_s;
    const QVariant none(QMetaType::fromType<QString>());
    // Several in one statement, then one alone.
    Sql::run(db,
        u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, delta, at, "
        "reason, movement_id) SELECT m.app, ?, 5, 5, m.delta, '2026-05-06T10:00:00.000Z', "
        "'count', m.given FROM (SELECT 'till' AS app, 1 AS delta, CAST(NULL AS TEXT) AS given "
        "UNION ALL SELECT 'sync:pulled', 2, 'pulled-1' UNION ALL SELECT 'till', 0, NULL "
        "UNION ALL SELECT 'till', -1, 'given-1' UNION ALL SELECT 'sync:dropped', 3, NULL "
        "UNION ALL SELECT 'till', 2, NULL) AS m"_s,
        { pk });
    Sql::run(db, insert, { u"till"_s, pk, 4, none });

    const QStringList local = rows(u"SELECT id, movement_id, at FROM stock_movements WHERE id > "_s
            + QString::number(before)
            + u" AND delta <> 0 AND app_id NOT IN ('sync:pulled', 'sync:dropped') ORDER BY id"_s,
        3);
    const QStringList queued = rows(u"SELECT movement_pk, movement_id, queued_at FROM "
                                    "sync_push_queue ORDER BY id"_s,
        3);
    QCOMPARE(local.size(), 4);
    QCOMPARE(queued, local);
    QCOMPARE(rows(u"SELECT COUNT(*) FROM stock_movements WHERE id > "_s + QString::number(before)
                     + u" AND movement_id IS NULL AND app_id = 'till' AND delta <> 0"_s,
                 1),
        QStringList { u"0"_s });
    QCOMPARE(rows(u"SELECT COUNT(*) FROM sync_push_queue WHERE movement_id = 'given-1'"_s, 1),
        QStringList { u"1"_s });
    QCOMPARE(rows(u"SELECT COUNT(*) FROM sync_push_queue WHERE movement_id = 'pulled-1'"_s, 1),
        QStringList { u"0"_s });
}
