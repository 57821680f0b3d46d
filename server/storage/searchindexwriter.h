#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <functional>

#include "server/storage/searchprefixcounts.h"
#include "server/storage/suspendedindexes.h"

class SearchDialect;

// Keeps the search index (product_search), the
// autocomplete texts (suggestion_texts, and each text once in suggestion_phrases) and the word
// counts (SearchPrefixCounts) in step with the products.
// Called inside the writer's transaction after products, authors or categories change.
// Inactive products are removed from all of them.
//
// Bulk mode, for imports: on SQLite, FTS5 writes its pending index data out as a new segment
// whenever a row's rowid is below the previous row's, and the index's rowids follow popularity,
// not the order products are written in, so a bulk load made a segment (and later merges of
// them) every few rows. In bulk mode the rows are staged in temporary tables and moved into
// the index in rowid order by finish(), which must run before the transaction commits and
// before anything searches. (PostgreSQL's indexes do not care: it writes directly, and into an
// empty index builds the GIN indexes at finish().)
class SearchIndexWriter final
{
public:
    enum class Mode { Direct, Bulk };
    explicit SearchIndexWriter(QSqlDatabase db, Mode mode = Mode::Direct);

    // Calls `indexed` with the number of products written after each chunk (it may throw to
    // cancel: the caller's transaction then rolls back).
    void reindex(const QList<qint64> &productPks,
        const std::function<void(qsizetype indexed)> &indexed = {});
    void reindexAll();
    // Indexes again the active products whose entry or suggestion texts lack a token that
    // indexing them now gives (SearchText::indexTokens), among those with a text `mayLack`
    // picks (the others are not read back): a catalog indexed before a new kind of token
    // (joined initials, fleeting vowels) gets it without a whole new index.
    void reindexLackingTokens(const std::function<bool(const QString &text)> &mayLack);
    // Counts search_prefix_counts and search_words again from the index (for a catalog
    // indexed before they existed). Reports each tenth of the index's entries read (10 … 100).
    void recount(const std::function<void(int percentRead)> &progress = {});
    // Writes every product's products.name_folded again in the normal form (SearchText::
    // nameKey), for a catalog written before schema 24.
    void refoldNames();

    // Bulk mode: the work finish() will report, in units: the rows staged so far (product and
    // autocomplete rows), then mergeWork(), the share of merging the full-text indexes after a
    // load that writes at least a quarter of the entries the index will hold (SQLite; none
    // after a smaller one). Asked before finish().
    qint64 finishWork() const;
    qint64 mergeWork() const;
    // Bulk mode: replaces the staged products' entries in the index (SQLite) and chooses the
    // phrases of the texts written (PostgreSQL). Reports its units of work done as it goes
    // (the callback may throw to cancel: the caller's transaction then rolls back).
    void finish(const std::function<void(qint64 unitsDone)> &progress = {});

private:
    // Autocomplete keeps a product's name, author and first tags (the key has room for 16).
    static constexpr qint64 maxTextsPerProduct = 16;

    // reindex()'s steps per chunk (searchindexwriterchunks.cpp): read on the connection's
    // thread, rows computed on a worker (touching no connection), written on the connection's.
    struct ChunkSource;
    struct ChunkRows;
    ChunkSource readChunk(const QList<qint64> &pks);
    ChunkRows indexRowsOf(const ChunkSource &source, const SearchDialect &dialect);
    void writeChunk(const ChunkSource &source, const ChunkRows &rows);
    // The worker's alone while reindex() runs.
    QString tokensOf(const QString &text);
    void loadCategories();
    QString categoryWords(qint64 categoryId) const;
    bool staging() const { return m_mode == Mode::Bulk && !m_postgres; }
    // Bulk mode on SQLite: the staging tables finish() moves into the index in key order, and
    // FTS5's larger pending data (searchindexwriterstaging.cpp).
    void beginStaging();
    // Bulk mode on PostgreSQL: the GIN indexes built at finish() (SuspendedIndexes).
    void setFullTextIndexesAside();
    void moveInKeyOrder(const QString &from, const QString &key, const QString &into,
        const QString &columns, const std::function<void(qint64)> &progress);
    // Merges the full-text indexes when mergeWork() promised it (work > 0), reporting that
    // share of finishWork() as it goes.
    void mergeSegmentsAfterLargeLoad(const std::function<void(qint64)> &progress, qint64 work);
    void countOut(const QString &keysIn, const QVariantList &keys);
    void forgetCounts();
    void lockPhrases(const QStringList &texts);
    void replacePhrases(const QStringList &texts);
    void replacePendingPhrases();
    // PostgreSQL's bulk mode into empty texts: every text's phrase, once (m_phrasesAtFinish).
    void chooseEveryPhrase();

    QSqlDatabase m_db;
    Mode m_mode;
    bool m_postgres;
    qint64 m_stagedRows = 0;
    qint64 m_stagedEntries = 0;
    qint64 m_stagedTexts = 0;
    // Bulk mode: suggestion_texts' indexes, during finish() (SQLite) or the whole write into
    // an empty index (PostgreSQL's GIN, as product_search's).
    SuspendedIndexes m_textIndexes;
    SuspendedIndexes m_entryIndexes;
    SearchPrefixCounts m_prefixCounts;
    QHash<qint64, std::pair<QString, qint64>> m_categories; // id -> (name, parent id or 0)
    QHash<QString, QString> m_tokens; // text -> SearchText::indexTokens(text)
    // PostgreSQL's bulk mode: texts whose phrase is chosen again at finish() (writeChunk).
    QSet<QString> m_pendingPhrases;
    // ... or none of them, when the texts' index was set aside: all at finish().
    bool m_phrasesAtFinish = false;
    static constexpr qsizetype maxPendingPhrases = 200000;
    // ... and the prefix and word counts' changes, written at finish() or when this many wait.
    static constexpr qsizetype maxPendingCounts = 200000;
};
