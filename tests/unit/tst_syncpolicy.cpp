#include <QTest>

#include "server/services/syncpolicy.h"

// What an upstream refusal means for the shop's sync (server/services/syncpolicy.h, contract
// §14): movements and products ask the same function, so they agree on every status.
class TestSyncPolicy final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedForGood_data();
    void refusedForGood();
};

void TestSyncPolicy::refusedForGood_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("forGood");
    QTest::newRow("200 success") << 200 << false;
    QTest::newRow("304") << 304 << false;
    QTest::newRow("400 body refused") << 400 << true;
    QTest::newRow("401 the key's: wait, read it again") << 401 << false;
    QTest::newRow("403 the key's: wait, read it again") << 403 << false;
    QTest::newRow("404 product gone") << 404 << true;
    QTest::newRow("408 timeout: again") << 408 << false;
    QTest::newRow("409 code of another product") << 409 << true;
    QTest::newRow("410") << 410 << true;
    QTest::newRow("422 below 0, inactive") << 422 << true;
    QTest::newRow("429 limits: again") << 429 << false;
    QTest::newRow("500 again") << 500 << false;
    QTest::newRow("503 busy: again") << 503 << false;
    QTest::newRow("0 no answer: again") << 0 << false;
}

void TestSyncPolicy::refusedForGood()
{
    QFETCH(int, status);
    QFETCH(bool, forGood);
    QCOMPARE(SyncPolicy::refusedForGood(status), forGood);
}

QTEST_GUILESS_MAIN(TestSyncPolicy)
#include "tst_syncpolicy.moc"
