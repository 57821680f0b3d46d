// WriteQueue (group commit) and SearchRecorder (the /search log behind it), on a real SQLite
// file.
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <future>
#include <memory>

#include "server/storage/cachebus.h"
#include "server/storage/database.h"
#include "server/storage/searchrecorder.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

class tst_WriteQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void concurrentJobsShareCommits();
    void failingJobRollsBackOnlyItself();
    void deadlockVictimRunsAgainAfterTheCommit();
    void submitAfterStopFails();
    void lockedDatabaseFailsTheBatch();
    void searchRecorderDropsOldest();
    void searchRecorderWaitsForTheLock();
    void searchRecorderAfterStop();
    void searchRecorderGoneBeforeItsFlush();
    void batchTagsSplitIntoMessages();
    void onlyTheDatabaseItselfFailsWrites();
    void probeWritesNewSpace();
    void searchRecorderDropsARefusedRecord();

private:
    qint64 scalar(const QString &sql) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
};

void tst_WriteQueue::init()
{
    QVERIFY(m_dir.isValid());
    QString error;
    const QString path
        = m_dir.filePath(u"%1.db"_s.arg(QString::fromLatin1(QTest::currentTestFunction())));
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(u"sqlite:"_s + path, &error));
    m_db->migrate();
    Sql::run(m_db->connection(), u"CREATE TABLE items (value INTEGER NOT NULL)"_s);
}

void tst_WriteQueue::cleanup()
{
    m_db->closeConnection();
    m_db.reset();
}

qint64 tst_WriteQueue::scalar(const QString &sql) const
{
    QSqlQuery query = Sql::run(m_db->connection(), sql);
    return query.next() ? query.value(0).toLongLong() : -1;
}

void tst_WriteQueue::concurrentJobsShareCommits()
{
    WriteQueue writes(*m_db);
    writes.start();
    constexpr int threads = 8;
    constexpr int perThread = 25;
    // The first job holds the writer until every other job is queued, so they must share
    // commits: at most one batch per 256 jobs after it.
    std::promise<void> allQueued;
    std::shared_future<void> released = allQueued.get_future().share();
    std::atomic<int> submitted { 0 };
    std::atomic<int> completed { 0 };
    std::atomic<int> failed { 0 };
    std::promise<void> holding;
    writes.submit(
        [released, &holding](const QSqlDatabase &) {
            holding.set_value();
            released.wait();
        },
        [&](std::exception_ptr) { completed.fetch_add(1); });
    holding.get_future().wait(); // the writer is inside its first batch now
    QList<QThread *> workers;
    for (int t = 0; t < threads; ++t) {
        workers << QThread::create([&, t] {
            for (int i = 0; i < perThread; ++i) {
                const int value = t * 1000 + i;
                writes.submit(
                    [value](const QSqlDatabase &db) {
                        Sql::run(db, u"INSERT INTO items (value) VALUES (?)"_s, { value });
                    },
                    [&](std::exception_ptr error) {
                        if (error)
                            failed.fetch_add(1);
                        completed.fetch_add(1);
                    });
                submitted.fetch_add(1);
            }
        });
        workers.last()->start();
    }
    for (QThread *worker : workers) {
        QVERIFY(worker->wait(10'000));
        delete worker;
    }
    QCOMPARE(submitted.load(), threads * perThread);
    allQueued.set_value();
    QTRY_COMPARE_WITH_TIMEOUT(completed.load(), threads * perThread + 1, 10'000);
    QCOMPARE(failed.load(), 0);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM items"_s), qint64(threads * perThread));
    QCOMPARE(scalar(u"SELECT COUNT(DISTINCT value) FROM items"_s), qint64(threads * perThread));
    const WriteQueue::Stats stats = writes.stats();
    QCOMPARE(stats.jobs, qint64(threads * perThread + 1));
    QCOMPARE(stats.commits, 2);
    QCOMPARE(stats.largestBatch, qint64(threads * perThread));
}

void tst_WriteQueue::failingJobRollsBackOnlyItself()
{
    WriteQueue writes(*m_db);
    std::vector<std::exception_ptr> errors(3);
    std::atomic<int> completed { 0 };
    const auto insert = [](int value, bool fail) {
        return [value, fail](const QSqlDatabase &db) {
            Sql::run(db, u"INSERT INTO items (value) VALUES (?)"_s, { value });
            if (fail)
                throw StorageError(u"job %1 failed after writing"_s.arg(value));
        };
    };
    // Queued before start(): one batch.
    for (int i = 0; i < 3; ++i) {
        writes.submit(insert(i + 1, i == 1), [&, i](std::exception_ptr error) {
            errors[size_t(i)] = error;
            completed.fetch_add(1);
        });
    }
    writes.start();
    QTRY_COMPARE_WITH_TIMEOUT(completed.load(), 3, 10'000);
    QVERIFY(!errors[0]);
    QVERIFY(errors[1]);
    QVERIFY(!errors[2]);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM items"_s), 2);
    QCOMPARE(scalar(u"SELECT SUM(value) FROM items"_s), 4); // 1 + 3, not 2
    QCOMPARE(writes.stats().commits, 1);
}

void tst_WriteQueue::deadlockVictimRunsAgainAfterTheCommit()
{
    // PostgreSQL picks a job as a deadlock's victim (a transient StorageError): it is rolled
    // back to its savepoint and run again in the next batch, after the others committed;
    // the requester sees one success. A job that keeps losing fails after maxRuns runs, each
    // after a short jittered backoff (or after retryFor, whichever comes first).
    WriteQueue writes(*m_db);
    std::atomic<int> attempts { 0 }, alwaysAttempts { 0 }, completed { 0 };
    std::exception_ptr victimError, loserError;
    writes.submit(
        [&](const QSqlDatabase &db) {
            Sql::run(db, u"INSERT INTO items (value) VALUES (10)"_s);
            if (attempts.fetch_add(1) == 0)
                throw StorageError(u"deadlock detected"_s, StorageError::Cause::Transient);
        },
        [&](std::exception_ptr error) {
            victimError = error;
            completed.fetch_add(1);
        });
    writes.submit(
        [](const QSqlDatabase &db) { Sql::run(db, u"INSERT INTO items (value) VALUES (1)"_s); });
    writes.submit(
        [&](const QSqlDatabase &) {
            alwaysAttempts.fetch_add(1);
            throw StorageError(u"deadlock detected"_s, StorageError::Cause::Transient);
        },
        [&](std::exception_ptr error) {
            loserError = error;
            completed.fetch_add(1);
        });
    writes.start();
    QElapsedTimer timer;
    timer.start();
    QTRY_COMPARE_WITH_TIMEOUT(completed.load(), 2, 20'000);
    QVERIFY(!victimError);
    QCOMPARE(attempts.load(), 2);
    QVERIFY(loserError);
    QCOMPARE(alwaysAttempts.load(), WriteQueue::maxRuns);
    // The backoffs before runs 2..maxRuns, each at least half its full length.
    qint64 backoff = 0;
    for (int runs = 1; runs < WriteQueue::maxRuns; ++runs)
        backoff += std::min<qint64>(500, qint64(10) << (runs - 1)) / 2;
    QVERIFY2(timer.elapsed() >= backoff, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(timer.elapsed() < WriteQueue::retryFor.count());
    QCOMPARE(scalar(u"SELECT SUM(value) FROM items"_s), 11); // the victim's first insert undone
    QVERIFY(writes.stats().commits >= 2);
}

void tst_WriteQueue::submitAfterStopFails()
{
    WriteQueue writes(*m_db);
    writes.start();
    std::atomic<int> ran { 0 };
    writes.submit([&](const QSqlDatabase &) { ran.fetch_add(1); });
    writes.stop(); // runs what was queued
    QCOMPARE(ran.load(), 1);
    std::exception_ptr error;
    bool called = false;
    writes.submit([&](const QSqlDatabase &) { ran.fetch_add(1); },
        [&](std::exception_ptr e) {
            error = e;
            called = true;
        });
    QVERIFY(called);
    QVERIFY(error);
    QCOMPARE(ran.load(), 1);
}

void tst_WriteQueue::lockedDatabaseFailsTheBatch()
{
    // Another connection (as another process would) holds the write lock past busy_timeout.
    QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
    other.setDatabaseName(m_db->location().sqlitePath);
    QVERIFY(other.open());
    {
        QSqlQuery lock(other);
        QVERIFY(lock.exec(u"BEGIN IMMEDIATE"_s));
    }
    WriteQueue writes(*m_db);
    writes.start();
    std::promise<std::exception_ptr> done;
    writes.submit(
        [](const QSqlDatabase &db) { Sql::run(db, u"INSERT INTO items (value) VALUES (1)"_s); },
        [&](std::exception_ptr error) { done.set_value(error); });
    std::future<std::exception_ptr> result = done.get_future();
    QVERIFY(result.wait_for(std::chrono::seconds(15)) == std::future_status::ready);
    const std::exception_ptr error = result.get();
    QVERIFY(error);
    // SQLITE_BUSY: the database answers, another holds its write lock (contract §3 busy); it
    // does not make writes "failing" (/healthz stays 200).
    bool transient = false;
    try {
        std::rethrow_exception(error);
    } catch (const StorageError &failure) {
        transient = failure.transient();
    } catch (...) { }
    QVERIFY(transient);
    QVERIFY(!writes.failing());
    QVERIFY(QSqlQuery(other).exec(u"ROLLBACK"_s));
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"other"_s);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM items"_s), 0);
}

void tst_WriteQueue::searchRecorderDropsOldest()
{
    WriteQueue writes(*m_db);
    SearchRecorder recorder(writes, 3);
    const QDateTime at = QDateTime::currentDateTimeUtc();
    for (int i = 1; i <= 5; ++i)
        recorder.record({ u"query %1"_s.arg(i), std::nullopt, at });
    QCOMPARE(recorder.pending(), 3);
    QCOMPARE(recorder.dropped(), 2);
    writes.start();
    QTRY_COMPARE_WITH_TIMEOUT(recorder.pending(), 0, 10'000);
    writes.stop();
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM searches"_s), 3);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM searches WHERE text IN "
                    "('query 3', 'query 4', 'query 5')"_s),
        3);
}

// The server stops its writer first, but nothing depends on that order: a flush queued (or
// running) when its recorder goes keeps the records and writes them.
void tst_WriteQueue::searchRecorderGoneBeforeItsFlush()
{
    WriteQueue writes(*m_db);
    writes.start();
    {
        SearchRecorder recorder(writes);
        const QDateTime at = QDateTime::currentDateTimeUtc();
        for (int i = 1; i <= 3; ++i)
            recorder.record({ u"query %1"_s.arg(i), std::nullopt, at });
    } // its flush waits SearchRecorder::flushDelay in the queue
    QTRY_COMPARE_WITH_TIMEOUT(scalar(u"SELECT COUNT(*) FROM searches"_s), 3, 10'000);
    writes.stop();
}

void tst_WriteQueue::searchRecorderWaitsForTheLock()
{
    QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
    other.setDatabaseName(m_db->location().sqlitePath);
    QVERIFY(other.open());
    QVERIFY(QSqlQuery(other).exec(u"BEGIN IMMEDIATE"_s));
    WriteQueue writes(*m_db);
    SearchRecorder recorder(writes);
    writes.start();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < 100; ++i)
        recorder.record({ u"locked"_s, u"Result"_s, QDateTime::currentDateTimeUtc() });
    QVERIFY(timer.elapsed() < 500); // recording never waits for the lock
    QTest::qWait(1000);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM searches WHERE text = 'locked'"_s), 0);
    QVERIFY(QSqlQuery(other).exec(u"ROLLBACK"_s));
    QTRY_COMPARE_WITH_TIMEOUT(recorder.pending(), 0, 20'000);
    writes.stop();
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"other"_s);
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM searches WHERE text = 'locked'"_s), 100);
    QCOMPARE(recorder.dropped(), 0);
}

void tst_WriteQueue::searchRecorderAfterStop()
{
    WriteQueue writes(*m_db);
    SearchRecorder recorder(writes);
    writes.start();
    writes.stop();
    // Nothing can write it any more: dropped and counted, never blocking the caller.
    recorder.record({ u"late"_s, std::nullopt, QDateTime::currentDateTimeUtc() });
    QCOMPARE(recorder.pending(), 0);
    QCOMPARE(recorder.dropped(), 1);
}

// A batch's cache tags go out with its COMMIT: as many messages as the NOTIFY
// payload limit needs, each naming this instance, every tag once, never widened to "*".
void tst_WriteQueue::batchTagsSplitIntoMessages()
{
    QStringList tags;
    for (int i = 0; i < 600; ++i)
        tags << u"product:book:%1"_s.arg(100000 + i) << u"seller:1:mine"_s;
    const QStringList messages = CacheBus::Batch::messages(tags);
    QVERIFY(messages.size() > 1);
    QStringList received;
    for (const QString &message : messages) {
        QVERIFY(message.toUtf8().size() <= 7000);
        const CacheBus::Message parsed = CacheBus::parse(message);
        QCOMPARE(parsed.origin, CacheBus::instanceId());
        QVERIFY(!parsed.tags.contains(CacheBus::everything));
        received += parsed.tags;
    }
    QCOMPARE(received.size(), 601);
    QCOMPARE(received.count(u"seller:1:mine"_s), 1);
    QCOMPARE(received.first(), u"product:book:100000"_s);
    QCOMPARE(received.last(), u"product:book:100599"_s);
    // "Everything" stays one message.
    const QStringList all = CacheBus::Batch::messages({ u"a"_s, CacheBus::everything });
    QCOMPARE(all.size(), 1);
    QCOMPARE(CacheBus::parse(all.first()).tags, QStringList { CacheBus::everything });
    // Collected while a batch lives, dropped again by a rolled-back job's mark.
    CacheBus::Batch batch;
    CacheBus::publish(m_db->connection(), { u"x"_s }); // SQLite: nothing to send
    batch.add({ u"kept"_s });
    const qsizetype mark = batch.mark();
    batch.add({ u"dropped"_s });
    batch.rollbackTo(mark);
    QCOMPARE(batch.mark(), 1);
    QCOMPARE(batch.commitStatement(m_db->connection()), u"COMMIT"_s);
}

// /healthz (contract §5): a statement that refuses a client's data says nothing of the
// database; a failure of the database itself does, until a client's write commits (upkeep
// that commits does not count) or the probe succeeds.
void tst_WriteQueue::onlyTheDatabaseItselfFailsWrites()
{
    WriteQueue writes(*m_db);
    writes.start();
    const auto run = [&](WriteQueue::Job job, bool background = false) {
        std::promise<std::exception_ptr> done;
        WriteQueue::Options options;
        options.background = background;
        writes.submit(
            std::move(job), [&](std::exception_ptr error) { done.set_value(error); }, options);
        return done.get_future().get();
    };
    QVERIFY(run([](const QSqlDatabase &db) {
        Sql::run(db, u"INSERT INTO items (value) VALUES (?)"_s,
            { QVariant(QMetaType::fromType<qint64>()) }); // NOT NULL
    }));
    QVERIFY(!writes.failing());
    // Rows or a write lock another transaction kept (a deadlock lost, a lock wait given up,
    // SQLite busy): the database answers, the client gets 503 busy, writes are not failing.
    QVERIFY(run([](const QSqlDatabase &) {
        throw StorageError(u"lock timeout"_s, StorageError::Cause::Transient);
    }));
    QVERIFY(!writes.failing());
    QVERIFY(run([](const QSqlDatabase &) { throw StorageError(u"disk I/O error"_s); }));
    QVERIFY(writes.failing());
    QVERIFY(!run(
        [](const QSqlDatabase &db) { Sql::run(db, u"INSERT INTO items VALUES (1)"_s); }, true));
    QVERIFY(writes.failing()); // upkeep committing proves nothing
    QVERIFY(!run([](const QSqlDatabase &db) { Sql::run(db, u"INSERT INTO items VALUES (2)"_s); }));
    QVERIFY(!writes.failing());
    QVERIFY(run([](const QSqlDatabase &) { throw StorageError(u"disk I/O error"_s); }));
    QVERIFY(writes.failing());
    writes.probe(std::chrono::seconds(10));
    QVERIFY(!writes.failing()); // the probe wrote new data
}

void tst_WriteQueue::probeWritesNewSpace()
{
    WriteQueue writes(*m_db);
    writes.start();
    writes.probe(std::chrono::seconds(10));
    QVERIFY(!writes.failing());
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM health_probe"_s), 1);
    QVERIFY(!QFile::exists(m_db->location().sqlitePath + u"-healthprobe"_s));
    // At most once per interval: the next asks answer from the last verdict.
    writes.probe(std::chrono::seconds(10));
    QTest::qWait(int(WriteQueue::probeInterval.count()) + 100);
    writes.probe(std::chrono::seconds(10));
    QCOMPARE(scalar(u"SELECT COUNT(*) FROM health_probe"_s), 1); // replaced, not added
}

// A record the database refuses is dropped with a log line, never retried; the others of
// its flush are written, and the database is not marked as failing.
void tst_WriteQueue::searchRecorderDropsARefusedRecord()
{
    Sql::run(m_db->connection(),
        u"CREATE TRIGGER refuse_bad BEFORE INSERT ON searches WHEN NEW.text = 'bad' "
        "BEGIN SELECT RAISE(ABORT, 'refused'); END"_s);
    WriteQueue writes(*m_db);
    SearchRecorder recorder(writes);
    const QDateTime at = QDateTime::currentDateTimeUtc();
    for (const QString &text : { u"good one"_s, u"bad"_s, u"good two"_s })
        recorder.record({ text, std::nullopt, at });
    writes.start();
    QTRY_COMPARE_WITH_TIMEOUT(recorder.pending(), 0, 10'000);
    QTRY_COMPARE_WITH_TIMEOUT(recorder.dropped(), 1, 10'000);
    // The good records commit after the refused one is dropped, in the same job.
    QTRY_COMPARE_WITH_TIMEOUT(
        scalar(u"SELECT COUNT(*) FROM searches WHERE text LIKE 'good%'"_s), 2, 10'000);
    QVERIFY(!writes.failing());
    // Later records go in as usual.
    recorder.record({ u"good three"_s, std::nullopt, at });
    QTRY_COMPARE_WITH_TIMEOUT(
        scalar(u"SELECT COUNT(*) FROM searches WHERE text LIKE 'good%'"_s), 3, 10'000);
    writes.stop();
    QCOMPARE(recorder.dropped(), 1);
}

QTEST_GUILESS_MAIN(tst_WriteQueue)
#include "tst_writequeue.moc"
