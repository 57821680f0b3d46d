#include "net/inmemorycredentialstore.h"

#include <QTimer>

void InMemoryCredentialStore::read(
    const QString &server, const QString &appId, QObject *context, ReadCallback callback)
{
    const QString secret = m_secrets.value(account(server, appId));
    QTimer::singleShot(0, context ? context : this, [callback = std::move(callback), secret] {
        if (callback)
            callback(secret, QString());
    });
}

void InMemoryCredentialStore::write(const QString &server, const QString &appId,
    const QString &secret, QObject *context, DoneCallback callback)
{
    m_secrets.insert(account(server, appId), secret);
    QTimer::singleShot(0, context ? context : this, [callback = std::move(callback)] {
        if (callback)
            callback(QString());
    });
}

void InMemoryCredentialStore::remove(
    const QString &server, const QString &appId, QObject *context, DoneCallback callback)
{
    m_secrets.remove(account(server, appId));
    QTimer::singleShot(0, context ? context : this, [callback = std::move(callback)] {
        if (callback)
            callback(QString());
    });
}
