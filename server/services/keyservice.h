#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

class Database;

// Creates, lists and revokes API keys (contract §1 `keys`, §6).
class KeyService final
{
public:
    struct NewKey
    {
        QString name;
        QStringList abilities;
        std::optional<qint64> sellerId;
        QStringList allowIp;
        int ratePerSecond = 8;
        int ratePerMinute = 240;
    };
    struct Issued
    {
        QString appId;
        QByteArray secret; // shown once, never stored
    };

    explicit KeyService(const Database &database);

    // Returns an error text for a request that breaks a rule (unknown ability, stock:write
    // without a seller, bad CIDR, limits < 1); nullopt when valid.
    static std::optional<QString> validate(const NewKey &request);
    // Throws StorageError; the seller must exist (else an error text is returned).
    std::optional<QString> create(const NewKey &request, Issued *issued) const;
    QList<QJsonObject> list() const;
    bool revoke(const QString &appId) const;

private:
    const Database &m_database;
};
