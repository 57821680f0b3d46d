#include "net/keychaincredentialstore.h"

#include <QCoreApplication>

#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

QString KeychainCredentialStore::noBackendHint()
{
    return QCoreApplication::translate("KeychainCredentialStore",
        "No keychain is available to store the API secret. Install and start gnome-keyring or "
        "KWallet (or another Secret Service provider) and log in to a desktop session.");
}

QString KeychainCredentialStore::errorText(const QKeychain::Job &job, bool notFoundIsError)
{
    if (job.error() != QKeychain::NoError && job.error() != QKeychain::EntryNotFound) {
        // QtKeychain's own text is English and often only "Unknown error": for the log.
        qWarning("keychain: error %d: %s", int(job.error()), qPrintable(job.errorString()));
    }
    switch (job.error()) {
    case QKeychain::NoError:
        return {};
    case QKeychain::EntryNotFound:
        return notFoundIsError
            ? QCoreApplication::translate("KeychainCredentialStore", "No secret is stored.")
            : QString();
    case QKeychain::CouldNotDeleteEntry:
        return QCoreApplication::translate("KeychainCredentialStore",
            "The keychain did not remove the secret. Unlock the keychain and try "
            "again.");
    case QKeychain::AccessDeniedByUser:
        return QCoreApplication::translate("KeychainCredentialStore",
            "The keychain was not unlocked, so the secret cannot be read or "
            "stored. Unlock it when asked, or enter the secret again (Connect…).");
    case QKeychain::AccessDenied:
        return QCoreApplication::translate("KeychainCredentialStore",
            "The keychain refused access to the secret. Unlock the keychain (your "
            "login password) and connect again, or enter the secret again "
            "(Connect…).");
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    default:
        // Headless or without a Secret Service, QtKeychain reports OtherError ("no D-Bus").
        return noBackendHint();
    }
}

void KeychainCredentialStore::read(
    const QString &server, const QString &appId, QObject *context, ReadCallback callback)
{
    auto *job = new QKeychain::ReadPasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(account(server, appId));
    connect(job, &QKeychain::Job::finished, context ? context : this,
        [callback = std::move(callback)](QKeychain::Job *finished) {
            auto *readJob = static_cast<QKeychain::ReadPasswordJob *>(finished);
            const QString error = errorText(*readJob, false);
            if (callback)
                callback(error.isEmpty() ? readJob->textData() : QString(), error);
        });
    job->start();
}

void KeychainCredentialStore::write(const QString &server, const QString &appId,
    const QString &secret, QObject *context, DoneCallback callback)
{
    auto *job = new QKeychain::WritePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(account(server, appId));
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, context ? context : this,
        [callback = std::move(callback)](QKeychain::Job *finished) {
            if (callback)
                callback(errorText(*finished, true));
        });
    job->start();
}

void KeychainCredentialStore::remove(
    const QString &server, const QString &appId, QObject *context, DoneCallback callback)
{
    auto *job = new QKeychain::DeletePasswordJob(serviceName(), this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(account(server, appId));
    connect(job, &QKeychain::Job::finished, context ? context : this,
        [callback = std::move(callback)](QKeychain::Job *finished) {
            if (callback)
                callback(errorText(*finished, false));
        });
    job->start();
}
