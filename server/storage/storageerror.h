#pragma once

#include <QString>
#include <stdexcept>

// A database failure. The message is for the server log only, never for clients.
class StorageError : public std::runtime_error
{
public:
    enum class Cause {
        // The database cannot take the work: a lost connection, an I/O error, a full disk, a
        // write lock never granted. /healthz reports it (WriteQueue::failing).
        Unavailable,
        // The statement refused the values it was given (a constraint, text the column
        // cannot hold): the data's fault, not the database's; it says nothing of its health.
        Refused,
        // PostgreSQL chose this transaction as a deadlock's or a serialization conflict's
        // victim, or a row lock was not granted within the writer's lock_timeout; SQLite's
        // write lock was not granted within the busy timeout: the database answers, another
        // transaction holds what this one needs. Running the same work again later may not
        // meet it; when it keeps meeting it the client gets 503 busy (contract §3), and the
        // database is not reported failing.
        Transient,
    };

    explicit StorageError(const QString &message, Cause cause = Cause::Unavailable)
        : std::runtime_error(message.toStdString())
        , m_cause(cause)
    { }

    Cause cause() const { return m_cause; }
    bool transient() const { return m_cause == Cause::Transient; }
    bool refused() const { return m_cause == Cause::Refused; }

private:
    Cause m_cause = Cause::Unavailable;
};
