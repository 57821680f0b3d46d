// The SQLite catalog holds the keys' hashes: its file, -wal and -shm and a restored file are
// readable by their owner only, like backups, whatever the umask.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "server/storage/database.h"
#include "server/storage/databasebackup.h"
#include "server/storage/sqlhelpers.h"

#include <sys/stat.h>

using namespace Qt::StringLiterals;

class TestFileModes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void newDatabaseAndItsWalAreOwnerOnly();
    void anExistingFileKeepsItsMode();
    void backupAndRestoreAreOwnerOnly();

private:
    static int modeOf(const QString &file);
    static void createCatalog(const QString &file);

    QTemporaryDir m_dir;
    mode_t m_umask = 0;
};

int TestFileModes::modeOf(const QString &file)
{
    struct stat status
    {
    };
    return ::stat(QFile::encodeName(file).constData(), &status) == 0 ? int(status.st_mode & 07777)
                                                                     : -1;
}

void TestFileModes::createCatalog(const QString &file)
{
    QString error;
    const Database db(*DatabaseLocation::parse(u"sqlite:"_s + file, &error));
    db.migrate();
    db.closeConnection();
}

void TestFileModes::initTestCase()
{
    // The usual umask: without our care, files would be 0644.
    m_umask = ::umask(022);
    QVERIFY(m_dir.isValid());
}

void TestFileModes::cleanupTestCase()
{
    ::umask(m_umask);
}

void TestFileModes::newDatabaseAndItsWalAreOwnerOnly()
{
    const QString file = m_dir.filePath(u"new.db"_s);
    QString error;
    const Database db(*DatabaseLocation::parse(u"sqlite:"_s + file, &error));
    db.migrate();
    Sql::run(db.connection(), u"INSERT INTO sellers (id, name) VALUES (1, 'Kitob Olami')"_s);
    // While the connection is open, the -wal and -shm files exist.
    QCOMPARE(modeOf(file), 0600);
    QCOMPARE(modeOf(file + u"-wal"_s), 0600);
    QCOMPARE(modeOf(file + u"-shm"_s), 0600);
    db.closeConnection();
}

void TestFileModes::anExistingFileKeepsItsMode()
{
    // An administrator's choice (e.g. group-readable for a backup user) is left alone.
    const QString file = m_dir.filePath(u"shared.db"_s);
    createCatalog(file);
    QVERIFY(::chmod(QFile::encodeName(file).constData(), 0640) == 0);
    createCatalog(file);
    QCOMPARE(modeOf(file), 0640);
}

void TestFileModes::backupAndRestoreAreOwnerOnly()
{
    const QString file = m_dir.filePath(u"live.db"_s);
    createCatalog(file);
    const auto quiet = [](const QString &) {};
    const QString backup = m_dir.filePath(u"live.backup"_s);
    DatabaseBackup::backup(file, backup, quiet);
    QCOMPARE(modeOf(backup), 0600);

    // Into a folder where no database is yet.
    const QString fresh = m_dir.filePath(u"fresh/restored.db"_s);
    DatabaseBackup::restore(backup, fresh, quiet);
    QCOMPARE(modeOf(fresh), 0600);

    // Over a database someone made world-readable: the restored one is not.
    const QString open = m_dir.filePath(u"open.db"_s);
    createCatalog(open);
    QVERIFY(::chmod(QFile::encodeName(open).constData(), 0644) == 0);
    DatabaseBackup::restore(backup, open, quiet);
    QCOMPARE(modeOf(open), 0600);
    QCOMPARE(modeOf(open + u".before-restore"_s), 0644); // the old file, as it was
}

QTEST_GUILESS_MAIN(TestFileModes)
#include "tst_filemodes.moc"
