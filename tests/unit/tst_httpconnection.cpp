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

private:
    // Serves one connection with handler; returns the client's socket.
    QTcpSocket *connectClient(HttpConnection::Handler handler);
    QByteArray readFor(int ms);

    QTcpServer *m_server = nullptr;
    QTcpSocket *m_client = nullptr;
    QPointer<HttpConnection> m_connection;
};

void TestHttpConnection::init()
{
    m_server = new QTcpServer(this);
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

QTcpSocket *TestHttpConnection::connectClient(HttpConnection::Handler handler)
{
    m_client = new QTcpSocket;
    m_client->connectToHost(QHostAddress::LocalHost, m_server->serverPort());
    if (!m_client->waitForConnected(3000) || !m_server->waitForNewConnection(3000))
        return nullptr;
    m_connection = new HttpConnection(m_server->nextPendingConnection(), std::move(handler),
        HttpConnection::Settings(), nullptr, QHostAddress());
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

QTEST_GUILESS_MAIN(TestHttpConnection)
#include "tst_httpconnection.moc"
