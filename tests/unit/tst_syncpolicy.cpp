#include <QJsonObject>
#include <QTest>

#include "server/services/syncpolicy.h"

// What an upstream reply means for the shop's sync, and what answering a conflict does
// (server/services/syncpolicy.h, contract §14): movements and products ask the same functions,
// so they agree on every status.
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(SyncPolicy::MovementPush)
Q_DECLARE_METATYPE(SyncPolicy::ProductPush)
Q_DECLARE_METATYPE(SyncPolicy::Resolution)

class TestSyncPolicy final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedForGood_data();
    void refusedForGood();
    void movementPushed_data();
    void movementPushed();
    void productPushed_data();
    void productPushed();
    void resolution_data();
    void resolution();
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

void TestSyncPolicy::movementPushed_data()
{
    using Push = SyncPolicy::MovementPush;
    QTest::addColumn<QJsonObject>("result");
    QTest::addColumn<qint64>("delta");
    QTest::addColumn<Push>("outcome");
    const auto success = [](qint64 stock) {
        return QJsonObject { { u"status"_s, u"success"_s }, { u"stock"_s, stock } };
    };
    const auto failure = [](int status) {
        return QJsonObject { { u"status"_s, u"error"_s }, { u"http_status"_s, status } };
    };
    QTest::newRow("sale applied") << success(4) << qint64(-1) << Push::Sent;
    QTest::newRow("sale to 0") << success(0) << qint64(-1) << Push::Sent;
    QTest::newRow("sale below 0: oversold") << success(-1) << qint64(-2) << Push::Oversold;
    QTest::newRow("receipt towards 0 is no conflict") << success(-3) << qint64(2) << Push::Sent;
    QTest::newRow("success without stock")
        << QJsonObject { { u"status"_s, u"success"_s } } << qint64(-1) << Push::Sent;
    QTest::newRow("422 refused") << failure(422) << qint64(-1) << Push::Refused;
    QTest::newRow("404 product gone") << failure(404) << qint64(1) << Push::Refused;
    QTest::newRow("503 again") << failure(503) << qint64(-1) << Push::TryAgain;
    QTest::newRow("429 again") << failure(429) << qint64(-1) << Push::TryAgain;
    QTest::newRow("403 the key's: again") << failure(403) << qint64(-1) << Push::TryAgain;
    QTest::newRow("no status at all: again") << QJsonObject {} << qint64(-1) << Push::TryAgain;
}

void TestSyncPolicy::movementPushed()
{
    QFETCH(QJsonObject, result);
    QFETCH(qint64, delta);
    QFETCH(SyncPolicy::MovementPush, outcome);
    QCOMPARE(SyncPolicy::movementPushed(result, delta), outcome);
}

void TestSyncPolicy::productPushed_data()
{
    using Push = SyncPolicy::ProductPush;
    QTest::addColumn<bool>("create");
    QTest::addColumn<int>("status");
    QTest::addColumn<QJsonObject>("error");
    QTest::addColumn<QJsonObject>("existing");
    QTest::addColumn<Push>("outcome");
    const QJsonObject codeExists { { u"code"_s, u"code_exists"_s } };
    const QJsonObject named { { u"id"_s, 5 } };
    QTest::newRow("create 201") << true << 201 << QJsonObject {} << QJsonObject {} << Push::Sent;
    QTest::newRow("edit 200") << false << 200 << QJsonObject {} << QJsonObject {} << Push::Sent;
    QTest::newRow("create 409 naming the seller's product: linked")
        << true << 409 << codeExists << named << Push::Linked;
    QTest::newRow("create 409 naming nothing: refused")
        << true << 409 << codeExists << QJsonObject {} << Push::Refused;
    QTest::newRow("edit 409 code_exists: refused")
        << false << 409 << codeExists << named << Push::Refused;
    QTest::newRow("create 409 another code: refused")
        << true << 409 << QJsonObject { { u"code"_s, u"conflict"_s } } << named << Push::Refused;
    QTest::newRow("edit 404 gone upstream")
        << false << 404 << QJsonObject {} << QJsonObject {} << Push::Refused;
    QTest::newRow("edit 500 again")
        << false << 500 << QJsonObject {} << QJsonObject {} << Push::TryAgain;
    QTest::newRow("create 401 the key's: again")
        << true << 401 << QJsonObject {} << QJsonObject {} << Push::TryAgain;
}

void TestSyncPolicy::productPushed()
{
    QFETCH(bool, create);
    QFETCH(int, status);
    QFETCH(QJsonObject, error);
    QFETCH(QJsonObject, existing);
    QFETCH(SyncPolicy::ProductPush, outcome);
    QCOMPARE(SyncPolicy::productPushed(create, status, error, existing), outcome);
}

void TestSyncPolicy::resolution_data()
{
    using Kind = SyncConflict::Kind;
    using Action = SyncConflict::Action;
    using Plan = SyncPolicy::Resolution;
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("movementPush");
    QTest::addColumn<bool>("productPush");
    QTest::addColumn<int>("action");
    QTest::addColumn<qint64>("delta");
    QTest::addColumn<Plan>("plan");
    const auto row = [](const char *name, Kind kind, bool movement, bool product, Action action,
                         qint64 delta, Plan plan) {
        QTest::newRow(name) << int(kind) << movement << product << int(action) << delta << plan;
    };
    row("oversold sale kept", Kind::Oversold, true, false, Action::Retry, -2, Plan::KeepAsIs);
    row("oversold sale undone on both sides", Kind::Oversold, true, false, Action::Drop, -2,
        Plan::UndoBothSides);
    row("refused movement sent again", Kind::Refused, true, false, Action::Retry, -1,
        Plan::SendMovementAgain);
    row("refused movement undone here only", Kind::Refused, true, false, Action::Drop, -1,
        Plan::UndoHere);
    row("refused movement that is gone: nothing to undo", Kind::Refused, true, false, Action::Drop,
        0, Plan::KeepAsIs);
    row("refused product push sent again", Kind::Refused, false, true, Action::Retry, 0,
        Plan::SendProductAgain);
    row("refused product push dropped: stays local", Kind::Refused, false, true, Action::Drop, 0,
        Plan::KeepProductLocal);
    row("code_exists retried", Kind::CodeExists, false, true, Action::Retry, 0,
        Plan::SendProductAgain);
    row("code_exists dropped", Kind::CodeExists, false, true, Action::Drop, 0,
        Plan::KeepProductLocal);
}

void TestSyncPolicy::resolution()
{
    QFETCH(int, kind);
    QFETCH(bool, movementPush);
    QFETCH(bool, productPush);
    QFETCH(int, action);
    QFETCH(qint64, delta);
    QFETCH(SyncPolicy::Resolution, plan);
    SyncConflict conflict;
    conflict.kind = SyncConflict::Kind(kind);
    if (movementPush)
        conflict.movementQueueId = 11;
    if (productPush)
        conflict.productQueueId = 12;
    QCOMPARE(SyncPolicy::resolution(conflict, SyncConflict::Action(action), delta), plan);
}

QTEST_GUILESS_MAIN(TestSyncPolicy)
#include "tst_syncpolicy.moc"
