#pragma once

#include <QByteArray>
#include <QObject>

class QTcpSocket;
class QTimer;

// Enforces the limits QHttpServer 6.4 lacks (qt64-notes), on one connection, before
// QHttpServer buffers anything: header size (431), declared or received body size (413),
// slow or unfinished headers and bodies (408), idle keep-alive connections (closed).
//
// It watches the byte stream without consuming it: its readyRead slot runs before
// QHttpServer's (it is connected first) and peeks at the bytes that arrived since
// QHttpServer last read the socket (it reads everything on each readyRead).
class ConnectionGuard final : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        qint64 maxHeaderBytes = 16 * 1024;
        qint64 maxBodyBytes = 64 * 1024;
        int requestTimeoutMs = 10'000; // from a request's first byte to its last
        int idleTimeoutMs = 60'000; // between requests on a keep-alive connection
    };

    ConnectionGuard(QTcpSocket *socket, Limits limits);

    // Writes a minimal error response and closes the connection (also used for overload).
    static void refuse(QTcpSocket *socket, int status, const QByteArray &reason,
        const QByteArray &code, const QByteArray &message);

private:
    void onReadyRead();
    void onTimeout();
    void scan(const QByteArray &bytes);
    bool headersComplete();
    void reject(
        int status, const QByteArray &reason, const QByteArray &code, const QByteArray &message);
    void startRequestTimer();

    enum class State { Idle, Headers, Body, ChunkedBody, Rejected };

    QTcpSocket *m_socket;
    Limits m_limits;
    QTimer *m_timer;
    State m_state = State::Idle;
    QByteArray m_header; // the current request's header bytes so far
    qint64 m_bodyLeft = 0; // Content-Length bytes still expected
    qint64 m_chunkedSeen = 0; // body bytes of a chunked request so far
    QByteArray m_chunkedTail; // to spot the terminating "0\r\n\r\n" across reads
};
