#include "net/plainfilecredentialstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

using namespace Qt::StringLiterals;

PlainFileCredentialStore::PlainFileCredentialStore(OptIn, const QString &path, QObject *parent)
    : CredentialStore(parent)
    , m_path(path)
{
    if (m_path.isEmpty())
        m_path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            % u"/credentials.json"_s;
    qWarning("credentials: storing API secrets UNENCRYPTED in %s (explicit opt-in; install a "
             "keychain such as gnome-keyring or KWallet to avoid this)",
        qPrintable(m_path));
}

QJsonObject PlainFileCredentialStore::load(QString *error) const
{
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("PlainFileCredentialStore", "Cannot read %1: %2")
                     .arg(m_path, file.errorString());
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString PlainFileCredentialStore::save(const QJsonObject &all) const
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    // Restrict before any secret is written.
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(all).toJson(QJsonDocument::Compact));
    if (!file.commit())
        return file.errorString();
    QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return {};
}

void PlainFileCredentialStore::reply(QObject *context, DoneCallback callback, const QString &error)
{
    QTimer::singleShot(0, context ? context : this, [callback = std::move(callback), error] {
        if (callback)
            callback(error);
    });
}

void PlainFileCredentialStore::read(
    const QString &server, const QString &appId, QObject *context, ReadCallback callback)
{
    QString error;
    const QString secret = load(&error).value(account(server, appId)).toString();
    QTimer::singleShot(
        0, context ? context : this, [callback = std::move(callback), secret, error] {
            if (callback)
                callback(secret, error);
        });
}

void PlainFileCredentialStore::write(const QString &server, const QString &appId,
    const QString &secret, QObject *context, DoneCallback callback)
{
    QString error;
    QJsonObject all = load(&error);
    if (error.isEmpty()) {
        all.insert(account(server, appId), secret);
        error = save(all);
    }
    reply(context, std::move(callback), error);
}

void PlainFileCredentialStore::remove(
    const QString &server, const QString &appId, QObject *context, DoneCallback callback)
{
    QString error;
    QJsonObject all = load(&error);
    if (error.isEmpty() && all.contains(account(server, appId))) {
        all.remove(account(server, appId));
        error = save(all);
    }
    reply(context, std::move(callback), error);
}
