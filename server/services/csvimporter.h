#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/services/catalogimporter.h"

class Database;
class QIODevice;

// Imports a CSV catalog (contract §2.1): reads and repairs its rows (CsvRowReader), finds or
// creates authors, publishers and categories by name, matches products by (seller, code),
// writes a report, and writes the rows through CatalogImporter in one transaction — nothing
// at all when a row is rejected, unless skipInvalid.
class CsvImporter final
{
public:
    struct Options
    {
        QString type; // --type
        std::optional<qint64> sellerId, defaultPrice, defaultStock;
        QHash<QString, QString> map; // --map COLUMN=FIELD
        bool skipInvalid = false;
        QString reportPath; // --report; empty: none
        // --report-problems: a fifth column, problem, with the code and values of each line
        // as JSON (docs/import-report.md); without it the report is contract §2.1's four.
        bool reportProblems = false;
        // --report-warnings: `warning` lines for imported rows worth a look (CsvImportWarnings);
        // an option until every reader of the report knows the outcome.
        bool reportWarnings = false;
    };
    struct Outcome
    {
        ImportResult result;
        qint64 rows = 0, imported = 0, repaired = 0, rejected = 0;
        qint64 warned = 0; // imported rows with `warning` lines (CsvImportWarnings)
        QStringList notes; // for the user: created sellers, ignored columns
    };

    CsvImporter(const Database &db, Options options);

    void setProgressHandler(CatalogImporter::ProgressHandler handler)
    {
        m_progress = std::move(handler);
    }
    // Both read the CSV as they go and write its products in parts of productsPerPart, in
    // one transaction: a 1,000,000-row file never sits in memory.
    Outcome importFile(const QString &path);
    Outcome importData(const QByteArray &utf8);
    static constexpr qsizetype productsPerPart = 10000;

private:
    // expectedRows sizes the bulk write and the progress (the file's line count).
    Outcome importDevice(QIODevice *device, qint64 expectedRows);

    const Database &m_db;
    Options m_options;
    CatalogImporter::ProgressHandler m_progress;
    QString m_sourceName; // the file's name, for the movements' note
};
