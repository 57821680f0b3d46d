#include "server/services/csvimporter.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>
#include <optional>

#include "common/csvreader.h"
#include "common/csvwriter.h"
#include "server/services/catalogvalidator.h"
#include "server/services/csvcolumns.h"
#include "server/services/csvimportwarnings.h"
#include "server/services/csvrowreader.h"
#include "server/storage/catalogreferences.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"
#include "server/storage/syncproductrepository.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;
using Problem = ImportProblem::Code;

namespace {

// Reading the file (and writing its products as it goes) is about this share of the whole
// import's progress; the rest is indexing and the commit.
constexpr qint64 readShare = 70;

// A cancel while the file is read.
struct ReadCancelled
{
};

QString nameKey(const QString &name)
{
    return name.simplified().toCaseFolded();
}

// Finds names case- and space-insensitively among existing rows and adds new ones with new ids.
class NameIndex
{
public:
    explicit NameIndex(const QHash<qint64, QString> &existing)
    {
        for (auto it = existing.cbegin(); it != existing.cend(); ++it) {
            m_next = std::max(m_next, it.key() + 1);
            const QString key = nameKey(it.value());
            const auto found = m_ids.constFind(key);
            if (found == m_ids.cend() || *found > it.key())
                m_ids.insert(key, it.key());
        }
    }
    // The id of the name, and whether it is new.
    qint64 idOf(const QString &name, QList<ImportPlan::Named> &created)
    {
        const QString key = nameKey(name);
        const auto found = m_ids.constFind(key);
        if (found != m_ids.cend())
            return *found;
        const qint64 id = m_next++;
        m_ids.insert(key, id);
        created.append({ id, name });
        return id;
    }

private:
    QHash<QString, qint64> m_ids;
    qint64 m_next = 1;
};

// The row that took each (seller, code) of the file: a million of them in tens of MB, as
// codes of digits (ISBNs, barcodes) are kept as numbers.
class CodeRows
{
public:
    std::optional<qint64> find(qint64 sellerId, const QString &code, const QString &key) const
    {
        const std::optional<qint64> packed = pack(code);
        if (packed) {
            const auto it = m_packed.constFind({ sellerId, *packed });
            return it == m_packed.cend() ? std::nullopt : std::optional<qint64>(*it);
        }
        const auto it = m_other.constFind(key);
        return it == m_other.cend() ? std::nullopt : std::optional<qint64>(*it);
    }
    void insert(qint64 sellerId, const QString &code, const QString &key, qint64 row)
    {
        if (const std::optional<qint64> packed = pack(code))
            m_packed.insert({ sellerId, *packed }, row);
        else
            m_other.insert(key, row);
    }

private:
    // Up to 15 digits, with their count (so "0123" is not "123"); else none.
    static std::optional<qint64> pack(const QString &code)
    {
        if (code.isEmpty() || code.size() > 15)
            return std::nullopt;
        qint64 value = 0;
        for (const QChar c : code) {
            if (c < u'0' || c > u'9')
                return std::nullopt;
            value = value * 10 + (c.unicode() - u'0');
        }
        return value | (qint64(code.size()) << 56);
    }

    QHash<std::pair<qint64, qint64>, qint64> m_packed;
    QHash<QString, qint64> m_other;
};

// "code … of seller … is already used by …" for the holder of a code.
ImportProblem usedBy(
    const CatalogReferences::CodeHolder &holder, const QString &code, qint64 sellerId)
{
    const QString seller = QString::number(sellerId);
    const QString id = QString::number(holder.productId);
    if (holder.users > 1) {
        return ImportProblem::of(Problem::CodeUsedBySeveral,
            u"code %1 of seller %2 is already used by %3 active items (ambiguous; give each its "
            "own code first)",
            { code, seller, QString::number(holder.users) });
    }
    if (holder.variantId) { // only stationery has variants (contract §2)
        return ImportProblem::of(Problem::CodeUsedByVariant,
            u"code %1 of seller %2 is already used by stationery %3 (variant %4)",
            { code, seller, id, QString::number(*holder.variantId) });
    }
    if (holder.type == "book"_L1) {
        return ImportProblem::of(Problem::CodeUsedByBook,
            u"code %1 of seller %2 is already used by book %3", { code, seller, id });
    }
    return ImportProblem::of(Problem::CodeUsedByStationery,
        u"code %1 of seller %2 is already used by stationery %3", { code, seller, id });
}

// Another active item that already uses the code a row would give its product (null: none).
ImportProblem takenBy(const QHash<QString, CatalogReferences::CodeHolder> &holders,
    const QString &key, QHash<QString, CatalogWriter::Product>::const_iterator old,
    QHash<QString, CatalogWriter::Product>::const_iterator none, const QString &code,
    qint64 sellerId)
{
    const auto holder = holders.constFind(key);
    if (holder == holders.cend())
        return {};
    if (holder->users > 1 || old == none) // a new product
        return usedBy(*holder, code, sellerId);
    const bool same
        = !holder->variantId && holder->type == old->type && holder->productId == old->id;
    // An inactive product the row updates stays inactive: it takes no code from anyone.
    return same || !old->active ? ImportProblem() : usedBy(*holder, code, sellerId);
}

} // namespace

CsvImporter::CsvImporter(const Database &db, Options options)
    : m_db(db)
    , m_options(std::move(options))
{ }

CsvImporter::Outcome CsvImporter::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Outcome outcome;
        outcome.result
            = ImportResult::failure(u"cannot read %1: %2"_s.arg(path, file.errorString()));
        return outcome;
    }
    m_sourceName = QFileInfo(path).fileName();
    // Its lines, a block at a time: about its rows, for the bulk write and the progress.
    qint64 lines = 0;
    for (QByteArray block = file.read(1 << 20); !block.isEmpty(); block = file.read(1 << 20))
        lines += block.count('\n');
    file.seek(0);
    return importDevice(&file, lines);
}

CsvImporter::Outcome CsvImporter::importData(const QByteArray &utf8)
{
    QBuffer buffer;
    buffer.setData(utf8);
    buffer.open(QIODevice::ReadOnly);
    return importDevice(&buffer, utf8.count('\n'));
}

CsvImporter::Outcome CsvImporter::importDevice(QIODevice *device, qint64 expectedRows)
{
    Outcome outcome;
    CsvReader reader(device);
    CsvReader::Record record;
    if (!reader.next(record) || record.fields.join(QString()).trimmed().isEmpty()) {
        outcome.result = ImportResult::failure(
            reader.error().isEmpty() ? u"the file has no header row"_s : reader.error());
        return outcome;
    }
    QString error;
    const std::optional<CsvColumns> columns
        = CsvColumns::fromHeader(record.fields, m_options.map, &error);
    if (!columns) {
        outcome.result = ImportResult::failure(error);
        return outcome;
    }
    if (columns->codeColumns().isEmpty()) {
        outcome.result
            = ImportResult::failure(u"no code column (code, isbn, isbn13, isbn10, barcode or ean; "
                                    "or --map COLUMN=code)"_s);
        return outcome;
    }
    if (!columns->has(CsvColumns::Field::Name)) {
        outcome.result
            = ImportResult::failure(u"no name column (name or title; or --map COLUMN=name)"_s);
        return outcome;
    }
    if (!columns->ignored().isEmpty())
        outcome.notes << u"ignored columns: "_s + columns->ignored().join(u", "_s);

    CsvRowReader rows(*columns,
        { m_options.type, m_options.sellerId, m_options.defaultPrice, m_options.defaultStock });

    // The report is written as the rows are read, and kept only when the import gets that far.
    std::optional<QSaveFile> reportFile;
    bool reportOk = true;
    const auto write = [&](const QStringList &line) {
        if (reportFile && reportOk)
            reportOk = reportFile->write(CsvWriter::line(line).toUtf8()) >= 0;
    };
    // One line of the report: row, outcome, field, detail (and problem when asked for).
    const auto report = [&](qint64 rowNumber, const QString &outcome,
                            const CsvReportLine &line = {}) {
        QStringList cells { QString::number(rowNumber), outcome, line.field, line.problem.text };
        if (m_options.reportProblems)
            cells << (line.problem.isNull() ? QString() : line.problem.toJsonText());
        write(cells);
    };
    if (!m_options.reportPath.isEmpty()) {
        reportFile.emplace(m_options.reportPath);
        reportOk = reportFile->open(QIODevice::WriteOnly);
        QStringList header { u"row"_s, u"outcome"_s, u"field"_s, u"detail"_s };
        if (m_options.reportProblems)
            header << u"problem"_s;
        write(header);
    }

    ImportIssues issues(CatalogImporter::maxIssues);
    // Reading ends at readShare; the importer's own steps, from the indexing on, fill the
    // rest (its writing of products happens while the file is read).
    bool reading = true;
    CatalogImporter importer(m_db);
    importer.setSourceName(m_sourceName);
    if (m_progress) {
        importer.setProgressHandler([&](qint64 done, qint64 total) {
            if (reading || total <= 0)
                return true;
            // Writing the products is the first half of the importer's steps.
            const qint64 half = total / 2;
            const qint64 rest = std::max<qint64>(0, done - half) * (100 - readShare)
                / std::max<qint64>(1, total - half);
            return m_progress(readShare + std::min<qint64>(rest, 100 - readShare), 100);
        });
    }
    const auto produce = [&](const CatalogImporter::PartWriter &write) {
        const CatalogReferences database(m_db.connection());
        NameIndex authors(database.existingNames(CatalogWriter::Table::Authors));
        NameIndex publishers(database.existingNames(CatalogWriter::Table::Publishers));
        const QHash<qint64, QString> sellers
            = database.existingNames(CatalogWriter::Table::Sellers);
        QSet<qint64> createdSellers;
        const QHash<qint64, CatalogWriter::Category> existingCategories
            = database.existingCategories();
        QHash<qint64, QString> categoryNames;
        for (const CatalogWriter::Category &category : existingCategories)
            categoryNames.insert(category.id, category.type + u':' + category.name);
        // Categories are found by type and name: "book:Fiction".
        NameIndex categories(categoryNames);
        const QHash<QString, CatalogWriter::Product> existing = database.existingProductsByCode();
        const QHash<QString, CatalogReferences::CodeHolder> holders
            = database.existingActiveCodes();
        QHash<QString, qint64> nextId = database.maxProductIds();
        // A shop that follows a marketplace (contract §14): the followed seller's new and
        // edited products go up as those of POST/PATCH /products/mine do, and a new product
        // takes a local id above the marketplace's, as theirs.
        const SyncRepository sync(m_db.connection());
        std::optional<qint64> pushedSeller;
        qint64 keptLocal = 0; // another seller's: the marketplace key cannot carry them
        if (sync.following()) {
            pushedSeller = sync.value(u"seller_id"_s).value_or(QString()).toLongLong();
            for (const QString &type : { u"book"_s, u"stationery"_s }) {
                nextId[type] = std::max(nextId.value(type), SyncProductRepository::localIdBase - 1);
            }
        }
        // (seller, code) of every row taken so far -> its row: the only trace of the rows
        // already written.
        CodeRows rowOfCode;

        ImportPlan part;
        QList<ImportPlan::Named> newCategories;
        const auto flush = [&] {
            for (const ImportPlan::Named &named : std::as_const(newCategories)) {
                CatalogWriter::Category category;
                category.id = named.id;
                category.type = named.name.section(u':', 0, 0);
                category.name = named.name.section(u':', 1);
                part.categories.append(category);
            }
            // After a rejected row only the report and the issues go on: nothing is written.
            if (outcome.rejected == 0 || m_options.skipInvalid)
                write(part);
            part = {};
            newCategories.clear();
        };

        const qint64 now = QDateTime::currentSecsSinceEpoch();
        qint64 recordNumber = 1; // the header
        qint64 lastPercent = -1;
        while (reader.next(record)) {
            if (m_progress) {
                const qint64 percent = qint64(reader.fraction() * readShare);
                if (percent != lastPercent && !m_progress(percent, 100))
                    throw ReadCancelled {};
                lastPercent = percent;
            }
            const qint64 rowNumber = ++recordNumber;
            if (record.fields.size() == 1 && record.fields.constFirst().trimmed().isEmpty())
                continue;
            ++outcome.rows;
            CsvRow row = rows.read(rowNumber, record.fields);
            // More cells than the header names, and not just empty ones: broken quoting.
            const QStringList beyond = record.fields.mid(columns->columnCount());
            if (!beyond.join(QString()).trimmed().isEmpty()) {
                row.problems.append({ QString(),
                    ImportProblem::of(Problem::TooManyCells, u"%1 cells, the header has %2",
                        { QString::number(record.fields.size()),
                            QString::number(columns->columnCount()) }) });
            }

            CatalogWriter::Product product;
            const CatalogWriter::Product *before = nullptr; // the product the row edits
            if (!row.rejected()) {
                const QString key = CatalogReferences::codeKey(*row.sellerId, row.code);
                const std::optional<qint64> seen = rowOfCode.find(*row.sellerId, row.code, key);
                const auto old = existing.constFind(key);
                const QString seller = QString::number(*row.sellerId);
                if (seen) {
                    row.problems.append({ u"code"_s,
                        ImportProblem::of(Problem::DuplicateCode,
                            u"code %1 of seller %2 is already in row %3",
                            { row.code, seller, QString::number(*seen) }) });
                } else if (old != existing.cend() && old->type != row.type) {
                    const bool book = old->type == "book"_L1;
                    row.problems.append({ u"code"_s,
                        ImportProblem::of(
                            book ? Problem::CodeBelongsToBook : Problem::CodeBelongsToStationery,
                            book ? u"code %1 of seller %2 belongs to book %3"
                                 : u"code %1 of seller %2 belongs to stationery %3",
                            { row.code, seller, QString::number(old->id) }) });
                } else if (const ImportProblem taken = row.active.value_or(true)
                               ? takenBy(holders, key, old, existing.cend(), row.code,
                                   *row.sellerId)
                               : ImportProblem(); // an inactive row takes no code from anyone
                           !taken.isNull()) {
                    // Contract §11: among a seller's active items a code names one item.
                    row.problems.append({ u"code"_s, taken });
                } else if (old == existing.cend() && !row.price) {
                    row.problems.append({ u"price"_s,
                        ImportProblem::of(
                            Problem::NoPrice, u"no price (and no --default-price)") });
                } else {
                    rowOfCode.insert(*row.sellerId, row.code, key, rowNumber);
                    if (old != existing.cend()) {
                        before = &*old;
                        product = *old;
                    } else {
                        product.type = row.type;
                        product.id = ++nextId[row.type];
                        product.sellerId = *row.sellerId;
                        product.code = row.code;
                        product.stock = m_options.defaultStock.value_or(0);
                        product.createdAt = QDateTime::fromSecsSinceEpoch(now, Qt::UTC);
                    }
                }
            }
            if (row.rejected()) {
                ++outcome.rejected;
                for (const CsvReportLine &line : std::as_const(row.problems)) {
                    report(rowNumber, u"rejected"_s, line);
                    issues.add(u"row %1"_s.arg(rowNumber), line.field, line.problem.text);
                }
                continue;
            }

            product.name = row.name;
            if (row.price)
                product.price = *row.price;
            if (row.oldPrice)
                product.oldPrice = *row.oldPrice;
            if (row.stock)
                product.stock = *row.stock;
            if (row.pages)
                product.pages = *row.pages;
            if (row.reorderLevel)
                product.reorderLevel = *row.reorderLevel;
            if (row.reorderQuantity)
                product.reorderQuantity = *row.reorderQuantity;
            if (row.cost)
                product.lastCost = *row.cost;
            if (row.supplier)
                product.supplierName = *row.supplier;
            if (row.image)
                product.image = *row.image;
            if (row.description)
                product.description = *row.description;
            if (row.tags)
                product.tags = *row.tags;
            if (row.active)
                product.active = *row.active;
            if (row.type == "book"_L1) {
                if (row.author)
                    product.authorId = row.author->isEmpty()
                        ? std::nullopt
                        : std::optional<qint64>(authors.idOf(*row.author, part.authors));
                if (row.publisher)
                    product.publisherId = row.publisher->isEmpty()
                        ? std::nullopt
                        : std::optional<qint64>(publishers.idOf(*row.publisher, part.publishers));
            }
            CsvImportWarnings::Row warned { row.code, product.sellerId, product.name,
                row.type == "book"_L1 ? row.author : std::nullopt, product.price, product.oldPrice,
                std::nullopt, std::nullopt };
            if (row.category) {
                const qsizetype known = newCategories.size();
                product.categoryId = row.category->isEmpty()
                    ? std::nullopt
                    : std::optional<qint64>(
                        categories.idOf(row.type + u':' + *row.category, newCategories));
                if (newCategories.size() > known)
                    warned.createdCategory = newCategories.constLast().name;
            }
            if (!sellers.contains(product.sellerId) && !createdSellers.contains(product.sellerId)) {
                createdSellers.insert(product.sellerId);
                CatalogWriter::Seller seller;
                seller.id = product.sellerId;
                seller.name = u"Seller %1"_s.arg(seller.id);
                part.sellers.append(seller);
                warned.createdSeller = seller.name;
                outcome.notes
                    << u"seller %1 did not exist and was created as \"%2\""_s.arg(seller.id).arg(
                           seller.name);
            }
            if (pushedSeller && product.sellerId != *pushedSeller) {
                ++keptLocal;
            } else if (pushedSeller && !before) {
                part.pushes.append({ part.products.size(), u"create"_s, {} });
            } else if (pushedSeller) {
                const QStringList fields = SyncProductRepository::changedFields(*before, product);
                if (!fields.isEmpty())
                    part.pushes.append({ part.products.size(), u"update"_s, fields });
            }
            part.products.append(product);
            if (row.repairs.isEmpty()) {
                ++outcome.imported;
                report(rowNumber, u"imported"_s);
            } else {
                ++outcome.repaired;
                for (const CsvReportLine &line : std::as_const(row.repairs))
                    report(rowNumber, u"repaired"_s, line);
            }
            // Imported, and worth a look (contract §15's issues, said at once).
            const QList<CsvReportLine> warnings = m_options.reportWarnings
                ? CsvImportWarnings(m_db.connection()).of(warned)
                : QList<CsvReportLine>();
            if (!warnings.isEmpty())
                ++outcome.warned;
            for (const CsvReportLine &line : warnings)
                report(rowNumber, u"warning"_s, line);
            if (part.products.size() >= productsPerPart)
                flush();
        }
        flush();
        reading = false;
        if (keptLocal > 0) {
            outcome.notes << u"%1 products of sellers other than the marketplace's seller %2 "
                             "stay local (not pushed)"_s.arg(keptLocal)
                                 .arg(*pushedSeller);
        }
    };
    const auto verdict = [&](ImportResult &result) {
        if (!reader.error().isEmpty()) {
            result = ImportResult::failure(reader.error() + u", nothing written"_s);
            return false;
        }
        if (reportFile && (!reportOk || !reportFile->commit())) {
            result = ImportResult::failure(u"cannot write the report %1: %2, nothing written"_s.arg(
                m_options.reportPath, reportFile->errorString()));
            return false;
        }
        if (outcome.rejected > 0 && !m_options.skipInvalid) {
            result.issues = issues.list();
            result.issueCount = issues.count();
            return false;
        }
        return true;
    };
    try {
        outcome.result = importer.importParts(expectedRows, produce, verdict);
    } catch (const ReadCancelled &) {
        outcome.result = ImportResult::failure(u"import cancelled, nothing written"_s);
    }
    return outcome;
}
