#pragma once

#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QString>
#include <QUrl>
#include <optional>

#include "net/connectionprofile.h"

class ApiClient;
class ConnectionMonitor;
class ConnectionProfiles;
class CredentialStore;
class ImageCache;
class LiveStock;
class Outbox;

// What the console is connected to: the API client, the stock outbox, the connection monitor,
// the saved profiles and where secrets live. Panes and models get their parts from here; it
// is the only object that changes the client's server.
class ConsoleSession final : public QObject
{
    Q_OBJECT
public:
    // outboxPath empty: the outbox's default file. settings: the console's own per-profile
    // extras (seller id) go next to the profiles.
    ConsoleSession(ApiClient *client, CredentialStore *credentials, ConnectionProfiles *profiles,
        const QString &outboxPath = {}, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Whose panes the current key opens (contract §6 GET /key): a seller's key, a key of no
    // seller (a catalog admin's, a reader's), or not known yet (never answered, an older
    // server). Kept per profile and key, so a restart knows it before the server answers.
    enum class KeyScope { Unknown, Seller, NoSeller };
    Q_ENUM(KeyScope)

    ApiClient *client() const { return m_client; }
    Outbox *outbox() const { return m_outbox; }
    ConnectionMonitor *monitor() const { return m_monitor; }
    CredentialStore *credentials() const { return m_credentials; }
    ConnectionProfiles *profiles() const { return m_profiles; }
    // Product and seller images, shared by every pane.
    ImageCache *images() const { return m_images; }
    // The one live copy of the seller's products and stock every pane reads (following
    // /products/mine/changes from each new connection on).
    LiveStock *liveStock() const { return m_live; }

    QString currentProfileName() const { return m_current.name; }
    ConnectionProfile currentProfile() const { return m_current; }
    // The seller a seller-scoped key belongs to, when the user told us (the API has no
    // "who am I"); used for product lookups by code within the own shop.
    std::optional<qint64> sellerId() const;
    void setSellerId(const QString &profileName, std::optional<qint64> sellerId);
    std::optional<qint64> sellerIdOf(const QString &profileName) const;
    KeyScope keyScope() const;

    // Connects with a secret given now; remember = also write it to the credential store.
    void connectWith(const ConnectionProfile &profile, const QString &secret, bool remember);
    // Connects to a saved profile, reading its secret from the credential store.
    void connectProfile(const QString &name);
    void disconnectFromServer();

Q_SIGNALS:
    void profileChanged(const QString &name);
    // A new key for the same connection replaced oldAppId (emitted before profileChanged):
    // what waits under the old key is sent with the new one.
    void keyReplaced(const QString &oldAppId);
    // The server told the current key's seller (GET /key) and it differs from the one kept.
    void sellerChanged(std::optional<qint64> sellerId);
    // The server told whether the current key has a seller (or the profile changed to one
    // whose key is known or not).
    void keyScopeChanged(ConsoleSession::KeyScope scope);
    // Translated, non-fatal problems (keychain unavailable, no secret stored, ...).
    void problem(const QString &message);

private:
    void apply(const ConnectionProfile &profile, const QString &secret);
    void learnSeller();

    ApiClient *m_client;
    CredentialStore *m_credentials;
    ConnectionProfiles *m_profiles;
    Outbox *m_outbox;
    ConnectionMonitor *m_monitor;
    ImageCache *m_images;
    LiveStock *m_live;
    ConnectionProfile m_current;
    QSettings m_settings;
};
