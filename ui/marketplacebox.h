#pragma once

#include <QGroupBox>
#include <functional>

#include "models/databasefile.h"

class ConsoleSession;
class LocalServer;
class MessageBanner;
class QLabel;
class QLineEdit;
class QPushButton;
class ServerTaskRunner;
class SyncMonitor;
class UpstreamSetup;

// The Local server pane's "Marketplace" box (contract §14), for a shop owner who never opens
// a config file: the marketplace's address, the seller's app ID and secret there (the secret
// kept in the system keychain), a connection test (GET /key at the marketplace), and the
// first copy of the seller's catalog into an empty database (catalog-server sync init). The
// server the pane starts then follows the marketplace.
class MarketplaceBox final : public QGroupBox
{
    Q_OBJECT
public:
    MarketplaceBox(LocalServer *server, ConsoleSession *session, ServerTaskRunner *tasks,
        MessageBanner *banner, std::function<QString()> databaseFile, QWidget *parent = nullptr);

    UpstreamSetup *setup() const { return m_setup; }
    QLineEdit *urlField() const { return m_url; }
    QLineEdit *appIdField() const { return m_appId; }
    QLineEdit *secretField() const { return m_secret; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *testButton() const { return m_test; }
    QPushButton *copyButton() const { return m_copy; }
    QLabel *resultLabel() const { return m_result; }
    // The sync as the running server tells it (GET /sync): red while the marketplace is away
    // or refuses, hidden while the server follows none.
    QLabel *syncLabel() const { return m_sync; }
    void setSyncMonitor(SyncMonitor *monitor);

    // Stores the fields (the secret in the keychain); the result in the result label.
    void save();
    // GET /key at the marketplace with the fields (or the stored secret when the field is
    // empty); the result in words in the result label.
    void testConnection();
    // sync init into the chosen database, with progress and cancel.
    void copyCatalog();
    // Before the pane starts the server: the marketplace's key is read from the keychain and
    // given to the server (or the server starts without one, saying why).
    void prepareStart(const std::function<void()> &go);
    // The database or the server changed: what can be done now (what the database holds is
    // asked of `catalog-server sync status` again; the box shows the answer when it comes).
    void updateState();
    // What the chosen database held at the last answer of `catalog-server sync status`.
    DatabaseFile::Content content() const { return m_content; }

private:
    void showResult(bool good, const QString &text);
    void withSecret(const std::function<void(const QString &secret)> &then);
    void runCopy(const QString &secret);
    // Asks `catalog-server sync status` what the database holds; `then` runs after the answer.
    void refreshContent(const std::function<void()> &then = {});
    void startWithMarketplace(const std::function<void()> &go);
    void showState();
    void showSync();

    LocalServer *m_server;
    ConsoleSession *m_session;
    ServerTaskRunner *m_tasks;
    MessageBanner *m_banner;
    std::function<QString()> m_databaseFile;
    UpstreamSetup *m_setup;
    QLineEdit *m_url;
    QLineEdit *m_appId;
    QLineEdit *m_secret;
    QPushButton *m_save;
    QPushButton *m_test;
    QPushButton *m_copy;
    QPushButton *m_forget;
    QLabel *m_result;
    QLabel *m_state;
    QLabel *m_sync;
    SyncMonitor *m_monitor = nullptr;
    DatabaseFile::Content m_content = DatabaseFile::Content::Empty;
    int m_contentAsked = 0; // the latest question's number: an older answer is stale
};
