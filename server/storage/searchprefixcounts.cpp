#include "server/storage/searchprefixcounts.h"

#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

#include "server/domain/searchtext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype rowsPerUpsert = 200;

} // namespace

void SearchPrefixCounts::add(const QString &entryText, int sign)
{
    // Each distinct prefix once: in sorted words, a word's prefixes not seen in an earlier word
    // are those longer than its common prefix with the word before it.
    QStringList words = SearchText::indexWords(entryText);
    std::sort(words.begin(), words.end());
    QStringView previous;
    for (const QString &word : std::as_const(words)) {
        qsizetype common = 0;
        while (common < previous.size() && common < word.size()
            && previous.at(common) == word.at(common))
            ++common;
        for (qsizetype length = common + 1; length <= std::min(longestPrefix, word.size());
             ++length)
            m_changes[word.left(length)] += sign;
        previous = word;
    }
}

void SearchPrefixCounts::apply(const QSqlDatabase &db)
{
    QStringList prefixes;
    for (auto it = m_changes.cbegin(); it != m_changes.cend(); ++it) {
        if (it.value() != 0)
            prefixes << it.key();
    }
    std::sort(prefixes.begin(), prefixes.end());
    for (qsizetype from = 0; from < prefixes.size(); from += rowsPerUpsert) {
        const QStringList part = prefixes.mid(from, rowsPerUpsert);
        QVariantList values;
        for (const QString &prefix : part)
            values << prefix << m_changes.value(prefix);
        Sql::runCached(db,
            u"INSERT INTO search_prefix_counts (prefix, products) VALUES %1 "
            "ON CONFLICT (prefix) DO UPDATE "
            "SET products = search_prefix_counts.products + excluded.products"_s.arg(
                QStringList(part.size(), u"(?, CAST(? AS BIGINT))"_s).join(u", "_s)),
            values)
            .finish();
    }
    m_changes.clear();
}

std::optional<qint64> SearchPrefixCounts::productsMatching(
    const QSqlDatabase &db, const QString &word)
{
    const QStringList folded = SearchText::indexWords(word);
    if (folded.size() != 1 || folded.first().size() > longestPrefix)
        return std::nullopt;
    QSqlQuery &count = Sql::runCached(
        db, u"SELECT products FROM search_prefix_counts WHERE prefix = ?"_s, { folded.first() });
    const qint64 products = count.next() ? count.value(0).toLongLong() : 0;
    count.finish();
    return products;
}
