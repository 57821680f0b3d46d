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

    ImportResult importFile(const QString &path);
    ImportResult importDocument(const QJsonObject &document);
    // Writes a plan validated elsewhere (the CSV import) in one transaction, as a document's.
    ImportResult importPlan(const ImportPlan &plan);

private:
    struct Cancelled
    {
    };
    void step(qint64 units = 1, bool force = false);
    void write(const ImportPlan &plan, ImportResult &result);
    // Progress, the write in one transaction and ok; a cancel or storage error is a failure.
    ImportResult writeGuarded(const std::function<ImportResult()> &work);

    const Database &m_db;
    ProgressHandler m_progress;
    QString m_sourceName;
    qint64 m_done = 0;
    qint64 m_total = 0;
    qint64 m_reported = 0;
};
