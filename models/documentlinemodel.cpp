#include "models/documentlinemodel.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

#include "models/stockwatch.h"

using namespace Qt::StringLiterals;

DocumentLineModel::DocumentLineModel(QObject *parent)
    : ScanLineTableModel(parent)
{ }

void DocumentLineModel::followStock(LiveStock *live)
{
    delete m_watch;
    m_watch = new StockWatch(live, this);
    connect(m_watch, &StockWatch::changed, this, [this](const QString &code) {
        for (int row = 0; row < m_lines.size(); ++row) {
            if (m_lines.at(row).code == code)
                Q_EMIT dataChanged(index(row, Stock), index(row, Stock));
        }
    });
    watchCodes();
}

void DocumentLineModel::watchCodes()
{
    if (!m_watch)
        return;
    QStringList codes;
    for (const DocumentLine &line : std::as_const(m_lines))
        codes.append(line.code);
    m_watch->setCodes(codes);
}

void DocumentLineModel::setLines(const QList<DocumentLine> &lines)
{
    ScanLineTableModel::setLines(lines);
    watchCodes();
}

void DocumentLineModel::setMissing(const QList<MissingLine> &missing)
{
    QList<DocumentLine> lines;
    for (const MissingLine &line : missing)
        lines.append(DocumentLine { line.code, 0, line.name, 0, line.expected, u"missing"_s });
    setLines(lines);
}

void DocumentLineModel::updateLine(const DocumentLine &line)
{
    for (int row = 0; row < m_lines.size(); ++row) {
        if (m_lines[row].code == line.code) {
            m_lines[row] = line;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            return;
        }
    }
    beginInsertRows({}, int(m_lines.size()), int(m_lines.size()));
    m_lines.append(line);
    endInsertRows();
    if (m_watch)
        m_watch->addCode(line.code);
}

void DocumentLineModel::setReturning(bool returning)
{
    m_returning = returning;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

QString DocumentLineModel::stateText(const QString &state)
{
    if (state == "ok"_L1)
        return tr("as ordered");
    if (state == "over"_L1)
        return tr("more than ordered");
    if (state == "not_on_order"_L1)
        return tr("not on the order");
    if (state == "missing"_L1)
        return tr("not delivered yet");
    return state;
}

int DocumentLineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DocumentLineModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const DocumentLine &line = m_lines[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Product:
            return line.name;
        case Code:
            return line.code;
        case Expected:
            return line.expected ? QVariant(*line.expected) : QVariant(u"—"_s);
        case Received:
            return line.quantity;
        case Stock:
            // The product's stock now, never the line's quantity (issue 41 item 1).
            return m_watch ? m_watch->text(line.code) : QVariant();
        case State:
            // Without an order to compare with, "ok" says nothing.
            if (m_returning || (line.state == "ok"_L1 && !line.expected))
                return QString();
            if (line.state == "ok"_L1 && line.quantity < *line.expected)
                return tr("fewer than ordered");
            return stateText(line.state);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Stock)
        return tr("The product's stock now; the document changes it when it is posted.");
    if (role == Qt::TextAlignmentRole
        && (index.column() == Expected || index.column() == Received || index.column() == Stock))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && !m_returning) {
        if (line.state == "over"_L1)
            return QBrush(QColor(0xff, 0xd8, 0x9a));
        if (line.state == "not_on_order"_L1)
            return QBrush(QColor(0xf4, 0xb8, 0xc0));
        if (line.state == "missing"_L1)
            return QBrush(QColor(0xe4, 0xe4, 0xe4));
        if (line.state == "ok"_L1 && line.expected && line.quantity == *line.expected)
            return QBrush(QColor(0xc4, 0xec, 0xc4));
    }
    if (role == Qt::ForegroundRole && !m_returning && !line.state.isEmpty())
        return QBrush(Qt::black); // readable on the light backgrounds in a dark theme too
    return {};
}

QVariant DocumentLineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Product:
        return tr("Product");
    case Code:
        return tr("Code");
    case Expected:
        return tr("Expected");
    case Received:
        return m_returning ? tr("Returned") : tr("Received");
    case State:
        return m_returning ? QString() : tr("State");
    case Stock:
        return tr("Stock");
    default:
        return {};
    }
}
