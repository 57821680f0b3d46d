#include "server/storage/searchindexwriter.h"

// SearchIndexWriter's indexing of products, chunk by chunk: each chunk's rows are read on the
// connection's thread, its index rows computed on a worker thread (tokens, forms, tsvector
// literals: most of a load's client CPU) while the previous chunk's rows are written, so the
// database and the client work at the same time instead of in turn.
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSet>
#include <QSqlQuery>
#include <QThreadPool>
#include <QVariant>
#include <algorithm>
#include <optional>

#include <QtConcurrent/QtConcurrentRun>

#include "server/domain/searchtext.h"
#include "server/storage/copyrows.h"
#include "server/storage/jsonrows.h"
#include "server/storage/postgrestext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Products per round of statements: a bulk import runs a few statements per chunk instead of
// several per product (each a round trip on PostgreSQL).
constexpr qsizetype chunkSize = 500;

// (SearchDialect::searchKeyOfProduct is the same in SQL.)
// Index rowids sort by popularity, then by the smaller pk: the search streams matches in
// rowid order (descending) instead of ranking them all (schema comment, qt64-notes).
qint64 searchKey(qint64 popularity, qint64 ordinal)
{
    const qint64 clamped = std::clamp<qint64>(popularity, 0, 0x7FFFFFFF);
    return (clamped << 32) | (0xFFFFFFFFLL - (ordinal & 0xFFFFFFFFLL));
}

// A chunk's rows as the worker makes them for writeRows(): one text of COPY's (PostgreSQL) or
// JsonRows' batches (SQLite).
QVariantList batchesOf(bool postgres, const QVariantList &values, qsizetype width)
{
    if (!postgres)
        return JsonRows::batches(values, width);
    return values.isEmpty() ? QVariantList() : QVariantList { CopyRows::text(values, width) };
}

void writeRows(const QSqlDatabase &db, const QString &target, const QStringList &types,
    const QVariantList &batches)
{
    if (!Sql::isPostgres(db)) {
        JsonRows::insertBatches(db, u"INSERT INTO "_s + target, types, batches);
        return;
    }
    for (const QVariant &rows : batches)
        CopyRows::copy(db, target, rows.toByteArray());
}

} // namespace

// What a chunk's index rows are made of, read from the database.
struct SearchIndexWriter::ChunkSource
{
    struct Product
    {
        qint64 pk = 0;
        QString name;
        QString author;
        qint64 categoryId = 0;
        bool book = false;
        QByteArray tags; // JSON array
        qint64 popularity = 0;
    };
    QList<qint64> pks;
    QList<Product> products; // the active ones
    QVariantList oldKeys; // their entries' keys in the index now
    QHash<qint64, QStringList> codes; // pk -> its code and its variants' barcodes
};

// A chunk's index rows as the few long texts written (batchesOf(), made on the worker, which
// frees the per-value lists they were made of), and each entry's words for the prefix counts.
struct SearchIndexWriter::ChunkRows
{
    QVariantList entryBatches; // batchesOf() the product entries
    QVariantList textBatches; // ... and of the suggestion texts
    qsizetype entries = 0;
    QStringList texts; // each suggestion text written, for its phrase
    QList<SearchPrefixCounts::EntryWords> countedEntries;
};

void SearchIndexWriter::reindex(
    const QList<qint64> &productPks, const std::function<void(qsizetype)> &indexed)
{
    if (productPks.isEmpty())
        return;
    loadCategories();
    const SearchDialect dialect(m_db);
    if (productPks.size() <= chunkSize) { // a service's write: no thread for it
        const ChunkSource source = readChunk(productPks);
        writeChunk(source, indexRowsOf(source, dialect));
        if (indexed)
            indexed(source.pks.size());
        return;
    }
    // One chunk computed at a time (tokensOf()'s cache is the worker's alone), on a pool of
    // this writer's own: a server's shared pool may be busy with requests.
    QThreadPool worker;
    worker.setMaxThreadCount(1);
    QFuture<ChunkRows> computing;
    // Nothing the worker reads may go while it runs: a failed write waits for it first.
    const auto settle = qScopeGuard([&computing] { computing.waitForFinished(); });
    ChunkSource computed; // the chunk `computing` works on
    for (qsizetype from = 0;; from += chunkSize) {
        const bool more = from < productPks.size();
        ChunkSource next = more ? readChunk(productPks.mid(from, chunkSize)) : ChunkSource();
        std::optional<ChunkRows> ready;
        if (computing.isValid())
            ready = computing.takeResult();
        computing = more ? QtConcurrent::run(
                        &worker, [this, next, dialect] { return indexRowsOf(next, dialect); })
                         : QFuture<ChunkRows>();
        if (ready) {
            writeChunk(computed, *ready);
            if (indexed)
                indexed(computed.pks.size());
        }
        if (!more)
            break;
        computed = std::move(next);
    }
}

QString SearchIndexWriter::tokensOf(const QString &text)
{
    // Authors, categories and tags repeat across products, and the name and author are
    // suggestion texts too: each text's tokens are made once (bounded, for a million names).
    constexpr qsizetype mostRemembered = 50000;
    if (const auto found = m_tokens.constFind(text); found != m_tokens.cend())
        return *found;
    if (m_tokens.size() >= mostRemembered)
        m_tokens.clear();
    return *m_tokens.insert(text, SearchText::indexTokens(text));
}

SearchIndexWriter::ChunkSource SearchIndexWriter::readChunk(const QList<qint64> &pks)
{
    ChunkSource source;
    source.pks = pks;
    // The pks bound as one value (Sql::idList): the statements are prepared once.
    const QVariant pkList = Sql::idList(m_db, pks);
    const auto pkIn = [this](const QString &column) { return Sql::inIdList(m_db, column); };

    // The codes of the products and their variants: their parts are searched too (§5.1).
    QSqlQuery &codeRows = Sql::runCached(m_db,
        u"SELECT pk, code FROM products WHERE code IS NOT NULL AND %1 UNION ALL "
        "SELECT product_pk, barcode FROM variants WHERE %2"_s.arg(
            pkIn(u"pk"_s), pkIn(u"product_pk"_s)),
        { pkList, pkList });
    while (codeRows.next())
        source.codes[codeRows.value(0).toLongLong()] << codeRows.value(1).toString();
    codeRows.finish();

    QSqlQuery &product = Sql::runCached(m_db,
        u"SELECT p.pk, p.name, COALESCE(a.name, ''), COALESCE(p.category_id, 0), p.type, p.tags, "
        "p.active, p.popularity, p.search_key "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE %1"_s.arg(pkIn(u"p.pk"_s)),
        { pkList });
    while (product.next()) {
        if (!product.value(8).isNull())
            source.oldKeys << product.value(8);
        if (!product.value(6).toBool())
            continue;
        source.products.append({ product.value(0).toLongLong(), product.value(1).toString(),
            product.value(2).toString(), product.value(3).toLongLong(),
            product.value(4).toString() == "book"_L1, product.value(5).toByteArray(),
            product.value(7).toLongLong() });
    }
    product.finish();
    return source;
}

SearchIndexWriter::ChunkRows SearchIndexWriter::indexRowsOf(
    const ChunkSource &source, const SearchDialect &dialect)
{
    ChunkRows rows;
    QVariantList entries;
    QVariantList texts;
    for (const ChunkSource::Product &product : source.products) {
        const qint64 key = searchKey(product.popularity, product.pk);

        // The index holds tokens in the normal form of contract §5.1 (SearchText), the same
        // on both engines: words, their other forms, and the parts of the product's codes.
        const QString nameTokens = tokensOf(product.name);
        const QString authorTokens = tokensOf(product.author);
        const QString categoryTokens = tokensOf(categoryWords(product.categoryId));
        QStringList kindTokens = SearchText::kindWords(product.book);
        for (const QString &code : source.codes.value(product.pk))
            kindTokens << SearchText::codeTokens(code);
        const QString kinds = kindTokens.join(u' ');
        rows.countedEntries << SearchPrefixCounts::wordsOf(
            QStringList { nameTokens, authorTokens, categoryTokens, kinds }.join(u' '), key,
            m_postgres);
        entries << key << product.pk;
        if (m_postgres) {
            entries << PostgresText::tsvector({ { nameTokens, PostgresText::nameWeight },
                { authorTokens, PostgresText::otherWeight },
                { categoryTokens, PostgresText::otherWeight },
                { kinds, PostgresText::otherWeight } });
        } else {
            entries << nameTokens << authorTokens << categoryTokens << kinds;
        }

        QStringList candidates { product.name };
        if (!product.author.isEmpty())
            candidates << product.author;
        for (const QJsonValue &tag : QJsonDocument::fromJson(product.tags).array()) {
            if (!tag.toString().isEmpty())
                candidates << tag.toString();
        }
        candidates.removeDuplicates();
        const qsizetype kept = std::min<qsizetype>(candidates.size(), maxTextsPerProduct);
        for (qsizetype n = 0; n < kept; ++n) {
            const QString &text = candidates.at(n);
            const QString tokens = tokensOf(text);
            texts << searchKey(product.popularity, product.pk * maxTextsPerProduct + n)
                  << product.pk << text << tokens;
            if (m_postgres)
                texts << PostgresText::tsvector({ { tokens } });
            rows.texts << text;
        }
    }
    rows.entries = source.products.size();
    rows.entryBatches = batchesOf(m_postgres, entries, dialect.productEntryWidth());
    rows.textBatches = batchesOf(m_postgres, texts, dialect.suggestionWidth());
    return rows;
}

void SearchIndexWriter::writeChunk(const ChunkSource &source, const ChunkRows &rows)
{
    const SearchDialect dialect(m_db);
    const QVariant pkList = Sql::idList(m_db, source.pks);
    const auto pkIn = [this](const QString &column) { return Sql::inIdList(m_db, column); };
    const QVariantList &oldKeys = source.oldKeys;
    for (const SearchPrefixCounts::EntryWords &counted : rows.countedEntries)
        m_prefixCounts.add(counted, +1);

    // The key is computed by the database as searchKey() does: one statement per chunk, which
    // leaves alone the rows that have it (PostgreSQL's bulk load writes it with the row, and
    // every rewrite of a row updates all of its indexes).
    const QString keyOfRow = dialect.searchKeyOfProduct(u"popularity"_s, u"pk"_s);
    Sql::runCached(m_db,
        u"UPDATE products SET search_key = CASE WHEN active = 1 THEN %1 END WHERE %2 "
        "AND search_key IS DISTINCT FROM (CASE WHEN active = 1 THEN %1 END)"_s.arg(
            keyOfRow, pkIn(u"pk"_s)),
        { pkList })
        .finish();
    if (staging()) {
        const QStringList key { u"bigint"_s };
        QVariantList pkValues;
        for (const qint64 pk : source.pks)
            pkValues << pk;
        JsonRows::insert(
            m_db, u"INSERT OR IGNORE INTO temp.search_stage_products (pk)"_s, key, pkValues);
        JsonRows::insert(
            m_db, u"INSERT OR IGNORE INTO temp.search_stage_stale (key)"_s, key, oldKeys);
        JsonRows::insertBatches(m_db,
            u"INSERT OR REPLACE INTO temp.search_stage_entries "
            "(key, pk, name, author, categories, kinds)"_s,
            dialect.productEntryTypes(), rows.entryBatches);
        JsonRows::insertBatches(m_db,
            u"INSERT OR REPLACE INTO temp.search_stage_texts (id, product_pk, text, search_text)"_s,
            dialect.suggestionTypes(), rows.textBatches);
        m_stagedTexts += rows.texts.size();
        m_stagedEntries += rows.entries;
        m_stagedRows += rows.entries + rows.texts.size();
        return;
    }
    // The phrases of the texts these products had and now have are chosen again afterwards
    // (all of them at finish() when m_phrasesAtFinish).
    QSet<QString> changedTexts;
    if (!m_phrasesAtFinish) {
        QSqlQuery &previous = Sql::runCached(m_db,
            u"SELECT DISTINCT text FROM suggestion_texts WHERE %1"_s.arg(pkIn(u"product_pk"_s)),
            { pkList });
        while (previous.next())
            changedTexts.insert(previous.value(0).toString());
        previous.finish();
        for (const QString &text : rows.texts)
            changedTexts.insert(text);
    }
    Sql::runCached(
        m_db, u"DELETE FROM suggestion_texts WHERE %1"_s.arg(pkIn(u"product_pk"_s)), { pkList })
        .finish();
    // Lists of keys as one bound value too: a subquery of it for the dialect's "IN (%1)".
    const QString keysIn = dialect.postgres() ? u"SELECT unnest(CAST(? AS BIGINT[]))"_s
                                              : u"SELECT value FROM json_each(?)"_s;
    const auto keyList = [this](const QVariantList &keys) {
        QList<qint64> list;
        for (const QVariant &key : keys)
            list << key.toLongLong();
        return QVariantList { Sql::idList(m_db, list) };
    };
    if (!oldKeys.isEmpty()) {
        countOut(keysIn, keyList(oldKeys));
        Sql::runCached(m_db, dialect.deleteProductEntries(keysIn), keyList(oldKeys)).finish();
    }
    // PostgreSQL's bulk write adds its chunks' counts up in memory: every upsert of a count
    // leaves a row version that the transaction's later lookups of it walk, and each chunk
    // changes the same few thousand prefixes (40 ms a chunk, and growing, at 1,000,000).
    if (m_mode != Mode::Bulk || m_prefixCounts.pending() >= maxPendingCounts)
        m_prefixCounts.apply(m_db);
    writeRows(m_db, dialect.productEntriesTarget(), dialect.productEntryTypes(), rows.entryBatches);
    writeRows(m_db, dialect.suggestionsTarget(), dialect.suggestionTypes(), rows.textBatches);
    if (m_mode == Mode::Bulk) {
        // PostgreSQL's bulk write: a text shared by many products (an author, a tag) would
        // have its phrase chosen again in every chunk (most of a 100,000-product load's
        // phrase statements). A phrase is the text's row with the largest id whenever it is
        // chosen, so once, before the commit (finish()), is the same; bounded in memory.
        m_pendingPhrases.unite(changedTexts);
        if (m_pendingPhrases.size() >= maxPendingPhrases)
            replacePendingPhrases();
        return;
    }
    const QStringList changed(changedTexts.cbegin(), changedTexts.cend());
    replacePhrases(changed);
    m_prefixCounts.countCommonWords(m_db);
}
