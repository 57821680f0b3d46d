// A stationery item with variants in the change feeds (contract §13), on both engines. The
// public feed moves on a variant's in_stock flip, not on its stock count, so its copy leaves the
// count out and keeps in_stock: a follower's copy equals the detail without variants[].stock,
// whatever the stock did meanwhile (docs/changefeed.md). The seller's own feed moves on every
// stock change and keeps the counts.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrl>
#include <memory>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// Fixture: stationery 1 of seller 1, variants 11 (stock 5), 12 (0) and 13 (2).
constexpr qint64 item = 1;
const QString blue = u"4780000000021"_s;
const QString black = u"4780000000038"_s;
const QString red = u"4780000000045"_s;

// A follower of one feed: the last data of each object and its cursor.
struct Follower
{
    QString feed;
    QString cursor;
    QHash<QString, QJsonValue> objects;
    int entriesOfItem = 0; // entries of stationery/1 in the last follow()
};

// The detail as the public feed's copy shows it: each variant without its stock count.
QJsonObject withoutVariantStock(QJsonObject detail)
{
    QJsonArray variants;
    for (const QJsonValue &variant : detail[u"variants"_s].toArray()) {
        QJsonObject copy = variant.toObject();
        copy.remove(u"stock"_s);
        variants.append(copy);
    }
    detail.insert(u"variants"_s, variants);
    return detail;
}

// What the copy says that the detail does not: every field of the copy (a variant's too) that
// has another value in the detail, as "variants[11].stock: 5 vs 3".
QStringList contradictions(const QJsonObject &copy, const QJsonObject &detail)
{
    QStringList found;
    for (auto it = copy.constBegin(); it != copy.constEnd(); ++it) {
        if (it.key() != "variants"_L1 && it.value() != detail.value(it.key()))
            found << it.key();
    }
    const QJsonArray variants = copy[u"variants"_s].toArray();
    const QJsonArray shown = detail[u"variants"_s].toArray();
    for (qsizetype i = 0; i < variants.size(); ++i) {
        const QJsonObject variant = variants.at(i).toObject();
        const QJsonObject other = shown.at(i).toObject();
        for (auto it = variant.constBegin(); it != variant.constEnd(); ++it) {
            if (it.value() != other.value(it.key())) {
                found << u"variants[%1].%2: %3 vs %4"_s.arg(variant[u"id"_s].toInteger())
                             .arg(it.key())
                             .arg(it.value().toVariant().toString(),
                                 other.value(it.key()).toVariant().toString());
            }
        }
    }
    return found;
}

QJsonObject variantOf(const QJsonValue &object, qint64 id)
{
    for (const QJsonValue &variant : object[u"variants"_s].toArray()) {
        if (variant[u"id"_s].toInteger() == id)
            return variant.toObject();
    }
    return {};
}

} // namespace

class TestFeedVariants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void copyOfAnItemWithVariantsEqualsItsDetail();

private:
    // Reads the feed from the follower's cursor until has_more is false.
    void follow(HttpTestClient &http, Follower &follower);
    void setStock(const QString &code, const QJsonObject &change);
    QJsonObject detail();
    // No contradiction between copy and detail; else m_why names them.
    bool agrees(const QJsonObject &copy, const QJsonObject &detail);

    TestServer m_server;
    std::unique_ptr<HttpTestClient> m_seller; // seller 1: read, stock:write
    std::unique_ptr<HttpTestClient> m_public; // read
    QString m_why;
};

void TestFeedVariants::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const TestServer::Key seller
        = m_server.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    const TestServer::Key reader = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(m_server.start());
    m_seller = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_seller->setCredentials(seller.appId, seller.secret);
    m_public = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_public->setCredentials(reader.appId, reader.secret);
}

void TestFeedVariants::cleanupTestCase()
{
    m_seller.reset();
    m_public.reset();
    QCOMPARE(m_server.stop(), 0);
}

void TestFeedVariants::follow(HttpTestClient &http, Follower &follower)
{
    follower.entriesOfItem = 0;
    bool more = true;
    while (more) {
        QString path = follower.feed + u"?limit=1000"_s;
        if (!follower.cursor.isEmpty())
            path += u"&after="_s + QString::fromLatin1(QUrl::toPercentEncoding(follower.cursor));
        const auto reply = http.get(path);
        QCOMPARE(reply.status, 200);
        const QJsonObject page = reply.json().object();
        for (const QJsonValue &entry : page[u"data"_s].toArray()) {
            const QString key
                = entry[u"type"_s].toString() + u'/' + QString::number(entry[u"id"_s].toInteger());
            follower.objects.insert(key, entry[u"data"_s]);
            if (key == u"stationery/%1"_s.arg(item))
                ++follower.entriesOfItem;
        }
        follower.cursor = page[u"meta"_s][u"next"_s].toString();
        more = page[u"meta"_s][u"has_more"_s].toBool();
    }
}

void TestFeedVariants::setStock(const QString &code, const QJsonObject &change)
{
    QJsonObject body = change;
    body.insert(u"code"_s, code);
    const auto reply = m_seller->post(u"/products/stock/by-code"_s,
        QJsonDocument(body).toJson(QJsonDocument::Compact),
        { { "Content-Type", "application/json" } });
    QVERIFY2(reply.status == 200, reply.body.constData());
}

QJsonObject TestFeedVariants::detail()
{
    const auto reply = m_public->get(
        u"/products/stationery/%1"_s.arg(item), { { "Cache-Control", "no-cache" } });
    return reply.json()[u"data"_s].toObject();
}

bool TestFeedVariants::agrees(const QJsonObject &copy, const QJsonObject &detail)
{
    m_why = u"the copy contradicts the detail in "_s + contradictions(copy, detail).join(u", ");
    return contradictions(copy, detail).isEmpty();
}

void TestFeedVariants::copyOfAnItemWithVariantsEqualsItsDetail()
{
    const QString key = u"stationery/%1"_s.arg(item);
    Follower publicCopy { u"/changes"_s, {}, {}, 0 };
    Follower sellerCopy { u"/products/mine/changes"_s, {}, {}, 0 };
    follow(*m_public, publicCopy);
    follow(*m_seller, sellerCopy);
    QVERIFY(publicCopy.objects.contains(key));
    QVERIFY2(agrees(publicCopy.objects.value(key).toObject(), detail()), qPrintable(m_why));

    // Stock counts change without any variant's in_stock flipping: no public change, and the
    // copy still equals the detail (before: its variants' stock said 5 and 2, the detail 3
    // and 7).
    setStock(blue, { { u"delta"_s, -2 } });
    setStock(red, { { u"stock"_s, 7 } });
    QTest::qWait(1200); // a committed change is in the feeds within 1 s
    follow(*m_public, publicCopy);
    follow(*m_seller, sellerCopy);
    QCOMPARE(publicCopy.entriesOfItem, 0);
    QVERIFY2(agrees(publicCopy.objects.value(key).toObject(), detail()), qPrintable(m_why));
    // Left out, not stale: the copy is the detail without the counts, in_stock kept.
    QCOMPARE(publicCopy.objects.value(key).toObject(), withoutVariantStock(detail()));
    QVERIFY(!variantOf(publicCopy.objects.value(key), 11).contains(u"stock"_s));
    QCOMPARE(variantOf(publicCopy.objects.value(key), 11)[u"in_stock"_s].toBool(), true);
    QCOMPARE(detail()[u"variants"_s][0][u"stock"_s].toInteger(), 3); // the detail shows counts
    // The seller's feed moves on every stock change and keeps the counts.
    QVERIFY(sellerCopy.entriesOfItem >= 1);
    QCOMPARE(variantOf(sellerCopy.objects.value(key), 11)[u"stock"_s].toInteger(), 3);
    QCOMPARE(variantOf(sellerCopy.objects.value(key), 13)[u"stock"_s].toInteger(), 7);

    // A variant's in_stock flips: a public change, and the copy follows it.
    setStock(black, { { u"stock"_s, 4 } });
    QTest::qWait(1200);
    follow(*m_public, publicCopy);
    QCOMPARE(publicCopy.entriesOfItem, 1);
    QCOMPARE(variantOf(publicCopy.objects.value(key), 12)[u"in_stock"_s].toBool(), true);
    QVERIFY2(agrees(publicCopy.objects.value(key).toObject(), detail()), qPrintable(m_why));
    QCOMPARE(publicCopy.objects.value(key).toObject(), withoutVariantStock(detail()));
}

QTEST_GUILESS_MAIN(TestFeedVariants)
#include "tst_feedvariants.moc"
