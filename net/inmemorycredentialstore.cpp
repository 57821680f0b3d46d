#include "net/inmemorycredentialstore.h"

#include <QTimer>

void InMemoryCredentialStore::read(
    const QString &server, const QString &appId, QObject *context, ReadCallback callback)
{
    const QString secret
        = m_failure.isEmpty() ? m_secrets.value(account(server, appId)) : QString();
    QTimer::singleShot(
        0, context ? context : this, [callback = std::move(callback), secret, error = m_failure] {
            if (callback)
                callback(secret, error);
        });
}

void InMemoryCredentialStore::write(const QString &server, const QString &appId,
    const QString &secret, QObject *context, DoneCallback callback)
{
    if (m_failure.isEmpty())
        m_secrets.insert(account(server, appId), secret);
    QTimer::singleShot(
        0, context ? context : this, [callback = std::move(callback), error = m_failure] {
            if (callback)
                callback(error);
        });
}

void InMemoryCredentialStore::remove(
    const QString &server, const QString &appId, QObject *context, DoneCallback callback)
{
    if (m_failure.isEmpty())
        m_secrets.remove(account(server, appId));
    QTimer::singleShot(
        0, context ? context : this, [callback = std::move(callback), error = m_failure] {
            if (callback)
                callback(error);
        });
}
