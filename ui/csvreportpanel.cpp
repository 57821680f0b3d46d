#include "ui/csvreportpanel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "models/csvreportmodel.h"

using namespace Qt::StringLiterals;

namespace {
// A small square of an outcome's tint, to key the counts to the table's colours.
QString swatch(const QColor &color)
{
    return u"<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;"_s.arg(
        color.name());
}
} // namespace

CsvReportPanel::CsvReportPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new CsvReportModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_summary(new QLabel(this))
    , m_filter(new QComboBox(this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);

    auto *filterRow = new QHBoxLayout;
    auto *filterLabel = new QLabel(tr("S&how:"), this);
    filterLabel->setBuddy(m_filter);
    m_filter->addItem(tr("All lines"), -1);
    m_filter->addItem(tr("Repaired, rejected and warned rows"), -2);
    m_filter->addItem(tr("Repaired rows"), int(CsvReportModel::Kind::Repaired));
    m_filter->addItem(tr("Rejected rows"), int(CsvReportModel::Kind::Rejected));
    m_filter->addItem(tr("Warnings"), int(CsvReportModel::Kind::Warning));
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter);
    filterRow->addStretch();
    layout->addLayout(filterRow);

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(CsvReportModel::OutcomeRole);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(false); // the tints carry the meaning
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    connect(m_filter, &QComboBox::currentIndexChanged, this, &CsvReportPanel::applyFilter);
}

void CsvReportPanel::applyFilter()
{
    const int wanted = m_filter->currentData().toInt();
    if (wanted == -1)
        m_proxy->setFilterRegularExpression(QString());
    else if (wanted == -2)
        m_proxy->setFilterRegularExpression(
            u"^(%1|%2|%3)$"_s.arg(int(CsvReportModel::Kind::Repaired))
                .arg(int(CsvReportModel::Kind::Rejected))
                .arg(int(CsvReportModel::Kind::Warning)));
    else
        m_proxy->setFilterRegularExpression(u"^%1$"_s.arg(wanted));
}

bool CsvReportPanel::setReport(const QByteArray &csv)
{
    const bool ok = m_model->setReport(csv);
    using Kind = CsvReportModel::Kind;
    m_filter->setEnabled(ok);
    // Large reports open on what needs a look; the filter shows the rest.
    m_filter->setCurrentIndex(ok && m_model->rowsWith(Kind::Imported) > 0
                && m_model->rowsWith(Kind::Repaired) + m_model->rowsWith(Kind::Rejected)
                        + m_model->rowsWith(Kind::Warning)
                    > 0
            ? 1
            : 0);
    applyFilter();
    updateSummary();
    return ok;
}

void CsvReportPanel::clear()
{
    m_model->clear();
    m_filter->setEnabled(false);
    updateSummary();
}

void CsvReportPanel::updateSummary()
{
    using Kind = CsvReportModel::Kind;
    if (m_model->rowCount() == 0) {
        m_summary->clear();
        return;
    }
    const QPalette palette = this->palette();
    m_summary->setText(u"<b>%1</b> &nbsp; %2 &nbsp; %3 &nbsp; %4"_s.arg(
        tr("%Ln row(s) in the file:", "", int(m_model->rowsTotal())),
        tr("%Ln imported as they were;", "", int(m_model->rowsWith(Kind::Imported))),
        swatch(CsvReportModel::tint(Kind::Repaired, palette))
            + tr("%Ln repaired;", "", int(m_model->rowsWith(Kind::Repaired))),
        swatch(CsvReportModel::tint(Kind::Rejected, palette))
            + tr("%Ln rejected.", "", int(m_model->rowsWith(Kind::Rejected)))));
    // Rows written with a finding worth a look (contract §15): said after the outcomes.
    if (const qint64 warned = m_model->rowsWith(Kind::Warning); warned > 0)
        m_summary->setText(m_summary->text() + u" &nbsp; "_s
            + swatch(CsvReportModel::tint(Kind::Warning, palette))
            + tr("%Ln imported row(s) with warnings.", "", int(warned)));
}

void CsvReportPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The swatches follow a theme change, as the table's tints do.
    if (event->type() == QEvent::PaletteChange)
        updateSummary();
}

bool CsvReportPanel::saveTo(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_model->bytes()) != m_model->bytes().size()
        || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
