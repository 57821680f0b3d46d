#include <QFileInfo>
#include <QJsonValue>

#include "app/server/cliutil.h"
#include "app/server/commands.h"
#include "app/server/upstreamoptions.h"
#include "server/services/syncinit.h"
#include "server/services/upstreamclient.h"
#include "server/storage/database.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace ServerCli {

namespace {

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

} // namespace

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

} // namespace ServerCli
