#include "server/services/csvrowreader.h"

#include "common/productcodes.h"
#include "server/domain/coderepair.h"
#include "server/services/importrecordreader.h"

using namespace Qt::StringLiterals;
using Field = CsvColumns::Field;
using Problem = ImportProblem::Code;

CsvRowReader::CsvRowReader(const CsvColumns &columns, Defaults defaults)
    : m_columns(columns)
    , m_defaults(std::move(defaults))
{ }

QString CsvRowReader::cell(const QStringList &fields, Field field) const
{
    const int column = m_columns.column(field);
    return column < 0 ? QString() : fields.value(column);
}

std::optional<QString> CsvRowReader::text(const QStringList &fields, Field field) const
{
    if (!m_columns.has(field))
        return std::nullopt;
    return cell(fields, field).trimmed();
}

std::optional<qint64> CsvRowReader::number(
    const QStringList &fields, Field field, qint64 min, CsvRow &row) const
{
    const QString name = m_columns.header(m_columns.column(field));
    const CodeRepair::Number number = CodeRepair::wholeNumber(cell(fields, field));
    if (number.error) {
        row.problems.append({ name, *number.error });
        return std::nullopt;
    }
    if (number.value && *number.value < min) {
        row.problems.append({ name,
            ImportProblem::of(Problem::BelowMinimum, u"must be %1 or more, got %2",
                { QString::number(min), QString::number(*number.value) }) });
        return std::nullopt;
    }
    if (number.repaired)
        row.repairs.append({ name, *number.repaired });
    return number.value;
}

CsvRow CsvRowReader::read(qint64 rowNumber, const QStringList &fields) const
{
    CsvRow row;
    row.row = rowNumber;

    const QString type = cell(fields, Field::Type).trimmed().toLower();
    if (type == "book"_L1 || type == "books"_L1)
        row.type = u"book"_s;
    else if (type == "stationery"_L1)
        row.type = u"stationery"_s;
    else if (!type.isEmpty())
        row.problems.append({ m_columns.header(m_columns.column(Field::Type)),
            ImportProblem::of(
                Problem::UnknownType, u"must be book or stationery, got \"%1\"", { type }) });
    else
        row.type = m_defaults.type;

    readCode(fields, row);

    row.name = cell(fields, Field::Name).trimmed();
    if (row.name.isEmpty())
        row.problems.append(
            { m_columns.has(Field::Name) ? m_columns.header(m_columns.column(Field::Name))
                                         : u"name"_s,
                ImportProblem::of(Problem::NoName, u"no name") });

    if (m_columns.has(Field::Price))
        row.price = number(fields, Field::Price, 0, row);
    if (!row.price && !m_columns.has(Field::Price))
        row.price = m_defaults.price;
    else if (!row.price && cell(fields, Field::Price).trimmed().isEmpty())
        row.price = m_defaults.price;
    if (m_columns.has(Field::OldPrice))
        row.oldPrice = number(fields, Field::OldPrice, 0, row);
    if (m_columns.has(Field::Stock))
        row.stock = number(fields, Field::Stock, 0, row);
    if (m_columns.has(Field::Pages))
        row.pages = number(fields, Field::Pages, 0, row);
    if (m_columns.has(Field::ReorderLevel))
        row.reorderLevel = number(fields, Field::ReorderLevel, 0, row);
    if (m_columns.has(Field::ReorderQuantity))
        row.reorderQuantity = number(fields, Field::ReorderQuantity, 1, row);
    if (m_columns.has(Field::Cost))
        row.cost = number(fields, Field::Cost, 0, row);
    if (m_columns.has(Field::Supplier))
        row.supplier = cell(fields, Field::Supplier).simplified();
    if (row.supplier && row.supplier->size() > 120)
        row.problems.append({ m_columns.header(m_columns.column(Field::Supplier)),
            ImportProblem::of(Problem::SupplierTooLong,
                u"a supplier's name has at most %1 characters", { u"120"_s }) });
    if (m_columns.has(Field::SellerId))
        row.sellerId = number(fields, Field::SellerId, 1, row);
    if (!row.sellerId)
        row.sellerId = m_defaults.sellerId;
    if (!row.sellerId)
        row.problems.append({ u"seller_id"_s,
            ImportProblem::of(Problem::NoSeller, u"no seller (no seller_id and no --seller)") });

    // "J.K. Rowling, Mary GrandPré": the first author is the book's.
    if (const auto authors = text(fields, Field::Author))
        row.author = authors->section(u',', 0, 0).simplified();
    if (const auto publisher = text(fields, Field::Publisher))
        row.publisher = publisher->simplified();
    if (const auto category = text(fields, Field::Category))
        row.category = category->simplified();
    row.description = m_columns.has(Field::Description)
        ? std::optional<QString>(cell(fields, Field::Description))
        : std::nullopt;
    row.image = text(fields, Field::Image);
    if (row.image && !row.image->isEmpty() && !ImportRecordReader::isImageUrl(*row.image)) {
        row.problems.append({ m_columns.header(m_columns.column(Field::Image)),
            ImportProblem::of(Problem::ImageNotUrl,
                u"not an http(s) URL or a path on this server: %1", { *row.image }) });
    }
    // What a spreadsheet writes for no: false, 0, no; anything else not empty is yes.
    if (const auto active = text(fields, Field::Active); active && !active->trimmed().isEmpty()) {
        const QString value = active->trimmed().toCaseFolded();
        row.active = value != "false"_L1 && value != "0"_L1 && value != "no"_L1;
    }
    if (const auto tags = text(fields, Field::Tags)) {
        QStringList list;
        for (const QString &tag : tags->split(u';'))
            if (!tag.trimmed().isEmpty())
                list << tag.trimmed();
        row.tags = list;
    }
    if (row.rejected())
        row.repairs.clear();
    return row;
}

void CsvRowReader::readCode(const QStringList &fields, CsvRow &row) const
{
    using Status = CodeRepair::Code::Status;
    const QList<int> &columns = m_columns.codeColumns();
    if (columns.isEmpty()) {
        row.problems.append(
            { u"code"_s, ImportProblem::of(Problem::NoCodeColumn, u"no code column") });
        return;
    }
    // Without a type, a valid ISBN makes a book and another barcode stationery.
    QString type = row.type;
    const bool inferred = type.isEmpty();
    if (inferred) {
        for (const int column : columns) {
            const auto code = CodeRepair::repair(fields.value(column), true);
            if (code.status == Status::Valid || code.status == Status::Repaired) {
                type = u"book"_s;
                break;
            }
        }
        if (type.isEmpty())
            type = u"stationery"_s;
        row.type = type;
    }
    const bool book = type == "book"_L1;

    QList<CodeRepair::Code> codes;
    int chosen = -1;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        codes.append(CodeRepair::repair(fields.value(columns.at(i)), book));
        if (codes.last().status == Status::Valid
            && (chosen < 0 || codes.at(chosen).status != Status::Valid))
            chosen = int(i);
        else if (codes.last().status == Status::Repaired && chosen < 0)
            chosen = int(i);
    }
    if (chosen < 0) {
        QList<ImportProblem> why;
        for (qsizetype i = 0; i < codes.size(); ++i) {
            if (codes.at(i).status == Status::Invalid)
                why << codes.at(i).detail.inField(m_columns.header(columns.at(i)));
        }
        row.problems.append({ m_columns.header(columns.constFirst()),
            why.isEmpty() ? ImportProblem::of(Problem::NoCode, u"no code")
                          : ImportProblem::noValidCode(why) });
        return;
    }
    row.code = codes.at(chosen).code;
    const QString from = m_columns.header(columns.at(chosen));
    if (codes.at(chosen).status == Status::Repaired)
        row.repairs.append({ from, codes.at(chosen).detail });
    // A code in an ISBN column that is no ISBN (e.g. 2940... e-book identifiers) makes the row
    // stationery: said in the report, never done silently.
    if (inferred && !book) {
        for (const int column : columns) {
            const QString raw = fields.value(column).trimmed();
            if (!raw.isEmpty() && m_columns.header(column).toLower().startsWith("isbn"_L1)) {
                row.repairs.append({ m_columns.header(column),
                    ImportProblem::of(Problem::NotAnIsbn,
                        u"%1 is not an ISBN (an ISBN-13 starts with 978 or 979): imported as "
                        "stationery with the barcode %2",
                        { raw, row.code }) });
                break;
            }
        }
    }
    // The other code columns are filled from the chosen one (ISBN-10 ↔ ISBN-13).
    for (qsizetype i = 0; i < codes.size(); ++i) {
        if (i == chosen)
            continue;
        const CodeRepair::Code &other = codes.at(i);
        const QString column = m_columns.header(columns.at(i));
        const QString raw = fields.value(columns.at(i)).trimmed();
        if (other.status == Status::Valid && other.code == row.code)
            continue;
        ImportProblem why;
        switch (other.status) {
        case Status::Empty:
            why = ImportProblem::of(Problem::Empty, u"empty");
            break;
        case Status::Invalid:
            why = other.detail;
            break;
        case Status::Valid:
        case Status::Repaired:
            why = other.code == row.code ? other.detail
                                         : ImportProblem::of(Problem::CodeDisagrees,
                                             u"%1 disagrees with %2 and is ignored", { raw, from });
            break;
        }
        row.repairs.append({ column, ImportProblem::codeTakenFrom(why, row.code, from) });
    }
}
