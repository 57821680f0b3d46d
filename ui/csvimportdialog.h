#pragma once

#include <QDialog>
#include <QPointer>
#include <QTemporaryDir>

#include "ui/csvimportoptions.h"

class CsvMappingModel;
class CsvPreviewModel;
class CsvReportPanel;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;
class ServerCommand;

// Imports a CSV catalog into the local server's database: a preview of the first rows, the
// column → field mapping the server will use (editable; the changes become --map), the
// options of `catalog-server import`, then the import as a child process with progress and
// cancel (all-or-nothing: a cancelled import writes nothing), and its report as a table.
class CsvImportDialog final : public QDialog
{
    Q_OBJECT
public:
    static constexpr int previewRows = 20;

    CsvImportDialog(const QString &binary, const QString &databaseUrl, QWidget *parent = nullptr);
    ~CsvImportDialog() override;

    // Reads the preview; false when the file cannot be read as CSV (said in the dialog).
    bool setFile(const QString &path);
    // The arguments of `catalog-server` for the import as set up now.
    QStringList arguments() const;
    bool isRunning() const { return !m_command.isNull(); }

    CsvPreviewModel *previewModel() const { return m_preview; }
    CsvMappingModel *mappingModel() const { return m_mapping; }
    QTableView *previewView() const { return m_previewView; }
    QTableView *mappingView() const { return m_mappingView; }
    CsvImportOptions *options() const { return m_options; }
    QComboBox *typeBox() const { return m_options->typeBox(); }
    QSpinBox *sellerBox() const { return m_options->sellerBox(); }
    QSpinBox *priceBox() const { return m_options->priceBox(); }
    QSpinBox *stockBox() const { return m_options->stockBox(); }
    QCheckBox *skipInvalidBox() const { return m_options->skipInvalidBox(); }
    QPushButton *importButton() const { return m_import; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *backButton() const { return m_back; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    CsvReportPanel *report() const { return m_report; }
    MessageBanner *banner() const { return m_banner; }
    // The server's result: {"rows": {...}, "written": {...}}; empty unless it succeeded.
    QJsonObject result() const;

public Q_SLOTS:
    void startImport();
    void cancelImport();
    void saveReport();
    void saveReportTo(const QString &path);
    void showSetup();
    // While importing, Escape and the close button cancel the import instead.
    void reject() override;

Q_SIGNALS:
    // Said by the pane: a sentence about what was written.
    void imported(const QString &summary);

private:
    void validate();
    void finished(int code);
    void showPage(int page);
    QString writtenSummary() const;

    QString m_binary;
    QString m_databaseUrl;
    QString m_path;
    QTemporaryDir m_dir;
    CsvPreviewModel *m_preview;
    CsvMappingModel *m_mapping;
    MessageBanner *m_banner;
    QLabel *m_fileLabel;
    QLabel *m_formatLabel;
    QStackedWidget *m_pages;
    QTableView *m_previewView;
    QTableView *m_mappingView;
    CsvImportOptions *m_options;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    CsvReportPanel *m_report;
    QPushButton *m_import;
    QPushButton *m_back;
    QPushButton *m_save;
    QPushButton *m_close;
    QPointer<ServerCommand> m_command;
    QByteArray m_output;
};
