#include "server/storage/searchindexwriter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <cstring>
#include <limits>

#include "server/domain/searchtext.h"
#include "server/storage/fts5segments.h"
#include "server/storage/jsonrows.h"
#include "server/storage/postgrestext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Autocomplete keeps a product's name, author and first tags (the key has room for 16).
constexpr qint64 maxTextsPerProduct = 16;

// (SearchDialect::searchKeyOfProduct is the same in SQL.)
// Index rowids sort by popularity, then by the smaller pk: the search streams matches in
// rowid order (descending) instead of ranking them all (schema comment, qt64-notes).
qint64 searchKey(qint64 popularity, qint64 ordinal)
{
    const qint64 clamped = std::clamp<qint64>(popularity, 0, 0x7FFFFFFF);
    return (clamped << 32) | (0xFFFFFFFFLL - (ordinal & 0xFFFFFFFFLL));
}

} // namespace

SearchIndexWriter::SearchIndexWriter(QSqlDatabase db, Mode mode)
    : m_db(std::move(db))
    , m_mode(mode)
    , m_postgres(Sql::isPostgres(m_db))
    , m_prefixCounts(m_db)
{
    if (staging())
        beginStaging();
    else if (m_mode == Mode::Bulk)
        setFullTextIndexesAside();
}

void SearchIndexWriter::setFullTextIndexesAside()
{
    // A GIN index written entry by entry was most of a PostgreSQL load's index writes; built
    // from the finished table it takes less than half of that. The rows are replaced by key and
    // product and phrases looked up by text as the load goes: those indexes stay.
    m_entryIndexes.suspend(m_db, u"product_search"_s, 1);
    m_textIndexes.suspend(m_db, u"suggestion_texts"_s, 1,
        { u"suggestion_texts_text"_s, u"suggestion_texts_product"_s });
}

void SearchIndexWriter::loadCategories()
{
    m_categories.clear();
    QSqlQuery query = Sql::run(m_db, u"SELECT id, name, COALESCE(parent_id, 0) FROM categories"_s);
    while (query.next()) {
        m_categories.insert(query.value(0).toLongLong(),
            { query.value(1).toString(), query.value(2).toLongLong() });
    }
}

QString SearchIndexWriter::categoryWords(qint64 categoryId) const
{
    QStringList names;
    QSet<qint64> seen; // guards against a cycle in bad data
    for (qint64 id = categoryId; id != 0 && !seen.contains(id);) {
        seen.insert(id);
        const auto it = m_categories.constFind(id);
        if (it == m_categories.cend())
            break;
        names << it->first;
        id = it->second;
    }
    return names.join(u' ');
}

void SearchIndexWriter::reindexAll()
{
    Sql::run(m_db, u"DELETE FROM product_search"_s);
    forgetCounts();
    Sql::run(m_db, u"DELETE FROM suggestion_texts"_s);
    Sql::run(m_db, u"DELETE FROM suggestion_phrases"_s);
    Sql::run(m_db, u"UPDATE products SET search_key = NULL WHERE search_key IS NOT NULL"_s);
    QList<qint64> pks;
    QSqlQuery query = Sql::run(m_db, u"SELECT pk FROM products WHERE active = 1"_s);
    while (query.next())
        pks << query.value(0).toLongLong();
    reindex(pks);
}

void SearchIndexWriter::reindexInitials()
{
    loadCategories();
    const SearchDialect dialect(m_db);
    QList<qint64> stale;
    for (qint64 after = 0;;) {
        // Read a page at a time: a million names at once would be held whole by the driver.
        QSqlQuery &rows = Sql::runCached(m_db,
            u"SELECT p.pk, p.name, COALESCE(a.name, ''), p.tags, COALESCE(p.category_id, 0), "
            "p.search_key FROM products p LEFT JOIN authors a ON a.id = p.author_id "
            "WHERE p.active = 1 AND p.pk > ? ORDER BY p.pk LIMIT 5000"_s,
            { after });
        // The joined runs a product's entry (name, author, category) and its suggestion texts
        // (name, author, tags) hold when indexed now.
        struct Holder
        {
            qint64 pk;
            QVariant key;
            QStringList inEntry, inTexts;
        };
        QList<Holder> holders;
        qint64 last = after;
        while (rows.next()) {
            last = rows.value(0).toLongLong();
            const QStringList name = SearchText::joinedInitials(rows.value(1).toString());
            const QStringList author = SearchText::joinedInitials(rows.value(2).toString());
            Holder holder { last, rows.value(5),
                name + author
                    + SearchText::joinedInitials(categoryWords(rows.value(4).toLongLong())),
                name + author };
            for (const QJsonValue &tag :
                QJsonDocument::fromJson(rows.value(3).toByteArray()).array())
                holder.inTexts << SearchText::joinedInitials(tag.toString());
            if (!holder.inEntry.isEmpty() || !holder.inTexts.isEmpty())
                holders.append(holder);
        }
        rows.finish();
        // Indexed again only where the entry or the suggestion texts lack a joined run: a
        // catalog indexed since holds them all, and its index stays as it is.
        const auto lacks = [](const QStringList &stored, const QStringList &joined) {
            return std::any_of(joined.cbegin(), joined.cend(),
                [&stored](const QString &token) { return !stored.contains(token); });
        };
        for (const Holder &holder : std::as_const(holders)) {
            QStringList entry;
            QSqlQuery &entryRow = Sql::runCached(m_db, dialect.entryTexts(u"?"_s), { holder.key });
            while (entryRow.next())
                entry << entryRow.value(0).toString().split(u' ');
            entryRow.finish();
            QStringList texts;
            QSqlQuery &textRows = Sql::runCached(m_db,
                u"SELECT search_text FROM suggestion_texts WHERE product_pk = ?"_s, { holder.pk });
            while (textRows.next())
                texts << textRows.value(0).toString().split(u' ');
            textRows.finish();
            if (lacks(entry, holder.inEntry) || lacks(texts, holder.inTexts))
                stale << holder.pk;
        }
        if (last == after)
            break;
        after = last;
    }
    reindex(stale);
}

namespace {

// Products per round of statements, and rows per multi-row INSERT: a bulk import runs a few
// statements per chunk instead of several per product (each a round trip on PostgreSQL).
constexpr qsizetype chunkSize = 500;
constexpr qsizetype rowsPerInsert = 100;

} // namespace

void SearchIndexWriter::reindex(const QList<qint64> &productPks)
{
    if (productPks.isEmpty())
        return;
    loadCategories();
    for (qsizetype from = 0; from < productPks.size(); from += chunkSize)
        reindexChunk(productPks.mid(from, chunkSize));
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

void SearchIndexWriter::reindexChunk(const QList<qint64> &pks)
{
    const SearchDialect dialect(m_db);
    // The pks bound as one value (Sql::idList): the statements are prepared once.
    const QVariant pkList = Sql::idList(m_db, pks);
    const auto pkIn = [this](const QString &column) { return Sql::inIdList(m_db, column); };
    QVariantList pkValues;
    for (const qint64 pk : pks)
        pkValues << pk;

    // The codes of the products and their variants: their parts are searched too (§5.1).
    QHash<qint64, QStringList> codes;
    QSqlQuery &codeRows = Sql::runCached(m_db,
        u"SELECT pk, code FROM products WHERE code IS NOT NULL AND %1 UNION ALL "
        "SELECT product_pk, barcode FROM variants WHERE %2"_s.arg(
            pkIn(u"pk"_s), pkIn(u"product_pk"_s)),
        { pkList, pkList });
    while (codeRows.next())
        codes[codeRows.value(0).toLongLong()] << codeRows.value(1).toString();
    codeRows.finish();

    QSqlQuery &product = Sql::runCached(m_db,
        u"SELECT p.pk, p.name, COALESCE(a.name, ''), COALESCE(p.category_id, 0), p.type, p.tags, "
        "p.active, p.popularity, p.search_key "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE %1"_s.arg(pkIn(u"p.pk"_s)),
        { pkList });
    QVariantList oldKeys, entries, texts;
    while (product.next()) {
        const qint64 pk = product.value(0).toLongLong();
        const QString name = product.value(1).toString();
        const QString author = product.value(2).toString();
        const qint64 categoryId = product.value(3).toLongLong();
        const bool book = product.value(4).toString() == "book"_L1;
        const QJsonArray tags = QJsonDocument::fromJson(product.value(5).toByteArray()).array();
        const bool active = product.value(6).toBool();
        const qint64 popularity = product.value(7).toLongLong();
        if (!product.value(8).isNull())
            oldKeys << product.value(8);
        if (!active)
            continue;
        const qint64 key = searchKey(popularity, pk);

        // The index holds tokens in the normal form of contract §5.1 (SearchText), the same
        // on both engines: words, their other forms, and the parts of the product's codes.
        const QString nameTokens = tokensOf(name);
        const QString authorTokens = tokensOf(author);
        const QString categoryTokens = tokensOf(categoryWords(categoryId));
        // The type words are all their forms already (§5 lists them): no form tokens, which
        // every product would carry and every one-word total would count (SearchRepository).
        QStringList kindTokens { book ? u"book books"_s : u"stationery"_s };
        for (const QString &code : codes.value(pk))
            kindTokens << SearchText::codeTokens(code);
        const QString kinds = kindTokens.join(u' ');
        m_prefixCounts.add(
            QStringList { nameTokens, authorTokens, categoryTokens, kinds }.join(u' '), +1);
        entries << key << pk;
        if (dialect.postgres()) {
            entries << PostgresText::tsvector({ { nameTokens, PostgresText::nameWeight },
                { authorTokens, PostgresText::otherWeight },
                { categoryTokens, PostgresText::otherWeight },
                { kinds, PostgresText::otherWeight } });
        } else {
            entries << nameTokens << authorTokens << categoryTokens << kinds;
        }

        QStringList candidates { name };
        if (!author.isEmpty())
            candidates << author;
        for (const QJsonValue &tag : tags) {
            if (!tag.toString().isEmpty())
                candidates << tag.toString();
        }
        candidates.removeDuplicates();
        const qsizetype kept = std::min<qsizetype>(candidates.size(), maxTextsPerProduct);
        for (qsizetype n = 0; n < kept; ++n) {
            const QString &text = candidates.at(n);
            const QString tokens = tokensOf(text);
            texts << searchKey(popularity, pk * maxTextsPerProduct + n) << pk << text << tokens;
            if (dialect.postgres())
                texts << PostgresText::tsvector({ { tokens } });
        }
    }
    product.finish();

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
        JsonRows::insert(
            m_db, u"INSERT OR IGNORE INTO temp.search_stage_products (pk)"_s, key, pkValues);
        JsonRows::insert(
            m_db, u"INSERT OR IGNORE INTO temp.search_stage_stale (key)"_s, key, oldKeys);
        JsonRows::insert(m_db,
            u"INSERT OR REPLACE INTO temp.search_stage_entries "
            "(key, pk, name, author, categories, kinds)"_s,
            dialect.productEntryTypes(), entries);
        JsonRows::insert(m_db,
            u"INSERT OR REPLACE INTO temp.search_stage_texts (id, product_pk, text, search_text)"_s,
            dialect.suggestionTypes(), texts);
        m_stagedTexts += texts.size() / dialect.suggestionWidth();
        m_stagedEntries += entries.size() / dialect.productEntryWidth();
        m_stagedRows += entries.size() / dialect.productEntryWidth()
            + texts.size() / dialect.suggestionWidth();
        return;
    }
    // The phrases of the texts these products had and now have are chosen again afterwards.
    QSet<QString> changedTexts;
    QSqlQuery &previous = Sql::runCached(m_db,
        u"SELECT DISTINCT text FROM suggestion_texts WHERE %1"_s.arg(pkIn(u"product_pk"_s)),
        { pkList });
    while (previous.next())
        changedTexts.insert(previous.value(0).toString());
    previous.finish();
    for (qsizetype i = 0; i < texts.size(); i += dialect.suggestionWidth())
        changedTexts.insert(texts.at(i + 2).toString()); // a row: id, product pk, text, ...
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
    JsonRows::insert(m_db, dialect.insertProductEntries(), dialect.productEntryTypes(), entries);
    JsonRows::insert(m_db, dialect.insertSuggestions(), dialect.suggestionTypes(), texts);
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

void SearchIndexWriter::replacePendingPhrases()
{
    QStringList texts(m_pendingPhrases.cbegin(), m_pendingPhrases.cend());
    m_pendingPhrases.clear();
    texts.sort(); // the phrases' locks and rows in one order, whatever the hash's
    replacePhrases(texts);
}

void SearchIndexWriter::lockPhrases(const QStringList &texts)
{
    // PostgreSQL: two writers whose products share a text would each choose its phrase from
    // their own snapshot and insert the same row (a unique violation, answered 503). A
    // transaction-level advisory lock per text, taken in one order, makes the second wait for
    // the first's commit; its statements then read it (docs/locking.md). Texts whose keys meet
    // only share a lock: they wait, never miss. The keys are a fixed number of buckets: an
    // import of a million products in one transaction holds at most that many locks, well
    // inside PostgreSQL's lock table (max_locks_per_transaction × connections).
    constexpr int phraseLockClass = 0x70687273; // "phrs", two-key like DocumentLock's
    constexpr quint32 phraseLockBuckets = 1024;
    QList<int> keys;
    for (const QString &text : texts) {
        const QByteArray digest = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1);
        quint32 hash = 0;
        std::memcpy(&hash, digest.constData(), sizeof hash);
        keys.append(int(hash % phraseLockBuckets));
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (qsizetype from = 0; from < keys.size(); from += rowsPerInsert) {
        QStringList locks;
        QVariantList values;
        for (qsizetype i = from; i < std::min(from + rowsPerInsert, keys.size()); ++i) {
            locks << u"pg_advisory_xact_lock(CAST(? AS INTEGER), CAST(? AS INTEGER))"_s;
            values << phraseLockClass << keys.at(i);
        }
        // A select list is evaluated left to right: the locks are taken in key order.
        Sql::run(m_db, u"SELECT "_s + locks.join(u", "_s), values).finish();
    }
}

void SearchIndexWriter::replacePhrases(const QStringList &texts)
{
    if (Sql::isPostgres(m_db))
        lockPhrases(texts);
    // Each text's phrase is its suggestion_texts row with the largest id. Every old phrase
    // goes before any new one comes: a product's renamed text keeps its row's id, which the
    // old text's phrase may hold. Both statements go in rowid order, as FTS5 wants.
    // The texts go as one bound value (JsonRows), and each is looked up on its own through
    // the text's index: given `text IN (...)` within a load, PostgreSQL has no statistics of
    // the texts yet and read the whole suggestion_texts table for every hundred (38 s of a
    // 100,000-product load, growing with the table).
    const QString columns = SearchDialect(m_db).phraseColumns();
    const QString textRows = u"(%1) x"_s.arg(JsonRows::select(m_db, { u"text"_s }));
    const QString removal
        = u"DELETE FROM suggestion_phrases WHERE id IN (SELECT (SELECT p.id "
          "FROM suggestion_phrases p WHERE p.text = x.c0) FROM %1)"_s.arg(textRows);
    const QString insertion
        = u"INSERT INTO suggestion_phrases (%1) SELECT %2 FROM suggestion_texts t WHERE t.id IN "
          "(SELECT (SELECT MAX(s.id) FROM suggestion_texts s WHERE s.text = x.c0) FROM %3) "
          "ORDER BY t.id"_s.arg(
              columns, u"t."_s + QString(columns).replace(u", "_s, u", t."_s), textRows);
    for (const QString &statement : { removal, insertion }) {
        for (qsizetype from = 0; from < texts.size(); from += JsonRows::maxRows) {
            const QVariantList part(texts.cbegin() + from,
                texts.cbegin() + std::min(from + JsonRows::maxRows, texts.size()));
            Sql::runCached(m_db, statement, { JsonRows::rows(part, 1) }).finish();
        }
    }
}

void SearchIndexWriter::countOut(const QString &keysIn, const QVariantList &keys)
{
    QSqlQuery texts = Sql::run(m_db, SearchDialect(m_db).entryTexts(keysIn), keys);
    while (texts.next())
        m_prefixCounts.add(texts.value(0).toString(), -1);
}

void SearchIndexWriter::forgetCounts()
{
    m_prefixCounts.forgetCommonWords();
    Sql::run(m_db, u"DELETE FROM search_prefix_counts"_s);
    Sql::run(m_db, u"DELETE FROM search_words"_s);
    Sql::run(m_db, u"DELETE FROM search_typo_keys"_s);
}

void SearchIndexWriter::recount(const std::function<void(int)> &progress)
{
    const qint64 entries = Sql::scalar(m_db, u"SELECT COUNT(*) FROM product_search"_s).toLongLong();
    forgetCounts();
    QSqlQuery texts = Sql::run(m_db, SearchDialect(m_db).entryTexts({}));
    qint64 read = 0;
    int tenthsReported = 0;
    while (texts.next()) {
        m_prefixCounts.add(texts.value(0).toString(), +1);
        if (const int tenths = int(++read * 10 / std::max<qint64>(entries, 1));
            progress && tenths > tenthsReported) {
            tenthsReported = tenths;
            progress(tenths * 10);
        }
    }
    texts.finish();
    m_prefixCounts.apply(m_db);
    m_prefixCounts.countCommonWords(m_db);
}

void SearchIndexWriter::refoldNames()
{
    for (qint64 after = 0;;) {
        QSqlQuery rows = Sql::run(m_db,
            u"SELECT pk, name FROM products WHERE pk > ? ORDER BY pk LIMIT 1000"_s, { after });
        QList<std::pair<qint64, QString>> names;
        while (rows.next())
            names.append({ rows.value(0).toLongLong(), rows.value(1).toString() });
        rows.finish();
        if (names.isEmpty())
            return;
        for (const auto &[pk, name] : std::as_const(names)) {
            Sql::runCached(m_db, u"UPDATE products SET name_folded = ? WHERE pk = ?"_s,
                { SearchText::nameKey(name), pk })
                .finish();
        }
        after = names.constLast().first;
    }
}
