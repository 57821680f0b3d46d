#include "models/movementmodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QRegularExpression>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

namespace {
// The app id the server writes on an import's movements (contract §2): no key made them.
const QString importAppId = QStringLiteral("import");
} // namespace

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
    if (!match.hasMatch())
        return note;
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
    case At: {
        const QString at = m.at.toLocalTime().toString(u"yyyy-MM-dd HH:mm:ss"_s);
        // Sent later than it was scanned (an offline till): both times, the scan's first read.
        if (!m.scannedAt.isValid() || qAbs(m.scannedAt.secsTo(m.at)) < 5)
            return at;
        const QDateTime scanned = m.scannedAt.toLocalTime();
        return tr("%1 (scanned %2)")
            .arg(at,
                scanned.toString(scanned.date() == m.at.toLocalTime().date()
                        ? u"HH:mm:ss"_s
                        : u"yyyy-MM-dd HH:mm:ss"_s));
    }
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
        // The server writes an import's note in English ("import books.csv", contract §2).
        if (m.appId == importAppId && m.note.startsWith(importAppId)) {
            const QString file = m.note.mid(importAppId.size()).trimmed();
            return file.isEmpty() ? tr("Catalog import") : tr("Catalog import: %1").arg(file);
        }
        return noteText(m.note);
    case Key:
        if (m.keyName.isEmpty() && m.appId == importAppId)
            return tr("Catalog import");
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
        if (m.keyName.isEmpty() && m.appId == importAppId)
            return tr("Written by an import of a catalog file on the server");
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
    // Text cells come from other people (a till's note, a key's name): one starting like a
    // formula (= + - @ TAB CR) gets a leading apostrophe (contract §2.1's writer, shared with
    // the server's export), as OWASP advises against CSV injection. The numbers are ours
    // (QString::number), so a negative delta stays a number.
    const auto field = [](const QString &text) { return CsvWriter::field(text); };
    // Machine-readable columns: ISO times in UTC, reason codes, signed numbers.
    QStringList lines { u"id,at,type,product_id,name,code,variant_id,before,after,delta,reason,"
                        "note,app_id,key_name"_s };
    for (const Movement &m : m_movements) {
        lines << QStringList { QString::number(m.id), m.at.toUTC().toString(Qt::ISODate),
            field(m.type), QString::number(m.productId), field(m.name), field(m.code),
            m.variantId ? QString::number(*m.variantId) : QString(), QString::number(m.before),
            QString::number(m.after), QString::number(m.delta), field(m.reason), field(m.note),
            field(m.appId), field(m.keyName) }
                     .join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(u"\r\n"_s).toUtf8() + "\r\n";
}
