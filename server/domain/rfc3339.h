#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

namespace Rfc3339 {

// An RFC 3339 date-time with a zone (Z or an offset), in UTC; nullopt when it is not one.
// Qt alone would read a time without a zone as local time, and reads at most milliseconds.
std::optional<QDateTime> parse(const QString &text);

// The stored form of a time: UTC with milliseconds ("…T12:00:00.000Z"), so stored times compare
// as text.
QString storedForm(const QDateTime &at);

} // namespace Rfc3339
