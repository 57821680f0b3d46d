#pragma once

#include <QHash>

#include "net/credentialstore.h"

// Keeps secrets in this object only (tests, CI without a Secret Service, a session that should
// not remember). Answers asynchronously like the real stores.
class InMemoryCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    using CredentialStore::CredentialStore;

    void read(const QString &server, const QString &appId, QObject *context,
        ReadCallback callback) override;
    void write(const QString &server, const QString &appId, const QString &secret, QObject *context,
        DoneCallback callback) override;
    void remove(const QString &server, const QString &appId, QObject *context,
        DoneCallback callback) override;

    int size() const { return int(m_secrets.size()); }
    // Non-empty: every call fails with this error and nothing is stored, like a locked or
    // missing keychain.
    void setFailure(const QString &error) { m_failure = error; }

private:
    QString m_failure;
    QHash<QString, QString> m_secrets;
};
