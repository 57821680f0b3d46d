#include "models/upstreamsetup.h"

#include <QSettings>
#include <QTimer>
#include <QUrl>

#include "net/credentialstore.h"

using namespace Qt::StringLiterals;

namespace {
const QString urlKey = u"localServer/upstreamUrl"_s;
const QString appIdKey = u"localServer/upstreamAppId"_s;
} // namespace

UpstreamSetup::UpstreamSetup(CredentialStore *credentials, QObject *parent)
    : QObject(parent)
    , m_credentials(credentials)
{ }

QString UpstreamSetup::url() const
{
    return QSettings().value(urlKey).toString();
}

QString UpstreamSetup::appId() const
{
    return QSettings().value(appIdKey).toString();
}

QString UpstreamSetup::normalized(const QString &url)
{
    QString text = url.trimmed();
    while (text.endsWith(u'/'))
        text.chop(1);
    return text;
}

QString UpstreamSetup::urlProblem(const QString &url)
{
    // As the server checks its --upstream (contract §14): an http(s) base URL, no query.
    const QUrl parsed(normalized(url), QUrl::StrictMode);
    if (normalized(url).isEmpty())
        return tr("Enter the marketplace's address.");
    if (!parsed.isValid() || (parsed.scheme() != "http"_L1 && parsed.scheme() != "https"_L1)
        || parsed.host().isEmpty() || parsed.hasQuery() || parsed.hasFragment())
        return tr("The marketplace's address must be an http(s) address such as "
                  "https://market.example/api/v1/client.");
    return {};
}

void UpstreamSetup::save(const QString &url, const QString &appId, const QString &secret,
    QObject *context, DoneCallback done)
{
    const QString base = normalized(url);
    const QString id = appId.trimmed();
    const QString oldUrl = this->url();
    const QString oldAppId = this->appId();
    const auto store = [this, base, id, done] {
        QSettings settings;
        settings.setValue(urlKey, base);
        settings.setValue(appIdKey, id);
        Q_EMIT changed();
        if (done)
            done({});
    };
    if (secret.isEmpty()) {
        // Another URL or app id without a new secret: the one kept under the old names moves.
        if (base == oldUrl && id == oldAppId) {
            QTimer::singleShot(0, context ? context : this, store);
            return;
        }
        m_credentials->read(oldUrl, oldAppId, context ? context : this,
            [this, base, id, context, done, store](const QString &old, const QString &error) {
                if (old.isEmpty()) {
                    if (done)
                        done(error.isEmpty() ? tr("Enter the key's secret.") : error);
                    return;
                }
                m_credentials->write(base, id, old, context ? context : this,
                    [done, store](const QString &writeError) {
                        if (!writeError.isEmpty()) {
                            if (done)
                                done(writeError);
                            return;
                        }
                        store();
                    });
            });
        return;
    }
    m_credentials->write(
        base, id, secret, context ? context : this, [done, store](const QString &error) {
            if (!error.isEmpty()) {
                if (done)
                    done(error); // nothing saved: the settings never name a key without secret
                return;
            }
            store();
        });
}

void UpstreamSetup::readSecret(QObject *context, ReadCallback callback) const
{
    m_credentials->read(url(), appId(), context, std::move(callback));
}

void UpstreamSetup::clear(QObject *context, DoneCallback done)
{
    const QString oldUrl = url();
    const QString oldAppId = appId();
    QSettings settings;
    settings.remove(urlKey);
    settings.remove(appIdKey);
    Q_EMIT changed();
    if (oldUrl.isEmpty() || oldAppId.isEmpty()) {
        if (done)
            QTimer::singleShot(0, context ? context : this, [done] { done({}); });
        return;
    }
    m_credentials->remove(oldUrl, oldAppId, context ? context : this, std::move(done));
}
