#include "models/consolesession.h"

#include "models/connectionmonitor.h"
#include "models/imagecache.h"
#include "models/livestock.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/credentialstore.h"
#include "net/outbox.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {
QString sellerKey(const QString &profile)
{
    return u"console/profiles/"_s % QString::fromLatin1(profile.toUtf8().toHex()) % u"/sellerId"_s;
}
QString scopeKey(const QString &profile, const QString &appId)
{
    return u"console/profiles/"_s % QString::fromLatin1(profile.toUtf8().toHex()) % u"/keyScope/"_s
        % QString::fromLatin1(appId.toUtf8().toHex());
}
} // namespace

ConsoleSession::ConsoleSession(ApiClient *client, CredentialStore *credentials,
    ConnectionProfiles *profiles, const QString &outboxPath, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_credentials(credentials)
    , m_profiles(profiles)
    , m_outbox(new Outbox(client, outboxPath, this))
    , m_monitor(new ConnectionMonitor(client, m_outbox, this))
    , m_images(new ImageCache(client->engine()->networkAccessManager(), this))
    , m_live(new LiveStock(client, m_outbox, this))
{
    if (!m_outbox->isOpen())
        QMetaObject::invokeMethod(
            this,
            [this] {
                Q_EMIT problem(tr("The local outbox could not be opened (%1): scans "
                                  "cannot be kept while offline.")
                                   .arg(m_outbox->lastError()));
            },
            Qt::QueuedConnection);
}

ConsoleSession::~ConsoleSession() = default;

std::optional<qint64> ConsoleSession::sellerId() const
{
    return sellerIdOf(m_current.name);
}

std::optional<qint64> ConsoleSession::sellerIdOf(const QString &profileName) const
{
    const QVariant v = m_settings.value(sellerKey(profileName));
    if (!v.isValid() || v.toLongLong() <= 0)
        return std::nullopt;
    return v.toLongLong();
}

ConsoleSession::KeyScope ConsoleSession::keyScope() const
{
    if (m_current.name.isEmpty() || m_current.appId.isEmpty())
        return KeyScope::Unknown;
    const QString scope = m_settings.value(scopeKey(m_current.name, m_current.appId)).toString();
    if (scope == "seller"_L1)
        return KeyScope::Seller;
    if (scope == "none"_L1)
        return KeyScope::NoSeller;
    return KeyScope::Unknown;
}

void ConsoleSession::setSellerId(const QString &profileName, std::optional<qint64> sellerId)
{
    if (sellerId)
        m_settings.setValue(sellerKey(profileName), *sellerId);
    else
        m_settings.remove(sellerKey(profileName));
}

void ConsoleSession::apply(const ConnectionProfile &profile, const QString &secret)
{
    // A new key for the same connection (the old one revoked or replaced): the scans waiting
    // under the old key are this connection's, sent with the new one.
    const bool newKey = !m_current.name.isEmpty() && m_current.name == profile.name
        && m_current.baseUrl == profile.baseUrl && !m_current.appId.isEmpty()
        && m_current.appId != profile.appId;
    const QString oldAppId = m_current.appId;
    m_current = profile;
    m_client->setServer(profile.baseUrl, profile.appId, secret);
    m_images->setServer(profile.baseUrl);
    m_monitor->start();
    if (newKey) {
        m_outbox->adoptFrom(oldAppId);
        Q_EMIT keyReplaced(oldAppId);
    }
    m_outbox->credentialsChanged();
    m_live->restart();
    Q_EMIT profileChanged(profile.name);
    Q_EMIT keyScopeChanged(keyScope());
    learnSeller();
}

void ConsoleSession::learnSeller()
{
    // The key says whose it is (contract §6 GET /key): code look-ups outside Stock need the
    // seller, and nobody should have to type it. An older server (404) keeps what was entered;
    // offline, the next connection asks again.
    const QString name = m_current.name;
    const QString appId = m_current.appId;
    if (name.isEmpty() || appId.isEmpty())
        return;
    RequestOptions options = RequestOptions::background();
    options.maxRetries = 1;
    m_client->key(
        this,
        [this, name, appId](const ApiResult &result, const KeyInfo &key) {
            if (!result.isSuccess() || m_current.name != name || m_current.appId != appId
                || key.appId != appId)
                return;
            const KeyScope scope = key.sellerId ? KeyScope::Seller : KeyScope::NoSeller;
            if (scope != keyScope()) {
                m_settings.setValue(
                    scopeKey(name, appId), scope == KeyScope::Seller ? u"seller"_s : u"none"_s);
                Q_EMIT keyScopeChanged(scope);
            }
            if (sellerIdOf(name) == key.sellerId)
                return;
            setSellerId(name, key.sellerId);
            Q_EMIT sellerChanged(key.sellerId);
        },
        options);
}

void ConsoleSession::connectWith(
    const ConnectionProfile &profile, const QString &secret, bool remember)
{
    if (m_profiles) {
        m_profiles->save(profile);
        m_profiles->setCurrent(profile.name);
    }
    apply(profile, secret);
    if (remember && m_credentials) {
        m_credentials->write(profile.baseUrl.toString(QUrl::StripTrailingSlash), profile.appId,
            secret, this, [this](const QString &error) {
                if (!error.isEmpty())
                    Q_EMIT problem(tr("The secret is used for this session only: it could not "
                                      "be stored (%1).")
                                       .arg(error));
            });
    }
}

void ConsoleSession::connectProfile(const QString &name)
{
    if (!m_profiles)
        return;
    const std::optional<ConnectionProfile> profile = m_profiles->profile(name);
    if (!profile) {
        Q_EMIT problem(tr("There is no saved connection named “%1”.").arg(name));
        return;
    }
    m_profiles->setCurrent(name);
    if (!m_credentials) {
        apply(*profile, {});
        return;
    }
    const ConnectionProfile p = *profile;
    m_credentials->read(p.baseUrl.toString(QUrl::StripTrailingSlash), p.appId, this,
        [this, p](const QString &secret, const QString &error) {
            if (!error.isEmpty())
                Q_EMIT problem(tr("The secret of “%1” could not be read (%2). Connect again "
                                  "and enter it.")
                                   .arg(p.name, error));
            else if (secret.isEmpty())
                Q_EMIT problem(
                    tr("No secret is stored for “%1”. Connect again and enter it.").arg(p.name));
            apply(p, secret);
        });
}

void ConsoleSession::disconnectFromServer()
{
    m_client->setServer(QUrl(), QString(), QString());
    m_current = {};
    m_monitor->stop();
    m_live->stop();
    Q_EMIT profileChanged(QString());
    Q_EMIT keyScopeChanged(KeyScope::Unknown);
}
