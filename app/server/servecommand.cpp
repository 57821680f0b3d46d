#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QSslCertificate>
#include <QUrl>
#include <csignal>

#include "app/server/cliutil.h"
#include "app/server/commands.h"
#include "app/server/serverruntime.h"
#include "app/server/upstreamoptions.h"
#include "server/domain/mediaurl.h"
#include "server/http/catalogserver.h"
#include "server/storage/database.h"
#include "server/storage/databaseuselock.h"
#include "server/storage/storageerror.h"

#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ServerCli {

namespace {

// serve's worker threads on PostgreSQL when --workers does not say (SQLite: one per core).
constexpr int postgresWorkers = 8;

// --webhook-ca FILE: every PEM certificate in it; a file that cannot be read or holds none is
// refused at start rather than found out at the first delivery.
QList<QSslCertificate> caCertificatesIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw UsageError { u"--webhook-ca: cannot read %1: %2"_s.arg(path, file.errorString()) };
    const QList<QSslCertificate> certificates
        = QSslCertificate::fromData(file.readAll(), QSsl::Pem);
    if (certificates.isEmpty())
        throw UsageError { u"--webhook-ca: %1 holds no PEM certificate "
                           "(-----BEGIN CERTIFICATE-----)"_s.arg(path) };
    return certificates;
}

// SIGINT/SIGTERM → quit the event loop (through a socket pair: a signal handler may only
// write(2)).
int signalPipe[2] = { -1, -1 };

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalPipe[0], &byte, 1);
}

// An option given as CIDR[,CIDR...], any number of times.
QList<Cidr> networksOf(
    const QCommandLineParser &parser, const QCommandLineOption &option, const QString &example)
{
    QList<Cidr> networks;
    for (const QString &text : parser.values(option).join(u',').split(u',', Qt::SkipEmptyParts)) {
        const auto network = Cidr::parse(text);
        if (!network)
            throw UsageError { u"--%1 expects CIDR[,CIDR...], e.g. %2; got '%3'"_s.arg(
                option.names().constFirst(), example, text.trimmed()) };
        networks.append(*network);
    }
    return networks;
}

} // namespace

int serveCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption listen(u"listen"_s,
        u"Address and port (default 127.0.0.1:8080; port 0 picks one)."_s, u"HOST:PORT"_s);
    const QCommandLineOption cacheTtl(
        u"cache-ttl"_s, u"Response cache lifetime in seconds (default 120; 0 disables)."_s, u"S"_s);
    const QCommandLineOption trustProxy(u"trust-proxy"_s,
        u"Proxies (e.g. 127.0.0.1/32 for an nginx on this machine) whose X-Forwarded-For gives "
        "the client address: the right-most entry that is not one of them."_s,
        u"CIDR[,CIDR...]"_s);
    const QCommandLineOption webhookAllow(u"webhook-allow"_s,
        u"Internal networks webhooks may call all the same (e.g. 192.168.1.0/24 for a shop's "
        "LAN, 127.0.0.1/32 for tests). Without it a webhook URL whose host is a loopback, "
        "private, link-local, multicast or reserved address is refused (422 url_not_allowed), "
        "at creation and before every delivery."_s,
        u"CIDR[,CIDR...]"_s);
    const QCommandLineOption webhookCa(u"webhook-ca"_s,
        u"PEM file of CA certificates to trust for HTTPS webhook receivers beside the system's "
        "(e.g. a LAN receiver with a private CA); may be given more than once. The receiver's "
        "certificate must still name the URL's host."_s,
        u"FILE"_s);
    const QCommandLineOption webBase(u"web-base-url"_s,
        u"Base of deeplink web URLs (default: this server's origin)."_s, u"URL"_s);
    const QCommandLineOption publicUrl(u"public-url"_s,
        u"The origin clients reach this server at (e.g. https://shop.example): image and logo "
        "paths on this server are answered as absolute URLs under it."_s,
        u"URL"_s);
    const QCommandLineOption workers(u"workers"_s,
        u"Worker threads (default: one per core, at least 2; 8 on PostgreSQL, whose workers "
        "wait for the database's answers)."_s,
        u"N"_s);
    const QCommandLineOption dbWriters(u"db-writers"_s,
        u"PostgreSQL: database writers, each with its own connection and group commit "
        "(default: 2; SQLite always has one)."_s,
        u"N"_s);
    const QCommandLineOption requestTimeout(u"request-timeout"_s,
        u"Seconds a client may take to send one request (default 10)."_s, u"S"_s);
    const QCommandLineOption idleTimeout(u"idle-timeout"_s,
        u"Seconds an idle keep-alive connection stays open (default 60)."_s, u"S"_s);
    const QCommandLineOption maxPerAddress(u"max-connections-per-address"_s,
        u"Open connections one client address may hold (default 256)."_s, u"N"_s);
    const QCommandLineOption sharedRateLimit(u"shared-rate-limit"_s,
        u"PostgreSQL: keep the per-key rate windows in the database, so the limits hold across "
        "every instance (one more database round trip per request)."_s);
    const QCommandLineOption securityLogInterval(u"security-log-interval"_s,
        u"Seconds between two security log lines (failed logins, throttling, refused "
        "requests) of one client address and reason; counts are summed (default 60)."_s,
        u"S"_s);
    parser.addOptions({ listen, cacheTtl, trustProxy, webhookAllow, webhookCa, webBase, publicUrl,
        workers, dbWriters, requestTimeout, idleTimeout, maxPerAddress, sharedRateLimit,
        securityLogInterval });
    const UpstreamOptions upstreamOptions;
    parser.addOptions(upstreamOptions.all());
    if (!parse(parser, arguments, u"catalog-server serve: serve the Catalog API v1."_s,
            ConfigDefaults::UnknownKeys::Reject))
        return exitOk;
    noPositionals(parser);

    ServerSettings settings;
    if (parser.isSet(listen)) {
        const QString value = parser.value(listen);
        const qsizetype colon = value.lastIndexOf(u':');
        bool ok = false;
        const uint port = colon > 0 ? value.mid(colon + 1).toUInt(&ok) : 0;
        if (colon <= 0 || !ok || port > 65535)
            throw UsageError { u"--listen expects HOST:PORT, e.g. 127.0.0.1:8080"_s };
        settings.listenHost = value.left(colon).remove(u'[').remove(u']');
        settings.listenPort = quint16(port);
    }
    if (parser.isSet(cacheTtl)) {
        bool ok = false;
        settings.cacheTtlSeconds = parser.value(cacheTtl).toInt(&ok);
        if (!ok || settings.cacheTtlSeconds < 0)
            throw UsageError { u"--cache-ttl must be an integer >= 0"_s };
    }
    settings.trustedProxies = networksOf(parser, trustProxy, u"127.0.0.1/32"_s);
    settings.webhookAllow = networksOf(parser, webhookAllow, u"192.168.1.0/24"_s);
    for (const QString &path : parser.values(webhookCa))
        settings.webhookCaCertificates += caCertificatesIn(path);
    settings.webBaseUrl = parser.value(webBase);
    while (settings.webBaseUrl.endsWith(u'/'))
        settings.webBaseUrl.chop(1);
    if (parser.isSet(publicUrl)) {
        const QUrl origin(parser.value(publicUrl), QUrl::StrictMode);
        if (!origin.isValid() || (origin.scheme() != "http"_L1 && origin.scheme() != "https"_L1)
            || origin.host().isEmpty() || origin.hasQuery() || origin.hasFragment())
            throw UsageError {
                u"--public-url expects an http(s) origin, e.g. https://shop.example"_s
            };
        MediaUrl::setPublicOrigin(parser.value(publicUrl));
    }
    settings.databaseWriters = positiveInt(parser, dbWriters, 2, 64);
    settings.requestTimeoutSeconds = positiveInt(parser, requestTimeout, 10, 3600);
    settings.idleTimeoutSeconds = positiveInt(parser, idleTimeout, 60, 86400);
    settings.maxConnectionsPerAddress = positiveInt(parser, maxPerAddress, 256, 1'000'000);
    settings.securityLogIntervalSeconds = positiveInt(parser, securityLogInterval, 60, 86400);
    const auto upstream = upstreamCredentials(parser, upstreamOptions);

    const Database database(databaseLocation(parser));
    // A worker answers one request at a time, and on PostgreSQL it waits out a network round
    // trip for each statement (the database works meanwhile, in its own process): with a worker
    // per core the cores idled between the round trips (uncached search 761 req/s with 2
    // workers, 1,242 with 8, on this project's 2-core machine; tests/bench/README.md).
    // On SQLite a worker never waits for another process: one per core (0, see
    // CatalogServer::workerCount()).
    settings.workerThreads = positiveInt(parser, workers,
        database.dialect() == DatabaseLocation::Dialect::Postgresql ? postgresWorkers : 0, 64);
    // A second server on one SQLite file would answer from its own cache what the other has
    // changed: refused (PostgreSQL is the way to run several).
    if (const QString file = database.location().sqlitePath; !file.isEmpty()) {
        QString error;
        if (!DatabaseUseLock::holdServingUntilExit(file, &error))
            throw StorageError(error);
    }
    settings.sharedRateLimit = parser.isSet(sharedRateLimit);
    if (settings.sharedRateLimit && database.dialect() != DatabaseLocation::Dialect::Postgresql)
        throw UsageError {
            u"--shared-rate-limit needs a PostgreSQL database (--db postgresql://...): "
            "one SQLite server already limits every request itself"_s
        };
    database.migrate();
    ServerRuntime runtime(database, settings, upstream);
    QString error;
    if (!runtime.start(&error)) {
        printLine(stderr, u"catalog-server: "_s + error);
        return exitFailure;
    }

    ::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe);
    QSocketNotifier notifier(signalPipe[1], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, qApp, &QCoreApplication::quit);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::signal(SIGPIPE, SIG_IGN);
    // A file size limit (ulimit -f, LimitFSIZE=) makes a write fail like a full disk does
    // (an I/O error for that request, /healthz 503) instead of killing the server.
    std::signal(SIGXFSZ, SIG_IGN);

    printLine(stderr,
        u"catalog-server: serving %1 from %2 (%3 workers)"_s
            .arg(runtime.baseUrl(), database.location().displayName())
            .arg(CatalogServer::workerCount(settings)));
    if (upstream)
        printLine(stderr, u"catalog-server: following "_s + upstream->baseUrl);
    printLine(stdout, u"listening on "_s + runtime.baseUrl());
    QCoreApplication::exec();
    printLine(stderr, u"catalog-server: shutting down"_s);
    runtime.stop();
    database.closeConnection();
    return exitOk;
}

} // namespace ServerCli
