#include "server/services/reportservice.h"

#include <QMap>

#include "server/domain/domainerror.h"
#include "server/storage/reportrepository.h"

using namespace Qt::StringLiterals;

ReportService::Range ReportService::range(
    std::optional<QDate> from, std::optional<QDate> until, QDate today)
{
    Range result;
    result.until = until.value_or(today);
    result.from = from.value_or(result.until.addDays(1 - defaultDays));
    if (result.from > result.until)
        throw DomainError::validation(u"from"_s, u"must not be after until"_s);
    if (result.from.addYears(maximumYears) < result.until)
        throw DomainError::validation(u"until"_s, u"must be at most 3 years after from"_s);
    return result;
}

const QStringList &ReportService::groupings()
{
    static const QStringList all { u"day"_s, u"week"_s, u"month"_s };
    return all;
}

ReportService::Grouping ReportService::grouping(const QString &name)
{
    if (name == u"week"_s)
        return Grouping::Week;
    if (name == u"month"_s)
        return Grouping::Month;
    return Grouping::Day;
}

QDate ReportService::periodOf(QDate day, Grouping grouping)
{
    switch (grouping) {
    case Grouping::Day:
        break;
    case Grouping::Week:
        return day.addDays(1 - day.dayOfWeek()); // ISO: Monday is 1
    case Grouping::Month:
        return QDate(day.year(), day.month(), 1);
    }
    return day;
}

QList<QDate> ReportService::periods(const Range &range, Grouping grouping)
{
    QList<QDate> result;
    for (QDate period = periodOf(range.from, grouping); period <= range.until;) {
        result.append(period);
        switch (grouping) {
        case Grouping::Day:
            period = period.addDays(1);
            break;
        case Grouping::Week:
            period = period.addDays(7);
            break;
        case Grouping::Month:
            period = period.addMonths(1);
            break;
        }
    }
    return result;
}

ReportService::ReportService(QSqlDatabase db, qint64 sellerId)
    : m_db(std::move(db))
    , m_sellerId(sellerId)
{ }

QJsonArray ReportService::sales(const Range &range, Grouping grouping) const
{
    // One query grouped by day; days fold into their periods here, where ISO weeks are the
    // same on both engines, and periods without a sale are present with zeros.
    QMap<QDate, ReportRepository::DaySales> byPeriod;
    for (const QDate period : periods(range, grouping))
        byPeriod.insert(period, { period, 0, 0, 0 });
    const auto days = ReportRepository(m_db).dailySales(m_sellerId, range.from, range.until);
    for (const ReportRepository::DaySales &day : days) {
        ReportRepository::DaySales &sum = byPeriod[periodOf(day.day, grouping)];
        sum.units += day.units;
        sum.revenue += day.revenue;
        sum.returns += day.returns;
    }
    QJsonArray result;
    for (const ReportRepository::DaySales &sum : std::as_const(byPeriod)) {
        result.append(
            QJsonObject { { u"period"_s, sum.day.toString(Qt::ISODate) }, { u"units"_s, sum.units },
                { u"revenue"_s, sum.revenue }, { u"returns"_s, sum.returns } });
    }
    return result;
}

QJsonArray ReportService::top(const Range &range, bool byRevenue, int limit) const
{
    return ReportRepository(m_db).top(m_sellerId, range.from, range.until, byRevenue, limit);
}

QJsonArray ReportService::slow(
    const QDateTime &now, int days, qint64 page, int perPage, qint64 *total) const
{
    const auto result = ReportRepository(m_db).slow(m_sellerId, now.addDays(-days), page, perPage);
    *total = result.total;
    return result.items;
}

QJsonObject ReportService::value() const
{
    const ReportRepository::StockValue stock = ReportRepository(m_db).stockValue(m_sellerId);
    return { { u"products"_s, stock.products }, { u"units"_s, stock.units },
        { u"retail_value"_s, stock.retailValue }, { u"cost_value"_s, stock.costValue },
        { u"products_without_cost"_s, stock.productsWithoutCost } };
}
