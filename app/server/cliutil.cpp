#include "app/server/cliutil.h"

#include <QJsonDocument>

#include "server/storage/databaseuselock.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace ServerCli {

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

bool parse(QCommandLineParser &parser, const QStringList &arguments, const QString &usage,
    ConfigDefaults::UnknownKeys unknownKeys)
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

DatabaseLocation databaseLocation(const QCommandLineParser &parser)
{
    DatabaseLocation location = databaseLocationUnlocked(parser);
    QString error;
    if (!location.sqlitePath.isEmpty()
        && !DatabaseUseLock::holdSharedUntilExit(location.sqlitePath, &error))
        throw StorageError(error);
    return location;
}

int positiveInt(
    const QCommandLineParser &parser, const QCommandLineOption &option, int fallback, int maximum)
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

void noPositionals(const QCommandLineParser &parser, qsizetype expected)
{
    if (parser.positionalArguments().size() != expected) {
        throw UsageError { expected == 0
                ? u"unexpected argument '%1'"_s.arg(parser.positionalArguments().value(0))
                : u"expected %1 argument(s)"_s.arg(expected) };
    }
}

} // namespace ServerCli
