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
        if (word != previous)
            m_wordChanges[word] += sign;
        previous = word;
    }
}

void SearchPrefixCounts::apply(const QSqlDatabase &db)
{
    addUp(db, u"search_prefix_counts"_s, u"prefix"_s, m_changes);
    m_changes.clear();
    // Only FTS5 reads the whole words (wordsStartingWith); rows no product has any more go, so
    // the table holds the index's vocabulary.
    if (!Sql::isPostgres(db)) {
        const QStringList gone = addUp(db, u"search_words"_s, u"word"_s, m_wordChanges);
        for (qsizetype from = 0; from < gone.size(); from += rowsPerUpsert) {
            const QStringList part = gone.mid(from, rowsPerUpsert);
            Sql::runCached(db,
                u"DELETE FROM search_words WHERE products = 0 AND word IN (%1)"_s.arg(
                    Sql::placeholders(part.size())),
                QVariantList(part.cbegin(), part.cend()))
                .finish();
        }
    }
    m_wordChanges.clear();
}

QStringList SearchPrefixCounts::addUp(const QSqlDatabase &db, const QString &table,
    const QString &keyColumn, const QHash<QString, qint64> &changes)
{
    QStringList keys;
    QStringList lowered;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value() != 0)
            keys << it.key();
        if (it.value() < 0)
            lowered << it.key();
    }
    std::sort(keys.begin(), keys.end());
    for (qsizetype from = 0; from < keys.size(); from += rowsPerUpsert) {
        const QStringList part = keys.mid(from, rowsPerUpsert);
        QVariantList values;
        for (const QString &key : part)
            values << key << changes.value(key);
        Sql::runCached(db,
            u"INSERT INTO %1 (%2, products) VALUES %3 ON CONFLICT (%2) DO UPDATE "
            "SET products = %1.products + excluded.products"_s.arg(table, keyColumn,
                QStringList(part.size(), u"(?, CAST(? AS BIGINT))"_s).join(u", "_s)),
            values)
            .finish();
    }
    return lowered;
}

std::optional<QStringList> SearchPrefixCounts::wordsStartingWith(
    const QSqlDatabase &db, const QString &prefix, int most)
{
    const QStringList folded = SearchText::indexWords(prefix);
    if (folded.size() != 1)
        return std::nullopt;
    // Every string that starts with the prefix sorts below prefix + U+10FFFF (BINARY
    // collation: UTF-8 bytes, and no character encodes above it).
    QSqlQuery &rows = Sql::runCached(db,
        u"SELECT word FROM search_words WHERE word >= ? AND word < ? ORDER BY word LIMIT ?"_s,
        { folded.first(), QString(folded.first() + QChar(0xDBFF) + QChar(0xDFFF)), most + 1 });
    QStringList words;
    while (rows.next())
        words << rows.value(0).toString();
    rows.finish();
    if (words.size() > most)
        return std::nullopt;
    return words;
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
