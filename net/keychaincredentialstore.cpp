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
    switch (job.error()) {
    case QKeychain::NoError:
        return {};
    case QKeychain::EntryNotFound:
        return notFoundIsError
            ? QCoreApplication::translate("KeychainCredentialStore", "No secret is stored.")
            : QString();
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return QCoreApplication::translate(
            "KeychainCredentialStore", "Access to the keychain was denied: %1")
            .arg(job.errorString());
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    default:
        // Headless or without a Secret Service, QtKeychain reports OtherError ("no D-Bus").
        return noBackendHint() % u" ("_s % job.errorString() % u')';
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
