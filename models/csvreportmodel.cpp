#include "models/csvreportmodel.h"

#include <QGuiApplication>
#include <QHash>
#include <QSet>
#include <algorithm>

#include "common/csvwriter.h"
#include "models/csvfields.h"
#include "models/csvmappingmodel.h"
#include "models/csvpreview.h"
#include "models/csvreportdetail.h"

using namespace Qt::StringLiterals;

namespace {

// The report as contract §2.1 has it, without the problem column: what a person saves and
// opens in a spreadsheet, byte for byte what `--report --report-warnings` writes (the warning
// lines say what an admin will want to look at, contract §15).
QByteArray fourColumns(const CsvPreview &report)
{
    QString text = CsvWriter::line(report.header.mid(0, 4));
    for (const CsvPreview::Row &row : report.rows)
        text += CsvWriter::line(row.fields.mid(0, 4));
    return text.toUtf8();
}

} // namespace

bool CsvReportModel::setReport(const QByteArray &csv)
{
    const CsvPreview report = CsvPreview::fromData(csv, -1);
    // Contract §2.1's four columns, and the problem column of --report-problems
    // (docs/import-report.md) that the console asks for.
    QStringList expected { u"row"_s, u"outcome"_s, u"field"_s, u"detail"_s };
    const bool problems = report.header.size() == 5;
    if (problems)
        expected << u"problem"_s;
    QList<Line> lines;
    bool ok = report.error.isEmpty() && report.header == expected;
    for (const CsvPreview::Row &row : report.rows) {
        if (!ok)
            break;
        Line line;
        line.row = row.fields.value(0).toLongLong(&ok);
        const QString outcome = row.fields.value(1);
        if (outcome == "imported"_L1)
            line.kind = Kind::Imported;
        else if (outcome == "repaired"_L1)
            line.kind = Kind::Repaired;
        else if (outcome == "rejected"_L1)
            line.kind = Kind::Rejected;
        else if (outcome == "warning"_L1)
            line.kind = Kind::Warning;
        else
            ok = false;
        line.field = row.fields.value(2);
        line.detail = row.fields.value(3);
        const QString problem = row.fields.value(4);
        line.code = CsvReportDetail::code(problem);
        line.shownDetail = CsvReportDetail::translated(problem, line.detail);
        lines.append(line);
    }
    beginResetModel();
    m_lines.clear();
    m_bytes.clear();
    std::fill(std::begin(m_counts), std::end(m_counts), 0);
    if (ok) {
        m_lines = lines;
        m_bytes = problems ? fourColumns(report) : csv;
        // A row counts once by its outcome (its first line); its warnings follow that line.
        QSet<qint64> seen;
        QSet<qint64> warned;
        for (const Line &line : std::as_const(m_lines)) {
            if (line.kind == Kind::Warning) {
                warned.insert(line.row);
            } else if (!seen.contains(line.row)) {
                seen.insert(line.row);
                ++m_counts[int(line.kind)];
            }
        }
        m_counts[int(Kind::Warning)] = warned.size();
    }
    endResetModel();
    return ok;
}

void CsvReportModel::clear()
{
    setReport(QByteArray());
}

qint64 CsvReportModel::rowsWith(Kind kind) const
{
    return m_counts[int(kind)];
}

qint64 CsvReportModel::rowsRejectedForPriceOnly() const
{
    // row -> true while every complaint of the row is the missing price
    QHash<qint64, bool> onlyPrice;
    for (const Line &line : m_lines) {
        if (line.kind != Kind::Rejected)
            continue;
        const bool price = line.code == "no_price"_L1;
        auto it = onlyPrice.find(line.row);
        if (it == onlyPrice.end())
            onlyPrice.insert(line.row, price);
        else
            *it = *it && price;
    }
    return std::count(onlyPrice.cbegin(), onlyPrice.cend(), true);
}

qint64 CsvReportModel::rowsTotal() const
{
    return m_counts[0] + m_counts[1] + m_counts[2];
}

QColor CsvReportModel::tint(Kind kind, const QPalette &palette)
{
    if (kind == Kind::Imported)
        return {};
    // Breeze's warning yellow, negative red and neutral blue, mixed into the base: light tints
    // on a light base, dark ones on a dark base; the palette's text stays readable on both.
    const QColor hue = kind == Kind::Repaired ? QColor(0xfd, 0xbc, 0x4b)
        : kind == Kind::Warning               ? QColor(0x3d, 0xae, 0xe9)
                                              : QColor(0xda, 0x44, 0x53);
    const QColor base = palette.color(QPalette::Base);
    const double share = base.lightnessF() < 0.5 ? 0.35 : 0.30;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + hue.redF() * share),
        float(base.greenF() * (1 - share) + hue.greenF() * share),
        float(base.blueF() * (1 - share) + hue.blueF() * share));
}

QString CsvReportModel::outcomeLabel(Kind kind)
{
    switch (kind) {
    case Kind::Imported:
        return tr("imported");
    case Kind::Repaired:
        return tr("repaired");
    case Kind::Rejected:
        return tr("rejected");
    case Kind::Warning:
        return tr("warning");
    }
    return {};
}

int CsvReportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int CsvReportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CsvReportModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Line &line = m_lines.at(index.row());
    if (role == OutcomeRole)
        return int(line.kind);
    if (role == CodeRole)
        return line.code;
    if (role == Qt::BackgroundRole) {
        const QColor color = tint(line.kind, QGuiApplication::palette());
        return color.isValid() ? QVariant(color) : QVariant();
    }
    if (role == Qt::TextAlignmentRole && index.column() == Row)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Row:
        return role == Qt::DisplayRole ? QVariant(line.row) : QVariant();
    case Outcome:
        return role == Qt::DisplayRole ? outcomeLabel(line.kind) : QString();
    case Field:
        // A field's name for people; a column name (which of several code columns) as it is.
        if (role != Qt::DisplayRole)
            return {};
        return CsvFields::all().contains(line.field) ? CsvMappingModel::fieldLabel(line.field)
                                                     : line.field;
    case Detail:
        // In the console's language (a tooltip for long ones); the saved report keeps the
        // server's words.
        return line.shownDetail;
    default:
        return {};
    }
}

QVariant CsvReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Row:
        return tr("Row");
    case Outcome:
        return tr("Outcome");
    case Field:
        return tr("Field");
    case Detail:
        return tr("What was done or why");
    default:
        return {};
    }
}
