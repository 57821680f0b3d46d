#include "server/storage/qualitytotals.h"

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

void QualityTotals::recount(const QSqlDatabase &db)
{
    // Grouped by issue set first: a seller's issue occurrences are each set's products times
    // its bits, counted once per set (quality_issue_totals has a row per bit).
    Sql::run(db, u"DELETE FROM quality_seller_totals"_s);
    Sql::run(db,
        u"INSERT INTO quality_seller_totals (seller_id, products, active_products, "
        "completeness_sum, issue_count) "
        "SELECT g.seller_id, SUM(g.products), SUM(g.active_products), SUM(g.completeness_sum), "
        "SUM(g.products * (SELECT COUNT(*) FROM quality_issue_totals b "
        "WHERE (g.issues >> b.bit) & 1 = 1)) "
        "FROM (SELECT seller_id, issues, COUNT(*) AS products, "
        "SUM(CASE WHEN COALESCE(own_active, active) <> 0 THEN 1 ELSE 0 END) AS active_products, "
        "SUM(completeness) AS completeness_sum FROM products GROUP BY seller_id, issues) g "
        "GROUP BY g.seller_id"_s);
    Sql::run(db,
        u"WITH sets AS MATERIALIZED (SELECT issues, COUNT(*) AS products FROM products "
        "GROUP BY issues) "
        "UPDATE quality_issue_totals SET products = (SELECT COALESCE(SUM(sets.products), 0) "
        "FROM sets WHERE (sets.issues >> quality_issue_totals.bit) & 1 = 1)"_s);
    Sql::run(db, u"DELETE FROM quality_category_totals"_s);
    Sql::run(db,
        u"INSERT INTO quality_category_totals (category_id, products) "
        "SELECT COALESCE(category_id, 0), COUNT(*) FROM products "
        "GROUP BY COALESCE(category_id, 0)"_s);
}
