#pragma once

#include <QString>
#include <QUrl>

// One server the console can talk to. Never holds the secret (see CredentialStore).
struct ConnectionProfile
{
    QString name;
    QUrl baseUrl; // including /api/v1/client
    QString appId;

    bool isValid() const
    {
        return !name.trimmed().isEmpty() && baseUrl.isValid()
            && (baseUrl.scheme() == QLatin1StringView("http")
                || baseUrl.scheme() == QLatin1StringView("https"))
            && !baseUrl.host().isEmpty() && !appId.trimmed().isEmpty();
    }
};
