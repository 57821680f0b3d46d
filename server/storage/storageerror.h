#pragma once

#include <QString>
#include <stdexcept>

// A database failure. The message is for the server log only, never for clients.
class StorageError : public std::runtime_error
{
public:
    explicit StorageError(const QString &message, bool transient = false)
        : std::runtime_error(message.toStdString())
        , m_transient(transient)
    { }

    // A failure that running the same work again later may not meet: PostgreSQL chose this
    // transaction as a deadlock's or a serialization conflict's victim, or a row lock was not
    // granted within the writer's lock_timeout.
    bool transient() const { return m_transient; }

private:
    bool m_transient = false;
};
