#pragma once

#include <QPointer>
#include <QWidget>

class ConsoleSession;
class CsvImportDialog;
class KeyListModel;
class LocalServer;
class MessageBanner;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class ServerCommand;

// The bundled catalog-server on this machine: start and stop it on a database file and
// port, its log, demo data, catalog import with progress and the rejected records, API keys
// (the secret shown once, with a copy button), and one click to connect the console to it.
class LocalServerPane final : public QWidget
{
    Q_OBJECT
public:
    LocalServerPane(LocalServer *server, ConsoleSession *session, QWidget *parent = nullptr);

    LocalServer *server() const { return m_server; }
    QLineEdit *databaseField() const { return m_db; }
    QSpinBox *portBox() const { return m_port; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }
    QPlainTextEdit *logView() const { return m_log; }
    KeyListModel *keys() const { return m_keys; }
    QLineEdit *secretField() const { return m_secret; }
    QLabel *stateLabel() const { return m_state; }
    QCheckBox *networkBox() const { return m_network; }
    // Running for the network: the address the tills use, as text and as a QR code.
    QLineEdit *tillAddressField() const { return m_tillAddress; }
    QLabel *qrLabel() const { return m_qr; }
    QPushButton *restoreButton() const { return m_restoreButton; }
    bool isBusy() const { return !m_command.isNull(); }

public Q_SLOTS:
    void start();
    void stop();
    void createDemo();
    void importFile(const QString &path);
    // Opens the CSV import dialog on the file (preview, mapping, options, report).
    CsvImportDialog *importCsv(const QString &path);
    // After asking: the database is moved aside (kept) and path imported into a new one;
    // a running server is stopped for it and started again on the same port.
    void replaceDataWith(const QString &path);
    void createKey();
    void refreshKeys();
    void revokeSelected();
    void connectConsole();
    // The server's backup, restore and export subcommands on the chosen database, with
    // progress and cancel. Restore only while the server is stopped.
    void backupTo(const QString &path);
    void restoreFrom(const QString &path);
    void exportTo(const QString &path);

Q_SIGNALS:
    void connectRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    ServerCommand *run(
        const QStringList &arguments, const QString &what, const QString &outputFile = {});
    void showBusy(ServerCommand *command);
    void updateTillAddress();
    void updateState();
    void appendLog(const QString &line);
    void connectWith(const QString &appId, const QString &secret, qint64 seller);
    void createKeyAndConnect();
    // Lists the keys of the chosen database without blocking the pane's other commands.
    void refreshKeysQuietly();
    void databaseChanged();
    void replaceStoppedDataWith(const QString &path, quint16 restartPort, bool background);

    LocalServer *m_server;
    ConsoleSession *m_session;
    KeyListModel *m_keys;
    MessageBanner *m_banner;
    QLineEdit *m_db;
    QSpinBox *m_port;
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_connect;
    QLabel *m_state;
    QCheckBox *m_network;
    QLabel *m_networkNote;
    QWidget *m_tillRow;
    QLineEdit *m_tillAddress;
    QLabel *m_qr;
    QPushButton *m_restoreButton = nullptr;
    QPlainTextEdit *m_log;
    QSpinBox *m_demoSize;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLineEdit *m_keyName;
    QCheckBox *m_stockWrite;
    QSpinBox *m_keySeller;
    QLineEdit *m_secret;
    QTableView *m_keyView;
    QPointer<ServerCommand> m_command;
    QString m_lastAppId;
    QString m_lastSecret;
    qint64 m_lastSeller = 0;
};
