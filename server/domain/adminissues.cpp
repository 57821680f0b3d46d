#include "server/domain/adminissues.h"

using namespace Qt::StringLiterals;

const QStringList &AdminIssues::codes()
{
    // Bits 1, 2, 4, ... in this order: schema 25's product_quality view writes them so.
    static const QStringList all { u"missing_image"_s, u"missing_category"_s, u"missing_author"_s,
        u"missing_publisher"_s, u"missing_description"_s, u"old_price_below_price"_s,
        u"price_outlier"_s, u"code_type_mismatch"_s, u"duplicate_code_conflict"_s,
        u"seller_inactive"_s };
    return all;
}

std::optional<int> AdminIssues::bitOf(const QString &code)
{
    const qsizetype index = codes().indexOf(code);
    if (index < 0)
        return std::nullopt;
    return int(index);
}

QStringList AdminIssues::codesOf(qint64 mask)
{
    QStringList result;
    for (qsizetype i = 0; i < codes().size(); ++i) {
        if (mask & (qint64(1) << i))
            result << codes().at(i);
    }
    return result;
}

std::optional<qint64> AdminIssues::maskOf(const QString &commaSeparated)
{
    qint64 mask = 0;
    for (const QString &part : commaSeparated.split(u',')) {
        const auto bit = bitOf(part.trimmed());
        if (!bit)
            return std::nullopt;
        mask |= qint64(1) << *bit;
    }
    return mask == 0 ? std::nullopt : std::optional<qint64>(mask);
}
