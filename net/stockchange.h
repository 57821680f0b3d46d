#pragma once

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <optional>

// The body of POST /products/stock/by-code (spec §4.3, contract §8): set the stock of a code to
// a value, or change it by a delta; optionally only if it still equals expectedStock. reason
// and note (contract §10) say why; an empty reason leaves the server's default for the mode.
struct StockChange
{
    enum class Mode { Set, Delta };

    QString code;
    Mode mode = Mode::Delta;
    qint64 value = 0;
    std::optional<qint64> expectedStock;
    QString reason; // received, sold, returned, damaged, lost, correction, count; or empty
    QString note; // at most 200 characters; or empty
    // When the scan was made on the device (contract §8 scanned_at, UTC); invalid: not sent.
    QDateTime scannedAt;
    // Contract §14: a UUID made with the change and kept by the server forever (the same
    // change sent again days later is not applied twice); empty: not sent.
    QString movementId;
    // With movementId and reason sold (or count): a sale that happened is recorded even below
    // 0 (the product shows oversold) instead of refused (contract §14).
    bool allowNegative = false;

    static StockChange set(const QString &code, qint64 stock)
    {
        return StockChange { code, Mode::Set, stock, std::nullopt, {}, {}, {}, {}, false };
    }
    static StockChange delta(const QString &code, qint64 delta)
    {
        return StockChange { code, Mode::Delta, delta, std::nullopt, {}, {}, {}, {}, false };
    }

    QByteArray toJson() const
    {
        QJsonObject body;
        body.insert(QLatin1StringView("code"), code);
        body.insert(QLatin1StringView(mode == Mode::Set ? "stock" : "delta"), value);
        if (expectedStock)
            body.insert(QLatin1StringView("expected_stock"), *expectedStock);
        if (!reason.isEmpty())
            body.insert(QLatin1StringView("reason"), reason);
        if (!note.isEmpty())
            body.insert(QLatin1StringView("note"), note);
        if (scannedAt.isValid()) // RFC 3339 in UTC, whole seconds: 2026-11-25T14:02:11Z
            body.insert(QLatin1StringView("scanned_at"), scannedAt.toUTC().toString(Qt::ISODate));
        if (!movementId.isEmpty())
            body.insert(QLatin1StringView("movement_id"), movementId);
        if (allowNegative && !movementId.isEmpty())
            body.insert(QLatin1StringView("allow_negative"), true);
        return QJsonDocument(body).toJson(QJsonDocument::Compact);
    }
};
