// A stand-in for the console in the kill -9 test of tst_net_e2e: stores scans in the outbox
// file and sends them, as the console does, until it is killed.
// Usage: outbox_scanner OUTBOX BASE_URL APP_ID SECRET KIND:DOCUMENT:CODE:QUANTITY...
// (KIND: counts, receipts, returns). Prints "stored N" once every scan is on disk; retries
// wait a minute, so after a lost answer nothing more is sent before the kill.
#include <QCoreApplication>
#include <QUrl>
#include <cstdio>

#include "net/apiclient.h"
#include "net/etagcache.h"
#include "net/outbox.h"

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 6) {
        std::fputs(
            "usage: outbox_scanner OUTBOX BASE_URL APP_ID SECRET KIND:DOC:CODE:QTY...\n", stderr);
        return 2;
    }
    ApiClient client(nullptr, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &app));
    client.setServer(QUrl(args.at(2)), args.at(3), args.at(4));
    Outbox outbox(&client, args.at(1));
    if (!outbox.isOpen())
        return 3;
    outbox.setRetryPolicy(RetryPolicy(0, 60000, 60000));
    int stored = 0;
    for (const QString &spec : args.mid(5)) {
        const QStringList parts = spec.split(u':');
        const auto kind = parts.size() == 4 ? OutboxEntry::kindFrom(parts.at(0)) : std::nullopt;
        if (!kind
            || outbox.enqueueScan(
                   *kind, parts.at(1).toLongLong(), parts.at(2), parts.at(3).toLongLong())
                < 0)
            return 4;
        ++stored;
    }
    std::printf("stored %d\n", stored);
    std::fflush(stdout);
    return app.exec();
}
