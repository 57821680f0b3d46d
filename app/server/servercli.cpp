#include "app/server/servercli.h"

int runServerCli(const QStringList &arguments)
{
    Q_UNUSED(arguments);
    return 2;
}
