#pragma once

#include <QJsonObject>

#include "net/credentialstore.h"

// Secrets in a plain JSON file readable only by the user (0600). Weaker than a keychain: anyone
// with the user's files has the secrets. Exists for machines without any keychain and only
// when the user explicitly opts in; constructing it logs a warning.
class PlainFileCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    enum class OptIn { AcceptUnencryptedSecrets };

    // path empty: QStandardPaths::AppDataLocation + "/credentials.json".
    PlainFileCredentialStore(OptIn optIn, const QString &path = {}, QObject *parent = nullptr);

    void read(const QString &server, const QString &appId, QObject *context,
        ReadCallback callback) override;
    void write(const QString &server, const QString &appId, const QString &secret, QObject *context,
        DoneCallback callback) override;
    void remove(const QString &server, const QString &appId, QObject *context,
        DoneCallback callback) override;

    QString path() const { return m_path; }

private:
    QJsonObject load(QString *error) const;
    QString save(const QJsonObject &all) const;
    void reply(QObject *context, DoneCallback callback, const QString &error);

    QString m_path;
};
