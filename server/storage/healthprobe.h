#pragma once

class QSqlDatabase;

// The write behind /healthz (contract §5): one that needs new space on the database's disk,
// so that it fails on a full disk even while the database still has room inside the files it
// already holds (SQLite's -wal is reused from its start after a checkpoint; PostgreSQL
// reuses the space of deleted rows). Runs on the writer's thread, inside its transaction.
namespace HealthProbe {

constexpr int probeBytes = 16 * 1024;

// Throws StorageError (StorageError::Cause::Unavailable) when the write fails.
// SQLite: writes and syncs probeBytes of new data in a file beside the database, removes it,
// and replaces the row of the health_probe table by a fresh one. PostgreSQL: empties
// health_probe with TRUNCATE (a new, empty file) and inserts a fresh row, which must extend
// that file.
void run(const QSqlDatabase &db);

} // namespace HealthProbe
