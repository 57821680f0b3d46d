#pragma once

#include <QAbstractTableModel>
#include <QByteArray>
#include <QColor>
#include <QList>
#include <QPalette>

// The report of a CSV import as catalog-server wrote it (`--report`: row, outcome, field,
// detail; one line per row, more when several fields were repaired or wrong; with
// `--report-problems` a fifth column, problem, that the details are translated from). Repaired rows
// are tinted yellow and rejected rows red, in tints of the palette's base colour so that they
// read in light and dark themes alike. Keeps the report's bytes without the problem column,
// so it is saved as `--report` alone writes it.
class CsvReportModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Row, Outcome, Field, Detail, ColumnCount };
    enum Role {
        OutcomeRole = Qt::UserRole + 1,
        CodeRole, // the line's problem code (docs/import-report.md); "" without one
    };
    // Warning: a finding about an imported or repaired row worth an admin's look (contract
    // §15's issues at import time, --report-warnings); the row itself was written.
    enum class Kind { Imported, Repaired, Rejected, Warning };

    using QAbstractTableModel::QAbstractTableModel;

    // False (and an empty model) when the data is not such a report.
    bool setReport(const QByteArray &csv);
    void clear();
    QByteArray bytes() const { return m_bytes; }

    // Rows of the input file (not report lines) with this outcome; Warning: rows with at
    // least one warning (also counted as imported or repaired).
    qint64 rowsWith(Kind kind) const;
    qint64 rowsTotal() const;
    // Rejected rows whose only complaint is a missing price (a default price fixes them).
    qint64 rowsRejectedForPriceOnly() const;

    // The tint of an outcome's lines over `palette`'s base; invalid for imported rows.
    static QColor tint(Kind kind, const QPalette &palette);
    static QString outcomeLabel(Kind kind);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Line
    {
        qint64 row = 0;
        Kind kind = Kind::Imported;
        QString field;
        QString detail; // the server's English
        QString code; // the problem's code (docs/import-report.md); "" without one
        QString shownDetail; // translated once, not per paint
    };
    QList<Line> m_lines;
    QByteArray m_bytes;
    qint64 m_counts[4] = { 0, 0, 0, 0 };
};
