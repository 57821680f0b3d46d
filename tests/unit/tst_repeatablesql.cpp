// Repeatable SQL (docs/migrations.md): functions defined once, applied after the numbered
// schemas, and again whenever their file changes — here, whenever the checksum the database
// holds is not the file's.
#include <QSqlQuery>
#include <QTest>

#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

class tst_RepeatableSql : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void appliedOnceWithItsChecksum();
    void appliedAgainWhenTheFileDiffers();
    void settingBackTheSchemaKeepsOneDefinition();

private:
    QSqlDatabase db() const { return m_db->connection(); }
    qint64 count(const QString &sql) const;

    std::unique_ptr<TestDatabase> m_files;
    std::unique_ptr<Database> m_db;
};

void tst_RepeatableSql::initTestCase()
{
    m_files = std::make_unique<TestDatabase>();
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(m_files->url(), &error));
    m_db->migrate();
}

qint64 tst_RepeatableSql::count(const QString &sql) const
{
    QSqlQuery row = Sql::run(db(), sql);
    return row.next() ? row.value(0).toLongLong() : -1;
}

void tst_RepeatableSql::appliedOnceWithItsChecksum()
{
    QCOMPARE(
        count(u"SELECT COUNT(*) FROM meta WHERE key LIKE 'repeatable:%' AND length(value) = 64"_s),
        1);
    // One stock_apply(): the numbered schemas no longer define it.
    QCOMPARE(count(u"SELECT COUNT(*) FROM pg_proc WHERE proname = 'stock_apply'"_s), 1);
    QCOMPARE(count(u"SELECT COUNT(*) FROM pg_proc WHERE proname = 'stock_items'"_s), 1);
    // Current: a second migrate() takes no lock and changes nothing.
    const qint64 rows = count(u"SELECT COUNT(*) FROM meta"_s);
    m_db->migrate();
    QCOMPARE(count(u"SELECT COUNT(*) FROM meta"_s), rows);
}

void tst_RepeatableSql::appliedAgainWhenTheFileDiffers()
{
    Sql::run(db(), u"DROP FUNCTION stock_apply"_s);
    Sql::run(db(), u"UPDATE meta SET value = 'older' WHERE key LIKE 'repeatable:%'"_s);
    m_db->migrate();
    QCOMPARE(count(u"SELECT COUNT(*) FROM pg_proc WHERE proname = 'stock_apply'"_s), 1);
    QCOMPARE(
        count(u"SELECT COUNT(*) FROM meta WHERE key LIKE 'repeatable:%' AND value = 'older'"_s), 0);
}

void tst_RepeatableSql::settingBackTheSchemaKeepsOneDefinition()
{
    const int latest = m_db->schemaVersion();
    Sql::run(db(), u"UPDATE meta SET value = '12' WHERE key = 'schema_version'"_s);
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QCOMPARE(count(u"SELECT COUNT(*) FROM pg_proc WHERE proname = 'stock_apply'"_s), 1);
}

QTEST_GUILESS_MAIN(tst_RepeatableSql)
#include "tst_repeatablesql.moc"
