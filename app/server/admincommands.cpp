#include <cstdio>

#include "app/server/cliutil.h"
#include "app/server/commands.h"
#include "server/http/openapidocument.h"
#include "server/services/keyservice.h"
#include "server/storage/database.h"
#include "server/storage/databasebackup.h"

using namespace Qt::StringLiterals;

namespace ServerCli {

namespace {

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

} // namespace

int keysCommand(const QStringList &arguments)
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
int openapiCommand(const QStringList &arguments)
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

} // namespace ServerCli
