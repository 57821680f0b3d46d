#pragma once

#include <QWidget>

class ApiKeysBox;
class CatalogDataBox;
class ConsoleSession;
class CsvImportDialog;
class KeyListModel;
class LocalServer;
class LocalServerBox;
class MarketplaceBox;
class MessageBanner;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class ServerTaskRunner;
class SyncConflictsBox;
class SyncMonitor;

// The bundled catalog-server on this machine, in boxes: the server (database file, port,
// start and stop, the tills' address), the marketplace it follows (contract §14) and the
// conflicts of that sync, the catalog data (demo, import, backup, restore, export), the API
// keys, and the log. Every catalog-server command runs through one task runner (progress,
// cancel, outcome banner).
class LocalServerPane final : public QWidget
{
    Q_OBJECT
public:
    // monitor: the window's sync monitor of the connected server; null: the pane's own.
    LocalServerPane(LocalServer *server, ConsoleSession *session, QWidget *parent = nullptr,
        SyncMonitor *monitor = nullptr);

    LocalServer *server() const { return m_server; }
    QLineEdit *databaseField() const;
    QSpinBox *portBox() const;
    QPushButton *startButton() const;
    QPushButton *stopButton() const;
    QPlainTextEdit *logView() const { return m_log; }
    KeyListModel *keys() const;
    QLineEdit *secretField() const;
    ApiKeysBox *keysBox() const { return m_keys; }
    QLabel *stateLabel() const;
    QCheckBox *networkBox() const;
    // Running for the network: the address the tills use, as text and as a QR code.
    QLineEdit *tillAddressField() const;
    QLabel *qrLabel() const;
    QPushButton *restoreButton() const;
    bool isBusy() const;
    ServerTaskRunner *tasks() const { return m_tasks; }
    MarketplaceBox *marketplace() const { return m_marketplace; }
    SyncConflictsBox *conflicts() const { return m_conflicts; }
    SyncMonitor *syncMonitor() const { return m_monitor; }

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
    // F5: the keys, the marketplace's state and its conflicts read again.
    void reload();

Q_SIGNALS:
    void connectRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void appendLog(const QString &line);

    LocalServer *m_server;
    ConsoleSession *m_session;
    SyncMonitor *m_monitor;
    MessageBanner *m_banner;
    ServerTaskRunner *m_tasks;
    LocalServerBox *m_serverBox;
    MarketplaceBox *m_marketplace;
    SyncConflictsBox *m_conflicts;
    CatalogDataBox *m_data;
    ApiKeysBox *m_keys;
    QPlainTextEdit *m_log;
};
