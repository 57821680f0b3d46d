#pragma once

#include <QString>
#include <stdexcept>

// A database failure. The message is for the server log only, never for clients.
class StorageError : public std::runtime_error
{
public:
    explicit StorageError(const QString &message)
        : std::runtime_error(message.toStdString())
    { }
};
