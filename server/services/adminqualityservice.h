#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

// The catalog at a glance and its duplicate codes (contract §15): GET /admin/quality sums
// schema 27's totals per seller, issue and category (kept by the writes), GET /admin/duplicates
// lists the codes whose listings conflict with the fields that differ.
class AdminQualityService final
{
public:
    explicit AdminQualityService(QSqlDatabase db);

    // {products, active_products, completeness, issues: [{code, count}], sellers: [{seller_id,
    // name, active, products, active_products, completeness, issues}], categories:
    // [{category_id, name, products}] (descendants included), uncategorised}
    QJsonObject quality() const;
    // Items {code, listings: [{type, id, seller_id, seller_name, name, author, price, active}],
    // differs: [...]}, most listings first; perPage 0: all.
    QJsonArray duplicates(qint64 page, int perPage, qint64 *total) const;

    // Whether two titles or author names are the same listing's: compared in section 5.1's
    // normal form (contract §15), trimmed, inner spaces collapsed. The one place that decides
    // it on this side; the database's duplicate_code_conflict compares products.name_folded,
    // which the writers fill with the same normal form.
    static bool sameText(const QString &a, const QString &b);

private:
    QSqlDatabase m_db;
};
