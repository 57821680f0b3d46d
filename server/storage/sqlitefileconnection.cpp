#include "server/storage/sqlitefileconnection.h"

#include <QSqlError>
#include <QUuid>

#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

SqliteFileConnection::SqliteFileConnection(const QString &file, Access access, int busyTimeoutMs)
    : m_name(u"catalog-file-"_s + QUuid::createUuid().toString(QUuid::Id128))
{
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    m_db.setDatabaseName(file);
    QString options = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(busyTimeoutMs);
    if (access == Access::ReadOnly)
        options += ";QSQLITE_OPEN_READONLY"_L1;
    m_db.setConnectOptions(options);
    if (!m_db.open()) {
        const QString error = m_db.lastError().text();
        close();
        throw StorageError(u"cannot open %1: %2"_s.arg(file, error));
    }
}

SqliteFileConnection::~SqliteFileConnection()
{
    close();
}

void SqliteFileConnection::close()
{
    if (m_name.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
    m_name.clear();
}
