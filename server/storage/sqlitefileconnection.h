#pragma once

#include <QSqlDatabase>
#include <QString>

// A private QSQLITE connection to one file, for whole-file work (backup, restore, checks)
// outside Database's per-thread connections. Removed again when it goes out of scope.
class SqliteFileConnection final
{
public:
    enum class Access { ReadOnly, ReadWrite };

    // Throws StorageError when the file cannot be opened.
    SqliteFileConnection(const QString &file, Access access, int busyTimeoutMs = 5000);
    ~SqliteFileConnection();

    QSqlDatabase db() const { return m_db; }
    void close();

private:
    QString m_name;
    QSqlDatabase m_db;
    Q_DISABLE_COPY_MOVE(SqliteFileConnection)
};
