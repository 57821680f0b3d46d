#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

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
    enum class Outcome { Applied, Conflict, WouldBeNegative, OutOfRange };
    static constexpr qint64 maximumStock = 1'000'000'000;
    struct Change
    {
        Outcome outcome = Outcome::Applied;
        qint64 before = 0;
        qint64 after = 0; // the current stock when not applied
    };

    explicit StockRepository(QSqlDatabase db);

    // The one active item with the code: books by normalized ISBN-13, stationery and variants
    // by barcode. Throws ApiError 409 ambiguous_code when several items have it (§11).
    std::optional<Target> find(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode) const;
    // The barcodes of a product's variants (empty: it has none), in id order.
    QStringList variantBarcodes(qint64 productPk) const;
    // Either sets (setTo) or adds (delta), within 0..maximumStock; expected: compare-and-set on
    // the current stock. The row is locked first and every outcome is decided from that one
    // row version, so `before` is always the previous change's `after`, across instances too.
    Change apply(const Target &target, std::optional<qint64> setTo, qint64 delta,
        std::optional<qint64> expected) const;
    // Why a movement happened (contract §10).
    struct Cause
    {
        QString reason;
        QString note; // null: none
        std::optional<qint64> countId; // the count whose apply wrote it
        QString scannedAt; // the device's time of the scan (stored form); null: not sent
    };
    void recordMovement(const QString &appId, const Target &target, const Change &change,
        const QString &idempotencyKey, const Cause &cause) const;

private:
    QSqlDatabase m_db;
};
