#pragma once

#include <QBasicTimer>
#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

#include "server/http/httprequestparser.h"
#include "server/http/httpresponder.h"
#include "server/http/httpresponse.h"
#include "server/http/httpresponsewriter.h"
#include "server/http/wireanswer.h"

class ConnectionLimiter;
class QSocketNotifier;
class QTcpSocket;
class SecurityLog;
struct iovec;

// One accepted HTTP/1.1 connection, living in its worker thread and owning its socket (a
// plain non-blocking descriptor: a read, a parse and one write per request, no socket
// notifier switched on and off per answer, which cost glib two wakeups a request).
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
    // RequestPipeline::answerHit: a cache hit answered in wire form, or false to take the
    // request through the handler.
    using HitHandler = std::function<bool(const HttpRequest &, WireAnswer &)>;
    struct Settings
    {
        HttpRequestParser::Limits limits;
        int requestTimeoutMs = 10'000; // connect or first byte → request complete
        int idleTimeoutMs = 60'000; // between requests; also a client not reading answers
        SecurityLog *securityLog = nullptr; // told of every framing error answered
        HitHandler answerHit; // tried first for every request, if set
    };

    // Takes the connected descriptor (closes it when destroyed); releases key from limiter
    // (if given) when destroyed.
    HttpConnection(qintptr descriptor, Handler handler, Settings settings,
        ConnectionLimiter *limiter, QHostAddress limiterKey, QObject *parent = nullptr);
    ~HttpConnection() override;

    // The TCP peer of a connected descriptor (a null address if it is gone already).
    static QHostAddress peerOf(qintptr descriptor);
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
    // After the last answer: how long the client may still send before the close.
    static constexpr int lingerMs = 2000;

    void onReadable();
    void onWritable();
    void onDrained();
    void process();
    // Reads what the socket has into m_input (at most up to the bound); false at the end of
    // the stream or on an error (the connection is then dropped).
    bool readMore();
    void handle(HttpRequest request);
    void answer(HttpResponse response);
    void answerWire(WireAnswer &wire);
    void afterAnswer();
    void answerLater(HttpResponse response);
    void answerError(int status, const QString &code, const QString &message);
    void closeAfterWrite();
    void halfClose();
    // Writes now what the socket takes, keeps the rest for onWritable.
    void send(const iovec *parts, int count);
    void send(QByteArrayView bytes);
    qint64 bytesToWrite() const { return m_output.size() - m_outputPos; }
    void setReading(bool enabled);
    // Closes at once (reset by the peer, abort) and deletes the connection later.
    void drop();
    void closeSocket(); // unregisters the notifiers and closes the descriptor
    // Runs the timer's action at the latest ms from now (the timer itself is restarted only
    // when it would fire later than that, not for every request).
    void arm(int ms);
    void timerEvent(QTimerEvent *event) override;

    int m_fd;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QByteArray m_output; // answers the socket did not take yet, from m_outputPos
    qsizetype m_outputPos = 0;
    bool m_dropped = false;
    bool m_peerClosed = false; // the client sent its end: close once the answers are out
    qint64 m_deadline = 0; // when the timer's action is due (coarse ms)
    qint64 m_timerDue = 0; // when the timer fires
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
