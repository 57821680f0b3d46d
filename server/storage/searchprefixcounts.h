#pragma once

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <array>
#include <limits>
#include <optional>

#include "server/domain/searchtext.h"
#include "server/storage/countedunions.h"

// Exact totals of one-word searches. A one-word search for "a", "ki" or "books" matches a
// large share of a big catalog, and counting its matches in the index takes time in
// proportion (over 20 ms for 560,000 of 1,000,000 products; 65 ms for "books"). The
// search_prefix_counts table holds, for every prefix of the indexed words (up to
// longestPrefix characters), how many indexed products have a word starting with it, so such
// a total is one lookup.
// SearchIndexWriter keeps it in step in the index's own transaction, from the words the index
// holds (SearchText::indexWords: the words FTS5 and the tsvector documents are made of).
class SearchPrefixCounts final
{
public:
    // Longer words are rare and their matches few: the index counts them.
    static constexpr qsizetype longestPrefix = 24;

    // Reads which common words' totals the database counts ahead (commonWordKey()).
    explicit SearchPrefixCounts(const QSqlDatabase &db);

    // An index entry's words as add() counts them: every token (for the counted unions), the
    // words alone, sorted, and (withForms: PostgreSQL's vocabulary, see IndexedWord) its
    // distinct form tokens, with the entry's search key. Reads nothing of the counts, so any
    // thread may make it (the index writer's worker does, beside the entry's rows).
    struct EntryWords
    {
        QStringList tokens;
        QStringList sortedWords;
        QStringList forms;
        qint64 key = 0;
    };
    static EntryWords wordsOf(const QString &entryText, qint64 key, bool withForms);
    // Counts one index entry in (+1) or out (-1): each distinct prefix of its words once, and
    // each distinct word (and form) once; an entry counted in raises their top keys to its key.
    void add(const EntryWords &entry, int sign);
    void add(const QString &entryText, qint64 key, int sign)
    {
        add(wordsOf(entryText, key, m_postgres), sign);
    }
    // Writes the changes added so far and forgets them. In key order, so writers on
    // PostgreSQL take the rows' locks in one order.
    void apply(const QSqlDatabase &db);
    // How many changes wait for apply() (their hash entries).
    qsizetype pending() const { return m_tailChanges.size() + m_wordChanges.size(); }

    // Counts ahead the totals of the catalog's common words (see commonWordKey()), and counts
    // again those whose terms the vocabulary's changes since the last call changed. Only when
    // the index holds every entry added (after apply() and the index's own rows). PostgreSQL:
    // only while no other transaction writes the index (mayCountUnions()); else at a later
    // write that changes the word's count, and until then the index counts its total.
    void countCommonWords(const QSqlDatabase &db);
    // Forgets the common words read or counted (their rows are gone: a recount).
    void forgetCommonWords();

    // The number of products a one-word search finds (the word is its last, so a prefix),
    // when the word is short enough to be counted here.
    static std::optional<qint64> productsMatching(const QSqlDatabase &db, const QString &word);
    // A word of the index's vocabulary (search_words): how many indexed products hold it, and
    // a key no entry that holds it exceeds. PostgreSQL only keeps the top key (GIN yields
    // matches in no order, so a page streams in key order from the least of its words' top
    // keys down, SearchRepository); it only ever rises while the word is held (an entry gone or
    // re-keyed leaves it above), and anyKey where it is not kept. PostgreSQL's vocabulary holds
    // the form tokens too (`ǂручк`: a rank of forms is bounded as one of words is); they have
    // no typo keys, are never completions (no typed prefix starts with the mark) nor common
    // words.
    static constexpr qint64 anyKey = std::numeric_limits<qint64>::max();
    struct IndexedWord
    {
        qint64 products = 0;
        qint64 topKey = anyKey;
    };
    // The words of `words` some indexed product holds.
    static QHash<QString, IndexedWord> indexedWords(
        const QSqlDatabase &db, const QStringList &words);

    // The total of a one-letter search, counted ahead too: such a search also matches its
    // other script's words (`с` finds s…, `ш` sh…, contract §5.1), a union that counting in
    // the index took 10-30 ms at 1,000,000 products (SQLite) and 100 ms or more (PostgreSQL).
    // Kept for every letter of both scripts and every digit, under oneLetterKey(); and a
    // common word's (below). nullopt when `terms` (SearchText::terms' of `word`, not expanded
    // to completions) are not exactly those of a search counted so.
    static std::optional<qint64> productsMatchingUnion(
        const QSqlDatabase &db, const QString &word, const QList<SearchText::Term> &terms);
    static constexpr qsizetype mostOneLetterSearches = 128;
    // The letters and digits counted so, each with its search's terms (for the tests).
    static QList<std::pair<QString, QList<SearchText::Term>>> oneLetterSearches();
    // The search_prefix_counts key of a letter's union (no index word holds the mark).
    static QString oneLetterKey(const QString &letter) { return QChar(0x0001) + letter; }

    // The common words: a word in at least 1/commonWordShare of the indexed products (and
    // fewestCommonWordProducts) is a broad search whose other terms are large too ("books"
    // finds the form "book" in every book), and counting their union in the index takes time
    // in proportion (60 ms for "books" at 1,000,000 products). Their unions are counted ahead
    // like the letters', keyed by the word and its terms (typos come from the vocabulary, so
    // when it changes a word's terms may change: its row is then counted again under its new
    // terms). At most mostCommonWords, the largest first.
    static constexpr qsizetype commonWordShare = 32;
    static constexpr qint64 fewestCommonWordProducts = 100;
    static constexpr qsizetype mostCommonWords = CountedUnions::most - mostOneLetterSearches;
    static QString commonWordKey(const QString &word, const QList<SearchText::Term> &terms);
    static bool isCommonWordKey(QStringView key) { return key.startsWith(QChar(0x0002)); }
    // The key of the row that counts the index's entries (products), and its count.
    static QString entriesKey() { return QChar(0x0003); }
    static qint64 indexedEntries(const QSqlDatabase &db);

    // SQLite only (search_words): the indexed words that start with the prefix, when there are
    // at most `most` of them; nullopt when there are more or the prefix is not one word.
    // FTS5 answers a prefix longer than its prefix index (three characters) by merging the
    // whole match lists of every such word before it returns one row (150 ms for "book" in
    // 1,000,000 products); an OR of the words themselves streams in rowid order instead.
    static std::optional<QStringList> wordsStartingWith(
        const QSqlDatabase &db, const QString &prefix, int most);

    // Whether a query word is indexed, and the indexed words it may be a typo of: at most
    // `edits` away (SearchNormalForm::typoDistance), found by their symmetric-delete keys
    // (search_typo_keys), at most mostTypoCandidates, closest first; and as many of their
    // forms (the index's marked tokens) that near, keyed there too (typoKeysOf).
    static SearchText::TypoCandidates typoCandidates(
        const QSqlDatabase &db, const QString &word, int edits);
    static constexpr qsizetype mostTypoCandidates = 16;

    // The key a vocabulary word is also found by when its plain spelling in the other script
    // has 3 or 4 letters: that spelling (`кук` for ko'k, typed on a Russian layout; `чаен` for
    // chayon, ё typed as е); empty for other words.
    static QString otherScriptKeyOf(const QString &word);

private:
    struct CommonWord
    {
        QString word;
        QString key; // commonWordKey()
    };
    // The letters' unions and the common words' (after them, in m_commonWords' order).
    void buildUnions();
    // One distinct word or form token of an entry counted in or out.
    void countWord(const QString &word, qint64 key, int sign);
    // Whether the vocabulary's changes since the last countCommonWords() may have changed the
    // word's typo candidates.
    bool typosMayHaveChanged(const QString &word) const;
    // The terms of a one-word search for the vocabulary word.
    static QList<SearchText::Term> termsOfWord(const QSqlDatabase &db, const QString &word);
    // Whether this transaction may count unions now (PostgreSQL: no other writer is adding
    // entries; takes the lock that keeps it so until the commit).
    bool mayCountUnions(const QSqlDatabase &db) const;
    // Counts the union in the index and writes its row.
    static void countUnion(
        const QSqlDatabase &db, const QString &key, const QList<SearchText::Term> &terms);

    // The keys a vocabulary word is found by (its deletions, and a short word's plain spelling
    // in its other script).
    static QStringList typoKeysOf(const QString &word);
    // A word's deletions, and those of the word without Uzbek's marks.
    static QStringList deletionsOf(const QString &word, int deletes);
    // Adds the changes to the table's counts; returns the keys whose count went down. added:
    // the keys that were not there before.
    // topKeys: also raises each key's top_key to its value (search_words on PostgreSQL).
    static QStringList addUp(const QSqlDatabase &db, const QString &table, const QString &keyColumn,
        const QHash<QString, qint64> &changes, QStringList *added = nullptr,
        const QHash<QString, qint64> *topKeys = nullptr);

    QHash<QString, qint64> m_changes; // prefix -> change in products
    // (word, length of its prefix counted before) -> change: add() runs for every product of
    // a bulk load, and a hash entry per prefix of every word was a tenth of the load.
    QHash<std::pair<QString, qsizetype>, qint64> m_tailChanges;
    QHash<QString, qint64> m_wordChanges; // whole word -> change in products
    QHash<QString, qint64> m_wordTopKeys; // whole word -> the top key of the entries counted in
    qint64 m_entryChanges = 0;
    bool m_postgres = false;
    CountedUnions m_unions;
    QList<CommonWord> m_commonWords;
    // Per union (m_unions' positions): add() runs for every product.
    std::array<qint64, CountedUnions::most> m_unionChanges {};
    // Words whose count changed, and words that came or went, since countCommonWords().
    QSet<QString> m_touchedWords;
    QStringList m_vocabularyChanges;
};
