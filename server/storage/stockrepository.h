#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

struct BatchedStockUpdate;

// Stock changes of one seller's products and variants. Each change is one SQL statement
// (no read-modify-write in C++), so concurrent updates are never lost; callers run it inside
// a write transaction together with the movement row and the idempotency record.
class StockRepository final
{
public:
    struct Target
    {
        qint64 productPk = 0;
        qint64 id = 0;
        QString type;
        QString name;
        std::optional<qint64> variantId;
    };
    // Replayed: the update's movement_id was applied before with the same body (the stored item
    // and stock); Reused: with another body or by another seller (contract §14).
    enum class Outcome {
        Applied,
        Conflict,
        WouldBeNegative,
        OutOfRange,
        NotFound,
        HasVariants,
        Replayed,
        Reused
    };
    static constexpr qint64 maximumStock = 1'000'000'000;
    // A sale that happened (allow_negative) may take stock down to this (contract §14).
    static constexpr qint64 minimumStock = -maximumStock;
    struct Change
    {
        Outcome outcome = Outcome::Applied;
        qint64 before = 0;
        qint64 after = 0; // the current stock when not applied
    };

    explicit StockRepository(QSqlDatabase db);

    // The one active item with the code: books by normalized ISBN-13, stationery and variants
    // by barcode. Throws DomainError 409 ambiguous_code when several items have it (§11).
    std::optional<Target> find(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode) const;
    // The barcodes of a product's variants (empty: it has none), in id order.
    QStringList variantBarcodes(qint64 productPk) const;
    // Either sets (setTo) or adds (delta), within 0..maximumStock (a delta with allowNegative:
    // minimumStock..maximumStock); expected: compare-and-set on the current stock. The row is
    // locked first and every outcome is decided from that one row version, so `before` is
    // always the previous change's `after`, across instances too.
    Change apply(const Target &target, std::optional<qint64> setTo, qint64 delta,
        std::optional<qint64> expected, bool allowNegative = false) const;
    // PostgreSQL: locks the products that match condition (fixed SQL over `products p`, values
    // bound) in ascending pk, the one order of every stock change, before a post or an apply
    // claims its document (docs/locking.md: the lock order). SQLite: nothing to do.
    void lockProducts(const QString &condition, const QVariantList &values) const;
    // Why a movement happened (contract §10).
    struct Cause
    {
        QString reason;
        QString note; // null: none
        std::optional<qint64> countId; // the count whose apply wrote it
        QString scannedAt; // the device's time of the scan (stored form); null: not sent
        QString movementId; // the client's permanent id of the movement (§14); null: none
    };
    void recordMovement(const QString &appId, const Target &target, const Change &change,
        const QString &idempotencyKey, const Cause &cause) const;

    // One stock update by code: find(), the variants check, apply() and, when applied,
    // recordMovement(), decided from one locked row version. PostgreSQL: one round trip
    // (stock_apply(), schema 13). Outcome NotFound (no target), HasVariants (target is the
    // product) and the refusals write nothing. Throws ambiguity like find().
    struct Update
    {
        qint64 sellerId = 0;
        std::optional<QString> isbn13; // nullopt: not looked up as a book
        std::optional<QString> barcode; // nullopt: not looked up as stationery or variant
        std::optional<qint64> setTo;
        qint64 delta = 0;
        std::optional<qint64> expected;
        QString appId;
        QString idempotencyKey;
        Cause cause; // cause.movementId: kept with the movement, replayed forever (§14)
        QString fingerprint; // of the update's body, compared when its movement_id comes again
        bool allowNegative = false;
    };
    struct Applied
    {
        Change change;
        Target target;
    };
    // A stock update whose stock_apply() a PostgreSQL writer makes before the job that owns it,
    // together with the others of its batch (applyBatched()): the job then finds its result
    // here instead of making a round trip of its own.
    using BatchedUpdate = BatchedStockUpdate; // below the class
    // batched: when it holds a result (of this transaction), that is the update's outcome.
    Applied applyByCode(const Update &update, const BatchedUpdate *batched = nullptr) const;
    // PostgreSQL: stock_apply() of every update in one statement (one round trip), in their
    // order (the batch's lock order); each gets its result. Throws StorageError like a
    // statement (a lost lock wait: the whole statement, so the transaction, failed).
    void applyBatched(const std::vector<BatchedUpdate *> &updates) const;
    // PostgreSQL: the rows applyByCode() would lock, in its lock order (product pk, variant id
    // or 0), read without locking: a hint for ordering a batch; nullopt when there is no one
    // item (or on SQLite, whose writer holds the whole database).
    std::optional<std::pair<qint64, qint64>> lockOrder(qint64 sellerId,
        const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const;

private:
    // SQLite: the stored outcome of an update whose movement_id was applied before (Replayed or
    // Reused), nullopt when it is new.
    std::optional<Applied> replayOf(const Update &update) const;
    // SQLite: keeps an applied update's movement_id with its answer, forever.
    void rememberMovementId(const Update &update, const Applied &applied) const;
    // One row of stock_apply(): the outcome's name and what it found and changed.
    static std::pair<QString, Applied> decodeApplied(const QSqlQuery &row);
    // stock_apply() of one update, in its own statement.
    std::pair<QString, Applied> runStockApply(const Update &update) const;
    // applyByCode()'s answer to a row of stock_apply() (ambiguous: looked up again, once).
    Applied finishApplied(const Update &update, const QString &outcome, Applied applied) const;

    QSqlDatabase m_db;
};

// A stock update whose stock_apply() a PostgreSQL writer makes before the job that owns it
// (StockRepository::BatchedUpdate).
struct BatchedStockUpdate
{
    StockRepository::Update update; // its idempotencyKey is set before the job is queued
    // stock_apply()'s outcome and row: set by applyBatched(), cleared before every batch.
    std::optional<std::pair<QString, StockRepository::Applied>> result;
};
