#include <QCoreApplication>

#include "app/server/processmemory.h"
#include "app/server/servercli.h"

int main(int argc, char *argv[])
{
    ProcessMemory::configure();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("catalog-server"));
    QCoreApplication::setOrganizationName(QStringLiteral("catalog"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CATALOG_VERSION));
    return runServerCli(QCoreApplication::arguments());
}
