#include "server/services/catalogimporter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <memory>

#include "server/domain/searchtext.h"
#include "server/services/catalogvalidator.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/changefeed.h"
#include "server/storage/database.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace {

// Index products in chunks, so progress moves and a cancel is noticed during a long import.
constexpr qsizetype indexChunk = 2000;
// Report progress every this many steps: often enough for a progress bar, rarely enough
// not to cost time on a 100,000-product import.
constexpr qint64 progressInterval = 1000;

} // namespace

CatalogImporter::CatalogImporter(const Database &db)
    : m_db(db)
{ }

void CatalogImporter::step(qint64 units, bool force)
{
    m_done += units;
    if (!m_progress || (!force && m_done - m_reported < progressInterval))
        return;
    m_reported = m_done;
    if (!m_progress(m_done, m_total))
        throw Cancelled {};
}

ImportResult CatalogImporter::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ImportResult::failure(u"cannot read %1: %2"_s.arg(path, file.errorString()));
    setSourceName(QFileInfo(path).fileName());
    const QByteArray data = file.readAll();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError) {
        const QByteArray before = data.left(error.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = error.offset - (before.lastIndexOf('\n') + 1) + 1;
        return ImportResult::failure(
            u"%1: invalid JSON at line %2, column %3 (offset %4): %5"_s.arg(path)
                .arg(line)
                .arg(column)
                .arg(error.offset)
                .arg(error.errorString()));
    }
    if (!document.isObject())
        return ImportResult::failure(u"%1: the document must be a JSON object"_s.arg(path));
    return importDocument(document.object());
}

ImportResult CatalogImporter::importDocument(const QJsonObject &document)
{
    m_done = m_reported = 0;
    return writeGuarded([&] {
        ImportResult result;
        const QSqlDatabase db = m_db.connection();
        CatalogWriter writer(db);
        ImportIssues issues(maxIssues);
        const qint64 records = CatalogValidator::recordCount(document);
        // Validation, writing and indexing each take about one step per record.
        m_total = 3 * records;
        const ImportPlan plan
            = CatalogValidator(writer, issues).validate(document, [this] { step(); });
        if (!issues.isEmpty()) {
            result.issues = issues.list();
            result.issueCount = issues.count();
            return result;
        }
        m_total = m_done + 2 * plan.recordCount();
        step(0, true);
        write(plan, result);
        result.ok = true;
        return result;
    });
}

ImportResult CatalogImporter::importPlan(const ImportPlan &plan)
{
    m_done = m_reported = 0;
    m_total = 2 * plan.recordCount();
    return writeGuarded([&] {
        ImportResult result;
        step(0, true);
        write(plan, result);
        result.ok = true;
        return result;
    });
}

ImportResult CatalogImporter::writeGuarded(const std::function<ImportResult()> &work)
{
    try {
        return work();
    } catch (const Cancelled &) {
        return ImportResult::failure(u"import cancelled, nothing written"_s);
    } catch (const StorageError &error) {
        return ImportResult::failure(
            u"database error, nothing written: "_s + QString::fromStdString(error.what()));
    }
}

void CatalogImporter::write(const ImportPlan &plan, ImportResult &result)
{
    QSqlDatabase db = m_db.connection();
    CatalogWriter writer(db);
    Sql::Transaction transaction(db);
    writer.beginBulkWrite();
    // Restores the cache size however write() ends; the connection lives on in the server.
    const std::unique_ptr<CatalogWriter, void (*)(CatalogWriter *)> bulk(
        &writer, [](CatalogWriter *w) {
            try {
                w->endBulkWrite();
            } catch (const StorageError &) {
                // Only a cache size: never worth failing an import (or terminating) over.
            }
        });

    for (const ImportPlan::Named &author : plan.authors) {
        writer.upsertAuthor(author.id, author.name);
        step();
    }
    for (const ImportPlan::Named &publisher : plan.publishers) {
        writer.upsertPublisher(publisher.id, publisher.name);
        step();
    }
    for (const CatalogWriter::Seller &seller : plan.sellers) {
        writer.upsertSeller(seller);
        step();
    }
    for (const CatalogWriter::Category &category : plan.categories) {
        writer.upsertCategory(category);
        step();
    }
    QList<qint64> pks;
    pks.reserve(plan.products.size());
    qint64 books = 0, stationery = 0, variants = 0;
    for (const CatalogWriter::Product &product : plan.products) {
        (product.type == "book"_L1 ? books : stationery) += 1;
        variants += product.variants.size();
    }
    // In slices, so that progress (and a cancel) keeps coming on a large import.
    constexpr qsizetype productsPerStep = 1000;
    writer.suspendProductIndexes(plan.products.size());
    for (qsizetype from = 0; from < plan.products.size(); from += productsPerStep) {
        QList<CatalogWriter::Product> slice = plan.products.mid(from, productsPerStep);
        // A CSV's supplier column names them: found or created for the product's seller.
        for (CatalogWriter::Product &product : slice) {
            if (!product.supplierName.isNull()) {
                product.supplierId = product.supplierName.isEmpty()
                    ? std::nullopt
                    : std::optional<qint64>(
                        writer.supplierNamed(product.sellerId, product.supplierName));
            }
        }
        pks += writer.upsertProducts(slice);
        step(slice.size());
    }
    writer.restoreProductIndexes([this] { step(0, true); });
    // Never silently (contract §2): the stock the import set, as movements.
    writer.recordStockChanges(m_sourceName.isEmpty() ? u"import"_s : u"import "_s + m_sourceName);

    // Indexing is one step per product: half for computing the rows, half for moving them
    // into the index (bulk mode, see SearchIndexWriter).
    SearchIndexWriter index(db, SearchIndexWriter::Mode::Bulk);
    const qint64 computeSteps = pks.size() / 2;
    if (plan.existingNamesChanged) {
        // Renamed authors or categories change the words of products outside the document.
        index.reindexAll();
        step(computeSteps);
    } else {
        for (qsizetype from = 0; from < pks.size(); from += indexChunk) {
            const QList<qint64> chunk = pks.mid(from, indexChunk);
            index.reindex(chunk);
            step(chunk.size() * computeSteps / std::max<qsizetype>(1, pks.size()));
        }
    }
    const qint64 stagedRows = std::max<qint64>(1, index.stagedRows());
    const qint64 moveSteps = pks.size() - computeSteps;
    qint64 moved = 0;
    index.finish([&](qint64 rows) {
        const qint64 before = moved * moveSteps / stagedRows;
        moved = std::min(moved + rows, stagedRows); // then phrases: counted as nothing
        step(moved * moveSteps / stagedRows - before);
    });

    // After the products, so each search sees the catalog it is recorded against.
    const SearchRepository searches(db);
    for (const ImportPlan::Search &search : plan.searches) {
        std::optional<QString> resultName;
        if (const auto top = searches.topHit(SearchText::words(search.text)))
            resultName = top->name;
        searches.recordSearch(SearchText::normalizedQuery(search.text), resultName, search.at);
        step(2);
    }

    // The last report comes before the commit, so even then a cancel writes nothing.
    writer.countProducts();
    step(m_total - m_done, true);
    // Serving instances on PostgreSQL drop what they cached, as the commit lands.
    ChangeFeed::publish(db, { ChangeFeed::everything });
    transaction.commit();
    // PostgreSQL plans by statistics, which a bulk load leaves stale, and keeps the import's
    // superseded row versions (each product's row is written twice) until autovacuum comes
    // by, competing with the first requests: both at once instead (seconds for 100,000).
    if (Sql::isPostgres(db)) {
        try {
            Sql::run(db,
                u"VACUUM (ANALYZE) products, variants, product_search, suggestion_texts, "
                "product_counts, searches"_s);
        } catch (const StorageError &) {
            // Committed already: autovacuum will gather them; never report the import failed.
        }
    }
    result.written = {
        { u"authors"_s, plan.authors.size() },
        { u"publishers"_s, plan.publishers.size() },
        { u"sellers"_s, plan.sellers.size() },
        { u"categories"_s, plan.categories.size() },
        { u"books"_s, books },
        { u"stationery"_s, stationery },
        { u"variants"_s, variants },
        { u"searches"_s, plan.searches.size() },
    };
}
