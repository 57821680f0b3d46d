#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <functional>
#include <memory>

#include "server/http/httprequest.h"

struct http_parser;
struct http_parser_settings;

// The framing of HTTP/1.x requests on one connection (RFC 9112), fed the bytes as they
// arrive: http_parser (libhttp-parser) decides where each message ends; a strict scan of
// the request head adds what http_parser 2.9.4 lets through (obsolete line folding,
// whitespace in or before a field name, bare CR or LF, control characters) and the limits of
// contract §3. It stops after each complete request (the bytes after it stay with the
// caller) and at the first error, which always means: answer it and close the connection.
class HttpRequestParser final
{
    Q_DISABLE_COPY_MOVE(HttpRequestParser)

public:
    struct Limits
    {
        qsizetype maxHeadBytes = 16 * 1024; // request line and header fields
        int maxHeaderFields = 100;
        qsizetype maxBodyBytes = 64 * 1024;
        // The limit of one request's body by its method and target (the route's own, contract
        // §3); unset: maxBodyBytes for every request.
        std::function<qsizetype(const QByteArray &method, const QByteArray &target)> maxBodyBytesOf;
    };
    enum class State {
        Idle, // between requests: nothing of the next one seen yet
        Head, // inside the request line or header fields
        Body,
        Complete, // takeRequest()
        Failed, // failure(); close the connection after answering it
    };
    struct Failure
    {
        int status = 400;
        QString code;
        QString message;
    };

    HttpRequestParser();
    explicit HttpRequestParser(Limits limits);
    ~HttpRequestParser();

    // Consumes bytes up to the end of the current request or the first error and returns
    // how many it took. Does nothing in the Complete and Failed states.
    qsizetype feed(QByteArrayView bytes);
    State state() const { return m_state; }
    // The head is complete, valid, and asks for "100 Continue" before its body.
    bool expectsContinue() const { return m_state == State::Body && m_expectContinue; }
    const Failure &failure() const { return m_failure; }
    // The complete request; the parser is then Idle, ready for the next one.
    HttpRequest takeRequest();

private:
    static const http_parser_settings *settings();
    static int onUrl(http_parser *parser, const char *at, size_t length);
    static int onHeaderField(http_parser *parser, const char *at, size_t length);
    static int onHeaderValue(http_parser *parser, const char *at, size_t length);
    static int onHeadersComplete(http_parser *parser);
    static int onBody(http_parser *parser, const char *at, size_t length);
    static int onMessageComplete(http_parser *parser);

    qsizetype feedHead(QByteArrayView bytes);
    qsizetype feedBody(QByteArrayView bytes);
    qsizetype feedUnknownMethod(QByteArrayView bytes);
    bool scanHead(QByteArrayView bytes);
    bool checkHead();
    void parserError();
    void fail(int status, const QString &code, const QString &message);
    void reset();

    Limits m_limits;
    std::unique_ptr<http_parser> m_parser;
    State m_state = State::Idle;
    Failure m_failure;
    HttpRequest m_request;
    bool m_lastWasValue = false; // the next field callback starts a new header
    bool m_headersComplete = false; // set by the callback; the parser pauses there
    bool m_messageComplete = false;
    bool m_expectContinue = false;
    qsizetype m_headBytes = 0;
    qsizetype m_bodyLimit = 0; // of the current request
    QByteArray m_requestStart; // the first bytes of the request line: an unknown method
    bool m_unknownMethod = false; // waiting for the rest of an unknown method token

    // The strict scan of the head: where in a line it is.
    enum class Line { Start, RequestLine, Name, Value };
    Line m_line = Line::Start;
    bool m_sawRequestLine = false;
    bool m_afterCr = false;
    bool m_headEnded = false;
    qsizetype m_nameLength = 0;
};
