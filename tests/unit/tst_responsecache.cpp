// ResponseCache: LRU within its byte budget, TTL, and coherence by tags (contract §7).
#include <QTest>

#include "server/domain/cachetags.h"
#include "server/http/responsecache.h"

using namespace Qt::StringLiterals;

class TestResponseCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storesAndFinds();
    void expiresAfterTtl();
    void evictsLeastRecentlyUsed();
    void invalidateDropsOnlyTaggedEntries();
    void readThatBeganBeforeWriteIsNotStored();
    void invalidateAllDropsEverything();
};

namespace {
ResponseCache::Entry entry(const QByteArray &body)
{
    return { body, "\"etag\"", QString(), 0, {} };
}
} // namespace

void TestResponseCache::storesAndFinds()
{
    ResponseCache cache(1 << 20, 120);
    QVERIFY(cache.store(u"a"_s, entry("A"), cache.ticket({ u"t"_s }), 1000));
    const auto found = cache.find(u"a"_s, 1000);
    QVERIFY(found);
    QCOMPARE(found->body, QByteArray("A"));
    QCOMPARE(found->expiresAtMs, 1000 + 120'000);
    QVERIFY(!cache.find(u"b"_s, 1000));
}

void TestResponseCache::expiresAfterTtl()
{
    ResponseCache cache(1 << 20, 2);
    cache.store(u"a"_s, entry("A"), cache.ticket({}), 1000);
    QVERIFY(cache.find(u"a"_s, 2999));
    QVERIFY(!cache.find(u"a"_s, 3000));
    ResponseCache disabled(1 << 20, 0);
    QVERIFY(!disabled.store(u"a"_s, entry("A"), disabled.ticket({}), 1000));
}

void TestResponseCache::evictsLeastRecentlyUsed()
{
    const QByteArray body(1000, 'x');
    ResponseCache cache(3 * 1200, 120); // room for three entries of ~1.1 KB
    for (const QString &key : { u"a"_s, u"b"_s, u"c"_s })
        cache.store(key, entry(body), cache.ticket({}), 0);
    QVERIFY(cache.find(u"a"_s, 0)); // a is now the most recently used
    cache.store(u"d"_s, entry(body), cache.ticket({}), 0);
    QVERIFY(cache.find(u"a"_s, 0));
    QVERIFY(!cache.find(u"b"_s, 0));
    QVERIFY(cache.find(u"c"_s, 0));
    QVERIFY(cache.find(u"d"_s, 0));
    QVERIFY(!cache.store(u"huge"_s, entry(QByteArray(4000, 'x')), cache.ticket({}), 0));
}

void TestResponseCache::invalidateDropsOnlyTaggedEntries()
{
    ResponseCache cache(1 << 20, 120);
    const QString book1 = CacheTags::product(u"book"_s, 1);
    const QString book2 = CacheTags::product(u"book"_s, 2);
    cache.store(u"detail1"_s, entry("1"), cache.ticket({ book1 }), 0);
    cache.store(u"detail2"_s, entry("2"), cache.ticket({ book2 }), 0);
    cache.store(u"books"_s, entry("list"), cache.ticket({ CacheTags::list(u"book"_s) }), 0);
    cache.store(u"pens"_s, entry("list"), cache.ticket({ CacheTags::list(u"stationery"_s) }), 0);
    cache.store(u"categories"_s, entry("tree"), cache.ticket({}), 0);

    cache.invalidate(CacheTags::forStockChange(u"book"_s, 1, 7));
    QVERIFY(!cache.find(u"detail1"_s, 0));
    QVERIFY(!cache.find(u"books"_s, 0));
    QVERIFY(cache.find(u"detail2"_s, 0));
    QVERIFY(cache.find(u"pens"_s, 0));
    QVERIFY(cache.find(u"categories"_s, 0));
}

// The race the response cache guards against: a read takes its ticket, a write commits and
// invalidates, then the read stores its (older) body. It must not be stored, and a store after the
// write is fine.
void TestResponseCache::readThatBeganBeforeWriteIsNotStored()
{
    ResponseCache cache(1 << 20, 120);
    const QStringList tags { CacheTags::mine(3) };
    const auto before = cache.ticket(tags);
    cache.invalidate({ CacheTags::mine(3) });
    QVERIFY(!cache.store(u"mine#3"_s, entry("old"), before, 0));
    QVERIFY(!cache.find(u"mine#3"_s, 0));
    QVERIFY(cache.store(u"mine#3"_s, entry("new"), cache.ticket(tags), 0));
    QCOMPARE(cache.find(u"mine#3"_s, 0)->body, QByteArray("new"));
    // Another seller's write does not affect it.
    cache.invalidate({ CacheTags::mine(4) });
    QVERIFY(cache.find(u"mine#3"_s, 0));
}

void TestResponseCache::invalidateAllDropsEverything()
{
    ResponseCache cache(1 << 20, 120);
    const auto ticket = cache.ticket({});
    cache.store(u"a"_s, entry("A"), ticket, 0);
    cache.invalidateAll();
    QVERIFY(!cache.find(u"a"_s, 0));
    QVERIFY(!cache.store(u"a"_s, entry("A"), ticket, 0));
}

QTEST_GUILESS_MAIN(TestResponseCache)
#include "tst_responsecache.moc"
