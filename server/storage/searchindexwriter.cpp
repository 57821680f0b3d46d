#include "server/storage/searchindexwriter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <cstring>

#include "server/domain/searchtext.h"
#include "server/storage/jsonrows.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

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
    // product as the load goes: that index stays. The texts' (text, id) B-tree goes too (17 s
    // of 3,700,000 texts' insert against 10 s without it and built after): the texts were
    // none, so each text's phrase is chosen once at finish(), from the finished table.
    m_entryIndexes.suspend(m_db, u"product_search"_s, 1);
    m_textIndexes.suspend(m_db, u"suggestion_texts"_s, 1, { u"suggestion_texts_product"_s });
    m_phrasesAtFinish = m_textIndexes.holdsAny();
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

void SearchIndexWriter::reindexLackingTokens(const std::function<bool(const QString &)> &mayLack)
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
        // The tokens a product's entry (name, author, category) and its suggestion texts
        // (name, author, tags: indexRowsOf()'s) hold when indexed now.
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
            const QString name = rows.value(1).toString();
            const QString author = rows.value(2).toString();
            const QString category = categoryWords(rows.value(4).toLongLong());
            QStringList texts { name };
            if (!author.isEmpty())
                texts << author;
            for (const QJsonValue &tag :
                QJsonDocument::fromJson(rows.value(3).toByteArray()).array()) {
                if (!tag.toString().isEmpty())
                    texts << tag.toString();
            }
            texts.removeDuplicates();
            texts = texts.mid(0, maxTextsPerProduct);
            if (!mayLack(category) && std::none_of(texts.cbegin(), texts.cend(), mayLack))
                continue;
            const auto tokens = [](const QString &text) {
                return SearchText::indexTokens(text).split(u' ', Qt::SkipEmptyParts);
            };
            Holder holder { last, rows.value(5), tokens(name) + tokens(author) + tokens(category),
                {} };
            for (const QString &text : std::as_const(texts))
                holder.inTexts << tokens(text);
            holders.append(holder);
        }
        rows.finish();
        // Indexed again only where the entry or the suggestion texts lack a token: a catalog
        // indexed since holds them all, and its index stays as it is.
        const auto lacks = [](const QStringList &stored, const QStringList &now) {
            return std::any_of(now.cbegin(), now.cend(),
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

// Rows per multi-row INSERT of the phrases' locks.
constexpr qsizetype rowsPerInsert = 100;

} // namespace

void SearchIndexWriter::chooseEveryPhrase()
{
    // As replacePhrases() chooses them: a text's row with the largest id. The load took both
    // tables empty and alone (SuspendedIndexes), so every phrase is one of these.
    const QString columns = SearchDialect(m_db).phraseColumns();
    Sql::run(m_db, u"DELETE FROM suggestion_phrases"_s);
    Sql::run(m_db,
        u"INSERT INTO suggestion_phrases (%1) SELECT %2 FROM suggestion_texts t WHERE t.id IN "
        "(SELECT MAX(s.id) FROM suggestion_texts s GROUP BY s.text) ORDER BY t.id"_s.arg(
            columns, u"t."_s + QString(columns).replace(u", "_s, u", t."_s)));
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
        m_prefixCounts.add(texts.value(0).toString(), texts.value(1).toLongLong(), -1);
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
        m_prefixCounts.add(texts.value(0).toString(), texts.value(1).toLongLong(), +1);
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
