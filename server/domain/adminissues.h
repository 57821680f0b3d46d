#pragma once

#include <QString>
#include <QStringList>
#include <optional>

// The issue codes of contract §15 and the bits the database keeps them as (products.issues,
// computed by schema 25's product_quality view). The order is the contract's and the bits'.
namespace AdminIssues {

// Every code, bit 0 first.
const QStringList &codes();
// The bit of a code, or nullopt for an unknown one.
std::optional<int> bitOf(const QString &code);
// The codes of a mask, in the contract's order.
QStringList codesOf(qint64 mask);
// The mask of comma-separated codes ("missing_image,price_outlier"), or nullopt when one is
// unknown or the list is empty.
std::optional<qint64> maskOf(const QString &commaSeparated);

} // namespace AdminIssues
