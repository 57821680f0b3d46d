#include "server/domain/rfc3339.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

std::optional<QDateTime> Rfc3339::parse(const QString &text)
{
    static const QRegularExpression rfc3339(
        u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$"_s);
    static const QRegularExpression fraction(u"\\.(\\d{3})\\d+"_s);
    const QString upper = text.toUpper();
    if (!rfc3339.match(upper).hasMatch())
        return std::nullopt;
    QString forQt = upper;
    forQt.replace(fraction, u".\\1"_s);
    const QDateTime value = QDateTime::fromString(forQt, Qt::ISODateWithMs);
    if (!value.isValid())
        return std::nullopt;
    return value.toUTC();
}

QString Rfc3339::storedForm(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}
