#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <cstdio>
#include <limits>

#include "app/server/configdefaults.h"
#include "server/storage/databaselocation.h"

// What the catalog-server subcommands share: exit codes, output, the --db option and the
// parsing of their arguments.
namespace ServerCli {

inline constexpr int exitOk = 0;
inline constexpr int exitFailure = 1;
inline constexpr int exitUsage = 2;

// Thrown for bad arguments: one line on stderr, exit 2.
struct UsageError
{
    QString message;
};

void printLine(FILE *stream, const QString &line);
void printJson(const QJsonObject &object);

extern const QCommandLineOption dbOption;

// Parses a subcommand's arguments; handles --help and --config (ConfigDefaults; only serve
// rejects keys it does not know). Returns false when help was shown.
bool parse(QCommandLineParser &parser, const QStringList &arguments, const QString &usage,
    ConfigDefaults::UnknownKeys unknownKeys = ConfigDefaults::UnknownKeys::Ignore);

// --db, else $CATALOG_DB (keeps passwords off command lines), else the platform default.
DatabaseLocation databaseLocationUnlocked(const QCommandLineParser &parser);

// The database of a subcommand, marked in use by this process until it exits, so that
// `restore` never replaces it underneath (DatabaseUseLock).
DatabaseLocation databaseLocation(const QCommandLineParser &parser);

int positiveInt(const QCommandLineParser &parser, const QCommandLineOption &option, int fallback,
    int maximum = std::numeric_limits<int>::max());

void noPositionals(const QCommandLineParser &parser, qsizetype expected = 0);

} // namespace ServerCli
