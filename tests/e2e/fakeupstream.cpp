#include "tests/e2e/fakeupstream.h"

#include <QHash>
#include <QJsonDocument>
#include <QMutexLocker>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

const QByteArray basePath = QByteArrayLiteral("/api/v1/client");

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray success(const QJsonValue &data, const QJsonObject &meta = {})
{
    QJsonObject body { { u"status"_s, u"success"_s }, { u"data"_s, data } };
    if (!meta.isEmpty())
        body.insert(u"meta"_s, meta);
    return compact(body);
}

// What streams are made of: never more than this is held for a body, however long it is.
const QByteArray &filler()
{
    static const QByteArray spaces(64 * 1024, ' ');
    return spaces;
}

// The socket's request buffer and how much of a streamed body it was sent (worker thread only).
struct Stream
{
    QByteArray request;
    qint64 sent = 0;
};
QHash<QTcpSocket *, Stream> &streams()
{
    static QHash<QTcpSocket *, Stream> all;
    return all;
}

} // namespace

FakeUpstream::FakeUpstream() = default;

FakeUpstream::~FakeUpstream()
{
    if (!m_thread)
        return;
    QMetaObject::invokeMethod(
        m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

bool FakeUpstream::start()
{
    m_thread = new QThread;
    m_thread->setObjectName(u"fake-upstream"_s);
    m_thread->start();
    QObject *context = new QObject;
    context->moveToThread(m_thread);
    QMetaObject::invokeMethod(
        context,
        [this, context] {
            m_server = new QTcpServer;
            QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] { accept(); });
            if (m_server->listen(QHostAddress::LocalHost, 0))
                m_port = m_server->serverPort();
            delete context;
        },
        Qt::BlockingQueuedConnection);
    return m_port != 0;
}

QString FakeUpstream::baseUrl() const
{
    return u"http://127.0.0.1:%1"_s.arg(m_port) + QString::fromLatin1(basePath);
}

void FakeUpstream::setProducts(const QJsonArray &entries)
{
    QMutexLocker locker(&m_mutex);
    m_products = entries;
}

void FakeUpstream::addMovement(const QJsonObject &movement)
{
    QMutexLocker locker(&m_mutex);
    m_movements.append(movement);
}

void FakeUpstream::setForgedMovement(const std::optional<QJsonObject> &movement)
{
    QMutexLocker locker(&m_mutex);
    m_forgedMovement = movement;
}

void FakeUpstream::setForgedProduct(const std::optional<QJsonObject> &entry)
{
    QMutexLocker locker(&m_mutex);
    m_forgedProduct = entry;
}

QJsonArray FakeUpstream::pushed() const
{
    QMutexLocker locker(&m_mutex);
    return m_pushed;
}

void FakeUpstream::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        streams().insert(socket, {});
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { read(socket); });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket] {
            streams().remove(socket);
            socket->deleteLater();
        });
    }
}

void FakeUpstream::read(QTcpSocket *socket)
{
    Stream &state = streams()[socket];
    state.request += socket->readAll();
    const qsizetype headEnd = state.request.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return;
    const QList<QByteArray> lines = state.request.left(headEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    qint64 length = 0;
    for (const QByteArray &line : lines) {
        if (line.toLower().startsWith("content-length:"))
            length = line.mid(15).trimmed().toLongLong();
    }
    if (state.request.size() < headEnd + 4 + length)
        return;
    const QByteArray body = state.request.mid(headEnd + 4, length);
    state.request.clear();
    answer(socket, requestLine.value(0), requestLine.value(1), body);
}

void FakeUpstream::reply(QTcpSocket *socket, int status, const QByteArray &body)
{
    socket->write("HTTP/1.1 " + QByteArray::number(status) + (status == 200 ? " OK" : " Not Found")
        + "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->disconnectFromHost();
}

void FakeUpstream::answer(
    QTcpSocket *socket, const QByteArray &method, const QByteArray &target, const QByteArray &body)
{
    const QUrl url = QUrl::fromEncoded(target);
    QString path = url.path();
    if (!path.startsWith(QString::fromLatin1(basePath)))
        return reply(socket, 404, "{}");
    path = path.mid(basePath.size());
    const QUrlQuery query(url);
    if (method == "GET" && path == "/key"_L1)
        return reply(socket, 200,
            success(QJsonObject { { u"seller_id"_s, 1 }, { u"seller_name"_s, u"Fake seller"_s },
                { u"abilities"_s, QJsonArray { u"read"_s, u"stock:write"_s } } }));
    if (method == "GET" && path == "/search/categories"_L1)
        return reply(socket, 200, success(QJsonArray()));
    if (method == "GET" && path == "/products/mine/changes"_L1) {
        // Every entry on the first page; later reads find the forged one alone, if any.
        const bool first = query.queryItemValue(u"after"_s).isEmpty();
        QMutexLocker locker(&m_mutex);
        QJsonArray data = first ? m_products : QJsonArray();
        if (m_forgedProduct)
            data.append(*m_forgedProduct);
        return reply(
            socket, 200, success(data, { { u"next"_s, u"p1"_s }, { u"has_more"_s, false } }));
    }
    if (method == "GET" && path == "/products/stock/movements"_L1) {
        ++m_movementRequests;
        return answerMovements(
            socket, query.queryItemValue(u"after"_s), query.queryItemValue(u"limit"_s).toInt());
    }
    if (method == "POST" && path == "/products/stock/batch"_L1) {
        QJsonArray results;
        QMutexLocker locker(&m_mutex);
        for (const QJsonValue &update : QJsonDocument::fromJson(body)[u"updates"_s].toArray()) {
            m_pushed.append(update);
            results.append(QJsonObject { { u"status"_s, u"success"_s }, { u"success"_s, true },
                { u"stock"_s, 100 }, { u"in_stock"_s, true } });
        }
        return reply(socket, 200, compact({ { u"results"_s, results } }));
    }
    reply(socket, 404, "{\"status\":\"error\",\"error\":{\"code\":\"not_found\"}}");
}

void FakeUpstream::answerMovements(QTcpSocket *socket, const QString &after, int limit)
{
    const Mode mode = m_mode.load();
    if (mode == Mode::Garbage)
        return reply(socket, 200, "{\"status\":\"success\",\"data\":[{\"id\":1,");
    if (mode == Mode::Huge || mode == Mode::HugeChunked || mode == Mode::Endless)
        return stream(socket, mode);
    QMutexLocker locker(&m_mutex);
    const qsizetype total = m_movements.size();
    const qsizetype from
        = mode == Mode::Rewind ? 0 : std::min<qsizetype>(after.mid(1).toLongLong(), total);
    const qsizetype to
        = mode == Mode::Normal ? std::min<qsizetype>(from + std::max(limit, 1), total) : total;
    QJsonArray data;
    for (qsizetype i = from; i < to; ++i)
        data.append(m_movements.at(i));
    if (m_forgedMovement)
        data.append(*m_forgedMovement);
    const QJsonObject meta = mode == Mode::Stuck
        ? QJsonObject { { u"next"_s, after }, { u"has_more"_s, true } }
        : QJsonObject { { u"next"_s, u"m%1"_s.arg(to) }, { u"has_more"_s, to < total } };
    reply(socket, 200, success(data, meta));
}

void FakeUpstream::stream(QTcpSocket *socket, Mode mode)
{
    const bool chunked = mode != Mode::Huge;
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n";
    if (chunked)
        head += "Transfer-Encoding: chunked\r\n";
    else
        head += "Content-Length: " + QByteArray::number(hugeBytes) + "\r\n";
    head += "Connection: close\r\n\r\n";
    socket->write(head);
    const QByteArray start = "{\"status\":\"success\",\"data\":[";
    if (chunked)
        socket->write(QByteArray::number(start.size(), 16) + "\r\n" + start + "\r\n");
    else
        socket->write(start);
    streams()[socket].sent = start.size();
    if (mode == Mode::Endless) {
        // A trickle: never idle long enough for a transfer timeout, never done.
        auto *timer = new QTimer(socket);
        QObject::connect(timer, &QTimer::timeout, socket,
            [socket] { socket->write("400\r\n" + filler().left(1024) + "\r\n"); });
        timer->start(200);
        return;
    }
    // Topped up to 1 MiB waiting every 5 ms (up to about 1.6 Gbit/s, more than any shop's link).
    // Not faster: Qt's HTTP/1 reader takes a plain-HTTP chunked body for as long as the socket has
    // bytes, so a writer on loopback that never pauses outruns the reader's limit, which no peer
    // behind a real network can (docs/sync.md, "Size").
    const auto topUp = [socket, chunked] {
        Stream &state = streams()[socket];
        while (socket->bytesToWrite() < 1024 * 1024 && state.sent < hugeBytes) {
            const qint64 size = std::min<qint64>(filler().size(), hugeBytes - state.sent);
            if (chunked)
                socket->write(QByteArray::number(size, 16) + "\r\n" + filler().left(size) + "\r\n");
            else
                socket->write(filler().left(size));
            state.sent += size;
        }
        if (state.sent >= hugeBytes && chunked && socket->property("ended").isNull()) {
            socket->setProperty("ended", true);
            socket->write("0\r\n\r\n");
        }
    };
    auto *pace = new QTimer(socket);
    QObject::connect(pace, &QTimer::timeout, socket, topUp);
    pace->start(5);
    topUp();
}
