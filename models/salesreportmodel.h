#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "net/reportresources.h"

// Sales per period (Reports pane): the table beside the sales chart and the chart's data (its
// bar sets map the Units and Returns columns). Numbers are numbers in Qt::DisplayRole (the
// chart mappers read them; views format them in the language's locale); Qt::EditRole holds
// the raw values for CSV, Qt::UserRole the period's first day.
class SalesReportModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Period, Units, Returns, Revenue, ColumnCount };
    enum class Grouping { Day, Week, Month };

    explicit SalesReportModel(QObject *parent = nullptr);

    void setPeriods(const QList<SalesPeriod> &periods, Grouping grouping);
    const QList<SalesPeriod> &periods() const { return m_periods; }
    Grouping grouping() const { return m_grouping; }
    // The period's last day (a day, the Sunday of an ISO week, a month's last day).
    QDate lastDayOf(int row) const;
    QString periodText(int row) const;
    qint64 totalUnits() const;
    qint64 totalRevenue() const;
    qint64 totalReturns() const;
    QByteArray toCsv() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<SalesPeriod> m_periods;
    Grouping m_grouping = Grouping::Day;
};
