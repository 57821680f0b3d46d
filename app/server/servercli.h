#pragma once

#include <QStringList>

// The catalog-server command line (contract §1): parses a subcommand and runs it.
// Returns the process exit code: 0 success, 1 failure, 2 bad arguments.
int runServerCli(const QStringList &arguments);
