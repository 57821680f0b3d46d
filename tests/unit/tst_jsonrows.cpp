// JsonRows on both engines: what a bulk write binds as one JSON value reads back as the values
// bound, whatever they hold — quotes, backslashes, control characters, other scripts, characters
// beyond the BMP, empty texts against nulls, the largest integers — in the array's order, over
// statements of maxRows rows. On PostgreSQL, CopyRows (COPY's text format) likewise, and a row
// the table refuses is a StorageError that writes none of them, and a lost connection one that
// says the database is unavailable.
#include <QSqlQuery>
#include <QTest>

#include "server/storage/copyrows.h"
#include "server/storage/database.h"
#include "server/storage/jsonrows.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

class tst_JsonRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void rowsReadBackAsBound();
    void copiedRowsReadBackAsBound();

private:
    // Rows of (n, label, amount) holding every kind of value, and each as readBack() gives it.
    static QVariantList probeRows(qsizetype rowCount, QStringList *expected);
    QStringList readBack(const QString &table) const;

    std::unique_ptr<TestDatabase> m_files;
    std::unique_ptr<Database> m_db;
};

void tst_JsonRows::initTestCase()
{
    m_files = std::make_unique<TestDatabase>();
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(m_files->url(), &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void tst_JsonRows::cleanupTestCase()
{
    m_db->closeConnection();
    m_db.reset();
    m_files.reset();
}

QVariantList tst_JsonRows::probeRows(qsizetype rowCount, QStringList *expected)
{
    const QStringList texts { u""_s, u"plain"_s, u"quote \" inside"_s, u"back\\slash\\"_s,
        u"line\nbreak\ttab\r"_s, u"bell "_s + QChar(0x07) + QChar(0x1f), u"O'tkan kunlar"_s,
        u"Oʻtkan kunlar — Ўткан кунлар"_s, u"\U0001F4DA книги"_s, u"\\u0041 not an escape"_s };
    const QList<QVariant> amounts { QVariant(), 0, -1, std::numeric_limits<qint64>::max(),
        std::numeric_limits<qint64>::min() + 1 };
    QVariantList values;
    for (qsizetype n = 0; n < rowCount; ++n) {
        const QVariant label = n % 11 == 10 ? QVariant() : QVariant(texts.at(n % 11 % 10));
        const QVariant amount = amounts.at(n % amounts.size());
        values << n << label << amount;
        *expected << u"%1|%2|%3"_s.arg(n)
                         .arg(label.isNull() ? u"NULL"_s : label.toString())
                         .arg(amount.isNull() ? u"NULL"_s : amount.toString());
    }
    return values;
}

QStringList tst_JsonRows::readBack(const QString &table) const
{
    QSqlQuery read
        = Sql::run(m_db->connection(), u"SELECT n, label, amount FROM %1 ORDER BY n"_s.arg(table));
    QStringList found;
    while (read.next()) {
        found << u"%1|%2|%3"_s.arg(read.value(0).toLongLong())
                     .arg(read.isNull(1) ? u"NULL"_s : read.value(1).toString())
                     .arg(read.isNull(2) ? u"NULL"_s : QString::number(read.value(2).toLongLong()));
    }
    return found;
}

void tst_JsonRows::rowsReadBackAsBound()
{
    const QSqlDatabase db = m_db->connection();
    Sql::run(db, u"CREATE TABLE json_rows_probe (n BIGINT NOT NULL, label TEXT, amount BIGINT)"_s);
    QStringList expected;
    // More rows than one statement takes, so the split keeps the order too.
    const QVariantList values = probeRows(JsonRows::maxRows + 7, &expected);
    JsonRows::insert(db, u"INSERT INTO json_rows_probe (n, label, amount)"_s,
        { u"bigint"_s, u"text"_s, u"bigint"_s }, values);

    const QStringList found = readBack(u"json_rows_probe"_s);
    QCOMPARE(found.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(found.at(i), expected.at(i));
}

void tst_JsonRows::copiedRowsReadBackAsBound()
{
    const QSqlDatabase db = m_db->connection();
    if (!Sql::isPostgres(db))
        QSKIP("COPY is PostgreSQL's; SQLite writes with JsonRows alone");
    Sql::run(
        db, u"CREATE TABLE copy_rows_probe (n BIGINT PRIMARY KEY, label TEXT, amount BIGINT)"_s);
    QStringList expected;
    const QVariantList values = probeRows(2 * JsonRows::maxRows + 3, &expected);
    {
        Sql::Transaction transaction(db);
        // A query left finished before it, as the index writer's are.
        Sql::run(db, u"SELECT COUNT(*) FROM copy_rows_probe"_s).finish();
        CopyRows::copy(db, u"copy_rows_probe (n, label, amount)"_s, CopyRows::text(values, 3));
        transaction.commit();
    }
    const QStringList found = readBack(u"copy_rows_probe"_s);
    QCOMPARE(found.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(found.at(i), expected.at(i));

    // A row the table refuses (n = 0 again): an error naming the table, nothing of the rows
    // written, and the connection usable afterwards.
    const QByteArray refused = CopyRows::text({ 100000, u"new"_s, 1, 0, u"again"_s, 2 }, 3);
    try {
        Sql::Transaction transaction(db);
        CopyRows::copy(db, u"copy_rows_probe (n, label, amount)"_s, refused);
        transaction.commit();
        QFAIL("a duplicate key was copied");
    } catch (const StorageError &error) {
        QVERIFY(error.refused());
        QVERIFY2(QString::fromUtf8(error.what()).contains(u"copy_rows_probe"_s), error.what());
    }
    QCOMPARE(readBack(u"copy_rows_probe"_s).size(), expected.size());

    // A connection the server has ended (a restart, a stopped instance): an error that says
    // the database is unavailable, at once.
    try {
        Sql::run(db, u"SELECT pg_terminate_backend(pg_backend_pid())"_s);
    } catch (const StorageError &) {
        // The statement itself dies with its session.
    }
    try {
        CopyRows::copy(db, u"copy_rows_probe (n, label, amount)"_s, refused);
        QFAIL("copied on a connection the server ended");
    } catch (const StorageError &error) {
        QVERIFY2(!error.refused() && !error.transient(), error.what());
    }
}

QTEST_GUILESS_MAIN(tst_JsonRows)
#include "tst_jsonrows.moc"
