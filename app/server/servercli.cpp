#include "app/server/servercli.h"

#include <QCoreApplication>
#include <cstdio>

#include "app/server/cliutil.h"
#include "app/server/commands.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;
using namespace ServerCli;

namespace {

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
            return serveCommand(rest);
        if (command == "import"_L1)
            return importCommand(rest);
        if (command == "demo"_L1)
            return demoCommand(rest);
        if (command == "export"_L1)
            return exportCommand(rest);
        if (command == "keys"_L1)
            return keysCommand(rest);
        if (command == "openapi"_L1)
            return openapiCommand(rest);
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
