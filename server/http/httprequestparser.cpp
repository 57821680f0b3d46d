#include "server/http/httprequestparser.h"

#include <algorithm>
#include <cstring>

#include <http_parser.h>

using namespace Qt::StringLiterals;

namespace {

// Enough for any method token we name in a 405 (longer ones get 400) and its space.
constexpr qsizetype methodProbeBytes = 34;

bool isTokenChar(uchar c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || (c != 0 && std::strchr("!#$%&'*+-.^_`|~", c) != nullptr);
}

const QString badRequest = u"bad_request"_s;

QString tooLarge(qsizetype limit)
{
    return u"The body is larger than %1 KiB."_s.arg(limit / 1024);
}

} // namespace

HttpRequestParser::HttpRequestParser()
    : HttpRequestParser(Limits())
{ }

HttpRequestParser::HttpRequestParser(Limits limits)
    : m_limits(limits)
    , m_parser(std::make_unique<http_parser>())
{
    reset();
}

HttpRequestParser::~HttpRequestParser() = default;

const http_parser_settings *HttpRequestParser::settings()
{
    static const http_parser_settings settings = [] {
        http_parser_settings s {};
        s.on_url = &HttpRequestParser::onUrl;
        s.on_header_field = &HttpRequestParser::onHeaderField;
        s.on_header_value = &HttpRequestParser::onHeaderValue;
        s.on_headers_complete = &HttpRequestParser::onHeadersComplete;
        s.on_body = &HttpRequestParser::onBody;
        s.on_message_complete = &HttpRequestParser::onMessageComplete;
        return s;
    }();
    return &settings;
}

void HttpRequestParser::reset()
{
    http_parser_init(m_parser.get(), HTTP_REQUEST);
    m_parser->data = this;
    m_state = State::Idle;
    m_request = HttpRequest();
    m_lastWasValue = false;
    m_headersComplete = false;
    m_messageComplete = false;
    m_expectContinue = false;
    m_headBytes = 0;
    m_bodyLimit = m_limits.maxBodyBytes;
    m_requestStart.clear();
    m_unknownMethod = false;
    m_line = Line::Start;
    m_sawRequestLine = false;
    m_afterCr = false;
    m_headEnded = false;
    m_nameLength = 0;
}

HttpRequest HttpRequestParser::takeRequest()
{
    HttpRequest request = std::move(m_request);
    reset();
    return request;
}

void HttpRequestParser::fail(int status, const QString &code, const QString &message)
{
    if (m_state == State::Failed)
        return; // the first error is the one answered
    m_state = State::Failed;
    m_failure = { status, code, message };
}

qsizetype HttpRequestParser::feed(QByteArrayView bytes)
{
    qsizetype used = 0;
    while (used < bytes.size()) {
        qsizetype taken = 0;
        switch (m_state) {
        case State::Idle:
            m_state = State::Head;
            continue;
        case State::Head:
            taken = m_unknownMethod ? feedUnknownMethod(bytes.sliced(used))
                                    : feedHead(bytes.sliced(used));
            break;
        case State::Body:
            taken = feedBody(bytes.sliced(used));
            break;
        case State::Complete:
        case State::Failed:
            return used;
        }
        used += taken;
        if (taken == 0 && m_state != State::Complete && m_state != State::Failed)
            break; // defensive: never spin
    }
    return used;
}

qsizetype HttpRequestParser::feedHead(QByteArrayView bytes)
{
    // The request line's first bytes, for naming a method http_parser does not know.
    if (m_requestStart.size() < methodProbeBytes) {
        qsizetype from = 0;
        while (m_requestStart.isEmpty() && from < bytes.size()
            && (bytes[from] == '\r' || bytes[from] == '\n'))
            ++from; // empty lines before a request are skipped (RFC 9112 §2.2)
        m_requestStart.append(bytes.sliced(from).first(
            std::min(bytes.size() - from, methodProbeBytes - m_requestStart.size())));
    }

    // One byte over the limit is enough to know the head is too large.
    const qsizetype room = m_limits.maxHeadBytes + 1 - m_headBytes;
    const QByteArrayView piece = bytes.first(std::min(bytes.size(), room));
    const auto parsed = qsizetype(
        http_parser_execute(m_parser.get(), settings(), piece.data(), size_t(piece.size())));
    if (m_state == State::Failed)
        return parsed; // a callback refused (too many fields)
    // Paused by onHeadersComplete on the byte that ends the head (not consumed yet).
    const qsizetype headPart = m_headersComplete ? parsed + 1 : parsed;
    m_headBytes += headPart;
    if (m_headBytes > m_limits.maxHeadBytes) {
        fail(431, u"header_too_large"_s, u"The request line and headers exceed 16 KiB."_s);
        return headPart;
    }
    if (!scanHead(piece.first(headPart)))
        return headPart;
    const auto error = HTTP_PARSER_ERRNO(m_parser.get());
    if (!m_headersComplete) {
        if (error == HPE_INVALID_METHOD) {
            // m_requestStart holds what is needed of these bytes; the connection closes.
            m_unknownMethod = true;
            feedUnknownMethod({});
            return bytes.size();
        }
        if (error != HPE_OK)
            parserError();
        return parsed;
    }
    if (!m_headEnded) {
        fail(400, badRequest, u"The request head does not end with an empty line."_s);
        return headPart;
    }
    if (!checkHead())
        return headPart;
    // Let http_parser take the head's last byte now: it decides how the body is framed.
    m_state = State::Body;
    http_parser_pause(m_parser.get(), 0);
    feedBody(piece.sliced(parsed, 1));
    return headPart;
}

qsizetype HttpRequestParser::feedBody(QByteArrayView bytes)
{
    const auto parsed = qsizetype(
        http_parser_execute(m_parser.get(), settings(), bytes.data(), size_t(bytes.size())));
    if (m_state == State::Failed)
        return parsed; // the body is over the limit
    if (m_messageComplete) {
        m_state = State::Complete;
        return parsed;
    }
    if (HTTP_PARSER_ERRNO(m_parser.get()) != HPE_OK)
        parserError();
    return parsed;
}

// http_parser stops at the first byte that no method it knows starts with; the token as
// sent is in m_requestStart once its space has arrived.
qsizetype HttpRequestParser::feedUnknownMethod(QByteArrayView bytes)
{
    const qsizetype room = methodProbeBytes - m_requestStart.size();
    if (room > 0)
        m_requestStart += bytes.first(std::min(room, bytes.size()));
    const qsizetype space = m_requestStart.indexOf(' ');
    const QByteArray token = space >= 0 ? m_requestStart.left(space) : m_requestStart;
    const bool isToken = !token.isEmpty()
        && std::all_of(token.cbegin(), token.cend(), [](char c) { return isTokenChar(uchar(c)); });
    if (!isToken || (space < 0 && m_requestStart.size() >= methodProbeBytes)) {
        fail(400, badRequest, u"The request line is malformed."_s);
    } else if (space >= 0) {
        m_request.method = token;
        fail(405, u"method_not_allowed"_s,
            u"This endpoint does not accept %1."_s.arg(QString::fromLatin1(token)));
    }
    return bytes.size(); // the connection closes after the answer: nothing more is parsed
}

// What http_parser 2.9.4 (built non-strict) lets through: field names with spaces, obsolete
// line folding, bare CR or LF as line ends, control characters.
bool HttpRequestParser::scanHead(QByteArrayView bytes)
{
    const auto *data = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype size = bytes.size();
    for (qsizetype at = 0; at < size; ++at) {
        // Inside the request line or a value only CR and control characters need a look:
        // skip the rest in a tight loop (most of a head's bytes).
        if (!m_afterCr && (m_line == Line::Value || m_line == Line::RequestLine)) {
            const bool tabAllowed = m_line == Line::Value;
            while (at < size
                && ((data[at] >= 0x20 && data[at] != 0x7f) || (tabAllowed && data[at] == '\t')))
                ++at;
            if (at == size)
                break;
        }
        const uchar c = data[at];
        if (m_afterCr) {
            m_afterCr = false;
            if (c != '\n') {
                fail(400, badRequest, u"A CR in the request head is not followed by LF."_s);
                return false;
            }
            if (m_line == Line::Start && m_sawRequestLine)
                m_headEnded = true;
            else if (m_line == Line::RequestLine)
                m_sawRequestLine = true;
            else if (m_line == Line::Name) {
                fail(400, badRequest, u"A header line has no colon."_s);
                return false;
            }
            m_line = Line::Start;
            continue;
        }
        if (c == '\r') {
            m_afterCr = true;
            continue;
        }
        if (c == '\n') {
            fail(400, badRequest, u"Lines of the request head must end with CRLF."_s);
            return false;
        }
        if (m_line == Line::Start && m_sawRequestLine && (c == ' ' || c == '\t')) {
            fail(400, badRequest, u"Obsolete line folding is not accepted."_s);
            return false;
        }
        if ((c < 0x20 && !(c == '\t' && m_line == Line::Value)) || c == 0x7f) {
            fail(400, badRequest, u"The request head contains a control character."_s);
            return false;
        }
        switch (m_line) {
        case Line::Start:
            if (!m_sawRequestLine) {
                m_line = Line::RequestLine;
                break;
            }
            m_line = Line::Name;
            m_nameLength = 0;
            [[fallthrough]];
        case Line::Name:
            if (c == ':' && m_nameLength > 0) {
                m_line = Line::Value;
            } else if (!isTokenChar(c)) {
                fail(400, badRequest, u"A header field name is not a token."_s);
                return false;
            } else {
                ++m_nameLength;
            }
            break;
        case Line::RequestLine:
        case Line::Value:
            break;
        }
    }
    return true;
}

// The head is complete: the checks that need all of it.
bool HttpRequestParser::checkHead()
{
    const http_parser &parser = *m_parser;
    // The method's name is a static string of http_parser's: no copy.
    const char *method = http_method_str(http_method(parser.method));
    m_request.method = QByteArray::fromRawData(method, qsizetype(std::strlen(method)));
    m_request.httpMajor = parser.http_major;
    m_request.httpMinor = parser.http_minor;
    if (parser.http_major != 1) {
        fail(400, badRequest, u"Only HTTP/1.0 and HTTP/1.1 are served."_s);
        return false;
    }
    int hosts = 0;
    int transferEncodings = 0;
    for (auto &[name, value] : m_request.headers) {
        value = value.trimmed();
        if (name.compare("host", Qt::CaseInsensitive) == 0)
            ++hosts;
        else if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
            ++transferEncodings;
    }
    if (hosts > 1 || (hosts == 0 && parser.http_minor >= 1)) {
        fail(400, badRequest, u"An HTTP/1.1 request needs exactly one Host header."_s);
        return false;
    }
    if (transferEncodings > 1) {
        fail(400, badRequest, u"Transfer-Encoding is given more than once."_s);
        return false;
    }
    const bool hasLength = (parser.flags & F_CONTENTLENGTH) != 0;
    if (m_request.target.isEmpty()) {
        fail(400, badRequest, u"The request line has no target."_s);
        return false;
    }
    const bool bodyFollows
        = (parser.flags & F_CHUNKED) != 0 || (hasLength && parser.content_length > 0);
    m_bodyLimit = bodyFollows && m_limits.maxBodyBytesOf
        ? m_limits.maxBodyBytesOf(m_request.method, m_request.target)
        : m_limits.maxBodyBytes;
    if (hasLength && parser.content_length > quint64(m_bodyLimit)) {
        fail(413, u"payload_too_large"_s, tooLarge(m_bodyLimit));
        return false;
    }
    m_expectContinue = bodyFollows && parser.http_minor >= 1
        && m_request.header("Expect").compare("100-continue", Qt::CaseInsensitive) == 0;
    return true;
}

void HttpRequestParser::parserError()
{
    const auto error = HTTP_PARSER_ERRNO(m_parser.get());
    if (error == HPE_HEADER_OVERFLOW) {
        fail(431, u"header_too_large"_s, u"The request line and headers exceed 16 KiB."_s);
        return;
    }
    if (error == HPE_INVALID_HEADER_TOKEN && m_line == Line::Name) {
        fail(400, badRequest, u"A header line has no colon."_s);
        return;
    }
    fail(400, badRequest,
        u"Malformed HTTP request: %1."_s.arg(QString::fromLatin1(http_errno_description(error))));
}

int HttpRequestParser::onUrl(http_parser *parser, const char *at, size_t length)
{
    static_cast<HttpRequestParser *>(parser->data)->m_request.target.append(at, qsizetype(length));
    return 0;
}

int HttpRequestParser::onHeaderField(http_parser *parser, const char *at, size_t length)
{
    auto *self = static_cast<HttpRequestParser *>(parser->data);
    if (self->m_state == State::Body)
        return 0; // a chunked body's trailer fields: not used
    auto &headers = self->m_request.headers;
    if (self->m_lastWasValue || headers.isEmpty()) {
        if (headers.size() >= self->m_limits.maxHeaderFields) {
            self->fail(
                431, u"header_too_large"_s, u"The request has more than 100 header fields."_s);
            return 1;
        }
        if (headers.isEmpty())
            headers.reserve(16);
        headers.append({ QByteArray(at, qsizetype(length)), QByteArray() });
        self->m_lastWasValue = false;
    } else {
        headers.last().first.append(at, qsizetype(length));
    }
    return 0;
}

int HttpRequestParser::onHeaderValue(http_parser *parser, const char *at, size_t length)
{
    auto *self = static_cast<HttpRequestParser *>(parser->data);
    if (self->m_state == State::Body || self->m_request.headers.isEmpty())
        return 0;
    self->m_request.headers.last().second.append(at, qsizetype(length));
    self->m_lastWasValue = true;
    return 0;
}

int HttpRequestParser::onHeadersComplete(http_parser *parser)
{
    static_cast<HttpRequestParser *>(parser->data)->m_headersComplete = true;
    http_parser_pause(parser, 1); // the checks run before the body is read
    return 0;
}

int HttpRequestParser::onBody(http_parser *parser, const char *at, size_t length)
{
    auto *self = static_cast<HttpRequestParser *>(parser->data);
    QByteArray &body = self->m_request.body;
    if (body.size() + qsizetype(length) > self->m_bodyLimit) {
        self->fail(413, u"payload_too_large"_s, tooLarge(self->m_bodyLimit));
        return 1;
    }
    body.append(at, qsizetype(length));
    return 0;
}

int HttpRequestParser::onMessageComplete(http_parser *parser)
{
    auto *self = static_cast<HttpRequestParser *>(parser->data);
    self->m_messageComplete = true;
    self->m_request.keepAlive = http_should_keep_alive(parser) != 0;
    http_parser_pause(parser, 1); // the next request's bytes stay with the caller
    return 0;
}
