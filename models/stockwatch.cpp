#include "models/stockwatch.h"

#include "models/livestock.h"
#include "models/productcodevalidator.h"

StockWatch::StockWatch(LiveStock *live, QObject *parent)
    : QObject(parent)
    , m_live(live)
{
    if (!m_live)
        return;
    connect(m_live, &LiveStock::itemChanged, this, [this](const MineItem &item) {
        tell(item.code);
        for (const StationeryVariant &variant : item.variants)
            tell(variant.barcode);
    });
    connect(m_live, &LiveStock::itemRemoved, this, &StockWatch::tell);
    // The first copy (again after a new connection or an expired cursor): every figure.
    connect(m_live, &LiveStock::filled, this, &StockWatch::tellAll);
}

void StockWatch::setCodes(const QStringList &codes)
{
    m_codes.clear();
    for (const QString &code : codes)
        addCode(code);
}

void StockWatch::addCode(const QString &code)
{
    QStringList &given = m_codes[ProductCodeValidator::matchKey(code)];
    if (!given.contains(code))
        given.append(code);
}

std::optional<qint64> StockWatch::stock(const QString &code) const
{
    return m_live ? m_live->shownStock(code) : std::nullopt;
}

QVariant StockWatch::text(const QString &code) const
{
    const std::optional<qint64> stock
        = m_live && m_live->isFilled() ? m_live->stock(code) : std::nullopt;
    if (!stock)
        return {};
    return LiveStock::stockText(*stock, m_live->waitingDelta(code));
}

void StockWatch::tell(const QString &code)
{
    const auto found = m_codes.constFind(ProductCodeValidator::matchKey(code));
    if (found == m_codes.cend())
        return;
    for (const QString &given : *found)
        Q_EMIT changed(given);
}

void StockWatch::tellAll()
{
    const QHash<QString, QStringList> codes = m_codes; // a slot may set other codes
    for (const QStringList &given : codes) {
        for (const QString &code : given)
            Q_EMIT changed(code);
    }
}
