#pragma once

#include <QObject>
#include <QString>
#include <functional>

class CredentialStore;

// The marketplace the shop's local server follows (contract §14): its base URL and the
// seller's app id there in the console's settings, the key's secret in the credential store
// (the system keychain), never in a settings or plain file. The Local server pane passes them
// to the server it starts (the secret through the child's environment).
class UpstreamSetup final : public QObject
{
    Q_OBJECT
public:
    using ReadCallback = std::function<void(const QString &secret, const QString &error)>;
    using DoneCallback = std::function<void(const QString &error)>;

    explicit UpstreamSetup(CredentialStore *credentials, QObject *parent = nullptr);

    QString url() const;
    QString appId() const;
    // A marketplace is set up (URL and app id; the secret is in the keychain).
    bool isSet() const { return !url().isEmpty() && !appId().isEmpty(); }

    // Why url is not a marketplace's base URL (translated), or empty when it is one.
    static QString urlProblem(const QString &url);
    // The URL as the server is given it: trimmed, without a trailing slash.
    static QString normalized(const QString &url);

    // Stores url and appId, and the secret in the keychain (an empty secret keeps the one
    // stored for the same URL and app id). done(error) once the keychain answered.
    void save(const QString &url, const QString &appId, const QString &secret, QObject *context,
        DoneCallback done);
    // The stored secret of the current URL and app id.
    void readSecret(QObject *context, ReadCallback callback) const;
    // Forgets the marketplace (the secret too).
    void clear(QObject *context, DoneCallback done);

Q_SIGNALS:
    void changed();

private:
    CredentialStore *m_credentials;
};
