#include "server/storage/searchprefixcounts.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

#include "common/searchnormalform.h"
#include "server/domain/searchtext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype rowsPerUpsert = 200;

// The one-letter searches whose totals are counted ahead, each with its terms, and their
// unions (CountedUnions), in the same order.
struct OneLetterTable
{
    QList<std::pair<QString, QList<SearchText::Term>>> searches;
    QHash<QString, qsizetype> letterOfTerms; // CountedUnions::key() -> position
    CountedUnions unions;
};

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
            if (built.letterOfTerms.contains(CountedUnions::key(terms)))
                continue; // the same search as a letter before it
            built.letterOfTerms.insert(CountedUnions::key(terms), built.unions.add(terms));
            built.searches.append({ letter, terms });
        }
        return built;
    }();
    return table;
}

// A row of search_prefix_counts; nullopt when there is none (a prefix no word has, a union
// not counted ahead).
std::optional<qint64> countedRow(const QSqlDatabase &db, const QString &key)
{
    QSqlQuery &count = Sql::runCached(
        db, u"SELECT products FROM search_prefix_counts WHERE prefix = ?"_s, { key });
    const std::optional<qint64> products
        = count.next() ? std::optional(count.value(0).toLongLong()) : std::nullopt;
    count.finish();
    return products;
}

qint64 countedProducts(const QSqlDatabase &db, const QString &key)
{
    return countedRow(db, key).value_or(0);
}

} // namespace

SearchPrefixCounts::SearchPrefixCounts(const QSqlDatabase &db)
    : m_postgres(Sql::isPostgres(db))
{
    // PostgreSQL: a common word another instance counts (countCommonWords()) is either among
    // the rows read here, or waits for this transaction's entries before it counts.
    if (m_postgres)
        Sql::run(db, u"LOCK TABLE search_prefix_counts IN ROW EXCLUSIVE MODE"_s);
    // Every key that starts with the mark sorts between it and the next character (BINARY,
    // COLLATE "C").
    QSqlQuery rows = Sql::run(db,
        u"SELECT prefix FROM search_prefix_counts WHERE prefix > ? AND prefix < ? "
        "ORDER BY prefix LIMIT ?"_s,
        { QString(QChar(0x0002)), QString(QChar(0x0003)), mostCommonWords });
    while (rows.next()) {
        const QString key = rows.value(0).toString();
        const qsizetype end = key.indexOf(QChar(0x0002), 1);
        if (end > 1)
            m_commonWords.append({ key.mid(1, end - 1), key });
    }
    buildUnions();
}

void SearchPrefixCounts::buildUnions()
{
    m_unions = oneLetterTable().unions;
    for (const CommonWord &common : std::as_const(m_commonWords))
        m_unions.add(
            CountedUnions::termsOfKey(QStringView(common.key).mid(common.word.size() + 2)));
}

QString SearchPrefixCounts::commonWordKey(const QString &word, const QList<SearchText::Term> &terms)
{
    return QChar(0x0002) + SearchText::indexWords(word).value(0) + QChar(0x0002)
        + CountedUnions::key(terms);
}

QList<std::pair<QString, QList<SearchText::Term>>> SearchPrefixCounts::oneLetterSearches()
{
    return oneLetterTable().searches;
}

std::optional<qint64> SearchPrefixCounts::productsMatchingUnion(
    const QSqlDatabase &db, const QString &word, const QList<SearchText::Term> &terms)
{
    if (word.size() == 1) {
        const OneLetterTable &table = oneLetterTable();
        const qsizetype position = table.letterOfTerms.value(CountedUnions::key(terms), -1);
        if (position < 0)
            return std::nullopt;
        return countedProducts(db, oneLetterKey(table.searches.at(position).first));
    }
    if (word.size() > longestPrefix)
        return std::nullopt;
    return countedRow(db, commonWordKey(word, terms));
}

SearchPrefixCounts::EntryWords SearchPrefixCounts::wordsOf(
    const QString &entryText, qint64 key, bool withForms)
{
    EntryWords entry { SearchText::indexWords(entryText), {}, {}, key };
    for (const QString &token : std::as_const(entry.tokens)) {
        if (SearchText::isWordToken(token))
            entry.sortedWords << token;
        else if (withForms && SearchText::isFormToken(token))
            entry.forms << token;
    }
    std::sort(entry.sortedWords.begin(), entry.sortedWords.end());
    entry.forms.removeDuplicates();
    return entry;
}

void SearchPrefixCounts::add(const EntryWords &entry, int sign)
{
    m_entryChanges += sign;
    // The counted unions it meets, each once: by any token, forms and code parts too.
    CountedUnions::Set unions;
    for (const QString &token : entry.tokens)
        m_unions.meet(token, &unions);
    for (qsizetype position = 0; position < m_unions.size(); ++position) {
        if (unions.test(position))
            m_unionChanges[position] += sign;
    }
    // Each distinct prefix once: in sorted words, a word's prefixes not seen in an earlier word
    // are those longer than its common prefix with the word before it.
    QStringView previous;
    for (const QString &word : entry.sortedWords) {
        qsizetype common = 0;
        while (common < previous.size() && common < word.size()
            && previous.at(common) == word.at(common))
            ++common;
        // Its prefixes are spelled out in apply(): one count per word and length here.
        if (common < std::min(longestPrefix, word.size()))
            m_tailChanges[{ word, common }] += sign;
        if (word != previous)
            countWord(word, entry.key, sign);
        previous = word;
    }
    for (const QString &form : entry.forms)
        countWord(form, entry.key, sign);
}

void SearchPrefixCounts::countWord(const QString &word, qint64 key, int sign)
{
    m_wordChanges[word] += sign;
    if (m_postgres && sign > 0) {
        qint64 &top = m_wordTopKeys[word];
        top = std::max(top, key);
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
        if (m_unionChanges.at(position) != 0)
            m_changes[oneLetterKey(searches.at(position).first)] += m_unionChanges.at(position);
    }
    if (m_entryChanges != 0)
        m_changes[entriesKey()] += m_entryChanges;
    m_entryChanges = 0;
    addUp(db, u"search_prefix_counts"_s, u"prefix"_s, m_changes);
    m_changes.clear();
    // A common word's row is only ever updated: once gone (countCommonWords()), a writer that
    // read it before must not write it again with its own changes alone. In key order, after
    // the rows above, as every writer does.
    for (qsizetype word = 0; word < m_commonWords.size(); ++word) {
        const qint64 change = m_unionChanges.at(searches.size() + word);
        if (change != 0) {
            Sql::runCached(db,
                u"UPDATE search_prefix_counts SET products = products + ? WHERE prefix = ?"_s,
                { change, m_commonWords.at(word).key })
                .finish();
        }
    }
    m_unionChanges.fill(0);
    // The index's vocabulary: rows no product has any more go, and with them their typo keys;
    // a word new to the vocabulary gets its keys (contract §5.1 "Typos", docs/search.md).
    QStringList added;
    const QStringList gone = addUp(db, u"search_words"_s, u"word"_s, m_wordChanges, &added,
        m_postgres ? &m_wordTopKeys : nullptr);
    m_wordTopKeys.clear();
    // Forms (PostgreSQL) have no typos and are no common words.
    for (auto it = m_wordChanges.cbegin(); it != m_wordChanges.cend(); ++it) {
        if (it.value() != 0 && SearchText::isWordToken(it.key()))
            m_touchedWords.insert(it.key());
    }
    for (const QString &word : std::as_const(added)) {
        if (SearchText::isWordToken(word))
            m_vocabularyChanges << word;
    }
    for (qsizetype from = 0; from < gone.size(); from += rowsPerUpsert) {
        const QStringList part = gone.mid(from, rowsPerUpsert);
        const QVariantList values(part.cbegin(), part.cend());
        const QString marks = Sql::placeholders(part.size());
        QSqlQuery &deleted = Sql::runCached(db,
            u"DELETE FROM search_words WHERE products = 0 AND word IN (%1) RETURNING word"_s.arg(
                marks),
            values);
        while (deleted.next()) {
            if (const QString word = deleted.value(0).toString(); SearchText::isWordToken(word))
                m_vocabularyChanges << word;
        }
        deleted.finish();
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

void SearchPrefixCounts::countCommonWords(const QSqlDatabase &db)
{
    if (m_touchedWords.isEmpty() && m_vocabularyChanges.isEmpty())
        return;
    const qint64 common
        = std::max(fewestCommonWordProducts, countedProducts(db, entriesKey()) / commonWordShare);
    const QStringList touched(m_touchedWords.cbegin(), m_touchedWords.cend());
    m_touchedWords.clear();
    QHash<QString, qint64> counts; // now (0: gone)
    const QHash<QString, IndexedWord> indexed = indexedWords(db, touched);
    for (const QString &word : touched)
        counts.insert(word, indexed.value(word).products);
    // Rows go at once (a writer never writes a row it does not find: apply()); a union is
    // counted only while no other writer may be adding entries it has not read it for.
    const auto forget = [&db](const QString &key) {
        Sql::runCached(db, u"DELETE FROM search_prefix_counts WHERE prefix = ?"_s, { key })
            .finish();
    };
    bool changed = false;
    QList<CommonWord> kept;
    QList<std::pair<QString, QList<SearchText::Term>>> toCount;
    QSet<QString> known;
    for (const CommonWord &word : std::as_const(m_commonWords)) {
        // Kept down to half the share: a word at the edge is not counted again and again.
        if (counts.contains(word.word) && counts.value(word.word) < common / 2) {
            forget(word.key);
            changed = true;
            continue;
        }
        known.insert(word.word);
        if (typosMayHaveChanged(word.word)) {
            const QList<SearchText::Term> terms = termsOfWord(db, word.word);
            if (commonWordKey(word.word, terms) != word.key) {
                forget(word.key);
                changed = true;
                toCount.append({ word.word, terms });
                continue;
            }
        }
        kept.append(word);
    }
    m_vocabularyChanges.clear();
    // New ones, the largest first; only words a search can have as its one word (and more
    // than a letter: oneLetterSearches()).
    QList<std::pair<qint64, QString>> candidates;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() >= common && !known.contains(it.key()) && it.key().size() > 1
            && it.key().size() <= longestPrefix
            && SearchText::words(it.key()) == QStringList { it.key() })
            candidates.append({ -it.value(), it.key() });
    }
    std::sort(candidates.begin(), candidates.end());
    for (const auto &[negativeCount, word] : std::as_const(candidates)) {
        if (kept.size() + toCount.size() >= mostCommonWords)
            break;
        toCount.append({ word, termsOfWord(db, word) });
    }
    if (!toCount.isEmpty() && mayCountUnions(db)) {
        for (const auto &[word, terms] : std::as_const(toCount)) {
            kept.append({ word, commonWordKey(word, terms) });
            countUnion(db, kept.constLast().key, terms);
        }
        changed = true;
    }
    if (changed) {
        m_commonWords = kept;
        buildUnions();
    }
}

bool SearchPrefixCounts::mayCountUnions(const QSqlDatabase &db) const
{
    if (!m_postgres)
        return true; // this transaction is the database's only writer
    // Another instance's writer that read the common words before this transaction adds them
    // holds ROW EXCLUSIVE (the constructor) until its commit: counting now would miss its
    // entries, and it would not add them. Not waiting: a busy catalog counts the words at a
    // later write instead of stopping every writer behind this one.
    return Sql::lockedAtOnce(
        db, u"LOCK TABLE search_prefix_counts IN SHARE ROW EXCLUSIVE MODE NOWAIT"_s);
}

void SearchPrefixCounts::forgetCommonWords()
{
    m_commonWords.clear();
    buildUnions();
    m_unionChanges.fill(0);
    m_touchedWords.clear();
    m_vocabularyChanges.clear();
}

bool SearchPrefixCounts::typosMayHaveChanged(const QString &word) const
{
    // Its typos are the vocabulary's words near the spellings SearchText::terms looks them up
    // from: only a word that came or went that close can change them.
    const SearchText::TypoSources sources = SearchText::typoSources(word);
    const QList<SearchText::TypoSource> near = sources.word + sources.forms;
    return std::any_of(
        m_vocabularyChanges.cbegin(), m_vocabularyChanges.cend(), [&](const QString &changed) {
            return std::any_of(near.cbegin(), near.cend(), [&](const SearchText::TypoSource &at) {
                return SearchNormalForm::typoDistance(changed, at.spelling, at.edits) <= at.edits;
            });
        });
}

QList<SearchText::Term> SearchPrefixCounts::termsOfWord(const QSqlDatabase &db, const QString &word)
{
    return SearchText::terms({ word }, [&db](const QString &source, int edits) {
        return typoCandidates(db, source, edits);
    }).constFirst();
}

void SearchPrefixCounts::countUnion(
    const QSqlDatabase &db, const QString &key, const QList<SearchText::Term> &terms)
{
    const SearchDialect dialect(db);
    const SearchDialect::IndexQuery query
        = dialect.products(dialect.expression({ terms }, SearchText::Typo));
    QSqlQuery count
        = Sql::run(db, u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(query.source, query.condition),
            { query.expression });
    const qint64 products = count.next() ? count.value(0).toLongLong() : 0;
    count.finish();
    Sql::run(db,
        u"INSERT INTO search_prefix_counts (prefix, products) VALUES (?, ?) "
        "ON CONFLICT (prefix) DO UPDATE SET products = excluded.products"_s,
        { key, products });
}

QStringList SearchPrefixCounts::deletionsOf(const QString &word, int deletes)
{
    // Uzbek's marks typed or left out cost no edit (SearchNormalForm::typoDistance): the keys
    // of the word without them meet those of a word typed without them.
    QStringList keys = SearchNormalForm::deletions(word, deletes);
    if (const QString plain = SearchNormalForm::plainSpelling(word); plain != word) {
        const QSet<QString> known(keys.cbegin(), keys.cend());
        for (const QString &key : SearchNormalForm::deletions(plain, deletes)) {
            if (!known.contains(key))
                keys << key;
        }
    }
    return keys;
}

QStringList SearchPrefixCounts::typoKeysOf(const QString &word)
{
    // A query word of 5-8 letters may be one edit from a word of 4 letters or more, one of 9
    // or more two edits from a word of 7 or more (SearchNormalForm::allowedEdits): each side
    // deletes up to its share, and the keys meet. A word of 3 letters is found by Uzbek's
    // marks alone (SearchNormalForm::findsUnmarkedSpellings).
    if (!SearchText::isWordToken(word) || SearchNormalForm::isNumberOrCode(word))
        return {};
    const auto keysOfSpelling = [](const QString &spelling) {
        const int letters = SearchNormalForm::letterCount(spelling);
        const int deletes = letters >= 7 ? 2 : letters >= 4 ? 1 : 0;
        if (deletes == 0 && !SearchNormalForm::findsUnmarkedSpellings(spelling))
            return QStringList();
        return deletionsOf(spelling, deletes);
    };
    QStringList keys = keysOfSpelling(word);
    if (const QString otherScriptKey = otherScriptKeyOf(word); !otherScriptKey.isEmpty())
        keys << otherScriptKey;
    // A typo in a word with a suffix is a typo of its form (SearchText::typoSources), and the
    // form may be another word's, with another suffix: `достаевского`'s stem `достаевск` is one
    // edit from `достоевск`, the form of Достоевский, which is three from the word. The word's
    // forms are keyed too, for typoCandidates' nearForms.
    for (const QString &form : SearchNormalForm::forms(word))
        keys << keysOfSpelling(form);
    keys.removeDuplicates();
    return keys;
}

QString SearchPrefixCounts::otherScriptKeyOf(const QString &word)
{
    // Only when the other script has marks to leave out, or an ё (typed as е, which reads `e`
    // in Latin, not `yo`: `чаен` for Chayon): else the query's other-script spelling, which it
    // looks up as well (SearchText::typoSources), is the word's own key. Of 3 or 4 letters, as
    // the query typed so is (longer ones are found by their edits).
    const QString other = SearchNormalForm::otherScript(word);
    const QString plain = SearchNormalForm::otherScriptPlainSpelling(word);
    if (!SearchNormalForm::findsUnmarkedSpellings(plain))
        return {};
    return plain != SearchNormalForm::matchKey(other) || other.contains(u'ё') ? plain : QString();
}

SearchText::TypoCandidates SearchPrefixCounts::typoCandidates(
    const QSqlDatabase &db, const QString &word, int edits)
{
    const QStringList keys = deletionsOf(word, edits);
    QSqlQuery &rows = Sql::runCached(db,
        u"SELECT DISTINCT word FROM search_typo_keys WHERE key IN (%1)"_s.arg(
            Sql::placeholders(keys.size())),
        QVariantList(keys.cbegin(), keys.cend()));
    SearchText::TypoCandidates result;
    QList<std::pair<int, QString>> found;
    QList<std::pair<int, QString>> foundForms;
    QSet<QString> forms;
    while (rows.next()) {
        const QString candidate = rows.value(0).toString();
        const int distance = SearchNormalForm::typoDistance(word, candidate, edits);
        if (candidate == word)
            result.indexed = true;
        else if (distance <= edits)
            found.append({ distance, candidate });
        // The spelling itself as a form matches as one already (SearchText::terms' Form rank).
        for (const QString &form : SearchNormalForm::forms(candidate)) {
            if (form == word || forms.contains(form))
                continue;
            forms.insert(form);
            if (const int formDistance = SearchNormalForm::typoDistance(word, form, edits);
                formDistance <= edits)
                foundForms.append({ formDistance, form });
        }
    }
    rows.finish();
    // The closest first, then in code-point order: the same lists on both engines.
    const auto closest = [](QList<std::pair<int, QString>> &spellings, QStringList *into) {
        std::sort(spellings.begin(), spellings.end());
        for (qsizetype i = 0; i < std::min(spellings.size(), mostTypoCandidates); ++i)
            *into << spellings.at(i).second;
    };
    closest(found, &result.near);
    closest(foundForms, &result.nearForms);
    return result;
}

QStringList SearchPrefixCounts::addUp(const QSqlDatabase &db, const QString &table,
    const QString &keyColumn, const QHash<QString, qint64> &changes, QStringList *added,
    const QHash<QString, qint64> *topKeys)
{
    QStringList keys;
    QStringList lowered;
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        // An entry counted out and in again with a higher key (its popularity rose) changes
        // no count but raises the top.
        if (it.value() != 0 || (topKeys && topKeys->contains(it.key())))
            keys << it.key();
        if (it.value() < 0)
            lowered << it.key();
    }
    std::sort(keys.begin(), keys.end());
    for (qsizetype from = 0; from < keys.size(); from += rowsPerUpsert) {
        const QStringList part = keys.mid(from, rowsPerUpsert);
        QVariantList values;
        for (const QString &key : part) {
            values << key << changes.value(key);
            if (topKeys) // 0 for a count that only went down: the top stays
                values << topKeys->value(key);
        }
        // RETURNING: a row whose count is the change itself was not there before.
        QSqlQuery &rows = Sql::runCached(db,
            u"INSERT INTO %1 (%2, products%3) VALUES %4 ON CONFLICT (%2) DO UPDATE "
            "SET products = %1.products + excluded.products%5%6"_s.arg(table, keyColumn,
                topKeys ? u", top_key"_s : QString(),
                QStringList(part.size(),
                    topKeys ? u"(?, CAST(? AS BIGINT), CAST(? AS BIGINT))"_s
                            : u"(?, CAST(? AS BIGINT))"_s)
                    .join(u", "_s),
                topKeys ? u", top_key = GREATEST(%1.top_key, excluded.top_key)"_s.arg(table)
                        : QString(),
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

QHash<QString, SearchPrefixCounts::IndexedWord> SearchPrefixCounts::indexedWords(
    const QSqlDatabase &db, const QStringList &words)
{
    QHash<QString, IndexedWord> indexed;
    const bool postgres = Sql::isPostgres(db);
    for (qsizetype from = 0; from < words.size(); from += rowsPerUpsert) {
        const QStringList part = words.mid(from, rowsPerUpsert);
        QSqlQuery &rows = Sql::runCached(db,
            u"SELECT word, products%1 FROM search_words WHERE word IN (%2)"_s.arg(
                postgres ? u", top_key"_s : QString(), Sql::placeholders(part.size())),
            QVariantList(part.cbegin(), part.cend()));
        while (rows.next()) {
            indexed.insert(rows.value(0).toString(),
                { rows.value(1).toLongLong(), postgres ? rows.value(2).toLongLong() : anyKey });
        }
        rows.finish();
    }
    return indexed;
}

qint64 SearchPrefixCounts::indexedEntries(const QSqlDatabase &db)
{
    return countedProducts(db, entriesKey());
}

std::optional<qint64> SearchPrefixCounts::productsMatching(
    const QSqlDatabase &db, const QString &word)
{
    const QStringList folded = SearchText::indexWords(word);
    if (folded.size() != 1 || folded.first().size() > longestPrefix)
        return std::nullopt;
    return countedProducts(db, folded.first());
}
