#include "ui/printing/labelprintdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <memory>

#include "ui/printing/documentpreview.h"
#include "ui/printing/labelpainter.h"
#include "ui/printing/zplwriter.h"

using namespace Qt::StringLiterals;

namespace {
QDoubleSpinBox *mmBox(double min, double max, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(2);
    box->setSingleStep(0.5);
    box->setSuffix(LabelPrintDialog::tr(" mm"));
    return box;
}
} // namespace

LabelPrintDialog::LabelPrintDialog(const LabelJob &job, const QString &profileName, QWidget *parent)
    : QDialog(parent)
    , m_profile(profileName)
    , m_lineData(job.lines)
    , m_lines(new QTableWidget(int(job.lines.size()), 3, this))
    , m_template(new QComboBox(this))
    , m_custom(new QGroupBox(tr("Custom grid on A4"), this))
    , m_rows(new QSpinBox(this))
    , m_columns(new QSpinBox(this))
    , m_marginX(mmBox(0, 100, this))
    , m_marginY(mmBox(0, 140, this))
    , m_gapX(mmBox(0, 50, this))
    , m_gapY(mmBox(0, 50, this))
    , m_start(new QSpinBox(this))
    , m_offsetX(mmBox(-20, 20, this))
    , m_offsetY(mmBox(-20, 20, this))
    , m_currency(new QLineEdit(this))
    , m_showSeller(new QCheckBox(tr("Print the &seller's name"), this))
    , m_summary(new QLabel(this))
    , m_dpi(new QComboBox(this))
    , m_queue(new QLineEdit(this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Print labels"));
    auto *layout = new QVBoxLayout(this);

    m_lines->setHorizontalHeaderLabels({ tr("Label"), tr("Code"), tr("Copies") });
    m_lines->verticalHeader()->hide();
    m_lines->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_lines->setSelectionMode(QAbstractItemView::NoSelection);
    for (int row = 0; row < m_lineData.size(); ++row) {
        const LabelJob::Line &line = m_lineData.at(row);
        auto *title = new QTableWidgetItem(line.label.title);
        title->setFlags(Qt::ItemIsEnabled);
        auto *code = new QTableWidgetItem(line.label.code);
        code->setFlags(Qt::ItemIsEnabled);
        auto *copies = new QTableWidgetItem;
        copies->setData(Qt::EditRole, line.copies);
        copies->setFlags(Qt::ItemIsEnabled | Qt::ItemIsEditable);
        m_lines->setItem(row, 0, title);
        m_lines->setItem(row, 1, code);
        m_lines->setItem(row, 2, copies);
    }
    layout->addWidget(m_lines, 1);

    auto *form = new QFormLayout;
    for (const LabelTemplate &t : LabelTemplate::builtIn())
        m_template->addItem(t.displayName(), t.id);
    m_template->addItem(tr("Custom grid on A4"), u"custom"_s);
    form->addRow(tr("&Sheet or label:"), m_template);
    layout->addLayout(form);

    auto *customForm = new QFormLayout(m_custom);
    m_rows->setRange(1, 40);
    m_columns->setRange(1, 10);
    customForm->addRow(tr("Rows:"), m_rows);
    customForm->addRow(tr("Columns:"), m_columns);
    customForm->addRow(tr("Left and right margin:"), m_marginX);
    customForm->addRow(tr("Top and bottom margin:"), m_marginY);
    customForm->addRow(tr("Gap between columns:"), m_gapX);
    customForm->addRow(tr("Gap between rows:"), m_gapY);
    layout->addWidget(m_custom);

    auto *more = new QFormLayout;
    m_start->setToolTip(tr("On a partly used sheet: the first free label, counted row by row "
                           "from the top left."));
    more->addRow(tr("S&tart at label:"), m_start);
    auto *offsets = new QHBoxLayout;
    offsets->addWidget(new QLabel(tr("right"), this));
    offsets->addWidget(m_offsetX);
    offsets->addWidget(new QLabel(tr("down"), this));
    offsets->addWidget(m_offsetY);
    offsets->addStretch(1);
    more->addRow(tr("Printer offset:"), offsets);
    m_currency->setPlaceholderText(tr("e.g. so'm"));
    more->addRow(tr("C&urrency after the price:"), m_currency);
    more->addRow(QString(), m_showSeller);
    layout->addLayout(more);
    layout->addWidget(m_summary);

    auto *paper = new QHBoxLayout;
    auto *previewButton = new QPushButton(tr("&Preview and print…"), this);
    previewButton->setDefault(true);
    auto *pdfButton = new QPushButton(tr("Save as P&DF…"), this);
    paper->addWidget(previewButton);
    paper->addWidget(pdfButton);
    paper->addStretch(1);
    layout->addLayout(paper);

    auto *zebra = new QGroupBox(tr("Label printer speaking ZPL (Zebra and compatibles)"), this);
    auto *zebraForm = new QFormLayout(zebra);
    m_dpi->addItem(tr("203 dpi (8 dots/mm)"), 8);
    m_dpi->addItem(tr("300 dpi (12 dots/mm)"), 12);
    m_dpi->addItem(tr("600 dpi (24 dots/mm)"), 24);
    zebraForm->addRow(tr("Printer resolution:"), m_dpi);
    m_queue->setPlaceholderText(tr("CUPS queue name, e.g. zebra"));
    zebraForm->addRow(tr("&Queue:"), m_queue);
    auto *zplButtons = new QHBoxLayout;
    auto *zplSave = new QPushButton(tr("Save &ZPL…"), this);
    auto *zplSend = new QPushButton(tr("Send to the &label printer"), this);
    zplButtons->addWidget(zplSave);
    zplButtons->addWidget(zplSend);
    zplButtons->addStretch(1);
    zebraForm->addRow(zplButtons);
    layout->addWidget(zebra);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);

    applySettings(LabelSettings::load(m_profile));
    updateControls();

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(previewButton, &QPushButton::clicked, this, &LabelPrintDialog::preview);
    connect(pdfButton, &QPushButton::clicked, this, &LabelPrintDialog::choosePdf);
    connect(zplSave, &QPushButton::clicked, this, &LabelPrintDialog::chooseZpl);
    connect(zplSend, &QPushButton::clicked, this, &LabelPrintDialog::sendZpl);
    connect(m_template, &QComboBox::currentIndexChanged, this, &LabelPrintDialog::updateControls);
    for (QSpinBox *box : { m_rows, m_columns, m_start })
        connect(box, &QSpinBox::valueChanged, this, &LabelPrintDialog::updateControls);
    for (QDoubleSpinBox *box : { m_marginX, m_marginY, m_gapX, m_gapY })
        connect(box, &QDoubleSpinBox::valueChanged, this, &LabelPrintDialog::updateControls);
    connect(m_lines, &QTableWidget::itemChanged, this, &LabelPrintDialog::updateControls);
    connect(this, &LabelPrintDialog::sent, this,
        [this](bool, const QString &message) { m_status->setText(message); });
    // Room for the lines where the screen has it; within a 1024x600 laptop's screen otherwise
    // (the lines' table shrinks, Close stays on screen).
    resize(QSize(640, 720).boundedTo(screen()->availableGeometry().size() - QSize(40, 60)));
}

LabelPrintDialog::~LabelPrintDialog()
{
    if (m_lp) {
        // Closed while lp still reads: let it finish with what it has, quietly.
        m_lp->disconnect(this);
        m_lp->waitForFinished(3000);
    }
}

void LabelPrintDialog::applySettings(const LabelSettings &s)
{
    const int index = m_template->findData(s.templateId);
    m_template->setCurrentIndex(index < 0 ? 0 : index);
    m_rows->setValue(s.customRows);
    m_columns->setValue(s.customColumns);
    m_marginX->setValue(s.customMarginXMm);
    m_marginY->setValue(s.customMarginYMm);
    m_gapX->setValue(s.customGapXMm);
    m_gapY->setValue(s.customGapYMm);
    m_offsetX->setValue(s.offsetXMm);
    m_offsetY->setValue(s.offsetYMm);
    m_currency->setText(s.currency);
    m_showSeller->setChecked(s.showSeller);
    const int dpi = m_dpi->findData(s.zplDotsPerMm);
    m_dpi->setCurrentIndex(dpi < 0 ? 0 : dpi);
    m_queue->setText(s.zplQueue);
    m_printerName = s.printerName;
}

LabelSettings LabelPrintDialog::settings() const
{
    LabelSettings s;
    s.templateId = m_template->currentData().toString();
    s.customRows = m_rows->value();
    s.customColumns = m_columns->value();
    s.customMarginXMm = m_marginX->value();
    s.customMarginYMm = m_marginY->value();
    s.customGapXMm = m_gapX->value();
    s.customGapYMm = m_gapY->value();
    s.offsetXMm = m_offsetX->value();
    s.offsetYMm = m_offsetY->value();
    s.currency = m_currency->text().trimmed();
    s.showSeller = m_showSeller->isChecked();
    s.zplDotsPerMm = m_dpi->currentData().toInt();
    s.zplQueue = m_queue->text().trimmed();
    s.printerName = m_printerName;
    return s;
}

LabelJob LabelPrintDialog::job() const
{
    LabelJob job;
    for (int row = 0; row < m_lineData.size(); ++row)
        job.add(m_lineData.at(row).label,
            std::max(0, m_lines->item(row, 2)->data(Qt::EditRole).toInt()));
    return job;
}

QList<LabelData> LabelPrintDialog::labels() const
{
    return job().expanded();
}

LabelSheet LabelPrintDialog::sheet() const
{
    const LabelSettings s = settings();
    return LabelSheet(
        s.sheetTemplate(), job().count(), m_start->value() - 1, QPointF(s.offsetXMm, s.offsetYMm));
}

void LabelPrintDialog::updateControls()
{
    const LabelSettings s = settings();
    const LabelTemplate t = s.sheetTemplate();
    m_custom->setVisible(s.templateId == u"custom"_s);
    m_start->setRange(1, std::max(1, t.perPage()));
    m_start->setEnabled(t.perPage() > 1);
    if (!t.isValid()) {
        m_summary->setText(tr("These labels do not fit on an A4 sheet: make the margins or "
                              "gaps smaller."));
        return;
    }
    const LabelSheet layout = sheet();
    const QLocale locale;
    m_summary->setText(t.isSingle()
            ? tr("Labels: %1. Label size: %2 × %3 mm.")
                  .arg(locale.toString(layout.count()), locale.toString(t.labelMm.width(), 'g', 4),
                      locale.toString(t.labelMm.height(), 'g', 4))
            : tr("Labels: %1. Sheets: %2. Label size: %3 × %4 mm.")
                  .arg(locale.toString(layout.count()), locale.toString(layout.pageCount()),
                      locale.toString(t.labelMm.width(), 'g', 4),
                      locale.toString(t.labelMm.height(), 'g', 4)));
}

void LabelPrintDialog::paintLabels(QPrinter *printer)
{
    const LabelSheet layout = sheet();
    const QList<LabelData> all = labels();
    const LabelSettings s = settings();
    const LabelPainter painter({ QLocale(), s.currency, s.showSeller });
    m_longestPageMs = 0;
    QPainter p;
    if (!p.begin(printer))
        return;
    for (int page = 0; page < layout.pageCount(); ++page) {
        if (page > 0) {
            // The window stays alive between pages (repaints, timers; no clicks meanwhile).
            QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
            printer->newPage();
        }
        QElapsedTimer timer;
        timer.start();
        painter.paintPage(&p, layout, all, page);
        m_longestPageMs = std::max(m_longestPageMs, timer.elapsed());
    }
    p.end();
}

QPrintPreviewDialog *LabelPrintDialog::createPreview(QPrinter *printer, QWidget *parent)
{
    if (!m_printerName.isEmpty())
        printer->setPrinterName(m_printerName);
    printer->setFullPage(true);
    LabelPainter::preparePage(printer, sheet().sheetTemplate());
    printer->setDocName(tr("Labels"));
    auto *dialog = new QPrintPreviewDialog(printer, parent);
    dialog->setWindowTitle(tr("Labels: preview"));
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, &LabelPrintDialog::paintLabels);
    DocumentPreview::addSaveAsPdf(dialog, [this](const QString &path) { return savePdf(path); });
    return dialog;
}

void LabelPrintDialog::preview()
{
    if (!sheet().sheetTemplate().isValid() || job().count() == 0)
        return;
    QPrinter printer(QPrinter::HighResolution);
    std::unique_ptr<QPrintPreviewDialog> dialog(createPreview(&printer, this));
    if (dialog->exec() == QDialog::Accepted && printer.outputFormat() == QPrinter::NativeFormat) {
        m_printerName = printer.printerName();
        m_status->setText(tr("Sent to %1.").arg(m_printerName));
    }
    settings().save(m_profile);
}

bool LabelPrintDialog::savePdf(const QString &path)
{
    const LabelSheet layout = sheet();
    if (!layout.sheetTemplate().isValid())
        return false;
    QPdfWriter writer(path);
    writer.setResolution(600);
    writer.setCreator(u"catalog-console"_s);
    writer.setTitle(tr("Labels"));
    LabelPainter::preparePage(&writer, layout.sheetTemplate());
    const LabelSettings s = settings();
    const bool ok
        = LabelPainter({ QLocale(), s.currency, s.showSeller }).print(&writer, layout, labels());
    m_status->setText(ok ? tr("Saved to %1.").arg(path) : tr("%1 could not be written.").arg(path));
    settings().save(m_profile);
    return ok;
}

bool LabelPrintDialog::saveZpl(const QString &path)
{
    const LabelSettings s = settings();
    ZplWriter::Options options { s.sheetTemplate().labelMm, s.zplDotsPerMm, QLocale(), s.currency,
        s.showSeller };
    QFile file(path);
    const bool ok = file.open(QIODevice::WriteOnly)
        && file.write(ZplWriter::job(job(), options)) >= 0 && file.flush();
    m_status->setText(ok ? tr("Saved to %1.").arg(path) : tr("%1 could not be written.").arg(path));
    s.save(m_profile);
    return ok;
}

void LabelPrintDialog::sendZpl()
{
    const LabelSettings s = settings();
    if (s.zplQueue.isEmpty()) {
        Q_EMIT sent(false, tr("Enter the label printer's queue first."));
        return;
    }
    if (m_lp) {
        Q_EMIT sent(false, tr("Still sending the previous labels."));
        return;
    }
    s.save(m_profile);
    const ZplWriter::Options options { s.sheetTemplate().labelMm, s.zplDotsPerMm, QLocale(),
        s.currency, s.showSeller };
    m_lp = new QProcess(this);
    m_lp->setProcessChannelMode(QProcess::MergedChannels);
    const QString queue = s.zplQueue;
    connect(m_lp, &QProcess::finished, this, [this, queue](int code, QProcess::ExitStatus status) {
        const QString output = QString::fromLocal8Bit(m_lp->readAll()).trimmed();
        m_lp->deleteLater();
        m_lp = nullptr;
        if (status == QProcess::NormalExit && code == 0)
            Q_EMIT sent(true, tr("Sent to the label printer %1.").arg(queue));
        else
            Q_EMIT sent(
                false, tr("The label printer %1 refused the labels: %2").arg(queue, output));
    });
    connect(m_lp, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        m_lp->deleteLater();
        m_lp = nullptr;
        Q_EMIT sent(false, tr("The print command lp could not be started (is CUPS installed?)."));
    });
    m_lp->start(u"lp"_s, { u"-d"_s, queue, u"-o"_s, u"raw"_s });
    m_lp->write(ZplWriter::job(job(), options));
    m_lp->closeWriteChannel();
}

void LabelPrintDialog::choosePdf()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save labels as PDF"), tr("labels.pdf"), tr("PDF (*.pdf)"));
    if (!path.isEmpty())
        savePdf(path);
}

void LabelPrintDialog::chooseZpl()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save labels as ZPL"), tr("labels.zpl"), tr("ZPL (*.zpl *.txt)"));
    if (!path.isEmpty())
        saveZpl(path);
}

void LabelPrintDialog::done(int result)
{
    settings().save(m_profile);
    QDialog::done(result);
}
