#pragma once

#include <QStringList>

// The catalog-server subcommands. Each takes the command line without its command word
// ("catalog-server serve --db X" → "catalog-server --db X"), returns the exit code and throws
// ServerCli::UsageError for bad arguments (cliutil.h).
namespace ServerCli {

int serveCommand(const QStringList &arguments); // servecommand.cpp
int syncCommand(const QStringList &arguments); // synccommands.cpp: init and status
int importCommand(const QStringList &arguments); // importcommands.cpp
int exportCommand(const QStringList &arguments); // importcommands.cpp
int demoCommand(const QStringList &arguments); // importcommands.cpp
int keysCommand(const QStringList &arguments); // admincommands.cpp
int backupCommand(const QStringList &arguments); // admincommands.cpp
int restoreCommand(const QStringList &arguments); // admincommands.cpp
int openapiCommand(const QStringList &arguments); // admincommands.cpp

} // namespace ServerCli
