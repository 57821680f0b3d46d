#include "ui/csvreportpanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
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
    m_filter->addItem(tr("Repaired and rejected rows"), -2);
    m_filter->addItem(tr("Repaired rows"), int(CsvReportModel::Kind::Repaired));
    m_filter->addItem(tr("Rejected rows"), int(CsvReportModel::Kind::Rejected));
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
        m_proxy->setFilterRegularExpression(u"^(%1|%2)$"_s.arg(int(CsvReportModel::Kind::Repaired))
                                                .arg(int(CsvReportModel::Kind::Rejected)));
    else
        m_proxy->setFilterRegularExpression(u"^%1$"_s.arg(wanted));
}

bool CsvReportPanel::setReport(const QByteArray &csv, const QString &headline)
{
    const bool ok = m_model->setReport(csv);
    const QLocale locale;
    const QPalette palette = this->palette();
    using Kind = CsvReportModel::Kind;
    QString text = u"<p>"_s + headline.toHtmlEscaped() + u"</p>"_s;
    if (ok) {
        const qint64 total = m_model->rowsTotal();
        text += u"<p><b>%1</b> &nbsp; %2 &nbsp; %3 &nbsp; %4</p>"_s.arg(
            tr("%Ln row(s) in the file:", "", int(total)),
            tr("%Ln imported as they were;", "", int(m_model->rowsWith(Kind::Imported))),
            swatch(CsvReportModel::tint(Kind::Repaired, palette))
                + tr("%Ln repaired;", "", int(m_model->rowsWith(Kind::Repaired))),
            swatch(CsvReportModel::tint(Kind::Rejected, palette))
                + tr("%Ln rejected.", "", int(m_model->rowsWith(Kind::Rejected))));
    }
    m_summary->setText(text);
    m_filter->setEnabled(ok);
    // Large reports open on what needs a look; the filter shows the rest.
    m_filter->setCurrentIndex(ok && m_model->rowsWith(Kind::Imported) > 0
                && m_model->rowsWith(Kind::Repaired) + m_model->rowsWith(Kind::Rejected) > 0
            ? 1
            : 0);
    applyFilter();
    return ok;
}

void CsvReportPanel::clear(const QString &headline)
{
    m_model->clear();
    m_summary->setText(u"<p>"_s + headline.toHtmlEscaped() + u"</p>"_s);
    m_filter->setEnabled(false);
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
