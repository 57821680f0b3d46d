#include "models/scanlogmodel.h"

#include <QColor>
#include <QLocale>
#include <QTimer>
#include <QUuid>
#include <algorithm>

#include "models/productcodevalidator.h"
#include "net/outbox.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int FlashMs = 900;
}

ScanLogModel::ScanLogModel(Outbox *outbox, QObject *parent)
    : QAbstractTableModel(parent)
    , m_outbox(outbox)
{
    connect(outbox, &Outbox::entryChanged, this, &ScanLogModel::onEntryChanged);
}

ScanLogModel::Submitted ScanLogModel::submit(const QString &rawCode, StockChange::Mode mode,
    qint64 value, Source source, const QString &name, std::optional<qint64> previousStock,
    const QString &reason, const QString &note)
{
    Submitted out;
    const ProductCodeValidator::Check check = ProductCodeValidator::check(rawCode);
    out.code = check.code;
    if (!check.isValid()) {
        out.problem = check.problem;
        return out;
    }
    if (mode == StockChange::Mode::Set && value < 0) {
        out.problem = tr("A stock cannot be negative.");
        return out;
    }
    Record record;
    record.code = check.code;
    record.name = name;
    record.change = mode == StockChange::Mode::Set ? StockChange::set(check.code, value)
                                                   : StockChange::delta(check.code, value);
    record.change.reason = reason;
    record.change.note = note;
    if (mode == StockChange::Mode::Delta && value < 0 && reason == "sold"_L1) {
        // A sale of a copy in the customer's hand happened: recorded even below 0, online,
        // offline or while the shop is offline from the marketplace (contract §14), under an
        // id of its own the server keeps forever, so it is never applied twice.
        record.change.movementId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        record.change.allowNegative = true;
    }
    record.source = source;
    record.previousStock = previousStock;
    out.outboxId = enqueue(record);
    if (out.outboxId < 0)
        out.problem
            = tr("The scan could not be stored in the local outbox: %1").arg(m_outbox->lastError());
    return out;
}

qint64 ScanLogModel::enqueue(Record record)
{
    record.time = QDateTime::currentDateTime();
    // Insert the row first: the outbox announces the new entry synchronously.
    beginInsertRows({}, 0, 0);
    m_records.prepend(record);
    endInsertRows();
    const qint64 id = m_outbox->enqueue(record.change);
    if (id < 0) {
        beginRemoveRows({}, 0, 0);
        m_records.removeFirst();
        endRemoveRows();
        return -1;
    }
    m_records[0].outboxId = id;
    if (const auto entry = m_outbox->entry(id))
        onEntryChanged(*entry);
    return id;
}

void ScanLogModel::addInvalid(const QString &rawCode, const QString &problem)
{
    Record record;
    record.time = QDateTime::currentDateTime();
    record.code = rawCode.trimmed();
    record.invalid = true;
    record.state = OutboxEntry::State::Rejected;
    record.error = problem;
    beginInsertRows({}, 0, 0);
    m_records.prepend(record);
    endInsertRows();
}

bool ScanLogModel::canDiscard(int row) const
{
    if (row < 0 || row >= m_records.size())
        return false;
    const Record &r = m_records.at(row);
    return r.outboxId > 0 && !r.invalid && r.state == OutboxEntry::State::Pending;
}

bool ScanLogModel::discard(int row)
{
    return canDiscard(row) && m_outbox->discard(m_records.at(row).outboxId);
}

bool ScanLogModel::isStranded(int row) const
{
    if (!canDiscard(row))
        return false;
    const Record &r = m_records.at(row);
    return !r.appId.isEmpty() && !m_outbox->isCurrent(r.server, r.appId);
}

bool ScanLogModel::sendWithCurrentKey(int row)
{
    return isStranded(row) && m_outbox->sendWithCurrentKey(m_records.at(row).outboxId);
}

int ScanLogModel::showWaiting()
{
    QList<Record> found;
    for (const OutboxEntry &entry : m_outbox->waiting(Outbox::Kind::Stock)) {
        if (rowForOutboxId(entry.id) >= 0)
            continue;
        Record r;
        r.outboxId = entry.id;
        r.time = entry.createdAt.toLocalTime();
        r.code = entry.change.code;
        r.name = entry.productName;
        r.change = entry.change;
        r.source = entry.change.reason == "correction"_L1 && entry.change.note.startsWith("undo"_L1)
            ? Source::Undo
            : Source::Scanner;
        r.state = entry.state;
        r.httpStatus = entry.httpStatus;
        r.server = entry.server;
        r.appId = entry.appId;
        found.append(r);
    }
    if (found.isEmpty())
        return 0;
    // Oldest first from the outbox; the log is newest first. Older than anything scanned now.
    std::reverse(found.begin(), found.end());
    beginInsertRows({}, int(m_records.size()), int(m_records.size() + found.size()) - 1);
    m_records.append(found);
    endInsertRows();
    return int(found.size());
}

QString ScanLogModel::changeText(const StockChange &change)
{
    if (change.mode == StockChange::Mode::Set)
        return tr("set %1").arg(change.value);
    const QString number = (change.value >= 0 ? u"+"_s : QString()) + QString::number(change.value);
    // A write-off is no sale: the log says so.
    if (change.reason == "damaged"_L1)
        return tr("%1 written off (damaged)").arg(number);
    if (change.reason == "lost"_L1)
        return tr("%1 written off (lost)").arg(number);
    return number;
}

bool ScanLogModel::canUndo(int row) const
{
    if (row < 0 || row >= m_records.size())
        return false;
    const Record &r = m_records.at(row);
    if (r.undone || r.invalid || r.source == Source::Undo || r.state == OutboxEntry::State::Rejected
        || r.outboxId < 0)
        return false;
    if (!m_outbox->isCurrent(r.server, r.appId))
        return false;
    if (r.change.mode == StockChange::Mode::Delta)
        return true;
    // A "set" can be reversed only when the stock before it is known.
    return r.previousStock.has_value();
}

qint64 ScanLogModel::undo(int row)
{
    if (!canUndo(row))
        return -1;
    const Record original = m_records.at(row);
    Record reverse;
    reverse.code = original.code;
    reverse.name = original.name;
    reverse.source = Source::Undo;
    reverse.undoOf = original.outboxId;
    reverse.server = original.server;
    reverse.appId = original.appId;
    if (original.change.mode == StockChange::Mode::Delta) {
        reverse.change = StockChange::delta(original.code, -original.change.value);
    } else {
        reverse.change = StockChange::set(original.code, *original.previousStock);
        // Only if nobody changed it since: compare-and-set against the value this scan set.
        reverse.change.expectedStock = original.resultStock.value_or(original.change.value);
    }
    // Contract §10: an undo is a new movement, a correction that says what it reverses.
    reverse.change.reason = u"correction"_s;
    reverse.change.note = undoNote(original);
    m_records[row].undone = true;
    emitRow(row);
    const qint64 id = enqueue(reverse);
    if (id < 0) {
        const int again = rowForOutboxId(original.outboxId);
        if (again >= 0) {
            m_records[again].undone = false;
            emitRow(again);
        }
    }
    return id;
}

QString ScanLogModel::undoNote(const Record &original)
{
    // Stored in the shop's history for everyone: not translated, like the reason itself.
    const QString note = u"undo of scan at "_s % original.time.toString(u"HH:mm:ss"_s)
        % u", code "_s % original.code;
    return note.left(200); // the server takes at most 200 characters
}

int ScanLogModel::rowForOutboxId(qint64 id) const
{
    if (id <= 0)
        return -1;
    for (int i = 0; i < m_records.size(); ++i) {
        if (m_records.at(i).outboxId == id)
            return i;
    }
    return -1;
}

void ScanLogModel::setName(const QString &code, const QString &name)
{
    const QString key = ProductCodeValidator::matchKey(code);
    for (int i = 0; i < m_records.size(); ++i) {
        if (m_records.at(i).name.isEmpty()
            && ProductCodeValidator::matchKey(m_records.at(i).code) == key) {
            m_records[i].name = name;
            emitRow(i);
        }
    }
}

void ScanLogModel::clear()
{
    beginResetModel();
    m_records.clear();
    m_flash.clear();
    endResetModel();
}

void ScanLogModel::onEntryChanged(const OutboxEntry &entry)
{
    const int row = rowForOutboxId(entry.id);
    if (row < 0)
        return;
    Record &r = m_records[row];
    const OutboxEntry::State before = r.state;
    r.state = entry.state;
    r.resultStock = entry.resultStock;
    r.errorCode = entry.errorCode;
    r.error = entry.errorMessage;
    r.currentStock = entry.currentStock;
    r.httpStatus = entry.httpStatus;
    r.server = entry.server;
    r.appId = entry.appId;
    if (entry.variantId)
        r.variantId = entry.variantId;
    if (!entry.productName.isEmpty()) {
        // The server's name of what it changed; earlier unnamed scans of the code get it too.
        r.name = entry.productName;
        setName(r.code, entry.productName);
    }
    emitRow(row);
    if (before == entry.state)
        return;
    if (entry.state == OutboxEntry::State::Applied) {
        flash(entry.id, true);
        Q_EMIT scanApplied(row, r.code, entry.resultStock.value_or(-1));
    } else if (entry.state == OutboxEntry::State::Rejected) {
        if (r.undoOf) {
            // The undo did not happen: the original scan stands and may be undone again.
            const int original = rowForOutboxId(r.undoOf);
            if (original >= 0) {
                m_records[original].undone = false;
                emitRow(original);
            }
        }
        flash(entry.id, false);
        Q_EMIT scanRejected(row, r.code, entry.errorCode, entry.errorMessage);
    }
}

void ScanLogModel::flash(qint64 outboxId, bool ok)
{
    m_flash.insert(outboxId, ok);
    QTimer::singleShot(FlashMs, this, [this, outboxId] {
        m_flash.remove(outboxId);
        const int row = rowForOutboxId(outboxId);
        if (row >= 0)
            emitRow(row);
    });
}

void ScanLogModel::emitRow(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int ScanLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int ScanLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ScanLogModel::stateText(OutboxEntry::State state)
{
    switch (state) {
    case OutboxEntry::State::Pending:
        return tr("pending");
    case OutboxEntry::State::Sending:
        return tr("sending");
    case OutboxEntry::State::Applied:
        return tr("applied");
    case OutboxEntry::State::Rejected:
        return tr("rejected");
    }
    return {};
}

// The server explains a refusal in English; the known codes (API contract) are said here in
// the user's language, anything else as the server said it.
QString ScanLogModel::reasonText(const QString &errorCode, const QString &serverMessage)
{
    if (errorCode == "discarded"_L1)
        return tr("discarded");
    if (errorCode == "not_found"_L1)
        return tr("unknown code");
    if (errorCode == "stock_would_be_negative"_L1)
        return tr("the stock cannot go below 0");
    if (errorCode == "stock_out_of_range"_L1)
        return tr("the stock would be too large");
    if (errorCode == "stock_conflict"_L1)
        return tr("the stock was changed meanwhile");
    if (errorCode == "has_variants"_L1)
        return tr("the product has variants: scan the variant's barcode");
    if (errorCode == "forbidden"_L1)
        return tr("the key may not change stock");
    if (errorCode == "validation_failed"_L1)
        return tr("the server did not accept the value");
    return serverMessage;
}

QString ScanLogModel::invalidText()
{
    return tr("invalid code");
}

QVariant ScanLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Record &r = m_records.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Time:
            // Seconds: two scans of one minute are told apart (and found in the history).
            return r.time.time().toString(u"HH:mm:ss"_s);
        case Code:
            return r.code;
        case Product:
            if (r.invalid)
                return tr("(not sent)");
            return r.name.isEmpty() ? tr("(unknown until answered)") : r.name;
        case Change: {
            if (r.invalid)
                return QString();
            QString text = changeText(r.change);
            if (r.source == Source::Undo)
                text = tr("undo: %1").arg(text);
            else if (r.undone)
                text = tr("%1 (undone)").arg(text);
            return text;
        }
        case Stock:
            if (r.resultStock)
                return *r.resultStock;
            // Refused, so unchanged: the stock is what the server said it is.
            if (r.state == OutboxEntry::State::Rejected && r.currentStock)
                return *r.currentStock;
            return {};
        case State:
            if (r.invalid)
                return invalidText();
            if (r.state == OutboxEntry::State::Pending && !r.appId.isEmpty()
                && !m_outbox->isCurrent(r.server, r.appId))
                return tr("waiting: queued under another key");
            if (r.state == OutboxEntry::State::Pending
                && (r.httpStatus == 401 || r.httpStatus == 403))
                return tr("waiting for credentials");
            if (r.state == OutboxEntry::State::Rejected && r.errorCode == "discarded"_L1)
                return tr("discarded");
            if (r.state == OutboxEntry::State::Rejected && !r.error.isEmpty())
                return tr("rejected: %1").arg(reasonText(r.errorCode, r.error));
            return stateText(r.state);
        }
        return {};
    }
    switch (role) {
    case Qt::ToolTipRole:
        if (index.column() == Product && !r.name.isEmpty())
            return r.name; // elided in a narrow log
        if (!r.error.isEmpty())
            return reasonText(r.errorCode, r.error);
        return r.source == Source::Keyboard ? tr("Typed") : tr("Scanned");
    case Qt::TextAlignmentRole:
        if (index.column() == Stock || index.column() == Change)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == State && r.state == OutboxEntry::State::Rejected)
            return QColor(0xb0, 0x20, 0x20);
        if (index.column() == State && r.state != OutboxEntry::State::Applied)
            return QColor(0x80, 0x60, 0x00);
        return {};
    case Qt::BackgroundRole:
    case FlashRole: {
        const auto flash = m_flash.constFind(r.outboxId);
        if (flash != m_flash.cend())
            return *flash ? QColor(0xc8, 0xf0, 0xc8) : QColor(0xf8, 0xc8, 0xc8);
        return {};
    }
    case StateRole:
        return int(r.state);
    case OutboxIdRole:
        return r.outboxId;
    case ResultStockRole:
        return r.resultStock ? QVariant(*r.resultStock) : QVariant();
    default:
        return {};
    }
}

QVariant ScanLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Time:
        return tr("Time");
    case Code:
        return tr("Code");
    case Product:
        return tr("Product");
    case Change:
        return tr("Change");
    case Stock:
        return tr("Stock after");
    case State:
        return tr("State");
    }
    return {};
}
