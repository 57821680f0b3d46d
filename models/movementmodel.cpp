#include "models/movementmodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

MovementModel::MovementModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void MovementModel::setMovements(const QList<Movement> &movements)
{
    beginResetModel();
    m_movements = movements;
    endResetModel();
}

void MovementModel::append(const QList<Movement> &movements)
{
    if (movements.isEmpty())
        return;
    beginInsertRows({}, int(m_movements.size()), int(m_movements.size() + movements.size() - 1));
    m_movements += movements;
    endInsertRows();
}

QString MovementModel::reasonText(const QString &reason)
{
    if (reason == "received"_L1)
        return tr("Received");
    if (reason == "sold"_L1)
        return tr("Sold");
    if (reason == "returned"_L1)
        return tr("Returned");
    if (reason == "damaged"_L1)
        return tr("Damaged");
    if (reason == "lost"_L1)
        return tr("Lost");
    if (reason == "correction"_L1)
        return tr("Correction");
    if (reason == "count"_L1)
        return tr("Count");
    if (reason == "returned_to_supplier"_L1)
        return tr("Returned to supplier");
    return reason;
}

QString MovementModel::noteText(const QString &note)
{
    // The server names the document a receipt or return posted (contract §11):
    // "receipt 12 INV-2291", "return 4".
    static const QRegularExpression document(u"^(receipt|return) (\\d+)(?: (.+))?$"_s);
    const QRegularExpressionMatch match = document.match(note);
    if (!match.hasMatch()) {
        // A catalog import's movements: "import" or "import <source file>".
        if (note == "import"_L1)
            return tr("Catalog import");
        if (note.startsWith("import "_L1))
            return tr("Catalog import: %1").arg(note.mid(7));
        return note;
    }
    const bool receipt = match.captured(1) == "receipt"_L1;
    const QString reference = match.captured(3);
    if (reference.isEmpty())
        return (receipt ? tr("Delivery %1") : tr("Return to supplier %1")).arg(match.captured(2));
    return (receipt ? tr("Delivery %1, invoice %2") : tr("Return to supplier %1, note %2"))
        .arg(match.captured(2), reference);
}

int MovementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_movements.size());
}

int MovementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MovementModel::text(const Movement &m, int column) const
{
    switch (column) {
    case At:
        return m.at.toLocalTime().toString(u"yyyy-MM-dd HH:mm:ss"_s);
    case Product:
        return m.name;
    case Code:
        return m.code;
    case Before:
        return QString::number(m.before);
    case Delta:
        return m.delta > 0 ? u"+"_s + QString::number(m.delta) : QString::number(m.delta);
    case After:
        return QString::number(m.after);
    case Reason:
        return reasonText(m.reason);
    case Note:
        return noteText(m.note);
    case Key:
        if (m.keyName.isEmpty() && m.appId == "import"_L1)
            return tr("catalog import"); // the server's import writes under this name
        return m.keyName.isEmpty() ? m.appId : m.keyName;
    default:
        return {};
    }
}

QVariant MovementModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_movements.size())
        return {};
    const Movement &m = m_movements.at(index.row());
    if (role == Qt::DisplayRole)
        return text(m, index.column());
    if (role == Qt::ToolTipRole && index.column() == Key) {
        if (m.keyName.isEmpty() && m.appId == "import"_L1)
            return tr("Written by a catalog import on the server");
        return tr("Key %1 (%2)").arg(m.keyName, m.appId);
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Before && index.column() <= After)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Delta && m.delta != 0)
        return QBrush(m.delta > 0 ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xb0, 0x2a, 0x2a));
    return {};
}

QVariant MovementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case At:
        return tr("When");
    case Product:
        return tr("Product");
    case Code:
        return tr("Code");
    case Before:
        return tr("Before");
    case Delta:
        return tr("Change");
    case After:
        return tr("After");
    case Reason:
        return tr("Reason");
    case Note:
        return tr("Note");
    case Key:
        return tr("Who (key)");
    default:
        return {};
    }
}

QByteArray MovementModel::toCsv() const
{
    const auto field = [](const QString &value) -> QString {
        if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n')
            && !value.contains(u'\r'))
            return value;
        QString quoted = value;
        quoted.replace(u"\""_s, u"\"\""_s);
        return u"\""_s + quoted + u"\""_s;
    };
    // Machine-readable columns: ISO times in UTC, reason codes, signed numbers.
    QStringList lines { u"id,at,type,product_id,name,code,variant_id,before,after,delta,reason,"
                        "note,app_id,key_name"_s };
    for (const Movement &m : m_movements) {
        lines << QStringList { QString::number(m.id), m.at.toUTC().toString(Qt::ISODate), m.type,
            QString::number(m.productId), field(m.name), field(m.code),
            m.variantId ? QString::number(*m.variantId) : QString(), QString::number(m.before),
            QString::number(m.after), QString::number(m.delta), m.reason, field(m.note),
            field(m.appId), field(m.keyName) }
                     .join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(u"\r\n"_s).toUtf8() + "\r\n";
}
