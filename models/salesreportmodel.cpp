#include "models/salesreportmodel.h"

#include <QLocale>

#include "models/reportcsv.h"

using namespace Qt::StringLiterals;

SalesReportModel::SalesReportModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SalesReportModel::setPeriods(const QList<SalesPeriod> &periods, Grouping grouping)
{
    beginResetModel();
    m_periods = periods;
    m_grouping = grouping;
    endResetModel();
}

QDate SalesReportModel::lastDayOf(int row) const
{
    const QDate first = m_periods.value(row).period;
    switch (m_grouping) {
    case Grouping::Day:
        break;
    case Grouping::Week:
        return first.addDays(6);
    case Grouping::Month:
        return first.addMonths(1).addDays(-1);
    }
    return first;
}

QString SalesReportModel::periodText(int row) const
{
    const QDate first = m_periods.value(row).period;
    const QLocale locale;
    switch (m_grouping) {
    case Grouping::Day:
        break;
    case Grouping::Week:
        //: A week in the sales report, named by its first and last day
        return tr("%1 – %2").arg(locale.toString(first, QLocale::ShortFormat),
            locale.toString(lastDayOf(row), QLocale::ShortFormat));
    case Grouping::Month:
        return locale.standaloneMonthName(first.month()) + u' ' + QString::number(first.year());
    }
    return locale.toString(first, QLocale::ShortFormat);
}

qint64 SalesReportModel::totalUnits() const
{
    qint64 sum = 0;
    for (const SalesPeriod &period : m_periods)
        sum += period.units;
    return sum;
}

qint64 SalesReportModel::totalRevenue() const
{
    qint64 sum = 0;
    for (const SalesPeriod &period : m_periods)
        sum += period.revenue;
    return sum;
}

qint64 SalesReportModel::totalReturns() const
{
    qint64 sum = 0;
    for (const SalesPeriod &period : m_periods)
        sum += period.returns;
    return sum;
}

QByteArray SalesReportModel::toCsv() const
{
    return ReportCsv::fromModel(*this, { u"period"_s, u"units"_s, u"returns"_s, u"revenue"_s });
}

int SalesReportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_periods.size());
}

int SalesReportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SalesReportModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_periods.size())
        return {};
    const SalesPeriod &period = m_periods.at(index.row());
    if (role == Qt::UserRole)
        return period.period;
    if (role == Qt::TextAlignmentRole && index.column() != Period)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Period:
        return role == Qt::EditRole ? QVariant(period.period) : QVariant(periodText(index.row()));
    case Units:
        return period.units;
    case Returns:
        return period.returns;
    case Revenue:
        return period.revenue;
    }
    return {};
}

QVariant SalesReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Period:
        return tr("Period");
    case Units:
        return tr("Units sold");
    case Returns:
        return tr("Returned");
    case Revenue:
        return tr("Revenue");
    }
    return {};
}
