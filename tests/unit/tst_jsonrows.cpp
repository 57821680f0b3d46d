// JsonRows on both engines: what a bulk write binds as one JSON value reads back as the values
// bound, whatever they hold — quotes, backslashes, control characters, other scripts, characters
// beyond the BMP, empty texts against nulls, the largest integers — in the array's order, over
// statements of maxRows rows.
#include <QSqlQuery>
#include <QTest>

#include "server/storage/database.h"
#include "server/storage/jsonrows.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

class tst_JsonRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void rowsReadBackAsBound();

private:
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

void tst_JsonRows::rowsReadBackAsBound()
{
    const QSqlDatabase db = m_db->connection();
    Sql::run(db, u"CREATE TABLE json_rows_probe (n BIGINT NOT NULL, label TEXT, amount BIGINT)"_s);
    const QStringList texts { u""_s, u"plain"_s, u"quote \" inside"_s, u"back\\slash\\"_s,
        u"line\nbreak\ttab\r"_s, u"bell "_s + QChar(0x07) + QChar(0x1f), u"O'tkan kunlar"_s,
        u"Oʻtkan kunlar — Ўткан кунлар"_s, u"\U0001F4DA книги"_s, u"\\u0041 not an escape"_s };
    const QList<QVariant> amounts { QVariant(), 0, -1, std::numeric_limits<qint64>::max(),
        std::numeric_limits<qint64>::min() + 1 };
    QVariantList values;
    QStringList expected;
    // More rows than one statement takes, so the split keeps the order too.
    const qsizetype rowCount = JsonRows::maxRows + 7;
    for (qsizetype n = 0; n < rowCount; ++n) {
        const QVariant label = n % 11 == 10 ? QVariant() : QVariant(texts.at(n % 11 % 10));
        const QVariant amount = amounts.at(n % amounts.size());
        values << n << label << amount;
        expected << u"%1|%2|%3"_s.arg(n)
                        .arg(label.isNull() ? u"NULL"_s : label.toString())
                        .arg(amount.isNull() ? u"NULL"_s : amount.toString());
    }
    JsonRows::insert(db, u"INSERT INTO json_rows_probe (n, label, amount)"_s,
        { u"bigint"_s, u"text"_s, u"bigint"_s }, values);

    QSqlQuery read = Sql::run(db, u"SELECT n, label, amount FROM json_rows_probe ORDER BY n"_s);
    QStringList found;
    while (read.next()) {
        found << u"%1|%2|%3"_s.arg(read.value(0).toLongLong())
                     .arg(read.isNull(1) ? u"NULL"_s : read.value(1).toString())
                     .arg(read.isNull(2) ? u"NULL"_s : QString::number(read.value(2).toLongLong()));
    }
    QCOMPARE(found.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(found.at(i), expected.at(i));
}

QTEST_GUILESS_MAIN(tst_JsonRows)
#include "tst_jsonrows.moc"
