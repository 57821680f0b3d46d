#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/domain/importproblem.h"
#include "server/services/csvcolumns.h"

// One line of an import report (contract §2.1: row,outcome,field,detail; the detail is the
// problem's English text, its code and values go to --report-problems' column).
struct CsvReportLine
{
    QString field;
    ImportProblem problem;
};

// One data row of a CSV catalog, read and repaired: the values it gives (a field the file has
// no column for, or an empty cell, gives nullopt), what was repaired and why it is rejected.
struct CsvRow
{
    qint64 row = 0; // as a spreadsheet numbers it: the header is row 1
    QString type; // "book" or "stationery"
    QString code; // ISBN-13 or barcode
    QString name;
    std::optional<qint64> price; // the cell's or --default-price
    std::optional<qint64> oldPrice, stock, pages, reorderLevel, sellerId;
    std::optional<qint64> reorderQuantity, cost; // contract §11
    std::optional<QString> author, publisher, category, image, description;
    std::optional<QString> supplier; // a name; empty: none
    std::optional<QStringList> tags;
    std::optional<bool> active; // empty cell: unchanged (a new product is active)
    QList<CsvReportLine> repairs;
    QList<CsvReportLine> problems; // non-empty: rejected

    bool rejected() const { return !problems.isEmpty(); }
};

// Turns CSV records into CsvRows: finds the fields by the column map, applies the defaults of
// the command line, repairs codes and numbers (CodeRepair), and rejects what stays invalid.
class CsvRowReader final
{
public:
    struct Defaults
    {
        QString type; // --type; empty: from the row's type column or its code
        std::optional<qint64> sellerId, price, stock;
    };

    CsvRowReader(const CsvColumns &columns, Defaults defaults);

    CsvRow read(qint64 row, const QStringList &fields) const;

private:
    QString cell(const QStringList &fields, CsvColumns::Field field) const;
    std::optional<QString> text(const QStringList &fields, CsvColumns::Field field) const;
    std::optional<qint64> number(
        const QStringList &fields, CsvColumns::Field field, qint64 min, CsvRow &row) const;
    void readCode(const QStringList &fields, CsvRow &row) const;

    CsvColumns m_columns;
    Defaults m_defaults;
};
