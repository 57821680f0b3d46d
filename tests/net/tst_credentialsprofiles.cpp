// Credential stores (in-memory, QtKeychain headless, opt-in plain file), connection profiles
// in QSettings without secrets, and "test connection" telling the failure kinds apart.
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <qt6keychain/keychain.h>

#include "net/connectionprofiles.h"
#include "net/inmemorycredentialstore.h"
#include "net/keychaincredentialstore.h"
#include "net/plainfilecredentialstore.h"
#include "tests/net/fakenetworkaccessmanager.h"

using namespace Qt::StringLiterals;

class tst_CredentialsProfiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inMemoryStore();
    void keychainWithoutBackendExplains();
    void keychainErrorsSayWhatToDo_data();
    void keychainErrorsSayWhatToDo();
    void plainFileNeedsOptIn();
    void profiles();
    void testConnection_data();
    void testConnection();

private:
    QTemporaryDir m_dir;
};

void tst_CredentialsProfiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_CredentialsProfiles::inMemoryStore()
{
    InMemoryCredentialStore store;
    QString error = u"unset"_s;
    store.write(u"http://h:8080/api/v1/client/"_s, u"app"_s, u"s3cret"_s, this,
        [&](const QString &e) { error = e; });
    QTRY_VERIFY(error.isEmpty());
    // The trailing slash does not make another account.
    QString secret;
    bool done = false;
    store.read(
        u"http://h:8080/api/v1/client"_s, u"app"_s, this, [&](const QString &s, const QString &e) {
            secret = s;
            error = e;
            done = true;
        });
    QVERIFY(!done); // asynchronous, like a keychain
    QTRY_VERIFY(done);
    QCOMPARE(secret, u"s3cret"_s);
    QCOMPARE(CredentialStore::account(u"http://h:8080/api/v1/client/"_s, u"app"_s),
        u"http://h:8080/api/v1/client|app"_s);

    done = false;
    store.remove(u"http://h:8080/api/v1/client"_s, u"app"_s, this, [&](const QString &) {});
    store.read(
        u"http://h:8080/api/v1/client"_s, u"app"_s, this, [&](const QString &s, const QString &e) {
            secret = s;
            error = e;
            done = true;
        });
    QTRY_VERIFY(done);
    QVERIFY(secret.isEmpty());
    QVERIFY(error.isEmpty());

    // A receiver that is gone gets no callback.
    auto *context = new QObject;
    bool called = false;
    store.read(u"x"_s, u"y"_s, context, [&](const QString &, const QString &) { called = true; });
    delete context;
    QTest::qWait(20);
    QVERIFY(!called);
}

void tst_CredentialsProfiles::keychainWithoutBackendExplains()
{
    // CI and this test run have no Secret Service: the error must say what to install.
    // (On a desktop with a keychain the write simply succeeds.)
    KeychainCredentialStore store;
    bool done = false;
    QString error;
    store.write(u"http://127.0.0.1:1/api/v1/client"_s, u"tst-net-app"_s, u"secret-xyz"_s, this,
        [&](const QString &e) {
            error = e;
            done = true;
        });
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    if (error.isEmpty()) {
        store.remove(u"http://127.0.0.1:1/api/v1/client"_s, u"tst-net-app"_s, this, {});
        QSKIP("a keychain backend is available here");
    }
    QVERIFY2(error.contains(u"gnome-keyring"_s) && error.contains(u"KWallet"_s), qPrintable(error));
    QVERIFY(!error.contains(u"secret-xyz"_s));
    // QtKeychain's insecure fallback stayed off: nothing landed in QSettings.
    QSettings settings;
    QVERIFY(!settings.allKeys().join(u' ').contains(u"tst-net-app"_s));
}

namespace {
// A finished keychain job with the error QtKeychain reports (its own text: "Unknown error").
class FailedJob final : public QKeychain::ReadPasswordJob
{
public:
    explicit FailedJob(QKeychain::Error error)
        : ReadPasswordJob(u"tst"_s)
    {
        setError(error);
        setErrorString(u"Unknown error"_s);
    }
};
} // namespace

void tst_CredentialsProfiles::keychainErrorsSayWhatToDo_data()
{
    QTest::addColumn<int>("error");
    QTest::addColumn<QString>("says");
    QTest::newRow("denied by user") << int(QKeychain::AccessDeniedByUser) << u"Unlock"_s;
    QTest::newRow("denied") << int(QKeychain::AccessDenied) << u"Unlock"_s;
    QTest::newRow("no backend") << int(QKeychain::NoBackendAvailable) << u"gnome-keyring"_s;
    QTest::newRow("not implemented") << int(QKeychain::NotImplemented) << u"gnome-keyring"_s;
    QTest::newRow("other") << int(QKeychain::OtherError) << u"gnome-keyring"_s;
    QTest::newRow("not deleted") << int(QKeychain::CouldNotDeleteEntry) << u"Unlock"_s;
}

// The banner a keychain failure puts up says what to do, never QtKeychain's "(Unknown error)".
void tst_CredentialsProfiles::keychainErrorsSayWhatToDo()
{
    QFETCH(int, error);
    QFETCH(QString, says);
    const FailedJob job { QKeychain::Error(error) };
    const QString text = KeychainCredentialStore::errorText(job, true);
    QVERIFY2(text.contains(says), qPrintable(text));
    QVERIFY2(!text.contains(u"Unknown error"_s), qPrintable(text));
}

void tst_CredentialsProfiles::plainFileNeedsOptIn()
{
    const QString path = m_dir.filePath(u"cred/credentials.json"_s);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"UNENCRYPTED"_s));
    PlainFileCredentialStore store(PlainFileCredentialStore::OptIn::AcceptUnencryptedSecrets, path);
    bool done = false;
    store.write(u"http://h/api/v1/client"_s, u"app"_s, u"pw"_s, this, [&](const QString &e) {
        QVERIFY(e.isEmpty());
        done = true;
    });
    QTRY_VERIFY(done);
    QCOMPARE(QFile::permissions(path) & (QFileDevice::ReadGroup | QFileDevice::ReadOther), 0);
    QString secret;
    store.read(u"http://h/api/v1/client"_s, u"app"_s, this,
        [&](const QString &s, const QString &) { secret = s; });
    QTRY_COMPARE(secret, u"pw"_s);
}

void tst_CredentialsProfiles::profiles()
{
    QSettings settings(m_dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    ConnectionProfiles profiles(&settings);
    QVERIFY(profiles.profiles().isEmpty());
    QVERIFY(!profiles.save({ u"bad"_s, QUrl(u"ftp://h"_s), u"a"_s }));
    QVERIFY(
        profiles.save({ u"Shop"_s, QUrl(u"http://127.0.0.1:8080/api/v1/client"_s), u"app-1"_s }));
    QVERIFY(
        profiles.save({ u"Remote"_s, QUrl(u"https://api.example/api/v1/client"_s), u"app-2"_s }));
    QVERIFY(
        profiles.save({ u"Shop"_s, QUrl(u"http://127.0.0.1:9090/api/v1/client"_s), u"app-1"_s }));
    QCOMPARE(profiles.profiles().size(), 2);
    QCOMPARE(profiles.profile(u"Shop"_s)->baseUrl.port(), 9090);
    // The same server and key given again (e.g. --server): found, no duplicate needed.
    QCOMPARE(
        profiles.nameFor(QUrl(u"http://127.0.0.1:9090/api/v1/client/"_s), u"app-1"_s), u"Shop"_s);
    QVERIFY(profiles.nameFor(QUrl(u"http://127.0.0.1:9090/api/v1/client"_s), u"app-9"_s).isEmpty());
    QVERIFY(!profiles.setCurrent(u"Nope"_s));
    QVERIFY(profiles.setCurrent(u"Remote"_s));

    ConnectionProfiles again(&settings);
    QCOMPARE(again.current()->appId, u"app-2"_s);
    QVERIFY(again.remove(u"Remote"_s));
    QVERIFY(again.currentName().isEmpty());
    QCOMPARE(again.profiles().size(), 1);
}

void tst_CredentialsProfiles::testConnection_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("networkError");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<ConnectionTester::Outcome>("outcome");
    using O = ConnectionTester::Outcome;
    const auto envelope = [](const char *code) -> QByteArray {
        return QByteArray(R"({"status":"error","error":{"code":")") + code + R"(","message":"m"}})";
    };
    QTest::newRow("ok") << 200 << 0 << R"({"status":"success","data":[]})"_ba << O::Ok;
    QTest::newRow("refused") << 0 << int(QNetworkReply::ConnectionRefusedError) << ""_ba
                             << O::Unreachable;
    QTest::newRow("no host") << 0 << int(QNetworkReply::HostNotFoundError) << ""_ba
                             << O::Unreachable;
    QTest::newRow("404 catalog") << 404 << 0 << envelope("not_found") << O::WrongUrl;
    QTest::newRow("404 html") << 404 << 0 << "<html/>"_ba << O::WrongUrl;
    QTest::newRow("200 html") << 200 << 0 << "<html/>"_ba << O::WrongUrl;
    QTest::newRow("401") << 401 << 0 << envelope("unauthenticated") << O::Unauthorized;
    QTest::newRow("403") << 403 << 0 << envelope("forbidden") << O::Forbidden;
    QTest::newRow("403 ip") << 403 << 0 << envelope("ip_not_allowed") << O::IpNotAllowed;
    QTest::newRow("429") << 429 << 0 << envelope("rate_limited") << O::RateLimited;
}

void tst_CredentialsProfiles::testConnection()
{
    QFETCH(int, status);
    QFETCH(int, networkError);
    QFETCH(QByteArray, body);
    QFETCH(ConnectionTester::Outcome, outcome);
    FakeNetworkAccessManager nam;
    nam.handler = [&](const auto &, int) {
        return status ? FakeResponse::json(status, body, { { "Retry-After", "1" } })
                      : FakeResponse::failure(QNetworkReply::NetworkError(networkError));
    };
    std::optional<ConnectionTester::Report> report;
    ConnectionProfiles::testConnection(&nam,
        { u"p"_s, QUrl(u"http://h.test/api/v1/client"_s), u"app"_s }, u"pw"_s, this,
        [&](const ConnectionTester::Report &r) { report = r; });
    QTRY_VERIFY(report.has_value());
    QCOMPARE(report->outcome, outcome);
    QVERIFY(!report->message.isEmpty());
    QCOMPARE(nam.requests.size(), 1);
    QCOMPARE(nam.requests[0].request.rawHeader("X-App-Secret"), "pw"_ba);
}

QTEST_GUILESS_MAIN(tst_CredentialsProfiles)
#include "tst_credentialsprofiles.moc"
