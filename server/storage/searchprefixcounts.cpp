#include "server/storage/searchprefixcounts.h"

#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <bitset>

#include "common/searchnormalform.h"
#include "server/domain/searchtext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype rowsPerUpsert = 200;

// A token of up to three UTF-16 units as one number (its length in the top bits), or 0.
quint64 packed(QStringView token)
{
    if (token.isEmpty() || token.size() > 3)
        return 0;
    quint64 key = quint64(token.size()) << 48;
    for (qsizetype i = 0; i < token.size(); ++i)
        key |= quint64(token.at(i).unicode()) << (16 * (2 - i));
    return key;
}

using Letters = std::bitset<SearchPrefixCounts::mostOneLetterSearches>;

// The one-letter searches whose totals are counted ahead: their terms, and the letters each
// index token meets as one of their terms (a prefix term by each of its token's starts). Keyed
// by packed tokens: a bulk load looks up every token of every product here.
struct OneLetterTable
{
    QList<std::pair<QString, QList<SearchText::Term>>> searches; // position: the letter's bit
    QHash<QString, qsizetype> letterOfTerms; // termsKey() -> position
    QHash<quint64, Letters> byPrefix;
    QHash<quint64, Letters> byExact;
    qsizetype longestPrefix = 0;
};

// The terms as a set: what they match, whatever their order and ranks.
QString termsKey(const QList<SearchText::Term> &terms)
{
    QStringList parts;
    for (const SearchText::Term &term : terms)
        parts << (term.prefix ? u"*"_s : u"="_s) + term.token;
    parts.sort();
    parts.removeDuplicates();
    return parts.join(QChar(0x0001));
}

const OneLetterTable &oneLetterTable()
{
    static const OneLetterTable table = [] {
        OneLetterTable built;
        QList<char16_t> letters;
        for (char16_t c = u'a'; c <= u'z'; ++c)
            letters << c;
        for (char16_t c = u'0'; c <= u'9'; ++c)
            letters << c;
        for (char16_t c = u'а'; c <= u'я'; ++c) // Cyrillic а-я
            letters << c;
        letters << u'ё' << u'ў' << u'қ' << u'ғ' << u'ҳ';
        for (const char16_t c : std::as_const(letters)) {
            const QStringList words = SearchText::words(QString(QChar(c)));
            if (words.size() != 1 || words.constFirst().size() != 1
                || built.searches.size() == SearchPrefixCounts::mostOneLetterSearches)
                continue;
            const QString letter = words.constFirst();
            const QList<SearchText::Term> terms = SearchText::terms({ letter }, {}).constFirst();
            const bool packs = std::all_of(terms.cbegin(), terms.cend(),
                [](const SearchText::Term &term) { return packed(term.token) != 0; });
            if (!packs || built.letterOfTerms.contains(termsKey(terms)))
                continue; // left to the index, or the same search as a letter before it
            const qsizetype position = built.searches.size();
            built.searches.append({ letter, terms });
            built.letterOfTerms.insert(termsKey(terms), position);
            for (const SearchText::Term &term : terms) {
                (term.prefix ? built.byPrefix : built.byExact)[packed(term.token)].set(position);
                if (term.prefix)
                    built.longestPrefix = std::max(built.longestPrefix, term.token.size());
            }
        }
        return built;
    }();
    return table;
}

} // namespace

QList<std::pair<QString, QList<SearchText::Term>>> SearchPrefixCounts::oneLetterSearches()
{
    return oneLetterTable().searches;
}

std::optional<qint64> SearchPrefixCounts::productsMatchingOneLetter(
    const QSqlDatabase &db, const QList<SearchText::Term> &terms)
{
    const OneLetterTable &table = oneLetterTable();
    const qsizetype position = table.letterOfTerms.value(termsKey(terms), -1);
    if (position < 0)
        return std::nullopt;
    QSqlQuery &count
        = Sql::runCached(db, u"SELECT products FROM search_prefix_counts WHERE prefix = ?"_s,
            { oneLetterKey(table.searches.at(position).first) });
    const qint64 products = count.next() ? count.value(0).toLongLong() : 0;
    count.finish();
    return products;
}

void SearchPrefixCounts::add(const QString &entryText, int sign)
{
    QStringList words = SearchText::indexWords(entryText);
    // The one-letter searches it matches, each once: by any token, forms and code parts too.
    const OneLetterTable &table = oneLetterTable();
    Letters letters;
    for (const QString &token : std::as_const(words)) {
        letters |= table.byExact.value(packed(token));
        for (qsizetype length = 1; length <= std::min(table.longestPrefix, token.size()); ++length)
            letters |= table.byPrefix.value(packed(QStringView(token).left(length)));
    }
    for (qsizetype position = 0; position < table.searches.size(); ++position) {
        if (letters.test(position))
            m_letterChanges[position] += sign;
    }
    // Each distinct prefix once: in sorted words, a word's prefixes not seen in an earlier word
    // are those longer than its common prefix with the word before it.
    words.removeIf([](const QString &word) { return !SearchText::isWordToken(word); });
    std::sort(words.begin(), words.end());
    QStringView previous;
    for (const QString &word : std::as_const(words)) {
        qsizetype common = 0;
        while (common < previous.size() && common < word.size()
            && previous.at(common) == word.at(common))
            ++common;
        // Its prefixes are spelled out in apply(): one count per word and length here.
        if (common < std::min(longestPrefix, word.size()))
            m_tailChanges[{ word, common }] += sign;
        if (word != previous)
            m_wordChanges[word] += sign;
        previous = word;
    }
}

void SearchPrefixCounts::apply(const QSqlDatabase &db)
{
    for (auto it = m_tailChanges.cbegin(); it != m_tailChanges.cend(); ++it) {
        if (it.value() == 0)
            continue;
        const auto &[word, common] = it.key();
        for (qsizetype length = common + 1; length <= std::min(longestPrefix, word.size());
             ++length)
            m_changes[word.left(length)] += it.value();
    }
    m_tailChanges.clear();
    const auto &searches = oneLetterTable().searches;
    for (qsizetype position = 0; position < searches.size(); ++position) {
        if (m_letterChanges.at(position) != 0)
            m_changes[oneLetterKey(searches.at(position).first)] += m_letterChanges.at(position);
    }
    m_letterChanges.fill(0);
    addUp(db, u"search_prefix_counts"_s, u"prefix"_s, m_changes);
    m_changes.clear();
    // The index's vocabulary: rows no product has any more go, and with them their typo keys;
    // a word new to the vocabulary gets its keys (contract §5.1 "Typos", docs/search.md).
    QStringList added;
    const QStringList gone = addUp(db, u"search_words"_s, u"word"_s, m_wordChanges, &added);
    for (qsizetype from = 0; from < gone.size(); from += rowsPerUpsert) {
        const QStringList part = gone.mid(from, rowsPerUpsert);
        const QVariantList values(part.cbegin(), part.cend());
        const QString marks = Sql::placeholders(part.size());
        Sql::runCached(db,
            u"DELETE FROM search_words WHERE products = 0 AND word IN (%1)"_s.arg(marks), values)
            .finish();
        Sql::runCached(db,
            u"DELETE FROM search_typo_keys WHERE word IN (%1) "
            "AND word NOT IN (SELECT word FROM search_words)"_s.arg(marks),
            values)
            .finish();
    }
    QVariantList keys;
    for (const QString &word : std::as_const(added)) {
        for (const QString &key : typoKeysOf(word))
            keys << key << word;
    }
    for (qsizetype from = 0; from < keys.size(); from += 2 * rowsPerUpsert) {
        const QVariantList part = keys.mid(from, 2 * rowsPerUpsert);
        Sql::runCached(db,
            u"INSERT INTO search_typo_keys (key, word) VALUES %1 ON CONFLICT DO NOTHING"_s.arg(
                QStringList(part.size() / 2, u"(?, ?)"_s).join(u", "_s)),
            part)
            .finish();
    }
    m_wordChanges.clear();
}

QStringList SearchPrefixCounts::typoKeysOf(const QString &word)
{
    // A query word of 5-8 letters may be one edit from a word of 4 letters or more, one of 9
    // or more two edits from a word of 7 or more (SearchNormalForm::allowedEdits): each side
    // deletes up to its share, and the keys meet.
    if (SearchNormalForm::isNumberOrCode(word))
        return {};
    const int letters = SearchNormalForm::letterCount(word);
    const int deletes = letters >= 7 ? 2 : letters >= 4 ? 1 : 0;
    return deletes == 0 ? QStringList() : SearchNormalForm::deletions(word, deletes);
}

QStringList SearchPrefixCounts::typoCandidates(
    const QSqlDatabase &db, const QString &word, int edits)
{
    const QStringList keys = SearchNormalForm::deletions(word, edits);
    QSqlQuery &rows = Sql::runCached(db,
        u"SELECT DISTINCT word FROM search_typo_keys WHERE key IN (%1)"_s.arg(
            Sql::placeholders(keys.size())),
        QVariantList(keys.cbegin(), keys.cend()));
    QList<std::pair<int, QString>> found;
    while (rows.next()) {
        const QString candidate = rows.value(0).toString();
        const int distance = SearchNormalForm::editDistance(word, candidate, edits);
        if (candidate != word && distance <= edits)
            found.append({ distance, candidate });
    }
    rows.finish();
    // The closest first, then in code-point order: the same list on both engines.
    std::sort(found.begin(), found.end());
    QStringList result;
    for (qsizetype i = 0; i < std::min<qsizetype>(found.size(), mostTypoCandidates); ++i)
        result << found.at(i).second;
    return result;
}

QStringList SearchPrefixCounts::addUp(const QSqlDatabase &db, const QString &table,
    const QString &keyColumn, const QHash<QString, qint64> &changes, QStringList *added)
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
        // RETURNING: a row whose count is the change itself was not there before.
        QSqlQuery &rows = Sql::runCached(db,
            u"INSERT INTO %1 (%2, products) VALUES %3 ON CONFLICT (%2) DO UPDATE "
            "SET products = %1.products + excluded.products%4"_s.arg(table, keyColumn,
                QStringList(part.size(), u"(?, CAST(? AS BIGINT))"_s).join(u", "_s),
                added ? u" RETURNING %1, products"_s.arg(keyColumn) : QString()),
            values);
        while (added && rows.next()) {
            const QString key = rows.value(0).toString();
            if (rows.value(1).toLongLong() == changes.value(key) && changes.value(key) > 0)
                added->append(key);
        }
        rows.finish();
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
