// The seller's day counts of schema 8 (stock_movement_days) on both engines: whoever inserts
// movements, one at a time or many in one statement, in time order or not, the counts equal
// the movements grouped by seller, UTC day and reason, with the span of their ids; on
// PostgreSQL the appended rows merge into one per key without changing a figure; and the
// history's totals and pages read from them agree with the movements themselves.
#include <QSqlQuery>
#include <QTest>

#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/database.h"
#include "server/storage/movementrepository.h"
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

private:
    // "seller day reason movements first last" per key, from the counts and from the
    // movements.
    QStringList counted() const;
    QStringList grouped() const;
    qint64 rowsOfCounts() const;

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
        = DemoGenerator::generate(60, QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC));
    QVERIFY(CatalogImporter(*m_db).importDocument(document).ok);
}

void tst_MovementDays::cleanupTestCase()
{
    m_db->closeConnection();
    m_db.reset();
    m_files.reset();
}

QStringList tst_MovementDays::counted() const
{
    QStringList rows;
    QSqlQuery query = Sql::run(m_db->connection(),
        u"SELECT seller_id, day, reason, SUM(movements), MIN(first_id), MAX(last_id) "
        "FROM stock_movement_days GROUP BY seller_id, day, reason "
        "ORDER BY seller_id, day, reason"_s);
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < 6; ++i)
            row << query.value(i).toString();
        rows << row.join(u' ');
    }
    return rows;
}

QStringList tst_MovementDays::grouped() const
{
    QStringList rows;
    QSqlQuery query = Sql::run(m_db->connection(),
        u"SELECT p.seller_id, substr(m.at, 1, 10), m.reason, COUNT(*), MIN(m.id), MAX(m.id) "
        "FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
        "GROUP BY p.seller_id, substr(m.at, 1, 10), m.reason "
        "ORDER BY p.seller_id, substr(m.at, 1, 10), m.reason"_s);
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < 6; ++i)
            row << query.value(i).toString();
        rows << row.join(u' ');
    }
    return rows;
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

QTEST_GUILESS_MAIN(tst_MovementDays)
#include "tst_movementdays.moc"
