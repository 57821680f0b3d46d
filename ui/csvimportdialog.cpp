#include "ui/csvimportdialog.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "models/csvmappingmodel.h"
#include "models/csvpreview.h"
#include "models/csvpreviewmodel.h"
#include "models/csvreportmodel.h"
#include "models/servercommand.h"
#include "ui/csvfielddelegate.h"
#include "ui/csvimportoptions.h"
#include "ui/csvreportpanel.h"
#include "ui/messagebanner.h"
#include "ui/tablekeyeditfilter.h"

using namespace Qt::StringLiterals;

namespace {
enum Page { SetupPage, RunPage };
} // namespace

CsvImportDialog::CsvImportDialog(const QString &binary, const QString &databaseUrl, QWidget *parent)
    : QDialog(parent)
    , m_binary(binary)
    , m_databaseUrl(databaseUrl)
    , m_preview(new CsvPreviewModel(this))
    , m_mapping(new CsvMappingModel(this))
    , m_banner(new MessageBanner(this))
    , m_fileLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_previewView(new QTableView(this))
    , m_mappingView(new QTableView(this))
    , m_options(new CsvImportOptions(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("C&ancel import"), this))
    , m_report(new CsvReportPanel(this))
    , m_import(new QPushButton(tr("&Import"), this))
    , m_back(new QPushButton(tr("&Back"), this))
    , m_save(new QPushButton(tr("Save &report…"), this))
    , m_close(new QPushButton(tr("&Close"), this))
{
    setWindowTitle(tr("Import a CSV catalog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    QFont big = m_fileLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_fileLabel->setFont(big);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_fileLabel);
    m_formatLabel->setWordWrap(true);
    layout->addWidget(m_formatLabel);

    // Setup: the preview above, the mapping and the options below.
    auto *setup = new QSplitter(Qt::Vertical, m_pages);
    setup->setChildrenCollapsible(false);
    auto *previewBox = new QWidget(setup);
    auto *previewLayout = new QVBoxLayout(previewBox);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    auto *previewLabel = new QLabel(tr("Pr&eview of the first rows:"), previewBox);
    previewLabel->setBuddy(m_previewView);
    previewLayout->addWidget(previewLabel);
    m_previewView->setModel(m_preview);
    m_previewView->setTabKeyNavigation(false);
    m_previewView->setWordWrap(false);
    m_previewView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_previewView->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_previewView->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_previewView->verticalHeader()->setDefaultSectionSize(
        m_previewView->fontMetrics().height() + 8);
    previewLayout->addWidget(m_previewView);
    setup->addWidget(previewBox);

    auto *lower = new QWidget(setup);
    auto *lowerLayout = new QHBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    auto *mappingBox = new QVBoxLayout;
    auto *mappingLabel = new QLabel(tr("Column &mapping:"), lower);
    mappingLabel->setBuddy(m_mappingView);
    mappingBox->addWidget(mappingLabel);
    m_mappingView->setModel(m_mapping);
    m_mappingView->setItemDelegateForColumn(CsvMappingModel::Field, new CsvFieldDelegate(this));
    m_mappingView->setTabKeyNavigation(false);
    m_mappingView->setWordWrap(false);
    m_mappingView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mappingView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_mappingView->setEditTriggers(QAbstractItemView::DoubleClicked
        | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_mappingView->verticalHeader()->hide();
    m_mappingView->horizontalHeader()->setSectionResizeMode(
        CsvMappingModel::ColumnName, QHeaderView::ResizeToContents);
    m_mappingView->horizontalHeader()->setSectionResizeMode(
        CsvMappingModel::Sample, QHeaderView::Stretch);
    m_mappingView->horizontalHeader()->setSectionResizeMode(
        CsvMappingModel::Field, QHeaderView::Fixed);
    m_mappingView->setColumnWidth(CsvMappingModel::Field, 230);
    m_mappingView->installEventFilter(
        new TableKeyEditFilter(m_mappingView, CsvMappingModel::Field));
    mappingBox->addWidget(m_mappingView);
    lowerLayout->addLayout(mappingBox, 3);

    lowerLayout->addWidget(m_options, 2);
    setup->addWidget(lower);
    setup->setStretchFactor(0, 2);
    setup->setStretchFactor(1, 3);
    m_pages->addWidget(setup);

    // Running, then the report.
    auto *run = new QWidget(m_pages);
    auto *runLayout = new QVBoxLayout(run);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->addWidget(m_status);
    auto *progressRow = new QHBoxLayout;
    m_progress->setRange(0, 100);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    runLayout->addLayout(progressRow);
    runLayout->addWidget(m_report, 1);
    runLayout->addStretch(0); // keeps the progress at the top while there is no report
    m_pages->addWidget(run);
    layout->addWidget(m_pages, 1);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addWidget(m_back);
    buttons->addStretch();
    buttons->addWidget(m_import);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    m_import->setDefault(true);
    m_import->setAutoDefault(true);
    for (QPushButton *button : { m_back, m_save, m_close, m_cancel })
        button->setAutoDefault(false);

    connect(m_mapping, &CsvMappingModel::mappingChanged, this, [this] {
        m_preview->setFields(m_mapping->fields());
        validate();
    });
    connect(m_mappingView, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.column() == CsvMappingModel::Field)
            m_mappingView->edit(index);
    });
    // The column chosen in the mapping is shown in the preview.
    connect(m_mappingView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && current.row() < m_preview->columnCount()) {
                m_previewView->selectColumn(current.row());
                m_previewView->scrollTo(m_preview->index(0, current.row()));
            }
        });
    connect(m_import, &QPushButton::clicked, this, &CsvImportDialog::startImport);
    connect(m_cancel, &QPushButton::clicked, this, &CsvImportDialog::cancelImport);
    connect(m_back, &QPushButton::clicked, this, &CsvImportDialog::showSetup);
    connect(m_save, &QPushButton::clicked, this, &CsvImportDialog::saveReport);
    connect(m_close, &QPushButton::clicked, this, &CsvImportDialog::reject);
    // Left to right, as the buttons are laid out.
    setTabOrder(m_save, m_back);
    setTabOrder(m_back, m_import);
    setTabOrder(m_import, m_close);
    // Within the screen, so that the buttons at the bottom stay reachable on 1024x600.
    QSize size(1040, 720);
    if (const QScreen *shown = screen())
        size = size.boundedTo(shown->availableGeometry().size() - QSize(16, 48));
    resize(size);
    showPage(SetupPage);
}

CsvImportDialog::~CsvImportDialog() = default;

bool CsvImportDialog::setFile(const QString &path)
{
    m_path = path;
    const QFileInfo info(path);
    m_fileLabel->setText(info.fileName());
    m_fileLabel->setToolTip(QDir::toNativeSeparators(info.absoluteFilePath()));
    const CsvPreview preview = CsvPreview::readFile(path, previewRows);
    m_preview->setPreview(preview);
    m_mapping->setColumns(preview.header, [&] {
        QList<QStringList> rows;
        for (const CsvPreview::Row &row : preview.rows)
            rows << row.fields;
        return rows;
    }());
    if (!preview.error.isEmpty()) {
        m_formatLabel->clear();
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("This file cannot be imported as CSV: %1").arg(preview.error));
        validate();
        return false;
    }
    QStringList format;
    format << (preview.delimiter == u';' ? tr("Separated by semicolons")
                                         : tr("Separated by commas"));
    format << (preview.hadBom ? tr("UTF-8 with a byte order mark") : tr("UTF-8"));
    format << tr("%Ln column(s)", "", int(preview.header.size()));
    format << tr("the first %Ln row(s) are shown", "", int(preview.rows.size()));
    m_formatLabel->setText(format.join(u" · "_s));
    m_previewView->resizeColumnsToContents();
    for (int column = 0; column < m_preview->columnCount(); ++column)
        m_previewView->setColumnWidth(column, std::min(m_previewView->columnWidth(column), 280));
    m_mappingView->resizeRowsToContents();
    m_mappingView->setCurrentIndex(m_mapping->index(0, CsvMappingModel::ColumnName));
    m_mappingView->setFocus(); // where the choices are; Alt+I imports
    validate();
    return true;
}

QStringList CsvImportDialog::arguments() const
{
    QStringList args { u"import"_s, u"--db"_s, m_databaseUrl, m_path, u"--format"_s, u"csv"_s };
    args << m_options->arguments() << m_mapping->mapArguments();
    // The problem column's codes are what the report is translated from, and the warnings
    // say what an admin will want to look at (docs/import-report.md, contract §15).
    args << u"--report"_s << m_dir.filePath(u"report.csv"_s) << u"--report-problems"_s
         << u"--report-warnings"_s;
    return args;
}

void CsvImportDialog::validate()
{
    QString problem;
    if (m_mapping->rowCount() == 0)
        problem = tr("The file has no columns to import.");
    else if (!m_mapping->hasField(u"code"_s))
        problem = tr("No column gives the product code. Choose one under “Imported as”: "
                     "the column with the ISBN or barcode.");
    else if (!m_mapping->hasField(u"name"_s))
        problem = tr("No column gives the product name. Choose one under “Imported as”.");
    if (!problem.isEmpty() && m_preview->columnCount() > 0)
        m_banner->showMessage(MessageBanner::Kind::Warning, problem);
    else if (m_preview->columnCount() > 0)
        m_banner->dismiss();
    m_import->setEnabled(problem.isEmpty() && m_dir.isValid() && !m_binary.isEmpty());
}

void CsvImportDialog::showPage(int page)
{
    const bool running = isRunning();
    m_pages->setCurrentIndex(page);
    m_import->setVisible(page == SetupPage);
    m_back->setVisible(page == RunPage);
    m_back->setEnabled(!running);
    m_save->setVisible(page == RunPage);
    m_save->setEnabled(!running && !m_report->model()->bytes().isEmpty());
    m_close->setEnabled(!running);
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_report->setVisible(!running && m_report->model()->rowCount() > 0);
    if (page == SetupPage)
        m_import->setDefault(true);
    else
        m_close->setDefault(!running);
}

void CsvImportDialog::showSetup()
{
    if (isRunning())
        return;
    showPage(SetupPage);
    validate();
}

void CsvImportDialog::startImport()
{
    if (isRunning() || !m_import->isEnabled())
        return;
    QFile::remove(m_dir.filePath(u"report.csv"_s));
    m_output.clear();
    m_banner->dismiss();
    auto *command = new ServerCommand(m_binary, arguments(), this);
    m_command = command;
    m_report->clear();
    m_status->show();
    m_status->setText(tr("Importing %1 into %2…")
                          .arg(QFileInfo(m_path).fileName(), m_databaseUrl.section(u':', 1, -1)));
    m_progress->setRange(0, 0); // until the server's first report
    m_cancel->setEnabled(true);
    connect(command, &ServerCommand::progress, this, [this](int percent) {
        m_progress->setRange(0, 100);
        m_progress->setValue(percent);
        // The last report comes just before the commit: a cancel now could come too late to
        // stop it, so it is not offered.
        if (percent >= 100) {
            m_cancel->setEnabled(false);
            m_status->setText(tr("Saving to the database…"));
        }
    });
    connect(command, &ServerCommand::finished, this, &CsvImportDialog::finished);
    connect(command, &ServerCommand::finished, command, &QObject::deleteLater);
    showPage(RunPage);
    m_cancel->setFocus();
    command->start();
}

void CsvImportDialog::cancelImport()
{
    if (m_command && m_cancel->isEnabled()) {
        m_status->setText(tr("Cancelling…"));
        m_command->cancel();
    }
}

void CsvImportDialog::finished(int code)
{
    ServerCommand *command = m_command;
    m_command = nullptr;
    QFile reportFile(m_dir.filePath(u"report.csv"_s));
    const QByteArray report
        = reportFile.open(QIODevice::ReadOnly) ? reportFile.readAll() : QByteArray();
    m_status->hide();
    if (command && command->wasCancelled()) {
        // The report of a cancelled import describes rows that were not written: not shown.
        m_report->clear();
        m_banner->showMessage(
            MessageBanner::Kind::Information, tr("Import cancelled; nothing was written."));
    } else if (code == 0) {
        m_output = command->standardOutput();
        const QString headline
            = tr("Imported into %1: %2.").arg(m_databaseUrl.section(u':', 1, -1), writtenSummary());
        m_report->setReport(report);
        m_banner->showMessage(MessageBanner::Kind::Positive, headline);
        Q_EMIT imported(headline);
    } else if (!report.isEmpty() && m_report->setReport(report)) {
        const qint64 rejected = m_report->model()->rowsWith(CsvReportModel::Kind::Rejected);
        const qint64 noPrice = m_report->model()->rowsRejectedForPriceOnly();
        // A missing price is fixed by a default price, not by skipping the rows.
        const QString text = rejected > 0 && noPrice == rejected
            ? tr("Nothing was imported: %Ln row(s) have no price. Set a default price in the "
                 "options (or fill the price column) and import again.",
                "", int(rejected))
            : noPrice > 0
            ? tr("Nothing was imported: %Ln row(s) were rejected. %1 of them only lack a price, "
                 "which a default price in the options fixes; correct the others in the file "
                 "or tick “Skip invalid rows”. The report says why.",
                "", int(rejected))
                  .arg(noPrice)
            : tr("Nothing was imported: %Ln row(s) were rejected. Tick “Skip invalid rows” to "
                 "import the others, or correct the file; the report says why.",
                "", int(rejected));
        m_banner->showMessage(
            MessageBanner::Kind::Warning, text, { { tr("Back to the options"), [this, noPrice] {
                                                       showSetup();
                                                       if (noPrice > 0)
                                                           priceBox()->setFocus();
                                                   } } });
    } else {
        // The server's own words: what it could not do (no code column, an unreadable file).
        const QStringList why = command && !command->issues().isEmpty() ? command->issues()
            : command                                                   ? command->errorLines()
                                                                        : QStringList();
        m_report->clear();
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The import failed; nothing was written: %1").arg(why.join(u' ')));
    }
    showPage(RunPage);
    m_close->setFocus();
}

QJsonObject CsvImportDialog::result() const
{
    return QJsonDocument::fromJson(m_output).object();
}

QString CsvImportDialog::writtenSummary() const
{
    const QJsonObject written = result().value("written"_L1).toObject();
    const auto count
        = [&](const char *kind) { return int(written.value(QLatin1StringView(kind)).toInteger()); };
    QStringList parts;
    if (count("books") > 0)
        parts << tr("%Ln book(s)", "", count("books"));
    if (count("stationery") > 0)
        parts << tr("%Ln stationery item(s)", "", count("stationery"));
    if (count("authors") > 0)
        parts << tr("%Ln new author(s)", "", count("authors"));
    if (count("publishers") > 0)
        parts << tr("%Ln new publisher(s)", "", count("publishers"));
    if (count("categories") > 0)
        parts << tr("%Ln new category(s)", "", count("categories"));
    if (count("sellers") > 0)
        parts << tr("%Ln new seller(s)", "", count("sellers"));
    return parts.isEmpty() ? tr("no products") : parts.join(u", "_s);
}

void CsvImportDialog::saveReport()
{
    const QFileInfo source(m_path);
    auto *dialog = new QFileDialog(this, tr("Save the import report"),
        source.dir().filePath(source.completeBaseName() + u"-report.csv"_s),
        tr("CSV files (*.csv);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(u"csv"_s);
    connect(dialog, &QFileDialog::fileSelected, this, &CsvImportDialog::saveReportTo);
    dialog->open();
}

void CsvImportDialog::saveReportTo(const QString &path)
{
    QString error;
    if (m_report->saveTo(path, &error))
        m_banner->showMessage(MessageBanner::Kind::Positive,
            tr("The report was saved to %1.").arg(QDir::toNativeSeparators(path)), {}, 6000);
    else
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The report could not be saved to %1: %2")
                .arg(QDir::toNativeSeparators(path), error));
}

void CsvImportDialog::reject()
{
    if (isRunning()) {
        cancelImport();
        return;
    }
    QDialog::reject();
}
