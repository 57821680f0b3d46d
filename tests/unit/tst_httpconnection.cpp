// HttpConnection on a loopback socket with a handler that answers from other threads, later:
// answers stay in request order, one request at a time; an answer for a connection that
// is gone is dropped; a second answer to one request is ignored.
#include <QElapsedTimer>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <atomic>
#include <thread>

#include "server/http/httpconnection.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse echo(const HttpRequest &request)
{
    HttpResponse response;
    response.body = request.method + ' ' + request.target + ' ' + request.body;
    return response;
}

// Answers from a new thread after delayMs.
void answerLater(const HttpResponder &responder, HttpResponse response, int delayMs)
{
    std::thread([responder, response = std::move(response), delayMs] {
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        responder(response);
    }).detach();
}

// Hands the accepted descriptor over as the server's dispatcher does.
class DescriptorServer final : public QTcpServer
{
public:
    qintptr taken = -1;

protected:
    void incomingConnection(qintptr descriptor) override { taken = descriptor; }
};

} // namespace

class TestHttpConnection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void asyncAnswersKeepTheOrder();
    void answerForAGoneConnectionIsDropped();
    void secondAnswerIsIgnored();
    void closesAfterAnswerWhenAsked();
    void hitsAreWrittenWithoutTheHandler();

private:
    // Serves one connection with handler; returns the client's socket.
    QTcpSocket *connectClient(
        HttpConnection::Handler handler, HttpConnection::Settings settings = {});
    QByteArray readFor(int ms);

    DescriptorServer *m_server = nullptr;
    QTcpSocket *m_client = nullptr;
    QPointer<HttpConnection> m_connection;
};

void TestHttpConnection::init()
{
    m_server = new DescriptorServer;
    QVERIFY(m_server->listen(QHostAddress::LocalHost));
}

void TestHttpConnection::cleanup()
{
    delete m_client;
    m_client = nullptr;
    delete m_connection.data();
    delete m_server;
    m_server = nullptr;
}

QTcpSocket *TestHttpConnection::connectClient(
    HttpConnection::Handler handler, HttpConnection::Settings settings)
{
    m_client = new QTcpSocket;
    m_client->connectToHost(QHostAddress::LocalHost, m_server->serverPort());
    if (!m_client->waitForConnected(3000) || !m_server->waitForNewConnection(3000)
        || m_server->taken < 0)
        return nullptr;
    m_connection = new HttpConnection(
        m_server->taken, std::move(handler), std::move(settings), nullptr, QHostAddress());
    return m_client;
}

QByteArray TestHttpConnection::readFor(int ms)
{
    QByteArray answer;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        QTest::qWait(20);
        answer += m_client->readAll();
    }
    return answer;
}

void TestHttpConnection::asyncAnswersKeepTheOrder()
{
    std::atomic<int> inFlight = 0;
    std::atomic<int> maxInFlight = 0;
    int delay = 120; // the first request is answered last of all if run in parallel
    QTcpSocket *client
        = connectClient([&](const HttpRequest &request, const HttpResponder &respond) {
              maxInFlight = std::max(maxInFlight.load(), ++inFlight);
              const HttpResponder done = [&inFlight, respond](HttpResponse response) {
                  --inFlight;
                  respond(std::move(response));
              };
              answerLater(done, echo(request), delay);
              delay /= 2;
          });
    QVERIFY(client);
    client->write("GET /a HTTP/1.1\r\nHost: t\r\n\r\n"
                  "POST /b HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\nhi"
                  "GET /c HTTP/1.1\r\nHost: t\r\n\r\n");
    QByteArray answer;
    QTRY_VERIFY_WITH_TIMEOUT((answer += client->readAll()).count("HTTP/1.1 200") == 3, 5000);
    const qsizetype a = answer.indexOf("GET /a ");
    const qsizetype b = answer.indexOf("POST /b hi");
    const qsizetype c = answer.indexOf("GET /c ");
    QVERIFY2(a > 0 && a < b && b < c, answer.constData());
    QCOMPARE(maxInFlight.load(), 1);
    QVERIFY(m_connection);
}

void TestHttpConnection::answerForAGoneConnectionIsDropped()
{
    std::atomic<bool> answered = false;
    HttpResponder kept;
    QTcpSocket *client = connectClient([&](const HttpRequest &, const HttpResponder &respond) {
        kept = respond; // answered after the client has gone
    });
    QVERIFY(client);
    client->write("GET /a HTTP/1.1\r\nHost: t\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(kept != nullptr, 3000);
    client->abort();
    QTRY_VERIFY_WITH_TIMEOUT(m_connection.isNull(), 3000);
    std::thread([&] {
        kept(HttpResponse());
        answered = true;
    }).join();
    QVERIFY(answered);
    QTest::qWait(50); // nothing may be delivered to the destroyed connection
}

void TestHttpConnection::secondAnswerIsIgnored()
{
    QTcpSocket *client
        = connectClient([](const HttpRequest &request, const HttpResponder &respond) {
              respond(echo(request));
              answerLater(respond, echo(request), 10);
          });
    QVERIFY(client);
    client->write("GET /once HTTP/1.1\r\nHost: t\r\n\r\n");
    QTest::ignoreMessage(
        QtWarningMsg, "a request was answered twice; the second answer is dropped");
    const QByteArray answer = readFor(300);
    QCOMPARE(answer.count("HTTP/1.1 200"), 1);
}

void TestHttpConnection::closesAfterAnswerWhenAsked()
{
    QTcpSocket *client
        = connectClient([](const HttpRequest &request, const HttpResponder &respond) {
              answerLater(respond, echo(request), 50);
          });
    QVERIFY(client);
    client->write("GET /bye HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"
                  "GET /never HTTP/1.1\r\nHost: t\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(client->state() == QAbstractSocket::UnconnectedState, 3000);
    const QByteArray answer = client->readAll();
    QCOMPARE(answer.count("HTTP/1.1 200"), 1);
    QVERIFY(answer.contains("Connection: close\r\n"));
    QVERIFY(!answer.contains("/never"));
}

void TestHttpConnection::hitsAreWrittenWithoutTheHandler()
{
    HttpConnection::Settings settings;
    settings.answerHit = [](const HttpRequest &request, WireAnswer &answer) {
        if (!request.target.startsWith("/hit"))
            return false;
        answer.statusLine = "HTTP/1.1 200 OK\r\n";
        answer.entryFields = "X-API-Cache: HIT\r\n";
        answer.fieldsSize = 0;
        answer.append("Content-Length: 4\r\n");
        answer.body = request.method == "HEAD" ? QByteArray() : QByteArray("body");
        return true;
    };
    QList<QByteArray> handled;
    QTcpSocket *client = connectClient(
        [&handled](const HttpRequest &request, const HttpResponder &respond) {
            handled << request.target;
            respond(echo(request));
        },
        settings);
    QVERIFY(client);
    client->write("GET /hit HTTP/1.1\r\nHost: t\r\n\r\n"
                  "GET /full HTTP/1.1\r\nHost: t\r\n\r\n"
                  "HEAD /hit HTTP/1.1\r\nHost: t\r\n\r\n"
                  "GET /hit HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
                  "GET /hit HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"
                  "GET /never HTTP/1.1\r\nHost: t\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(client->state() == QAbstractSocket::UnconnectedState, 3000);
    const QByteArray hit = "HTTP/1.1 200 OK\r\nX-API-Cache: HIT\r\nContent-Length: 4\r\n";
    const QByteArray answer = client->readAll();
    const qsizetype full = answer.indexOf("GET /full ");
    QVERIFY2(
        answer.startsWith(QByteArray(hit + "\r\nbodyHTTP/1.1 200 OK\r\n")), answer.constData());
    QVERIFY(full > 0);
    QVERIFY2(answer.sliced(full).contains(QByteArray(hit + "\r\n" + hit
                 + "Connection: keep-alive\r\n\r\nbody" + hit + "Connection: close\r\n\r\nbody")),
        answer.constData());
    QVERIFY(answer.endsWith("Connection: close\r\n\r\nbody"));
    QCOMPARE(handled, (QList<QByteArray> { "/full" }));
}

QTEST_GUILESS_MAIN(TestHttpConnection)
#include "tst_httpconnection.moc"
