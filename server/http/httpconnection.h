#pragma once

#include <QBasicTimer>
#include <QHostAddress>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

#include "server/http/httprequestparser.h"
#include "server/http/httpresponder.h"
#include "server/http/httpresponse.h"
#include "server/http/httpresponsewriter.h"

class ConnectionLimiter;
class QTcpSocket;
class SecurityLog;

// One accepted HTTP/1.1 connection, living in its worker thread and owning its socket.
// Requests are answered strictly in order, one at a time: while one is with the pipeline,
// the bytes after it wait in the socket's bounded read buffer. Framing errors are answered
// (400, 405, 408, 413, 431) and close the connection, as do "Connection: close" and
// HTTP/1.0 without keep-alive. Upgrade is ignored: an Upgrade request is answered like any
// other and parsing starts afresh after it (http_parser stops after such a request).
class HttpConnection final : public QObject
{
    Q_OBJECT

public:
    // RequestPipeline::handle in the server; answers through the responder, now or later.
    using Handler = std::function<void(const HttpRequest &, const HttpResponder &)>;
    struct Settings
    {
        HttpRequestParser::Limits limits;
        int requestTimeoutMs = 10'000; // connect or first byte → request complete
        int idleTimeoutMs = 60'000; // between requests; also a client not reading answers
        SecurityLog *securityLog = nullptr; // told of every framing error answered
    };

    // Takes the socket; releases key from limiter (if given) when destroyed.
    HttpConnection(QTcpSocket *socket, Handler handler, Settings settings,
        ConnectionLimiter *limiter, QHostAddress limiterKey, QObject *parent = nullptr);
    ~HttpConnection() override;

    // Answers a connection that is not served (503 overloaded) and closes it.
    static void refuse(QTcpSocket *socket, int status, const QString &code, const QString &message);

    // Server shutdown: the request being handled is still answered, then the connection
    // closes. Returns whether a request is being handled.
    bool beginShutdown();
    bool isHandling() const { return m_phase == Phase::Handling; }
    // The final step of a shutdown: push out what is unsent (briefly), then close.
    void flushAndClose();

private:
    struct PendingAnswer;
    enum class Phase { Reading, Handling, Closing };

    void onReadyRead();
    void onBytesWritten();
    void process();
    void handle(HttpRequest request);
    void answer(HttpResponse response);
    void answerLater(HttpResponse response);
    void answerError(int status, const QString &code, const QString &message);
    void closeAfterWrite();
    void halfClose();
    void timerEvent(QTimerEvent *event) override;

    QTcpSocket *m_socket;
    const Handler m_handler;
    const Settings m_settings;
    ConnectionLimiter *m_limiter;
    const QHostAddress m_limiterKey;
    const QHostAddress m_peer;
    HttpRequestParser m_parser;
    QByteArray m_input; // read from the socket, not parsed yet
    qsizetype m_inputPos = 0;
    Phase m_phase = Phase::Reading;
    QBasicTimer m_timer;
    std::shared_ptr<PendingAnswer> m_pending; // the request with the pipeline
    bool m_inHandle = false; // inside RequestPipeline::handle
    std::optional<HttpResponse> m_syncAnswer; // answered inside handle
    bool m_headRequest = false;
    HttpResponseWriter::Connection m_connectionHeader = HttpResponseWriter::Connection::KeepAlive;
    qint64 m_answered = 0;
    bool m_continueSent = false;
    bool m_waitingForDrain = false;
    bool m_shutdown = false;
    bool m_halfClosed = false;
    qint64 m_discarded = 0;
};
