#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

// One scan into a count or a stock document: `{code, quantity?}` (contract §10, §11). Counts,
// receipts and returns read it the same way, with the same limits.
struct ScanRequest
{
    static constexpr qint64 maximumQuantity = 100'000;
    static constexpr qsizetype maximumCodeLength = 64;

    // Throws DomainError 422 validation_failed naming every bad field.
    static ScanRequest parse(const QJsonObject &body);

    QString code; // separators stripped
    std::optional<QString> isbn13; // the code read as an ISBN, when it is one
    qint64 quantity = 1; // negative: takes back a mis-scan
};
