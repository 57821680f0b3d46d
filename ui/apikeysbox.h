#pragma once

#include <QGroupBox>
#include <functional>

class ConsoleSession;
class KeyListModel;
class LocalServer;
class MessageBanner;
class QCheckBox;
class QLineEdit;
class QSpinBox;
class QTableView;
class ServerTaskRunner;

// The Local server pane's "API keys" box: the keys of the chosen database, a new key (its
// secret shown once, with a copy button), revoking one, and one click to connect the console
// to the running server with a key of its own.
class ApiKeysBox final : public QGroupBox
{
    Q_OBJECT
public:
    ApiKeysBox(LocalServer *server, ConsoleSession *session, ServerTaskRunner *tasks,
        MessageBanner *banner, std::function<QString()> databaseFile, QWidget *parent = nullptr);

    KeyListModel *keys() const { return m_keys; }
    QLineEdit *secretField() const { return m_secret; }

    void createKey();
    void refreshKeys();
    void revokeSelected();
    void connectConsole();
    // Lists the keys of the chosen database without blocking the pane's other commands.
    void refreshKeysQuietly();
    // Another database is in place: its own keys, and the secret shown belongs to none.
    void forgetKeys();

Q_SIGNALS:
    void connectRequested();

private:
    void connectWith(const QString &appId, const QString &secret, qint64 seller);
    void createKeyAndConnect();

    LocalServer *m_server;
    ConsoleSession *m_session;
    ServerTaskRunner *m_tasks;
    MessageBanner *m_banner;
    std::function<QString()> m_databaseFile;
    KeyListModel *m_keys;
    QLineEdit *m_keyName;
    QCheckBox *m_stockWrite;
    QSpinBox *m_keySeller;
    QLineEdit *m_secret;
    QTableView *m_keyView;
    QString m_lastAppId;
    QString m_lastSecret;
    qint64 m_lastSeller = 0;
};
