#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

// Contract §10 resources as the console uses them: stock movements and count sessions.
struct Movement
{
    qint64 id = 0;
    QDateTime at; // UTC
    QString type;
    qint64 productId = 0;
    QString name;
    QString code;
    std::optional<qint64> variantId;
    qint64 before = 0;
    qint64 after = 0;
    qint64 delta = 0;
    QString reason;
    QString note; // empty: none
    QString appId;
    QString keyName;
    // When the device scanned it (contract §8; an offline till sends it later); null: unknown.
    QDateTime scannedAt; // UTC
};

struct CountLine
{
    QString code;
    qint64 productId = 0;
    std::optional<qint64> variantId;
    QString name;
    qint64 expected = 0; // the stock when the count started (for information)
    qint64 stockWhenCounted = 0; // the stock at the line's latest scan
    qint64 counted = 0;
    qint64 movedSinceCounted = 0; // other movements of the item after that scan
    qint64 variance = 0; // counted - stockWhenCounted: exactly what apply adds
    // The stock now: what a "zero" apply takes off an item that was never scanned.
    qint64 stockNow() const { return stockWhenCounted + movedSinceCounted; }
    // The stock after apply: the counted quantity plus what moved after it was counted.
    qint64 stockAfterApply() const { return counted + movedSinceCounted; }
};

struct StockCount
{
    qint64 id = 0;
    QString name;
    QString type; // empty: any
    std::optional<qint64> categoryId;
    QString status; // open, applied, cancelled
    QDateTime startedAt;
    QDateTime closedAt;
    qint64 lineCount = 0; // summaries: scanned items
    QList<CountLine> lines; // details: one page of lines (or of items not scanned yet)
    qint64 notScanned = 0;
    qint64 total = 0; // details: all lines (meta total)
};

struct CountScanResult
{
    QString code;
    QString name;
    qint64 counted = 0;
};

// The history's filters (empty / null: any).
struct MovementFilter
{
    QString code;
    QString reason;
    QDateTime since;
    QDateTime until;
};

Q_DECLARE_METATYPE(StockCount)
