// A write is acknowledged only when its COMMIT succeeds. On PostgreSQL the writer sends the
// batch's NOTIFYs and its COMMIT as one simple query (one round trip); the driver answers for
// the first statement only, so a COMMIT refused after them must still fail the write.
// PostgreSQL only (a deferred constraint trigger refuses the COMMIT): registered as
// tst_commitrefused_postgresql.
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
const QByteArray book7 = QByteArrayLiteral("9785040900237"); // seller 1
constexpr qint64 refusedStock = 4242;
} // namespace

class TestCommitRefused : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusedCommitIsNotAcknowledged();
};

void TestCommitRefused::refusedCommitIsNotAcknowledged()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const auto key = server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(server.start());

    QSqlDatabase db = server.openDatabase(u"commit-refused"_s);
    QVERIFY(db.isOpen());
    const auto stockNow = [&db] {
        QSqlQuery query(db);
        query.prepare(u"SELECT stock FROM products WHERE code = ?"_s);
        query.addBindValue(QString::fromLatin1(book7));
        return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
    };
    {
        // Checked at COMMIT, after every statement of the batch has succeeded.
        QSqlQuery ddl(db);
        QVERIFY2(ddl.exec(u"CREATE FUNCTION refuse_at_commit() RETURNS trigger AS $$ BEGIN "
                          "IF NEW.stock = %1 THEN RAISE EXCEPTION 'refused at commit'; END IF; "
                          "RETURN NEW; END $$ LANGUAGE plpgsql"_s.arg(refusedStock)),
            qPrintable(ddl.lastError().text()));
        QVERIFY2(ddl.exec(u"CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON products "
                          "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "
                          "refuse_at_commit()"_s),
            qPrintable(ddl.lastError().text()));
    }
    const qint64 before = stockNow();
    QVERIFY(before >= 0);

    BlockingHttp http(server.baseUrl(), key.appId, key.secret);
    const auto refused = http.post(u"/products/stock/by-code"_s,
        R"({"code":")" + book7 + R"(","stock":)" + QByteArray::number(refusedStock) + "}");
    QVERIFY2(refused.status != 200, refused.body.constData());
    QCOMPARE(stockNow(), before);

    // The next write commits as usual and is acknowledged.
    const auto accepted = http.post(u"/products/stock/by-code"_s,
        R"({"code":")" + book7 + R"(","stock":)" + QByteArray::number(before + 1) + "}");
    QVERIFY2(accepted.status == 200, accepted.body.constData());
    QCOMPARE(stockNow(), before + 1);
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"commit-refused"_s);
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestCommitRefused)
#include "tst_commitrefused.moc"
