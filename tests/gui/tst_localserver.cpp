#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <csignal>

#include "models/localserver.h"
#include "models/serverrecord.h"
#include "tests/gui/guifixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

bool answersHealth(quint16 port)
{
    HttpTestClient http(u"http://127.0.0.1:%1"_s.arg(port));
    const HttpTestClient::Reply reply
        = http.send("GET", u"http://127.0.0.1:%1/healthz"_s.arg(port), {}, {});
    return reply.status == 200 && reply.json().object().value("status"_L1) == "ok"_L1;
}

// The catalog in a database file, as `catalog-server export` writes it.
QJsonObject exported(const QString &db)
{
    QProcess process;
    process.start(TestServer::binary(), { u"export"_s, u"--db"_s, LocalServer::dbUrl(db) });
    process.waitForFinished(60000);
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

bool running(qint64 pid)
{
    return pid > 0 && ServerRecord::startTicksOf(pid) >= 0;
}

} // namespace

// The shop's server kept running in the background when the console closes, found again by
// the next console (and by a second one), and stopped from there: with the real
// catalog-server; stale records (ended process, another boot, a reused pid, the port taken by
// another program) are recognised and never lead to signalling a stranger.
class TstLocalServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keepRunningInBackground();
    void staleRecordsAreIgnored();
    void replaceDemoWithExample();

private:
    // Starts a server and closes a main window over it with "keep running in the background";
    // the record is in recordFile. Returns the record.
    std::optional<ServerRecord> leaveRunning(const QString &recordFile, const QString &db);
    GuiFixture m_fx;
};

void TstLocalServer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

std::optional<ServerRecord> TstLocalServer::leaveRunning(
    const QString &recordFile, const QString &db)
{
    LocalServer server;
    server.setBinary(TestServer::binary());
    server.setRecordFile(recordFile);
    server.start(db, 0);
    if (!QTest::qWaitFor([&] { return server.state() == LocalServer::State::Running; }, 15000))
        return std::nullopt;
    const QString baseUrl = server.baseUrl();
    MainWindow window(m_fx.session, &server);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || window.close())
        return std::nullopt; // closing must ask first
    QMessageBox *box = nullptr;
    if (!QTest::qWaitFor(
            [&] { return (box = window.findChild<QMessageBox *>(u"StopLocalServerBox"_s)); }))
        return std::nullopt;
    auto *keep = box->findChild<QPushButton *>(u"KeepRunningButton"_s);
    if (!keep)
        return std::nullopt;
    keep->click();
    if (!QTest::qWaitFor([&] { return !window.isVisible(); }, 20000))
        return std::nullopt;
    // Same address: the tills' settings stay right.
    if (!server.isDetached() || server.state() != LocalServer::State::Running
        || server.baseUrl() != baseUrl)
        return std::nullopt;
    return ServerRecord::load(recordFile);
    // The console's LocalServer ends here: a background server outlives it.
}

void TstLocalServer::keepRunningInBackground()
{
    QTemporaryDir dir;
    const QString recordFile = dir.filePath(u"background-server.json"_s);
    qint64 pid = 0;
    // Whatever fails, no server is left behind (the one recorded included).
    const auto noneLeft = qScopeGuard([&] {
        if (running(pid))
            ::kill(pid_t(pid), SIGKILL);
        if (const std::optional<ServerRecord> left = ServerRecord::load(recordFile);
            left && left->isAlive())
            ::kill(pid_t(left->pid), SIGKILL);
    });
    const std::optional<ServerRecord> record = leaveRunning(recordFile, dir.filePath(u"shop.db"_s));
    QVERIFY(record);
    pid = record->pid;
    QVERIFY(record->isAlive());
    QVERIFY(record->holdsPort());
    QVERIFY(answersHealth(record->port)); // the console is gone, the server serves
    // In a session of its own: closing the terminal the console was started from (SIGHUP to
    // its session) does not end it.
    QVERIFY(::getsid(pid_t(pid)) != ::getsid(0));

    // The next console shows it running, with a Stop button.
    LocalServer next;
    next.setBinary(TestServer::binary());
    next.setRecordFile(recordFile);
    LocalServerPane pane(&next, m_fx.session);
    pane.show();
    next.adoptBackgroundServer();
    QTRY_COMPARE_WITH_TIMEOUT(next.state(), LocalServer::State::Running, 10000);
    QVERIFY(next.isDetached());
    QCOMPARE(QUrl(next.baseUrl()).port(), int(record->port));
    QVERIFY2(
        pane.stateLabel()->text().contains(u"background"_s), qPrintable(pane.stateLabel()->text()));
    QVERIFY(pane.stopButton()->isEnabled());
    QVERIFY(!pane.startButton()->isEnabled());
    QCOMPARE(pane.databaseField()->text(), dir.filePath(u"shop.db"_s)); // keys go to its database
    QVERIFY(!pane.logView()->toPlainText().isEmpty()); // its log, read from the log file

    // A second console at the same time sees it too, and notices when the first stops it.
    LocalServer second;
    second.setRecordFile(recordFile);
    second.adoptBackgroundServer();
    QTRY_COMPARE_WITH_TIMEOUT(second.state(), LocalServer::State::Running, 10000);

    // Closing a console while the server runs in the background asks nothing.
    {
        MainWindow window(m_fx.session, &second);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close());
    }
    QVERIFY(running(pid));

    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(next.state(), LocalServer::State::Stopped, 10000);
    QVERIFY(!running(pid));
    QVERIFY(!QFile::exists(recordFile));
    QVERIFY(!answersHealth(record->port));
    QTRY_COMPARE_WITH_TIMEOUT(second.state(), LocalServer::State::Stopped, 5000);
    QVERIFY(pane.startButton()->isEnabled());
}

void TstLocalServer::staleRecordsAreIgnored()
{
    QTemporaryDir dir;
    const QString recordFile = dir.filePath(u"background-server.json"_s);
    qint64 pid = 0;
    // Whatever fails, no server is left behind (the one recorded included).
    const auto noneLeft = qScopeGuard([&] {
        if (running(pid))
            ::kill(pid_t(pid), SIGKILL);
        if (const std::optional<ServerRecord> left = ServerRecord::load(recordFile);
            left && left->isAlive())
            ::kill(pid_t(left->pid), SIGKILL);
    });
    const std::optional<ServerRecord> live = leaveRunning(recordFile, dir.filePath(u"shop.db"_s));
    QVERIFY(live);
    pid = live->pid;

    // Each altered record names the live server wrongly: it is dropped, the server is left
    // alone (no signal to a process that is not provably the recorded one).
    const auto adopted = [&](const ServerRecord &record) {
        const QString file = dir.filePath(u"altered.json"_s);
        if (!record.save(file))
            return true;
        LocalServer console;
        console.setRecordFile(file);
        console.adoptBackgroundServer();
        QTest::qWait(300);
        return console.state() != LocalServer::State::Stopped || QFile::exists(file);
    };
    ServerRecord rebooted = *live;
    rebooted.bootId = u"00000000-0000-0000-0000-000000000000"_s; // written before a reboot
    QVERIFY(!adopted(rebooted));
    ServerRecord reused = *live;
    reused.startTicks += 1; // the pid now names a process started at another time
    QVERIFY(!adopted(reused));
    ServerRecord otherDb = *live;
    otherDb.databaseFile = dir.filePath(u"other.db"_s);
    QVERIFY(!adopted(otherDb));
    QVERIFY(running(pid));
    QVERIFY(answersHealth(live->port));
    // The port check looks at the recorded process's own sockets, not at who answers.
    ServerRecord mine = *live;
    mine.pid = QCoreApplication::applicationPid();
    QVERIFY(live->holdsPort());
    QVERIFY(!mine.holdsPort());

    // The recorded server ended, and another program took its port since.
    ::kill(pid_t(pid), SIGTERM);
    QTRY_VERIFY_WITH_TIMEOUT(!running(pid), 10000);
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, live->port));
    mine.port = live->port;
    QVERIFY(mine.holdsPort()); // the squatter is this test
    QVERIFY(live->save(recordFile));
    LocalServer console;
    console.setRecordFile(recordFile);
    console.adoptBackgroundServer();
    QCOMPARE(console.state(), LocalServer::State::Stopped);
    QVERIFY(!QFile::exists(recordFile));
    QVERIFY(console.log().join(u'\n').contains(u"no longer running"_s));
}

void TstLocalServer::replaceDemoWithExample()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(u"shop.db"_s);
    LocalServer server;
    server.setBinary(TestServer::binary());
    server.setRecordFile(dir.filePath(u"background-server.json"_s));
    LocalServerPane pane(&server, m_fx.session);
    pane.show();
    pane.databaseField()->setText(db);
    pane.portBox()->setValue(0);
    pane.createDemo();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 60000);
    const int demoBooks = int(exported(db).value("books"_L1).toArray().size());
    QVERIFY(demoBooks > 100);
    pane.start();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    const int port = QUrl(server.baseUrl()).port();

    // On top of the demo data: refused, with the reason and the way out.
    pane.importFile(QString::fromUtf8(CATALOG_EXAMPLE_CATALOG));
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
    auto *banner = pane.findChild<MessageBanner *>();
    QVERIFY2(banner->text().contains(u"cannot be added on top"_s), qPrintable(banner->text()));
    QPushButton *replace = nullptr;
    for (QPushButton *b : banner->findChildren<QPushButton *>())
        if (b->text().contains(u"Replace"_s))
            replace = b;
    QVERIFY(replace);
    replace->click();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = pane.findChild<QMessageBox *>(u"ReplaceDataBox"_s)));
    QAbstractButton *yes = nullptr;
    for (QAbstractButton *b : box->buttons())
        if (box->buttonRole(b) == QMessageBox::AcceptRole)
            yes = b;
    QVERIFY(yes);
    yes->click();

    // The server is back on the same port, serving exactly the example.
    QTRY_VERIFY_WITH_TIMEOUT(banner->text().contains(u"now holds the catalog"_s), 30000);
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    QCOMPARE(QUrl(server.baseUrl()).port(), port);
    QVERIFY(answersHealth(quint16(port)));
    const QJsonObject now = exported(db);
    QCOMPARE(now.value("books"_L1).toArray().size(), 12);
    QCOMPARE(now.value("stationery"_L1).toArray().first()[u"variants"_s].toArray().size(), 3);
    // The demo data is kept next to it, whole.
    const QStringList kept
        = QDir(dir.path()).entryList({ u"shop-before-import-*.db"_s }, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QCOMPARE(exported(dir.filePath(kept.first())).value("books"_L1).toArray().size(), demoBooks);
    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 10000);
}

QTEST_MAIN(TstLocalServer)
#include "tst_localserver.moc"
