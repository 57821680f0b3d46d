#pragma once

#include <QDeadlineTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <optional>

#include "net/resources.h"

class ApiClient;
class ApiResult;
class ApiRequest;
class Outbox;
struct OutboxEntry;

// The console's one live copy of the seller's products and stock (architecture.md "The
// console's live copy"): filled once from GET /products/mine/changes without a cursor (the
// feed is also the first full copy, contract §13), then kept current by following the feed
// with wait= (a long poll answered as soon as a change commits, so a till, another console or
// an online sale reaches every pane within a second, without polling). Every pane reads stock
// from here. Scans waiting in the outbox are not in the server's stock yet: waitingDelta()
// tells what they add on top, and an acknowledged stock scan folds its answer in exactly when
// it leaves the waiting list. A document's scans (counts, receipts, returns) change no stock
// until the document is posted, so their answers (line totals) never reach this copy.
class LiveStock final : public QObject
{
    Q_OBJECT
public:
    LiveStock(ApiClient *client, Outbox *outbox, QObject *parent = nullptr);
    ~LiveStock() override;

    // Forgets the copy and follows the client's current server from the start (a new
    // connection or key). A key of no seller (403) stops until the next restart().
    void restart();
    void stop();

    // Whether the first full copy has arrived (the products and stock of every live product).
    bool isFilled() const { return m_filled; }
    bool isFollowing() const;
    // The product of a code (ISBN or barcode, in any way ProductCodeValidator matches), or of
    // one of its variants' barcodes.
    std::optional<MineItem> item(const QString &code) const;
    // The stock of a code: a product's (a stationery item's total), or a variant's own.
    std::optional<qint64> stock(const QString &code) const;
    // The product of a type ("book", "stationery") and id when it is one of the seller's live
    // products (a code is unique per seller only: another seller's book has the same ISBN).
    std::optional<MineItem> itemById(const QString &type, qint64 id) const;
    int size() const { return int(m_items.size()); }
    // What the outbox's waiting stock scans of this code add to the server's stock (deltas);
    // 0 when nothing waits.
    qint64 waitingDelta(const QString &code) const;
    // The figure every pane shows for a code: the server's stock with the waiting scans on top
    // (it does not jump when they fold in); none when the code is no live product of the seller
    // or the first copy has not arrived.
    std::optional<qint64> shownStock(const QString &code) const;
    // A stock as the panes write it: "36", or "36, +1 waiting" while scans wait (issue 41).
    static QVariant stockText(qint64 stock, qint64 waiting);

    // A server answer that carried a product's stock right after a change (a stock scan, an
    // edit of the stock): shown at once; the feed brings the same or a later value.
    void observeStock(const QString &code, qint64 stock);

    // How long a follow request waits on the server (1–30 s, contract §13); tests shorten it.
    void setWaitSeconds(int seconds) { m_waitSeconds = seconds; }
    // Reading every 1.5 s without wait=: the key's waiting requests were taken, for a while.
    bool readsWithoutWaiting() const { return !m_noWaitUntil.hasExpired(); }

Q_SIGNALS:
    // The first full copy arrived (and again after a restart or an expired cursor).
    void filled();
    // A product changed (its stock, its variants', fields or waiting scans); removed: made
    // inactive (told for its code and for each of its variants' barcodes).
    void itemChanged(const MineItem &item);
    void itemRemoved(const QString &code);
    // The feed cannot be followed (answered with an error other than a network failure).
    void failed(const QString &message);

private:
    void ask();
    void onFollowAnswer(const ApiResult &result, const MineChangesPage &page, bool noWait);
    void onOutboxEntry(const OutboxEntry &entry);
    void apply(const MineChange &change);
    void retryLater();
    void recountWaiting();
    // The stock the server holds for a match key: a product's, or a variant's.
    std::optional<qint64> serverStock(const QString &key) const;
    void indexVariants(const MineItem &item, const QString &productKey);
    void forgetVariants(const MineItem &item);

    ApiClient *m_client;
    Outbox *m_outbox;
    QHash<QString, MineItem> m_items; // match key of the code -> product
    QHash<QString, QString> m_keyById; // "type id" -> match key (a code may change)
    QHash<QString, QString> m_productOfVariant; // match key of a variant's barcode -> product's
    QHash<QString, qint64> m_waiting; // match key -> Σ deltas of waiting stock scans
    QString m_cursor;
    bool m_filled = false;
    bool m_stopped = true;
    // Reads without wait= until then: the server refused another waiting request of this key
    // (one it still holds for a request given up ends by its wait at the latest).
    QDeadlineTimer m_noWaitUntil { 0 };
    int m_waitSeconds = 25;
    int m_failures = 0;
    QPointer<ApiRequest> m_request;
    QTimer m_retry;
};
