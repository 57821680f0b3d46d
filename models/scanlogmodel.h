#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <optional>

#include "net/outboxentry.h"
#include "net/stockchange.h"

class Outbox;

// Every scan of this session, newest first, with the stock the server reported after it and
// the state of its outbox entry (pending, sending, applied, rejected), and the scans an earlier
// run left waiting in the outbox (showWaiting). A scan is validated here before it goes to the
// outbox; undo sends a reversing change with its own key; a scan still waiting is discarded
// instead (never sent); one waiting under a key no longer used can be sent with the current key.
class ScanLogModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Time, Code, Product, Change, Stock, State, ColumnCount };
    enum Role { StateRole = Qt::UserRole + 1, OutboxIdRole, FlashRole, ResultStockRole };
    enum class Source { Scanner, Keyboard, Undo };
    Q_ENUM(Source)

    struct Record
    {
        qint64 outboxId = -1;
        QDateTime time;
        QString code;
        QString name;
        StockChange change;
        Source source = Source::Scanner;
        OutboxEntry::State state = OutboxEntry::State::Pending;
        std::optional<qint64> resultStock;
        std::optional<qint64> previousStock; // known for "set" scans of a loaded row
        std::optional<qint64> currentStock; // a rejection's stock as the server has it
        std::optional<qint64> variantId; // the stationery variant the server changed
        QString errorCode;
        QString error;
        qint64 undoOf = 0; // outbox id of the scan this one reverses
        bool undone = false;
        // A scan that was no valid code (wrong check digit, ...): logged, never sent.
        bool invalid = false;
        int httpStatus = 0; // of the last answer; 401/403 on a pending entry: key refused
        // The profile (server + app id) the change was queued for; only its scans are undone.
        QString server;
        QString appId;
    };
    // How a change reads in the log: "+1", "−1 sold", "−1 written off (damaged)", "set 5".
    static QString changeText(const StockChange &change);

    struct Submitted
    {
        qint64 outboxId = -1; // -1: not accepted
        QString code; // normalized
        QString problem; // translated, when not accepted
    };

    explicit ScanLogModel(Outbox *outbox, QObject *parent = nullptr);

    // Validates the code's check digit and queues the change. delta mode: value is the
    // change; set mode: value is the new stock. reason/note (contract §10) go with it.
    Submitted submit(const QString &rawCode, StockChange::Mode mode, qint64 value, Source source,
        const QString &name = {}, std::optional<qint64> previousStock = std::nullopt,
        const QString &reason = {}, const QString &note = {});
    // A scan that is no valid code, logged with the problem so a count shows the miss.
    void addInvalid(const QString &rawCode, const QString &problem);
    // Only scans of the outbox's current server and key can be undone.
    bool canUndo(int row) const;
    // A scan waiting to be sent (not in flight): discard() drops it, never sent.
    bool canDiscard(int row) const;
    bool discard(int row);
    // A scan waiting under a key the connection no longer uses.
    bool isStranded(int row) const;
    bool sendWithCurrentKey(int row);
    // Adds the outbox's waiting scans of the current server that are not in the log yet
    // (after a restart, or a profile switch); returns how many.
    int showWaiting();
    // Queues the reversing change (reason "correction", a note naming the undone scan);
    // returns its outbox id or -1.
    qint64 undo(int row);
    // The note an undo of this record carries, e.g. "undo of scan at 14:02:11, code 978…".
    static QString undoNote(const Record &original);

    const Record &record(int row) const { return m_records.at(row); }
    int rowForOutboxId(qint64 id) const;
    void setName(const QString &code, const QString &name);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString stateText(OutboxEntry::State state);
    static QString reasonText(const QString &errorCode, const QString &serverMessage);
    static QString invalidText();

Q_SIGNALS:
    // The server answered for a scan of this log. record(row) has the product name the server
    // reported and, for a rejection, the current stock when the server told it.
    void scanApplied(int row, const QString &code, qint64 stock);
    void scanRejected(
        int row, const QString &code, const QString &errorCode, const QString &message);

private:
    qint64 enqueue(Record record);
    void onEntryChanged(const OutboxEntry &entry);
    void flash(qint64 outboxId, bool ok);
    void emitRow(int row);

    Outbox *m_outbox;
    QList<Record> m_records; // newest first
    QHash<qint64, bool> m_flash;
};
