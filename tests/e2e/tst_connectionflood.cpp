// Connection floods: bursts of thousands of keep-alive connections, each
// answered once, then all closed, over and over. The server's memory must level off: every
// burst's peak stays within 20 % of the first one's, and once a burst is over the memory it
// took goes back (idle connections hold no read buffer; freed heap is returned after a
// burst). Raw sockets: thousands of QTcpSockets would measure the client, not the server.
#include <QByteArray>
#include <QDeadlineTimer>
#include <QTest>
#include <QThread>
#include <vector>

#include "tests/support/testserver.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
constexpr int connections = 3000;
constexpr int bursts = 5;

// Opens `count` connections and has each answered once (keep-alive); returns the sockets,
// or an empty list with *error set.
std::vector<int> openAndAsk(quint16 port, int count, QByteArray *error)
{
    std::vector<int> sockets;
    sockets.reserve(count);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const QByteArray request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    for (int i = 0; i < count; ++i) {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0
            || ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
            *error = "connect failed at " + QByteArray::number(i);
            if (fd >= 0)
                ::close(fd);
            break;
        }
        sockets.push_back(fd);
        if (::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL)
            != request.size()) {
            *error = "send failed";
            break;
        }
    }
    // Every answer read: the connections are open and idle now.
    for (const int fd : sockets) {
        if (!error->isEmpty())
            break;
        QByteArray answer;
        char buffer[4096];
        while (!answer.contains("\"status\":\"ok\"}")) {
            const ssize_t read = ::recv(fd, buffer, sizeof buffer, 0);
            if (read <= 0) {
                *error = "no answer: " + answer;
                break;
            }
            answer.append(buffer, read);
        }
    }
    if (!error->isEmpty()) {
        for (const int fd : sockets)
            ::close(fd);
        sockets.clear();
    }
    return sockets;
}
} // namespace

class TestConnectionFlood : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void memoryLevelsOffAfterRepeatedBursts();
};

void TestConnectionFlood::memoryLevelsOffAfterRepeatedBursts()
{
    rlimit limit {};
    QVERIFY(::getrlimit(RLIMIT_NOFILE, &limit) == 0);
    if (limit.rlim_max < rlim_t(connections + 100))
        QSKIP("the descriptor limit is below the burst size");
    limit.rlim_cur = limit.rlim_max;
    QVERIFY(::setrlimit(RLIMIT_NOFILE, &limit) == 0);

    TestServer server;
    QVERIFY(server.demo(20));
    QVERIFY(server.start({ u"--max-connections-per-address"_s, u"100000"_s }));
    const qint64 idle = server.rssKiB();
    QVERIFY(idle > 0);

    qint64 firstPeak = 0;
    qint64 settled = 0;
    for (int burst = 1; burst <= bursts; ++burst) {
        QByteArray error;
        std::vector<int> sockets = openAndAsk(server.port(), connections, &error);
        QVERIFY2(error.isEmpty(), error.constData());
        const qint64 peak = server.rssKiB();
        for (const int fd : sockets)
            ::close(fd);
        // The server notices the closes and lets the memory go (it checks every second).
        const QDeadlineTimer deadline(8000);
        while (!deadline.hasExpired() && server.rssKiB() > idle + (peak - idle) / 2)
            QThread::msleep(100);
        settled = server.rssKiB();
        qInfo("burst %d of %d connections: idle %lld KiB, peak %lld KiB, after %lld KiB", burst,
            connections, idle, peak, settled);
        if (burst == 1)
            firstPeak = peak;
        else
            QVERIFY2(peak <= firstPeak * 12 / 10,
                qPrintable(
                    u"burst %1 peaked at %2 KiB, the first at %3 KiB"_s.arg(burst).arg(peak).arg(
                        firstPeak)));
    }
    // What the bursts took is given back (generously: half of the first burst's growth).
    QVERIFY2(settled <= idle + (firstPeak - idle) / 2,
        qPrintable(u"after the bursts %1 KiB, idle before %2 KiB, first peak %3 KiB"_s.arg(settled)
                       .arg(idle)
                       .arg(firstPeak)));
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestConnectionFlood)
#include "tst_connectionflood.moc"
