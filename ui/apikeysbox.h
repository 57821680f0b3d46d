#pragma once

#include <QGroupBox>
#include <QTimer>
#include <functional>

class ConsoleSession;
class KeyListModel;
class LocalServer;
class MessageBanner;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class ServerTaskRunner;

// The Local server pane's "API keys" box: the keys of the chosen database, a new key (its
// secret shown once, with a copy button), revoking one, and one click to connect the console
// to the running server with a key of its own. The secret stays on screen only until it is
// copied, for a minute (counted down beside it) or until the pane is left, whichever is first:
// a console left open must not show a key's secret to whoever passes by.
class ApiKeysBox final : public QGroupBox
{
    Q_OBJECT
public:
    ApiKeysBox(LocalServer *server, ConsoleSession *session, ServerTaskRunner *tasks,
        MessageBanner *banner, std::function<QString()> databaseFile, QWidget *parent = nullptr);

    KeyListModel *keys() const { return m_keys; }
    QLineEdit *secretField() const { return m_secret; }
    QLabel *secretCountdown() const { return m_countdown; }
    QPushButton *copyButton() const { return m_copy; }
    // How long a new secret stays on screen (default 60 s).
    void setSecretShownFor(int seconds) { m_shownFor = seconds; }

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

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void showSecret(const QString &secret);
    void hideSecret();
    void updateCountdown();
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
    QLabel *m_countdown;
    QPushButton *m_copy;
    QTimer m_tick;
    int m_shownFor = 60;
    int m_secondsLeft = 0;
    QTableView *m_keyView;
    QString m_lastAppId;
    QString m_lastSecret;
    qint64 m_lastSeller = 0;
};
