#include "app/server/servercli.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>
#include <QSslCertificate>
#include <QUrl>
#include <csignal>
#include <cstdio>

#include "app/server/configdefaults.h"
#include "server/domain/mediaurl.h"
#include "server/http/catalogserver.h"
#include "server/http/openapidocument.h"
#include "server/services/catalogexporter.h"
#include "server/services/catalogimporter.h"
#include "server/services/csvimporter.h"
#include "server/services/demogenerator.h"
#include "server/services/keyservice.h"
#include "server/services/syncinit.h"
#include "server/services/syncloop.h"
#include "server/services/upstreamclient.h"
#include "server/storage/database.h"
#include "server/storage/databasebackup.h"
#include "server/storage/databaseuselock.h"
#include "server/storage/storageerror.h"
#include "server/storage/syncrepository.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int exitOk = 0;
constexpr int exitFailure = 1;
constexpr int exitUsage = 2;
// serve's worker threads on PostgreSQL when --workers does not say (SQLite: one per core).
constexpr int postgresWorkers = 8;

// Thrown for bad arguments: one line on stderr, exit 2.
struct UsageError
{
    QString message;
};

void printLine(FILE *stream, const QString &line)
{
    std::fputs(qPrintable(line + u'\n'), stream);
    std::fflush(stream);
}

void printJson(const QJsonObject &object)
{
    printLine(stdout, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

const QCommandLineOption dbOption(u"db"_s,
    u"Database URL: sqlite:FILE, sqlite::memory: or postgresql://user:password@host:port/db."_s,
    u"URL"_s);

// Parses a subcommand's arguments; handles --help and --config (ConfigDefaults; only serve
// rejects keys it does not know). Returns false when help was shown.
bool parse(QCommandLineParser &parser, const QStringList &arguments, const QString &usage,
    ConfigDefaults::UnknownKeys unknownKeys = ConfigDefaults::UnknownKeys::Ignore)
{
    parser.setApplicationDescription(usage);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({ u"h"_s, u"help"_s }, u"Show this help."_s);
    const QCommandLineOption config(u"config"_s,
        u"INI file of defaults, keys named like the long options; flags override it."_s, u"FILE"_s);
    parser.addOptions({ help, config });
    if (!parser.parse(arguments))
        throw UsageError { parser.errorText() };
    if (parser.isSet(help)) {
        printLine(stdout, parser.helpText());
        return false;
    }
    if (parser.isSet(config)) {
        QString error;
        const auto merged
            = ConfigDefaults::apply(parser, arguments, parser.value(config), unknownKeys, &error);
        if (!merged)
            throw UsageError { error };
        if (!parser.parse(*merged))
            throw UsageError { parser.errorText() };
    }
    return true;
}

// --db, else $CATALOG_DB (keeps passwords off command lines), else the platform default.
DatabaseLocation databaseLocationUnlocked(const QCommandLineParser &parser)
{
    const QString url
        = parser.isSet(dbOption) ? parser.value(dbOption) : qEnvironmentVariable("CATALOG_DB");
    if (url.isEmpty())
        return DatabaseLocation::defaultLocation();
    QString error;
    const auto location = DatabaseLocation::parse(url, &error);
    if (!location)
        throw UsageError { parser.isSet(dbOption) ? error : u"CATALOG_DB: "_s + error };
    return *location;
}

// The database of a subcommand, marked in use by this process until it exits, so that
// `restore` never replaces it underneath (DatabaseUseLock).
DatabaseLocation databaseLocation(const QCommandLineParser &parser)
{
    DatabaseLocation location = databaseLocationUnlocked(parser);
    QString error;
    if (!location.sqlitePath.isEmpty()
        && !DatabaseUseLock::holdSharedUntilExit(location.sqlitePath, &error))
        throw StorageError(error);
    return location;
}

// backup and restore copy whole SQLite files; PostgreSQL has its own tools.
QString sqliteFileOf(const DatabaseLocation &location, const QString &command)
{
    if (location.dialect == DatabaseLocation::Dialect::Postgresql) {
        throw UsageError { command
            + " works on SQLite files; for PostgreSQL use pg_dump -Fc and pg_restore"_L1 };
    }
    if (location.isInMemory())
        throw UsageError { command + " needs a database file, not sqlite::memory:"_L1 };
    return location.sqlitePath;
}

int positiveInt(const QCommandLineParser &parser, const QCommandLineOption &option, int fallback,
    int maximum = std::numeric_limits<int>::max())
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1 || value > maximum) {
        throw UsageError {
            u"--%1 must be an integer from 1 to %2"_s.arg(option.names().constLast()).arg(maximum)
        };
    }
    return value;
}

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

void noPositionals(const QCommandLineParser &parser, qsizetype expected = 0)
{
    if (parser.positionalArguments().size() != expected) {
        throw UsageError { expected == 0
                ? u"unexpected argument '%1'"_s.arg(parser.positionalArguments().value(0))
                : u"expected %1 argument(s)"_s.arg(expected) };
    }
}

// The upstream options of serve and sync (contract §14), declared once.
struct UpstreamOptions
{
    QCommandLineOption url { u"upstream"_s,
        u"The marketplace's base URL (…/api/v1/client): this shop server follows it, pushing its "
        "stock movements and pulling the ones made there."_s,
        u"URL"_s };
    QCommandLineOption appId { u"upstream-app-id"_s,
        u"The seller's app id at the marketplace (with --upstream)."_s, u"ID"_s };
    QCommandLineOption secretFile { u"upstream-secret-file"_s,
        u"A file (mode 0600) holding the key's secret; or set CATALOG_UPSTREAM_SECRET."_s,
        u"FILE"_s };
    QList<QCommandLineOption> all() const { return { url, appId, secretFile }; }
};

// The upstream's URL and key, or nullopt without --upstream. The secret comes from
// CATALOG_UPSTREAM_SECRET or a file only its owner may read; it is never printed.
std::optional<UpstreamClient::Credentials> upstreamCredentials(
    const QCommandLineParser &parser, const UpstreamOptions &options)
{
    if (!parser.isSet(options.url)) {
        if (parser.isSet(options.appId) || parser.isSet(options.secretFile))
            throw UsageError { u"--upstream-app-id and --upstream-secret-file need --upstream"_s };
        return std::nullopt;
    }
    const QUrl url(parser.value(options.url), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1)
        || url.host().isEmpty() || url.hasQuery() || url.hasFragment())
        throw UsageError { u"--upstream expects the marketplace's http(s) base URL, e.g. "
                           "https://market.example/api/v1/client"_s };
    if (parser.value(options.appId).isEmpty())
        throw UsageError { u"--upstream needs upstream-app-id (the seller's key there)"_s };
    UpstreamClient::Credentials credentials { url.toString(QUrl::StripTrailingSlash),
        parser.value(options.appId), qEnvironmentVariable("CATALOG_UPSTREAM_SECRET"), {} };
    if (parser.isSet(options.secretFile)) {
        const QString problem
            = UpstreamClient::readSecretFile(parser.value(options.secretFile), credentials);
        if (!problem.isEmpty())
            throw UsageError { problem };
    }
    if (credentials.secret.isEmpty())
        throw UsageError {
            u"--upstream needs the key's secret: CATALOG_UPSTREAM_SECRET or upstream-secret-file"_s
        };
    return credentials;
}

// sync init: the shop's first copy of its seller's data (contract §14); serve --upstream does
// the same by itself on a database that follows no upstream yet.
// sync status: what the database holds for a shop's marketplace set-up (contract §14: a shop
// follows the marketplace from an empty database), as one JSON line, without writing to it:
// {content: empty|own_catalog|follows_marketplace, products, stock_movements, upstream,
// initialized_at}. A database file that does not exist yet is empty and is not created.
int syncStatusCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    if (!parse(parser, arguments,
            u"catalog-server sync status: whether the database is empty, holds a catalog of its "
            "own or follows a marketplace (JSON on stdout; nothing is written)."_s))
        return exitOk;
    noPositionals(parser);
    const DatabaseLocation location = databaseLocationUnlocked(parser);
    QJsonObject status { { u"content"_s, u"empty"_s }, { u"products"_s, 0 },
        { u"stock_movements"_s, 0 }, { u"upstream"_s, QJsonValue() },
        { u"initialized_at"_s, QJsonValue() } };
    if (location.isInMemory() || location.dialect == DatabaseLocation::Dialect::Postgresql
        || QFileInfo::exists(location.sqlitePath)) {
        const Database database(databaseLocation(parser));
        const SyncRepository::Content content = SyncRepository::contentOf(database);
        status.insert(u"products"_s, content.products);
        status.insert(u"stock_movements"_s, content.movements);
        if (content.upstream) {
            status.insert(u"content"_s, u"follows_marketplace"_s);
            status.insert(u"upstream"_s, *content.upstream);
            status.insert(u"initialized_at"_s, content.initializedAt.value_or(QString()));
        } else if (content.products > 0 || content.movements > 0) {
            status.insert(u"content"_s, u"own_catalog"_s);
        }
        database.closeConnection();
    }
    printJson(status);
    return exitOk;
}

int syncCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    if (rest.value(1) == "status"_L1) {
        rest.removeAt(1);
        return syncStatusCommand(rest);
    }
    if (rest.value(1) != "init"_L1)
        throw UsageError {
            u"usage: catalog-server sync init --db DB --upstream URL "
            "--upstream-app-id ID [--upstream-secret-file FILE] [--allow-non-empty]\n"
            "       catalog-server sync status --db DB"_s
        };
    rest.removeAt(1);
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const UpstreamOptions upstream;
    parser.addOptions(upstream.all());
    const QCommandLineOption intoNonEmpty { u"allow-non-empty"_s,
        u"Copy into a database that already holds products or stock movements (upserted by the "
        "marketplace's ids; a local product with one of those ids is overwritten)."_s };
    parser.addOption(intoNonEmpty);
    if (!parse(parser, rest,
            u"catalog-server sync init: copy the seller's products and stock from the "
            "marketplace and follow it from then on."_s))
        return exitOk;
    noPositionals(parser);
    const auto credentials = upstreamCredentials(parser, upstream);
    if (!credentials)
        throw UsageError { u"sync init needs --upstream"_s };
    const Database database(databaseLocation(parser));
    database.migrate();
    UpstreamClient client(*credentials);
    try {
        SyncInit init(database, client);
        init.setAllowNonEmpty(parser.isSet(intoNonEmpty));
        init.run([](const QString &line) { printLine(stderr, u"catalog-server: "_s + line); });
    } catch (const SyncInit::Failure &failure) {
        printLine(stderr, u"catalog-server: "_s + failure.message);
        return exitFailure;
    }
    database.closeConnection();
    return exitOk;
}

// SIGINT/SIGTERM → quit the event loop (through a socket pair: a signal handler may only
// write(2)).
int signalPipe[2] = { -1, -1 };

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalPipe[0], &byte, 1);
}

int serve(const QStringList &arguments)
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
    for (const QString &text :
        parser.values(trustProxy).join(u',').split(u',', Qt::SkipEmptyParts)) {
        const auto network = Cidr::parse(text);
        if (!network)
            throw UsageError {
                u"--trust-proxy expects CIDR[,CIDR...], e.g. 127.0.0.1/32; got '%1'"_s.arg(
                    text.trimmed())
            };
        settings.trustedProxies.append(*network);
    }
    for (const QString &text :
        parser.values(webhookAllow).join(u',').split(u',', Qt::SkipEmptyParts)) {
        const auto network = Cidr::parse(text);
        if (!network)
            throw UsageError {
                u"--webhook-allow expects CIDR[,CIDR...], e.g. 192.168.1.0/24; got '%1'"_s.arg(
                    text.trimmed())
            };
        settings.webhookAllow.append(*network);
    }
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
    CatalogServer server(database, settings);
    QString error;
    if (!server.start(&error)) {
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
            .arg(server.baseUrl(), database.location().displayName())
            .arg(CatalogServer::workerCount(settings)));
    // A shop server following the marketplace (contract §14): its one sync loop, stopped
    // before the server's writer.
    std::unique_ptr<SyncLoop> sync;
    if (upstream) {
        sync = std::make_unique<SyncLoop>(
            database, server.writes(), *upstream, [&server] { server.invalidateCache(); });
        sync->start();
        printLine(stderr, u"catalog-server: following "_s + upstream->baseUrl);
    }
    printLine(stdout, u"listening on "_s + server.baseUrl());
    QCoreApplication::exec();
    printLine(stderr, u"catalog-server: shutting down"_s);
    sync.reset();
    server.stop();
    database.closeConnection();
    return exitOk;
}

// Prints progress as whole percentages on stderr, for people and for the console's
// local-server pane.
CatalogImporter::ProgressHandler percentPrinter(const QString &label)
{
    return [label, last = -1](qint64 done, qint64 total) mutable {
        const int percent = total > 0 ? int(done * 100 / total) : 100;
        if (percent != last) {
            last = percent;
            printLine(stderr, u"%1: %2%"_s.arg(label).arg(percent));
        }
        return true;
    };
}

int reportImport(const ImportResult &result)
{
    if (!result.ok) {
        for (const ImportIssue &issue : result.issues)
            printLine(stderr, u"error: "_s + issue.toString());
        if (result.issueCount > result.issues.size())
            printLine(
                stderr, u"error: ... and %1 more"_s.arg(result.issueCount - result.issues.size()));
        printLine(stderr,
            u"catalog-server: nothing was written (%1 problem(s))"_s.arg(result.issueCount));
        return exitFailure;
    }
    QJsonObject written;
    for (auto it = result.written.cbegin(); it != result.written.cend(); ++it)
        written.insert(it.key(), it.value());
    printJson({ { u"written"_s, written } });
    return exitOk;
}

qint64 wholeOption(const QCommandLineParser &parser, const QCommandLineOption &option, qint64 min)
{
    bool ok = false;
    const qint64 value = parser.value(option).toLongLong(&ok);
    if (!ok || value < min) {
        throw UsageError {
            u"--%1 must be an integer >= %2"_s.arg(option.names().constLast()).arg(min)
        };
    }
    return value;
}

int reportCsvImport(const CsvImporter::Outcome &outcome)
{
    for (const QString &note : outcome.notes)
        printLine(stderr, u"catalog-server: "_s + note);
    const QJsonObject rows { { u"total"_s, outcome.rows }, { u"imported"_s, outcome.imported },
        { u"repaired"_s, outcome.repaired }, { u"rejected"_s, outcome.rejected } };
    if (!outcome.result.ok) {
        printLine(stderr,
            u"catalog-server: %1 row(s): %2 imported, %3 repaired, %4 rejected"_s.arg(outcome.rows)
                .arg(outcome.imported)
                .arg(outcome.repaired)
                .arg(outcome.rejected));
        return reportImport(outcome.result);
    }
    QJsonObject written;
    for (auto it = outcome.result.written.cbegin(); it != outcome.result.written.cend(); ++it)
        written.insert(it.key(), it.value());
    printJson({ { u"rows"_s, rows }, { u"written"_s, written } });
    return exitOk;
}

int importCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption format(
        u"format"_s, u"json or csv (default: by the file's extension)."_s, u"FORMAT"_s);
    const QCommandLineOption type(
        u"type"_s, u"CSV: book or stationery, for rows without a type."_s, u"TYPE"_s);
    const QCommandLineOption seller(
        u"seller"_s, u"CSV: the seller of rows without a seller_id."_s, u"ID"_s);
    const QCommandLineOption defaultPrice(
        u"default-price"_s, u"CSV: the price of new products without one."_s, u"N"_s);
    const QCommandLineOption defaultStock(
        u"default-stock"_s, u"CSV: the stock of new products without one (default 0)."_s, u"N"_s);
    const QCommandLineOption map(u"map"_s,
        u"CSV: read a column as a field, e.g. --map Artikel=code (or =ignore); repeatable."_s,
        u"COLUMN=FIELD"_s);
    const QCommandLineOption skipInvalid(
        u"skip-invalid"_s, u"CSV: import the valid rows even when some are rejected."_s);
    const QCommandLineOption report(u"report"_s,
        u"CSV: write row,outcome,field,detail for every row to this file."_s, u"REPORT.csv"_s);
    const QCommandLineOption reportProblems(u"report-problems"_s,
        u"CSV: add a column problem to the report, each line's stable code and values as JSON "
        "(docs/import-report.md)."_s);
    parser.addOptions({ format, type, seller, defaultPrice, defaultStock, map, skipInvalid, report,
        reportProblems });
    parser.addPositionalArgument(
        u"FILE"_s, u"Catalog document (contract §2, .json) or CSV catalog (§2.1, .csv)."_s);
    if (!parse(parser, arguments,
            u"catalog-server import: upsert a catalog document or CSV file in one transaction."_s))
        return exitOk;
    noPositionals(parser, 1);
    const QString path = parser.positionalArguments().constFirst();
    QString kind = parser.value(format).toLower();
    if (kind.isEmpty())
        kind = path.endsWith(u".csv"_s, Qt::CaseInsensitive) ? u"csv"_s : u"json"_s;
    if (kind != "csv"_L1 && kind != "json"_L1)
        throw UsageError { u"--format must be json or csv"_s };

    if (kind == "json"_L1) {
        for (const QCommandLineOption *option : { &type, &seller, &defaultPrice, &defaultStock,
                 &map, &skipInvalid, &report, &reportProblems }) {
            if (parser.isSet(*option)) {
                throw UsageError { u"--%1 applies to CSV imports only"_s.arg(
                    option->names().constLast()) };
            }
        }
        const Database database(databaseLocation(parser));
        database.migrate();
        CatalogImporter importer(database);
        importer.setProgressHandler(percentPrinter(u"import"_s));
        return reportImport(importer.importFile(path));
    }

    CsvImporter::Options options;
    if (parser.isSet(type)) {
        options.type = parser.value(type).toLower();
        if (options.type != "book"_L1 && options.type != "stationery"_L1)
            throw UsageError { u"--type must be book or stationery"_s };
    }
    if (parser.isSet(seller))
        options.sellerId = wholeOption(parser, seller, 1);
    if (parser.isSet(defaultPrice))
        options.defaultPrice = wholeOption(parser, defaultPrice, 0);
    if (parser.isSet(defaultStock))
        options.defaultStock = wholeOption(parser, defaultStock, 0);
    for (const QString &mapping : parser.values(map)) {
        const qsizetype equals = mapping.indexOf(u'=');
        if (equals <= 0 || equals == mapping.size() - 1)
            throw UsageError { u"--map expects COLUMN=FIELD, got '%1'"_s.arg(mapping) };
        options.map.insert(mapping.left(equals), mapping.mid(equals + 1));
    }
    options.skipInvalid = parser.isSet(skipInvalid);
    options.reportPath = parser.value(report);
    options.reportProblems = parser.isSet(reportProblems);
    if (options.reportProblems && options.reportPath.isEmpty())
        throw UsageError { u"--report-problems needs --report"_s };
    const Database database(databaseLocation(parser));
    database.migrate();
    CsvImporter importer(database, options);
    importer.setProgressHandler(percentPrinter(u"import"_s));
    return reportCsvImport(importer.importFile(path));
}

int exportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption format(u"format"_s, u"json (default) or csv."_s, u"FORMAT"_s);
    const QCommandLineOption seller(u"seller"_s, u"Only this seller's catalog."_s, u"ID"_s);
    parser.addOptions({ format, seller });
    if (!parse(parser, arguments,
            u"catalog-server export: write the catalog to stdout (JSON import document or "
            "CSV)."_s))
        return exitOk;
    noPositionals(parser);
    const QString kind = parser.isSet(format) ? parser.value(format).toLower() : u"json"_s;
    if (kind != "json"_L1 && kind != "csv"_L1)
        throw UsageError { u"--format must be json or csv"_s };
    std::optional<qint64> sellerId;
    if (parser.isSet(seller))
        sellerId = wholeOption(parser, seller, 1);
    const Database database(databaseLocation(parser));
    database.migrate();
    const CatalogExporter exporter(database, sellerId);
    QByteArray buffer;
    bool ok = true;
    const auto flush = [&] {
        ok = ok
            && std::fwrite(buffer.constData(), 1, size_t(buffer.size()), stdout)
                == size_t(buffer.size());
        buffer.clear();
    };
    const CatalogExporter::Sink write = [&](const QByteArray &bytes) {
        buffer += bytes;
        if (buffer.size() >= 1 << 16)
            flush();
    };
    if (kind == "csv"_L1)
        exporter.writeCsv(write);
    else
        exporter.writeJson(write);
    flush();
    if (std::fflush(stdout) != 0 || !ok) {
        printLine(stderr, u"catalog-server: could not write the export to stdout"_s);
        return exitFailure;
    }
    return exitOk;
}

int demo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    const QCommandLineOption size(u"size"_s, u"About how many products (default 2000)."_s, u"N"_s);
    parser.addOption(size);
    if (!parse(parser, arguments, u"catalog-server demo: write a deterministic demo catalog."_s))
        return exitOk;
    noPositionals(parser);
    const int products = positiveInt(parser, size, 2000, 5'000'000);
    const Database database(databaseLocation(parser));
    database.migrate();
    CatalogImporter importer(database);
    importer.setProgressHandler(percentPrinter(u"demo"_s));
    // Generated, validated and written in parts of this many products (a million
    // products held at once took 3.8 GB).
    constexpr qsizetype productsPerPart = 10000;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Products, plus about one author for every 25 and the searches.
    const qint64 records = qint64(products) + products / 25 + 3000;
    return reportImport(importer.importDocumentParts(records,
        [&](const auto &part) { DemoGenerator::generate(products, now, productsPerPart, part); }));
}

int keys(const QStringList &arguments)
{
    const QString action = arguments.value(1);
    QStringList rest = arguments;
    if (rest.size() > 1)
        rest.removeAt(1); // "catalog-server keys create ..." → parse as "catalog-server ..."
    QCommandLineParser parser;
    parser.addOption(dbOption);
    if (action == "create"_L1) {
        const QCommandLineOption name(u"name"_s, u"A name for people."_s, u"NAME"_s);
        const QCommandLineOption abilities(u"abilities"_s,
            u"Comma-separated: read, stock:write (needs --seller), webhooks."_s, u"LIST"_s);
        const QCommandLineOption seller(u"seller"_s, u"Bind the key to this seller."_s, u"ID"_s);
        const QCommandLineOption allowIp(
            u"allow-ip"_s, u"Allowed client network (repeatable)."_s, u"CIDR"_s);
        const QCommandLineOption perSecond(u"rate-per-second"_s, u"Default 8."_s, u"N"_s);
        const QCommandLineOption perMinute(u"rate-per-minute"_s, u"Default 240."_s, u"N"_s);
        parser.addOptions({ name, abilities, seller, allowIp, perSecond, perMinute });
        if (!parse(parser, rest, u"catalog-server keys create: issue an API key."_s))
            return exitOk;
        noPositionals(parser);
        if (!parser.isSet(name) || !parser.isSet(abilities))
            throw UsageError { u"keys create needs --name and --abilities"_s };
        KeyService::NewKey request;
        request.name = parser.value(name);
        request.abilities = parser.value(abilities).split(u',', Qt::SkipEmptyParts);
        for (QString &ability : request.abilities)
            ability = ability.trimmed();
        if (parser.isSet(seller))
            request.sellerId = positiveInt(parser, seller, 0);
        request.allowIp = parser.values(allowIp);
        request.ratePerSecond = positiveInt(parser, perSecond, 8);
        request.ratePerMinute = positiveInt(parser, perMinute, 240);
        if (const auto problem = KeyService::validate(request))
            throw UsageError { *problem };
        const Database database(databaseLocation(parser));
        database.migrate();
        KeyService::Issued issued;
        if (const auto problem = KeyService(database).create(request, &issued)) {
            printLine(stderr, u"catalog-server: "_s + *problem);
            return exitFailure;
        }
        printJson({ { u"app_id"_s, issued.appId },
            { u"app_secret"_s, QString::fromLatin1(issued.secret) } });
        return exitOk;
    }
    if (action == "list"_L1) {
        if (!parse(parser, rest,
                u"catalog-server keys list: one JSON object per key (never secrets)."_s))
            return exitOk;
        noPositionals(parser);
        const Database database(databaseLocation(parser));
        database.migrate();
        for (const QJsonObject &key : KeyService(database).list())
            printJson(key);
        return exitOk;
    }
    if (action == "revoke"_L1) {
        parser.addPositionalArgument(u"APP_ID"_s, u"The key to deactivate."_s);
        if (!parse(parser, rest, u"catalog-server keys revoke: deactivate a key."_s))
            return exitOk;
        noPositionals(parser, 1);
        const Database database(databaseLocation(parser));
        database.migrate();
        const QString appId = parser.positionalArguments().constFirst();
        if (!KeyService(database).revoke(appId)) {
            printLine(stderr, u"catalog-server: no key with app id "_s + appId);
            return exitFailure;
        }
        return exitOk;
    }
    if (action == "--help"_L1 || action == "-h"_L1) {
        printLine(stdout, u"Usage: catalog-server keys create|list|revoke [options]\n"_s);
        return exitOk;
    }
    throw UsageError { u"keys: expected create, list or revoke"_s };
}

int backupCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    parser.addPositionalArgument(u"FILE"_s, u"Where to write the copy."_s);
    if (!parse(parser, arguments,
            u"catalog-server backup: a consistent copy of an SQLite catalog, also while it "
            "is served."_s))
        return exitOk;
    noPositionals(parser, 1);
    const QString database = sqliteFileOf(databaseLocation(parser), u"backup"_s);
    const auto result = DatabaseBackup::backup(database, parser.positionalArguments().constFirst(),
        [](const QString &line) { printLine(stderr, line); });
    printJson({ { u"backup"_s, parser.positionalArguments().constFirst() },
        { u"bytes"_s, result.bytes }, { u"schema_version"_s, result.schemaVersion } });
    return exitOk;
}

int restoreCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(dbOption);
    parser.addPositionalArgument(u"FILE"_s, u"A copy made by backup."_s);
    if (!parse(parser, arguments,
            u"catalog-server restore: replace a catalog that is not in use with a backup "
            "(the replaced one is kept as <database file>.before-restore)."_s))
        return exitOk;
    noPositionals(parser, 1);
    // Not databaseLocation(): restore takes the in-use lock exclusively itself.
    const QString database = sqliteFileOf(databaseLocationUnlocked(parser), u"restore"_s);
    const auto result = DatabaseBackup::restore(parser.positionalArguments().constFirst(), database,
        [](const QString &line) { printLine(stderr, line); });
    printJson({ { u"restored"_s, database }, { u"bytes"_s, result.bytes },
        { u"schema_version"_s, result.schemaVersion } });
    return exitOk;
}

// Prints the OpenAPI document exactly as GET /openapi.json serves it: no database needed.
int openapi(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parse(parser, arguments,
            u"catalog-server openapi: print the OpenAPI 3.1 description of the API."_s))
        return exitOk;
    noPositionals(parser);
    const QByteArray document = OpenApiDocument::bytes();
    std::fwrite(document.constData(), 1, size_t(document.size()), stdout);
    return std::fflush(stdout) == 0 ? exitOk : exitFailure;
}

const char *usage = "Usage: catalog-server <command> [options]\n\n"
                    "Commands:\n"
                    "  serve    serve the Catalog API v1 over HTTP\n"
                    "  import   import a catalog document (JSON) or a CSV catalog\n"
                    "  export   write the catalog to stdout (JSON or CSV)\n"
                    "  demo     write a deterministic demo catalog\n"
                    "  keys     create, list or revoke API keys\n"
                    "  backup   copy an SQLite catalog consistently, also while it is served\n"
                    "  restore  put a backup in place of a catalog that is not in use\n"
                    "  openapi  print the OpenAPI 3.1 description\n"
                    "  sync     init: copy the seller's data from the marketplace (--upstream);\n"
                    "           status: whether the database is empty or follows one (JSON)\n\n"
                    "Every command takes --help and --config FILE. The database is --db URL,\n"
                    "else the config file's db, else $CATALOG_DB, else the default file.\n";

} // namespace

int runServerCli(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    QStringList rest = arguments;
    if (rest.size() > 1)
        rest.removeAt(1);
    try {
        if (command == "serve"_L1)
            return serve(rest);
        if (command == "import"_L1)
            return importCommand(rest);
        if (command == "demo"_L1)
            return demo(rest);
        if (command == "export"_L1)
            return exportCommand(rest);
        if (command == "keys"_L1)
            return keys(rest);
        if (command == "openapi"_L1)
            return openapi(rest);
        if (command == "backup"_L1)
            return backupCommand(rest);
        if (command == "restore"_L1)
            return restoreCommand(rest);
        if (command == "sync"_L1)
            return syncCommand(rest);
        if (command == "--help"_L1 || command == "-h"_L1 || command == "help"_L1) {
            std::fputs(usage, stdout);
            return exitOk;
        }
        if (command == "--version"_L1) {
            printLine(stdout, u"catalog-server "_s + QCoreApplication::applicationVersion());
            return exitOk;
        }
        throw UsageError { command.isEmpty()
                ? u"missing command (try --help)"_s
                : u"unknown command '%1' (try --help)"_s.arg(command) };
    } catch (const UsageError &error) {
        printLine(stderr, u"catalog-server: "_s + error.message);
        return exitUsage;
    } catch (const StorageError &error) {
        printLine(stderr, u"catalog-server: "_s + QString::fromUtf8(error.what()));
        return exitFailure;
    }
}
