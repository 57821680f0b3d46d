#pragma once

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>
#include <optional>

// The reports of contract §12: the rules of their periods and parameters, over the sums that
// ReportRepository computes from the movements.
class ReportService final
{
public:
    enum class Grouping { Day, Week, Month };
    struct Range
    {
        QDate from;
        QDate until; // inclusive
    };
    static constexpr int defaultDays = 30;
    static constexpr int maximumYears = 3;

    // from/until as given (nullopt: absent) → the range, default the 30 days ending today
    // (UTC). Throws DomainError 422 when from is after until or the range spans more than 3 years.
    static Range range(std::optional<QDate> from, std::optional<QDate> until, QDate today);
    static const QStringList &groupings(); // day, week, month
    static Grouping grouping(const QString &name);
    // The first day of the period that holds day: itself, its ISO week's Monday, its month's 1st.
    static QDate periodOf(QDate day, Grouping grouping);
    // Every period that meets [range.from, range.until], oldest first.
    static QList<QDate> periods(const Range &range, Grouping grouping);

    ReportService(QSqlDatabase db, qint64 sellerId);

    // [{period, units, revenue, returns}], every period present.
    QJsonArray sales(const Range &range, Grouping grouping) const;
    QJsonArray top(const Range &range, bool byRevenue, int limit) const;
    // One page of products in stock with no sale since now − days; *total: how many there are.
    QJsonArray slow(const QDateTime &now, int days, qint64 page, int perPage, qint64 *total) const;
    QJsonObject value() const;

private:
    QSqlDatabase m_db;
    qint64 m_sellerId;
};
