#include "net/connectionprofiles.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace {
const QString ArrayKey = u"connections/profiles"_s;
const QString CurrentKey = u"connections/current"_s;
} // namespace

ConnectionProfiles::ConnectionProfiles(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings ? settings : new QSettings(this))
{ }

QList<ConnectionProfile> ConnectionProfiles::profiles() const
{
    QList<ConnectionProfile> out;
    const int size = m_settings->beginReadArray(ArrayKey);
    for (int i = 0; i < size; ++i) {
        m_settings->setArrayIndex(i);
        ConnectionProfile p;
        p.name = m_settings->value(u"name"_s).toString();
        p.baseUrl = QUrl(m_settings->value(u"baseUrl"_s).toString());
        p.appId = m_settings->value(u"appId"_s).toString();
        if (p.isValid())
            out.append(p);
    }
    m_settings->endArray();
    return out;
}

std::optional<ConnectionProfile> ConnectionProfiles::profile(const QString &name) const
{
    for (const ConnectionProfile &p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

void ConnectionProfiles::writeAll(const QList<ConnectionProfile> &profiles)
{
    m_settings->remove(ArrayKey);
    m_settings->beginWriteArray(ArrayKey, int(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(u"name"_s, profiles[i].name);
        m_settings->setValue(u"baseUrl"_s, profiles[i].baseUrl.toString());
        m_settings->setValue(u"appId"_s, profiles[i].appId);
    }
    m_settings->endArray();
    m_settings->sync();
    Q_EMIT profilesChanged();
}

bool ConnectionProfiles::save(const ConnectionProfile &profile)
{
    if (!profile.isValid())
        return false;
    QList<ConnectionProfile> all = profiles();
    auto it = std::find_if(
        all.begin(), all.end(), [&](const ConnectionProfile &p) { return p.name == profile.name; });
    if (it != all.end())
        *it = profile;
    else
        all.append(profile);
    writeAll(all);
    return true;
}

bool ConnectionProfiles::remove(const QString &name)
{
    QList<ConnectionProfile> all = profiles();
    const qsizetype removed
        = all.removeIf([&](const ConnectionProfile &p) { return p.name == name; });
    if (!removed)
        return false;
    writeAll(all);
    if (currentName() == name) {
        m_settings->remove(CurrentKey);
        Q_EMIT currentChanged(QString());
    }
    return true;
}

QString ConnectionProfiles::currentName() const
{
    return m_settings->value(CurrentKey).toString();
}

bool ConnectionProfiles::setCurrent(const QString &name)
{
    if (!profile(name))
        return false;
    if (name != currentName()) {
        m_settings->setValue(CurrentKey, name);
        m_settings->sync();
        Q_EMIT currentChanged(name);
    }
    return true;
}

std::optional<ConnectionProfile> ConnectionProfiles::current() const
{
    return profile(currentName());
}

void ConnectionProfiles::testConnection(QNetworkAccessManager *nam,
    const ConnectionProfile &profile, const QString &secret, QObject *context,
    ConnectionTester::Callback callback)
{
    ConnectionTester::test(nam, profile, secret, context, std::move(callback));
}

QString ConnectionProfiles::nameFor(const QUrl &baseUrl, const QString &appId) const
{
    const QString url = baseUrl.toString(QUrl::StripTrailingSlash);
    for (const ConnectionProfile &p : profiles()) {
        if (p.appId == appId && p.baseUrl.toString(QUrl::StripTrailingSlash) == url)
            return p.name;
    }
    return {};
}
