#pragma once

#include <qt6keychain/keychain.h>

#include "net/credentialstore.h"

// Secrets in the platform keychain through QtKeychain: service "catalog-console", account
// "<server>|<app id>". QtKeychain's own insecure fallback (plain QSettings) stays off.
// Without a keychain backend (no Secret Service on D-Bus, no KWallet) the error says what to
// install.
class KeychainCredentialStore final : public CredentialStore
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

    // The text for people for a failed job; empty for success (and for "not found" when
    // notFoundIsError is false).
    static QString errorText(const QKeychain::Job &job, bool notFoundIsError);
    // The same by the error alone: words a seller can act on, never QtKeychain's own text.
    static QString errorText(QKeychain::Error error, bool notFoundIsError);
    static QString noBackendHint();
};
