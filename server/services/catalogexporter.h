#pragma once

#include <QByteArray>
#include <functional>
#include <optional>

class Database;

// Writes the catalog (contract §2.1 export): JSON as an import document of §2 — importing it
// into an empty database reproduces every API answer — or CSV with the columns the CSV
// import reads. Output goes to `write` piece by piece, never the whole catalog in memory.
class CatalogExporter final
{
public:
    using Sink = std::function<void(const QByteArray &)>;

    CatalogExporter(const Database &db, std::optional<qint64> sellerId);

    void writeJson(const Sink &write) const;
    // Products that have a code (the CSV import needs one), inactive ones too with their
    // `active` column, books first. Returns what the CSV left out, for people ("" when
    // nothing): products without a code and the variants (contract §2.1).
    QString writeCsv(const Sink &write) const;

private:
    const Database &m_db;
    std::optional<qint64> m_sellerId;
};
