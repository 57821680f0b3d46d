#pragma once

#include <QObject>
#include <QString>
#include <functional>

// Where the console keeps API secrets, by (server, app id). Asynchronous: a keychain may ask
// the user or talk to another process. Callbacks run on `context`'s thread and are dropped when
// `context` is destroyed first. Secrets never go to QSettings, logs or plain files, except
// through PlainFileCredentialStore, which exists only as an explicit opt-in.
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    // secret empty and error empty: nothing stored for that key.
    using ReadCallback = std::function<void(const QString &secret, const QString &error)>;
    // error empty: done.
    using DoneCallback = std::function<void(const QString &error)>;

    using QObject::QObject;
    ~CredentialStore() override = default;

    virtual void read(
        const QString &server, const QString &appId, QObject *context, ReadCallback callback)
        = 0;
    virtual void write(const QString &server, const QString &appId, const QString &secret,
        QObject *context, DoneCallback callback)
        = 0;
    virtual void remove(
        const QString &server, const QString &appId, QObject *context, DoneCallback callback)
        = 0;

    // The keychain account name of one key: "<server>|<app id>".
    static QString account(const QString &server, const QString &appId);
    // The keychain service name of the console.
    static QString serviceName();
};
