#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <functional>

#include "server/services/importissues.h"

class Database;
struct ImportPlan;

struct ImportResult
{
    bool ok = false;
    QList<ImportIssue> issues; // the first CatalogImporter::maxIssues
    qint64 issueCount = 0; // all of them
    // Rows written per kind: authors, publishers, sellers, categories, books, stationery,
    // variants, searches.
    QMap<QString, qint64> written;

    // One problem that stopped the whole import (nothing written).
    static ImportResult failure(const QString &message)
    {
        ImportResult result;
        result.issueCount = 1;
        result.issues.append({ {}, {}, message });
        return result;
    }
};

// Imports a catalog document (contract §2): validates all of it first and writes nothing
// when anything is wrong; otherwise upserts everything in one transaction, brings the search
// index up to date and records the document's searches as a live /search would.
class CatalogImporter final
{
public:
    // done/total in abstract steps, reported every thousand or so and last (done == total)
    // just before the commit; returning false cancels the import, writing nothing.
    using ProgressHandler = std::function<bool(qint64 done, qint64 total)>;
    static constexpr qsizetype maxIssues = 100;

    explicit CatalogImporter(const Database &db);

    void setProgressHandler(ProgressHandler handler) { m_progress = std::move(handler); }
    // The file the data came from, named in the note of the stock movements the import
    // records (contract §2: "import <file name>"); importFile() sets it.
    void setSourceName(const QString &name) { m_sourceName = name; }
    // On (the default): a write of more products than the catalog holds builds the products'
    // secondary indexes, quality figures and search index once at the end (SQLite). Off:
    // every row the way a small import writes it, which the bulk write must equal
    // (tst_bulkload).
    void setBulkLoad(bool on) { m_bulkLoad = on; }

    ImportResult importFile(const QString &path);
    ImportResult importDocument(const QJsonObject &document);
    // Writes a plan validated elsewhere in one transaction, as a document's.
    ImportResult importPlan(const ImportPlan &plan);

    // Writes a plan given in parts, so that no more than a part is ever held (the demo, the
    // CSV import): one transaction, as importPlan() writes a whole one. `produce` calls its
    // argument once per part (names and sellers before the products that use them; each
    // part's categories parents first); a part's searches are recorded after every product.
    // `expectedProducts` sizes the bulk write and the progress. `verdict` runs before the
    // commit: false rolls everything back and returns the result it set.
    using PartWriter = std::function<void(const ImportPlan &part)>;
    using Producer = std::function<void(const PartWriter &write)>;
    using Verdict = std::function<bool(ImportResult &result)>;
    ImportResult importParts(
        qint64 expectedProducts, const Producer &produce, const Verdict &verdict = {});
    // A document given in parts (DemoGenerator::generate's), validated as one document:
    // references and duplicates across parts count; any issue writes nothing. `produce` runs
    // on a thread of its own, a part ahead (DocumentPrefetch): it must not touch the
    // database.
    using DocumentProducer = std::function<void(const std::function<void(const QJsonObject &)> &)>;
    ImportResult importDocumentParts(qint64 expectedRecords, const DocumentProducer &produce);

private:
    struct Cancelled
    {
    };
    void step(qint64 units = 1, bool force = false);
    // The write of importParts(): begin, parts, finish.
    class PartsWrite;
    // Progress, the write in one transaction and ok; a cancel or storage error is a failure.
    ImportResult writeGuarded(const std::function<ImportResult()> &work);

    const Database &m_db;
    ProgressHandler m_progress;
    QString m_sourceName;
    qint64 m_done = 0;
    qint64 m_total = 0;
    qint64 m_reported = 0;
    bool m_bulkLoad = true;
};
