#pragma once

#include <QGroupBox>
#include <functional>

class CsvImportDialog;
class LocalServer;
class MessageBanner;
class QPushButton;
class QSpinBox;
class ServerTaskRunner;

// The Local server pane's "Catalog data" box: demo data, catalog import (JSON, or CSV through
// its dialog) with the rejected records, replacing the data with a file (the old database is
// kept aside), and backup, restore and export, each as a task of the pane's runner.
class CatalogDataBox final : public QGroupBox
{
    Q_OBJECT
public:
    CatalogDataBox(LocalServer *server, ServerTaskRunner *tasks, MessageBanner *banner,
        std::function<QString()> databaseFile, QWidget *parent = nullptr);

    QPushButton *restoreButton() const { return m_restoreButton; }

    void createDemo();
    void importFile(const QString &path);
    CsvImportDialog *importCsv(const QString &path);
    void replaceDataWith(const QString &path);
    void backupTo(const QString &path);
    void restoreFrom(const QString &path);
    void exportTo(const QString &path);

Q_SIGNALS:
    // The database holds other records now (demo, import): its key list may have changed.
    void dataWritten();
    // The database was replaced as a whole (restore, replace): the keys are its own.
    void dataReplaced();
    void logLine(const QString &line);

private:
    void buildDialogs(QPushButton *import, QPushButton *backup, QPushButton *exportButton);
    void replaceStoppedDataWith(const QString &path, quint16 restartPort, bool background);

    LocalServer *m_server;
    ServerTaskRunner *m_tasks;
    MessageBanner *m_banner;
    std::function<QString()> m_databaseFile;
    QSpinBox *m_demoSize;
    QPushButton *m_restoreButton;
};
