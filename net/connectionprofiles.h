#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <optional>

#include "net/connectionprofile.h"
#include "net/connectiontester.h"

class QNetworkAccessManager;
class QSettings;

// The console's saved servers in QSettings ("connections/..."): name, base URL and app id of
// each, and which one is current. The secret is never written here (CredentialStore keeps it).
class ConnectionProfiles final : public QObject
{
    Q_OBJECT
public:
    // settings nullptr: the application's default QSettings, owned by this object.
    explicit ConnectionProfiles(QSettings *settings = nullptr, QObject *parent = nullptr);

    QList<ConnectionProfile> profiles() const;
    std::optional<ConnectionProfile> profile(const QString &name) const;
    // The saved profile for this server and app id (a trailing slash does not matter), so a
    // connection given again (e.g. --server on the command line) reuses it instead of
    // creating a duplicate. Empty when there is none.
    QString nameFor(const QUrl &baseUrl, const QString &appId) const;
    // Adds, or replaces the profile of the same name. False for an invalid profile.
    bool save(const ConnectionProfile &profile);
    bool remove(const QString &name);

    QString currentName() const;
    bool setCurrent(const QString &name);
    std::optional<ConnectionProfile> current() const;

    // See ConnectionTester: unreachable, wrong URL, 401, 403 forbidden, 403 ip_not_allowed, OK.
    static void testConnection(QNetworkAccessManager *nam, const ConnectionProfile &profile,
        const QString &secret, QObject *context, ConnectionTester::Callback callback);

Q_SIGNALS:
    void profilesChanged();
    void currentChanged(const QString &name);

private:
    void writeAll(const QList<ConnectionProfile> &profiles);

    QSettings *m_settings;
};
