#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

// The reports of contract §12 as the console reads them.
struct SalesPeriod
{
    QDate period; // its first day
    qint64 units = 0; // net: sold minus returned
    qint64 revenue = 0; // net, at the prices the movements recorded
    qint64 returns = 0; // units customers brought back
};

struct TopSeller
{
    qint64 productId = 0;
    QString type;
    QString code;
    QString name;
    qint64 units = 0;
    qint64 revenue = 0;
};

struct SlowSeller
{
    qint64 productId = 0;
    QString type;
    QString code;
    QString name;
    qint64 stock = 0;
    QDateTime lastSoldAt; // UTC; invalid: never sold
};

struct StockValue
{
    qint64 products = 0;
    qint64 units = 0;
    qint64 retailValue = 0;
    qint64 costValue = 0;
    qint64 productsWithoutCost = 0;
};
