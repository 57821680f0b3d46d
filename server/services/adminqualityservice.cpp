#include "server/services/adminqualityservice.h"

#include <QHash>
#include <QMap>

#include "common/searchnormalform.h"
#include "server/domain/adminissues.h"
#include "server/storage/adminqualityrepository.h"

using namespace Qt::StringLiterals;

namespace {

struct Sum
{
    qint64 products = 0;
    qint64 activeProducts = 0;
    qint64 completenessSum = 0;
    qint64 issues = 0; // issue occurrences
};

qint64 average(qint64 sum, qint64 count)
{
    return count > 0 ? sum / count : 0;
}

} // namespace

AdminQualityService::AdminQualityService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

bool AdminQualityService::sameText(const QString &a, const QString &b)
{
    return SearchNormalForm::normalizedQuery(a) == SearchNormalForm::normalizedQuery(b);
}

QJsonObject AdminQualityService::quality() const
{
    const AdminQualityRepository repository(m_db);
    const QStringList &codes = AdminIssues::codes();
    const QList<qint64> issueCounts = repository.issueTotals(codes.size());
    Sum all;
    QHash<qint64, Sum> bySeller;
    for (const AdminQualityRepository::SellerTotal &total : repository.sellerTotals()) {
        for (Sum *sum : { &all, &bySeller[total.sellerId] }) {
            sum->products += total.products;
            sum->activeProducts += total.activeProducts;
            sum->completenessSum += total.completenessSum;
            sum->issues += total.issueCount;
        }
    }
    const QHash<qint64, qint64> byCategory = repository.categoryTotals(); // direct products

    QJsonArray issues;
    for (qsizetype bit = 0; bit < codes.size(); ++bit)
        issues.append(
            QJsonObject { { u"code"_s, codes.at(bit) }, { u"count"_s, issueCounts.at(bit) } });
    QJsonArray sellers;
    for (const AdminQualityRepository::Seller &seller : repository.sellers()) {
        const Sum sum = bySeller.value(seller.id);
        sellers.append(QJsonObject { { u"seller_id"_s, seller.id }, { u"name"_s, seller.name },
            { u"active"_s, seller.active }, { u"products"_s, sum.products },
            { u"active_products"_s, sum.activeProducts },
            { u"completeness"_s, average(sum.completenessSum, sum.products) },
            { u"issues"_s, sum.issues } });
    }
    // A category counts its own products and its descendants' (a small tree, summed here).
    const QList<AdminQualityRepository::Category> categories = repository.categories();
    QHash<qint64, qint64> withDescendants;
    QHash<qint64, std::optional<qint64>> parents;
    for (const auto &category : categories)
        parents.insert(category.id, category.parentId);
    for (const auto &category : categories) {
        const qint64 own = byCategory.value(category.id);
        std::optional<qint64> current = category.id;
        for (int depth = 0; current && own != 0 && depth < categories.size(); ++depth) {
            withDescendants[*current] += own;
            current = parents.value(*current);
        }
    }
    QJsonArray categoryItems;
    for (const auto &category : categories) {
        categoryItems.append(QJsonObject { { u"category_id"_s, category.id },
            { u"name"_s, category.name }, { u"products"_s, withDescendants.value(category.id) } });
    }
    return { { u"products"_s, all.products }, { u"active_products"_s, all.activeProducts },
        { u"completeness"_s, average(all.completenessSum, all.products) }, { u"issues"_s, issues },
        { u"sellers"_s, sellers }, { u"categories"_s, categoryItems },
        { u"uncategorised"_s, byCategory.value(0) } };
}

QJsonArray AdminQualityService::duplicates(qint64 page, int perPage, qint64 *total) const
{
    const AdminQualityRepository repository(m_db);
    const qint64 conflict = qint64(1) << *AdminIssues::bitOf(u"duplicate_code_conflict"_s);
    if (total)
        *total = repository.countConflictingCodes(conflict);
    const QStringList codes = repository.conflictingCodes(conflict, page, perPage);
    QHash<QString, QList<AdminQualityRepository::Listing>> byCode;
    for (const AdminQualityRepository::Listing &listing : repository.listings(codes))
        byCode[listing.code].append(listing);
    QJsonArray items;
    for (const QString &code : codes) {
        const QList<AdminQualityRepository::Listing> listings = byCode.value(code);
        QJsonArray listingItems;
        bool names = false;
        bool authors = false;
        bool types = false;
        bool prices = false;
        for (const AdminQualityRepository::Listing &listing : listings) {
            const AdminQualityRepository::Listing &first = listings.constFirst();
            names = names || !sameText(listing.name, first.name);
            authors = authors
                || (listing.author && first.author && !sameText(*listing.author, *first.author))
                || listing.author.has_value() != first.author.has_value();
            types = types || listing.type != first.type;
            prices = prices || listing.price != first.price;
            listingItems.append(QJsonObject { { u"type"_s, listing.type }, { u"id"_s, listing.id },
                { u"seller_id"_s, listing.sellerId }, { u"seller_name"_s, listing.sellerName },
                { u"name"_s, listing.name },
                { u"author"_s,
                    listing.author ? QJsonValue(*listing.author) : QJsonValue(QJsonValue::Null) },
                { u"price"_s, listing.price }, { u"active"_s, listing.active } });
        }
        QJsonArray differs;
        if (types)
            differs.append(u"type"_s);
        if (names)
            differs.append(u"name"_s);
        if (authors)
            differs.append(u"author"_s);
        if (prices)
            differs.append(u"price"_s);
        items.append(QJsonObject {
            { u"code"_s, code }, { u"listings"_s, listingItems }, { u"differs"_s, differs } });
    }
    return items;
}
