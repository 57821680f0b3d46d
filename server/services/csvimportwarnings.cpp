#include "server/services/csvimportwarnings.h"

#include "server/services/adminqualityservice.h"
#include "server/storage/catalogreferences.h"

using namespace Qt::StringLiterals;

using Problem = ImportProblem::Code;

CsvImportWarnings::CsvImportWarnings(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<CsvReportLine> CsvImportWarnings::of(const Row &row) const
{
    QList<CsvReportLine> lines;
    const QString seller = QString::number(row.sellerId);
    // The first other listing that differs, as /admin/duplicates compares them.
    bool titleSaid = false;
    bool authorSaid = false;
    for (const CatalogReferences::Listing &listing :
        CatalogReferences(m_db).listingsAtOtherSellers(row.code, row.sellerId)) {
        const QString other = QString::number(listing.sellerId);
        if (!titleSaid && !AdminQualityService::sameText(listing.name, row.name)) {
            titleSaid = true;
            lines.append({ u"name"_s,
                ImportProblem::of(Problem::SameCodeOtherTitle,
                    u"code %1 is listed by seller %2 as \"%3\"",
                    { row.code, other, listing.name }) });
        }
        if (!authorSaid && row.author && !row.author->isEmpty() && !listing.author.isEmpty()
            && !AdminQualityService::sameText(listing.author, *row.author)) {
            authorSaid = true;
            lines.append({ u"author"_s,
                ImportProblem::of(Problem::SameCodeOtherAuthor,
                    u"code %1 is listed by seller %2 with the author \"%3\"",
                    { row.code, other, listing.author }) });
        }
    }
    if (row.oldPrice > 0 && row.oldPrice <= row.price) {
        lines.append({ u"old_price"_s,
            ImportProblem::of(Problem::OldPriceNotAbovePrice,
                u"old price %1 is not above the price %2",
                { QString::number(row.oldPrice), QString::number(row.price) }) });
    }
    if (row.createdCategory) {
        lines.append({ u"category"_s,
            ImportProblem::of(Problem::CategoryCreated,
                u"category \"%1\" (%2) did not exist and was created",
                { row.createdCategory->section(u':', 1),
                    row.createdCategory->section(u':', 0, 0) }) });
    }
    if (row.createdSeller) {
        lines.append({ u"seller_id"_s,
            ImportProblem::of(Problem::SellerCreated,
                u"seller %1 did not exist and was created as \"%2\"",
                { seller, *row.createdSeller }) });
    }
    return lines;
}
