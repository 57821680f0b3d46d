#include "server/services/catalogimporter.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <memory>

#include "server/domain/searchtext.h"
#include "server/services/catalogvalidator.h"
#include "server/services/documentprefetch.h"
#include "server/storage/cachebus.h"
#include "server/storage/catalogreferences.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/database.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"
#include "server/storage/syncproductrepository.h"

using namespace Qt::StringLiterals;

namespace {

// Report progress every this many steps: often enough for a progress bar, rarely enough
// not to cost time on a 100,000-product import.
constexpr qint64 progressInterval = 1000;

} // namespace

class CatalogImporter::PartsWrite final
{
public:
    PartsWrite(CatalogImporter &importer, qint64 expectedProducts)
        : m_importer(importer)
        , m_db(importer.m_db.connection())
        , m_writer(m_db)
        , m_transaction(m_db)
    {
        m_writer.beginBulkWrite();
        if (importer.m_bulkLoad)
            m_writer.suspendProductIndexes(expectedProducts);
    }
    ~PartsWrite()
    {
        // Restores the cache size however the write ends; the connection lives on in the
        // server. Before the transaction's rollback, as the members go.
        try {
            m_writer.endBulkWrite();
        } catch (const StorageError &) {
            // Only a cache size: never worth failing an import (or terminating) over.
        }
    }
    Q_DISABLE_COPY_MOVE(PartsWrite)

    void part(const ImportPlan &plan);
    void finish(ImportResult &result);

private:
    void step(qint64 units = 1, bool force = false) { m_importer.step(units, force); }
    QString movementNote() const
    {
        const QString &source = m_importer.m_sourceName;
        return source.isEmpty() ? u"import"_s : u"import "_s + source;
    }

    CatalogImporter &m_importer;
    QSqlDatabase m_db;
    CatalogWriter m_writer;
    Sql::Transaction m_transaction;
    QList<qint64> m_pks;
    QList<ImportPlan::Search> m_searches;
    bool m_existingNamesChanged = false;
    qint64 m_authors = 0, m_publishers = 0, m_sellers = 0, m_categories = 0, m_books = 0,
           m_stationery = 0, m_variants = 0;
};

CatalogImporter::CatalogImporter(const Database &db)
    : m_db(db)
{ }

void CatalogImporter::step(qint64 units, bool force)
{
    m_done += units;
    if (!m_progress || (!force && m_done - m_reported < progressInterval))
        return;
    m_reported = m_done;
    m_total = std::max(m_total, m_done); // parts may hold more than expected
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
        const CatalogReferences references(db);
        ImportIssues issues(maxIssues);
        const qint64 records = CatalogValidator::recordCount(document);
        // Validation, writing and indexing each take about one step per record.
        m_total = 3 * records;
        const ImportPlan plan
            = CatalogValidator(references, issues).validate(document, [this] { step(); });
        if (!issues.isEmpty()) {
            result.issues = issues.list();
            result.issueCount = issues.count();
            return result;
        }
        m_total = m_done + 2 * plan.recordCount();
        step(0, true);
        PartsWrite write(*this, plan.products.size());
        write.part(plan);
        write.finish(result);
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
        PartsWrite write(*this, plan.products.size());
        write.part(plan);
        write.finish(result);
        return result;
    });
}

ImportResult CatalogImporter::importParts(
    qint64 expectedProducts, const Producer &produce, const Verdict &verdict)
{
    m_done = m_reported = 0;
    // Writing and indexing each take about one step per product.
    m_total = 2 * std::max<qint64>(1, expectedProducts);
    return writeGuarded([&] {
        ImportResult result;
        step(0, true);
        PartsWrite write(*this, expectedProducts);
        produce([&](const ImportPlan &part) { write.part(part); });
        if (verdict && !verdict(result))
            return result; // rolled back as `write` goes
        write.finish(result);
        return result;
    });
}

ImportResult CatalogImporter::importDocumentParts(
    qint64 expectedRecords, const DocumentProducer &produce)
{
    m_done = m_reported = 0;
    // Validating, writing and indexing each take about one step per record.
    m_total = 3 * std::max<qint64>(1, expectedRecords);
    return writeGuarded([&] {
        ImportResult result;
        const QSqlDatabase db = m_db.connection();
        const CatalogReferences reads(db);
        ImportIssues issues(maxIssues);
        CatalogValidator validator(reads, issues);
        validator.begin([this] { step(); });
        step(0, true);
        PartsWrite write(*this, expectedRecords);
        ImportPlan searches;
        // The next part is made while this one is validated and written.
        DocumentPrefetch parts(produce);
        while (const std::optional<QJsonObject> document = parts.next()) {
            ImportPlan part = validator.validatePart(*document);
            // After the first issue only validation goes on: the write is rolled back anyway.
            if (!issues.isEmpty())
                continue;
            // The searches are recorded against the whole catalog, after the cross checks.
            searches.searches += std::move(part.searches);
            part.searches.clear();
            write.part(part);
        }
        searches.existingNamesChanged = validator.finish();
        if (!issues.isEmpty()) {
            result.issues = issues.list();
            result.issueCount = issues.count();
            return result; // rolled back as `write` goes
        }
        write.part(searches);
        write.finish(result);
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

void CatalogImporter::PartsWrite::part(const ImportPlan &plan)
{
    for (const ImportPlan::Named &author : plan.authors) {
        m_writer.upsertAuthor(author.id, author.name);
        step();
    }
    for (const ImportPlan::Named &publisher : plan.publishers) {
        m_writer.upsertPublisher(publisher.id, publisher.name);
        step();
    }
    for (const CatalogWriter::Seller &seller : plan.sellers) {
        m_writer.upsertSeller(seller);
        step();
    }
    for (const CatalogWriter::Category &category : plan.categories) {
        m_writer.upsertCategory(category);
        step();
    }
    m_authors += plan.authors.size();
    m_publishers += plan.publishers.size();
    m_sellers += plan.sellers.size();
    m_categories += plan.categories.size();
    for (const CatalogWriter::Product &product : plan.products) {
        (product.type == "book"_L1 ? m_books : m_stationery) += 1;
        m_variants += product.variants.size();
    }
    // In slices, so that progress (and a cancel) keeps coming on a large import.
    constexpr qsizetype productsPerStep = 1000;
    const qsizetype firstPk = m_pks.size();
    for (qsizetype from = 0; from < plan.products.size(); from += productsPerStep) {
        QList<CatalogWriter::Product> slice = plan.products.mid(from, productsPerStep);
        // A CSV's supplier column names them: found or created for the product's seller.
        for (CatalogWriter::Product &product : slice) {
            if (!product.supplierName.isNull()) {
                product.supplierId = product.supplierName.isEmpty()
                    ? std::nullopt
                    : std::optional<qint64>(
                        m_writer.supplierNamed(product.sellerId, product.supplierName));
            }
        }
        m_pks += m_writer.upsertProducts(slice);
        step(slice.size());
    }
    // The same queue and rows as an API write's (contract §14), in this transaction.
    if (!plan.pushes.isEmpty()) {
        const SyncProductRepository queue(m_db);
        for (const ImportPlan::Push &push : plan.pushes)
            queue.queue(m_pks.at(firstPk + push.product), push.action, push.fields);
    }
    // Movements as the part goes, not a million of them held until the end.
    m_writer.recordStockChanges(movementNote());
    m_searches += plan.searches;
    m_existingNamesChanged = m_existingNamesChanged || plan.existingNamesChanged;
}

void CatalogImporter::PartsWrite::finish(ImportResult &result)
{
    const QList<qint64> &pks = m_pks;
    m_writer.restoreProductIndexes([this] { step(0, true); });
    // Never silently (contract §2): the stock the import set, as movements.
    m_writer.recordStockChanges(movementNote());

    // Indexing is one step per product: half for computing the rows, half for moving them
    // into the index (bulk mode, see SearchIndexWriter).
    SearchIndexWriter index(m_db,
        m_importer.m_bulkLoad ? SearchIndexWriter::Mode::Bulk : SearchIndexWriter::Mode::Direct);
    const qint64 computeSteps = pks.size() / 2;
    if (m_existingNamesChanged) {
        // Renamed authors or categories change the words of products outside the document.
        index.reindexAll();
        step(computeSteps);
    } else {
        // One call: the writer computes a chunk's rows while it writes the one before.
        qsizetype indexed = 0;
        index.reindex(pks, [&](qsizetype products) {
            const qint64 before = indexed * computeSteps / std::max<qsizetype>(1, pks.size());
            indexed += products;
            step(indexed * computeSteps / std::max<qsizetype>(1, pks.size()) - before);
        });
    }
    const qint64 finishWork = std::max<qint64>(1, index.finishWork());
    const qint64 moveSteps = pks.size() - computeSteps;
    qint64 finished = 0;
    index.finish([&](qint64 units) {
        const qint64 before = finished * moveSteps / finishWork;
        finished = std::min(finished + units, finishWork);
        // Forced: each report of the merge's steps may be the cancel's moment.
        step(finished * moveSteps / finishWork - before, true);
    });

    // After the products, so each search sees the catalog it is recorded against.
    // The catalog no longer changes here, so each distinct text's top hit is searched once (a
    // demo's log repeats a few hundred texts thousands of times).
    const SearchRepository searches(m_db);
    QHash<QString, std::optional<QString>> topHitNames;
    for (const ImportPlan::Search &search : std::as_const(m_searches)) {
        auto resultName = topHitNames.constFind(search.text);
        if (resultName == topHitNames.cend()) {
            const auto top = searches.topHit(SearchText::words(search.text));
            resultName = topHitNames.insert(
                search.text, top ? std::optional<QString>(top->name) : std::nullopt);
        }
        searches.recordSearch(SearchText::normalizedQuery(search.text), *resultName, search.at);
        step(2);
    }

    // The last report comes before the commit, so even then a cancel writes nothing.
    m_writer.countProducts();
    step(std::max<qint64>(0, m_importer.m_total - m_importer.m_done), true);
    // Serving instances on PostgreSQL drop what they cached, as the commit lands.
    CacheBus::publish(m_db, { CacheBus::everything });
    m_transaction.commit();
    // PostgreSQL plans by statistics, which a bulk load leaves stale, and keeps the import's
    // superseded row versions (each product's row is written twice) until autovacuum comes
    // by, competing with the first requests: both at once instead (seconds for 100,000).
    // The vacuum also marks the names' words visible to all, which their index-only reads
    // need (SearchRepository::appendMatches).
    if (Sql::isPostgres(m_db)) {
        try {
            Sql::run(m_db,
                u"VACUUM (ANALYZE) products, variants, product_search, suggestion_texts, "
                "product_counts, searches"_s);
        } catch (const StorageError &) {
            // Committed already: autovacuum will gather them; never report the import failed.
        }
    }
    result.written = {
        { u"authors"_s, m_authors },
        { u"publishers"_s, m_publishers },
        { u"sellers"_s, m_sellers },
        { u"categories"_s, m_categories },
        { u"books"_s, m_books },
        { u"stationery"_s, m_stationery },
        { u"variants"_s, m_variants },
        { u"searches"_s, m_searches.size() },
    };
    result.ok = true;
}
