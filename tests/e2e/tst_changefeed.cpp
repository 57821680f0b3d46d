// The change feeds of contract §13, end to end on both engines: GET /changes (bootstrap,
// tombstones, only public changes, types and a `next` that advances, cursors, long polls),
// /products/mine/changes and the movement feed (GET /products/stock/movements?after=).
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrlQuery>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestChangeFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void bootstrapIsEveryObjectOnce();
    void pagesFollowNext();
    void onlyPublicChangesAreChanges();
    void objectChangedTwiceAppearsOnce();
    void tombstones();
    void typesFilterAdvancesNext();
    void limits_data();
    void limits();
    void badCursors_data();
    void badCursors();
    void cursorOfAnotherDatabaseIsExpired();
    void waitWakesOnCommit();
    void waitEndsEmpty();
    void atMostTwoWaitingPerKey();
    void aClosedWaitGivesItsPlaceBack();
    void mineChangesHavePrivateFields();
    void mineChangesSeeEveryStockPath();
    void mineChangesSeeAnImportedStock();
    void movementFeedOldestFirst();
    void orderHoldsAcrossXidDigits();
    void cursorExpiredAfterRestore(); // last: restarts the server on a restored file

private:
    QJsonObject feed(const QString &path, int expectedStatus = 200);
    // Follows `next` from cursor until has_more is false; every entry, in order.
    QJsonArray follow(const QString &path, QString *cursor, int limit = 1000);
    HttpTestClient::Reply patch(const QString &path, const QJsonObject &body);
    HttpTestClient::Reply setStock(const QString &code, int stock);
    // GET /changes?after=cursor&wait=seconds with the public key, not waited for.
    QNetworkReply *startPublicWait(
        QNetworkAccessManager &manager, const QString &cursor, int seconds);
    static QString withQuery(const QString &path, const QList<QPair<QString, QString>> &items);

    TestServer m_server;
    TestServer::Key m_key; // seller 1, read + stock:write
    TestServer::Key m_publicKey; // read only, no seller
    std::unique_ptr<HttpTestClient> m_client;
    std::unique_ptr<HttpTestClient> m_public;
};

void TestChangeFeed::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const QStringList generous { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
        u"1000000"_s };
    m_key = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
    m_publicKey = m_server.createKey(u"read"_s, generous);
    QVERIFY(m_server.start());
    m_client = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_client->setCredentials(m_key.appId, m_key.secret);
    m_public = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_public->setCredentials(m_publicKey.appId, m_publicKey.secret);
}

void TestChangeFeed::cleanupTestCase()
{
    if (m_server.isRunning())
        QCOMPARE(m_server.stop(), 0);
}

QString TestChangeFeed::withQuery(const QString &path, const QList<QPair<QString, QString>> &items)
{
    QUrlQuery query;
    for (const auto &[name, value] : items)
        query.addQueryItem(name, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    return query.isEmpty() ? path : path + u'?' + query.toString(QUrl::FullyEncoded);
}

QJsonObject TestChangeFeed::feed(const QString &path, int expectedStatus)
{
    const auto reply = m_client->get(path);
    if (reply.status != expectedStatus)
        qWarning() << path << reply.status << reply.body;
    [&] { QCOMPARE(reply.status, expectedStatus); }();
    if (reply.status == 200)
        [&] { QCOMPARE(reply.header("X-API-Cache"), "BYPASS"); }();
    return reply.json().object();
}

QJsonArray TestChangeFeed::follow(const QString &path, QString *cursor, int limit)
{
    QJsonArray all;
    for (int pages = 0; pages < 10000; ++pages) {
        QList<QPair<QString, QString>> items { { u"limit"_s, QString::number(limit) } };
        if (!cursor->isEmpty())
            items.append({ u"after"_s, *cursor });
        const QString separator = path.contains(u'?') ? u"&"_s : u"?"_s;
        const QString target = withQuery(u""_s, items);
        const QJsonObject page = feed(path + separator + target.mid(1));
        for (const QJsonValue &entry : page.value(u"data"_s).toArray())
            all.append(entry);
        const QJsonObject meta = page.value(u"meta"_s).toObject();
        *cursor = meta.value(u"next"_s).toString();
        if (!meta.value(u"has_more"_s).toBool())
            break;
    }
    return all;
}

HttpTestClient::Reply TestChangeFeed::patch(const QString &path, const QJsonObject &body)
{
    return m_client->send("PATCH", m_server.baseUrl() + path, QJsonDocument(body).toJson(),
        { { "Content-Type", "application/json" } });
}

HttpTestClient::Reply TestChangeFeed::setStock(const QString &code, int stock)
{
    return m_client->post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, code }, { u"stock"_s, stock } }).toJson(),
        { { "Content-Type", "application/json" } });
}

void TestChangeFeed::bootstrapIsEveryObjectOnce()
{
    QString cursor;
    const QJsonArray entries = follow(u"/changes"_s, &cursor);
    QHash<QString, QSet<qint64>> live;
    QSet<QString> seen;
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        const QString type = entry.value(u"type"_s).toString();
        const qint64 id = entry.value(u"id"_s).toInteger();
        QVERIFY2(!seen.contains(type + QString::number(id)), "an object appears twice");
        seen.insert(type + QString::number(id));
        QVERIFY(!entry.value(u"cursor"_s).toString().isEmpty());
        if (entry.value(u"deleted"_s).toBool()) {
            QVERIFY(entry.value(u"data"_s).isNull());
            continue;
        }
        live[type].insert(id);
        // Each object as its own endpoint shows it, a variant without its stock count (the
        // public feed moves on in_stock flips only: docs/changefeed.md).
        if (type == "book"_L1 || type == "stationery"_L1) {
            const auto detail = m_public->get(u"/products/%1/%2"_s.arg(type).arg(id));
            QCOMPARE(detail.status, 200);
            QJsonObject expected = detail.json().object().value(u"data"_s).toObject();
            if (type == "stationery"_L1) {
                QJsonArray variants;
                for (const QJsonValue &variant : expected.value(u"variants"_s).toArray()) {
                    QJsonObject shown = variant.toObject();
                    shown.remove(u"stock"_s);
                    variants.append(shown);
                }
                expected.insert(u"variants"_s, variants);
            }
            QCOMPARE(entry.value(u"data"_s).toObject(), expected);
        }
    }
    // The fixture: 12 books (2 inactive), 5 stationery (1 inactive), 9 categories, 3 sellers.
    QCOMPARE(live.value(u"book"_s).size(), 10);
    QCOMPARE(live.value(u"stationery"_s).size(), 4);
    QCOMPARE(live.value(u"category"_s).size(), 9);
    QCOMPARE(live.value(u"seller"_s).size(), 3);
    QVERIFY(seen.contains(u"book9"_s)); // inactive: a tombstone
    const QJsonObject seller = [&] {
        for (const QJsonValue &value : entries) {
            if (value[u"type"_s] == u"seller"_s && value[u"id"_s].toInteger() == 1)
                return value[u"data"_s].toObject();
        }
        return QJsonObject();
    }();
    QCOMPARE(seller.value(u"name"_s).toString(), u"Kitob Olami"_s);
    QCOMPARE(seller.keys(), (QStringList { u"id"_s, u"logo"_s, u"name"_s, u"rating"_s }));

    // Nothing changed: the next read is empty and says so.
    const QJsonObject again = feed(withQuery(u"/changes"_s, { { u"after"_s, cursor } }));
    QCOMPARE(again.value(u"data"_s).toArray().size(), 0);
    QCOMPARE(again.value(u"meta"_s)[u"has_more"_s].toBool(), false);
}

void TestChangeFeed::pagesFollowNext()
{
    QString all;
    const QJsonArray whole = follow(u"/changes"_s, &all, 1000);
    QString small;
    const QJsonArray paged = follow(u"/changes"_s, &small, 4);
    QCOMPARE(paged, whole);
    // (The final cursors may differ on PostgreSQL: the horizon moves with any transaction.)
}

void TestChangeFeed::onlyPublicChangesAreChanges()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    // Book 1 has 12 in stock: 13 changes nothing the public sees.
    QCOMPARE(setStock(u"9789943012349"_s, 13).status, 200);
    QCOMPARE(feed(withQuery(u"/changes"_s, { { u"after"_s, cursor } }))
                 .value(u"data"_s)
                 .toArray()
                 .size(),
        0);
    // 0: in_stock flips, a change.
    QCOMPARE(setStock(u"9789943012349"_s, 0).status, 200);
    const QJsonArray flipped = follow(u"/changes"_s, &cursor);
    QCOMPARE(flipped.size(), 1);
    QCOMPARE(flipped[0][u"type"_s].toString(), u"book"_s);
    QCOMPARE(flipped[0][u"id"_s].toInteger(), 1);
    QCOMPARE(flipped[0][u"data"_s][u"in_stock"_s].toBool(), false);
    QCOMPARE(setStock(u"9789943012349"_s, 12).status, 200);
    QCOMPARE(follow(u"/changes"_s, &cursor).size(), 1);
}

void TestChangeFeed::objectChangedTwiceAppearsOnce()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QCOMPARE(patch(u"/products/mine/book/3"_s, { { u"price"_s, 51000 } }).status, 200);
    QCOMPARE(patch(u"/products/mine/book/12"_s, { { u"name"_s, u"Renamed"_s } }).status, 200);
    QCOMPARE(patch(u"/products/mine/book/3"_s, { { u"price"_s, 52000 } }).status, 200);
    const QJsonArray changes = follow(u"/changes"_s, &cursor);
    QCOMPARE(changes.size(), 2);
    // In the order of their last change, each at its latest state.
    QCOMPARE(changes[0][u"id"_s].toInteger(), 12);
    QCOMPARE(changes[0][u"data"_s][u"name"_s].toString(), u"Renamed"_s);
    QCOMPARE(changes[1][u"id"_s].toInteger(), 3);
    QCOMPARE(changes[1][u"data"_s][u"price"_s].toInteger(), 52000);
}

void TestChangeFeed::tombstones()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QCOMPARE(patch(u"/products/mine/stationery/2"_s, { { u"active"_s, false } }).status, 200);
    QJsonArray changes = follow(u"/changes"_s, &cursor);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes[0][u"type"_s].toString(), u"stationery"_s);
    QCOMPARE(changes[0][u"deleted"_s].toBool(), true);
    QVERIFY(changes[0][u"data"_s].isNull());
    QCOMPARE(patch(u"/products/mine/stationery/2"_s, { { u"active"_s, true } }).status, 200);
    changes = follow(u"/changes"_s, &cursor);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes[0][u"deleted"_s].toBool(), false);
    QCOMPARE(changes[0][u"data"_s][u"id"_s].toInteger(), 2);
}

void TestChangeFeed::typesFilterAdvancesNext()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QCOMPARE(patch(u"/products/mine/book/7"_s, { { u"price"_s, 777 } }).status, 200);
    // Only categories asked for: nothing, but `next` moves past the book's change.
    const QJsonObject page = feed(
        withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"types"_s, u"category,seller"_s } }));
    QCOMPARE(page.value(u"data"_s).toArray().size(), 0);
    const QString next = page.value(u"meta"_s)[u"next"_s].toString();
    QVERIFY(next != cursor);
    QCOMPARE(
        feed(withQuery(u"/changes"_s, { { u"after"_s, next } })).value(u"data"_s).toArray().size(),
        0);
    // The same stretch with the product types shows it.
    const QJsonObject products
        = feed(withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"types"_s, u"product"_s } }));
    QCOMPARE(products.value(u"data"_s).toArray().size(), 1);
    QCOMPARE(products.value(u"data"_s)[0][u"id"_s].toInteger(), 7);
    // A filtered bootstrap has only the asked kinds.
    QString sellers;
    const QJsonArray onlySellers = follow(u"/changes?types=seller"_s, &sellers);
    QCOMPARE(onlySellers.size(), 3);
    for (const QJsonValue &entry : onlySellers)
        QCOMPARE(entry[u"type"_s].toString(), u"seller"_s);
}

void TestChangeFeed::limits_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("status");
    for (const QString &path :
        { u"/changes"_s, u"/products/mine/changes"_s, u"/products/stock/movements?after="_s }) {
        const QString separator = path.contains(u'?') ? u"&"_s : u"?"_s;
        QTest::addRow("%s limit=0", qPrintable(path)) << path + separator + u"limit=0"_s << 422;
        QTest::addRow("%s limit=1001", qPrintable(path))
            << path + separator + u"limit=1001"_s << 422;
        QTest::addRow("%s limit=abc", qPrintable(path)) << path + separator + u"limit=abc"_s << 422;
        QTest::addRow("%s limit=1", qPrintable(path)) << path + separator + u"limit=1"_s << 200;
        QTest::addRow("%s limit=1000", qPrintable(path))
            << path + separator + u"limit=1000"_s << 200;
        QTest::addRow("%s wait=31", qPrintable(path)) << path + separator + u"wait=31"_s << 422;
    }
    QTest::newRow("types=pens") << u"/changes?types=pens"_s << 422;
    QTest::newRow("types=product,seller") << u"/changes?types=product,seller"_s << 200;
}

void TestChangeFeed::limits()
{
    QFETCH(QString, query);
    QFETCH(int, status);
    const auto reply = m_client->get(query);
    QCOMPARE(reply.status, status);
    if (status == 422) {
        QCOMPARE(reply.errorCode(), u"validation_failed"_s);
    } else {
        const int limit = QUrlQuery(QUrl(query).query()).queryItemValue(u"limit"_s).toInt();
        if (limit > 0)
            QVERIFY(reply.json()[u"data"_s].toArray().size() <= limit);
    }
}

void TestChangeFeed::badCursors_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("cursor");
    QString movements;
    QString publicFeed;
    {
        const auto reply = m_client->get(u"/products/stock/movements?after=&limit=1"_s);
        movements = reply.json()[u"meta"_s][u"next"_s].toString();
        publicFeed = m_client->get(u"/changes?limit=1"_s).json()[u"meta"_s][u"next"_s].toString();
    }
    QTest::newRow("garbage") << u"/changes"_s << u"not-a-cursor"_s;
    QTest::newRow("truncated") << u"/changes"_s << publicFeed.left(publicFeed.size() - 3);
    QTest::newRow("movement cursor on /changes") << u"/changes"_s << movements;
    QTest::newRow("public cursor on movements") << u"/products/stock/movements"_s << publicFeed;
    QTest::newRow("public cursor on mine") << u"/products/mine/changes"_s << publicFeed;
    QTest::newRow("padding") << u"/changes"_s << publicFeed + u"=="_s;
}

void TestChangeFeed::badCursors()
{
    QFETCH(QString, path);
    QFETCH(QString, cursor);
    const auto reply = m_client->get(withQuery(path, { { u"after"_s, cursor } }));
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.errorCode(), u"invalid_cursor"_s);
}

void TestChangeFeed::cursorOfAnotherDatabaseIsExpired()
{
    // A cursor is made of the database's id: the same position of another database is 410.
    const QString cursor = feed(u"/changes?limit=1"_s).value(u"meta"_s)[u"next"_s].toString();
    QByteArray bytes = QByteArray::fromBase64(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    QVERIFY(bytes.size() > 10);
    bytes[5] = char(bytes[5] ^ 0x5a); // inside the database id
    const QString foreign = QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    const auto reply = m_client->get(withQuery(u"/changes"_s, { { u"after"_s, foreign } }));
    QCOMPARE(reply.status, 410);
    QCOMPARE(reply.errorCode(), u"cursor_expired"_s);
}

void TestChangeFeed::waitWakesOnCommit()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(m_server.baseUrl()
        + withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"wait"_s, u"20"_s } })));
    request.setRawHeader("X-App-ID", m_publicKey.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_publicKey.secret.toUtf8());
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = manager.get(request);
    QTest::qWait(700);
    QVERIFY(!reply->isFinished()); // waiting: nothing after the cursor yet
    QCOMPARE(patch(u"/products/mine/book/1"_s, { { u"price"_s, 46000 } }).status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000);
    QVERIFY2(timer.elapsed() < 5000, "answered at the commit, not at the end of the wait");
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    const QJsonObject page = QJsonDocument::fromJson(reply->readAll()).object();
    QCOMPARE(page.value(u"data"_s).toArray().size(), 1);
    QCOMPARE(page.value(u"data"_s)[0][u"data"_s][u"price"_s].toInteger(), 46000);
    QCOMPARE(reply->rawHeader("X-API-Cache"), "BYPASS");
    delete reply;
}

void TestChangeFeed::waitEndsEmpty()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QElapsedTimer timer;
    timer.start();
    const QJsonObject page
        = feed(withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"wait"_s, u"1"_s } }));
    QVERIFY(timer.elapsed() >= 900);
    QVERIFY(timer.elapsed() < 5000);
    QCOMPARE(page.value(u"data"_s).toArray().size(), 0);
    QVERIFY(!page.value(u"meta"_s)[u"next"_s].toString().isEmpty());
}

QNetworkReply *TestChangeFeed::startPublicWait(
    QNetworkAccessManager &manager, const QString &cursor, int seconds)
{
    QNetworkRequest request(QUrl(m_server.baseUrl()
        + withQuery(
            u"/changes"_s, { { u"after"_s, cursor }, { u"wait"_s, QString::number(seconds) } })));
    request.setRawHeader("X-App-ID", m_publicKey.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_publicKey.secret.toUtf8());
    return manager.get(request);
}

void TestChangeFeed::atMostTwoWaitingPerKey()
{
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QNetworkAccessManager manager;
    QList<QNetworkReply *> replies;
    for (int i = 0; i < 3; ++i) {
        replies << startPublicWait(manager, cursor, 3);
        QTest::qWait(200); // in order: the third comes while two wait
    }
    QTRY_VERIFY_WITH_TIMEOUT(replies[2]->isFinished(), 2000);
    QCOMPARE(replies[2]->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 429);
    const QJsonObject error = QJsonDocument::fromJson(replies[2]->readAll()).object();
    QCOMPARE(error[u"error"_s][u"code"_s].toString(), u"too_many_waiting"_s);
    QVERIFY(!replies[2]->rawHeader("Retry-After").isEmpty());
    QVERIFY(!replies[0]->isFinished());
    QTRY_VERIFY_WITH_TIMEOUT(replies[0]->isFinished() && replies[1]->isFinished(), 6000);
    QCOMPARE(replies[0]->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    QCOMPARE(replies[1]->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    qDeleteAll(replies);
    // Another key waits meanwhile as it likes; this one may wait again once answered.
    const auto again = m_public->get(
        withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"wait"_s, u"1"_s } }));
    QCOMPARE(again.status, 200);
}

void TestChangeFeed::aClosedWaitGivesItsPlaceBack()
{
    // A client that reconnects (a console woken from sleep, a shop's link that broke) must not
    // find its key's two places held by the waits it gave up until their 30 s are over.
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QNetworkAccessManager manager;
    QList<QNetworkReply *> waits;
    for (int i = 0; i < 2; ++i) {
        waits << startPublicWait(manager, cursor, 30);
        QTest::qWait(300); // sent from the manager's thread: in order, before the third
    }
    QVERIFY(!waits[0]->isFinished() && !waits[1]->isFinished());
    // Both wait: a third is refused.
    const QString third
        = withQuery(u"/changes"_s, { { u"after"_s, cursor }, { u"wait"_s, u"1"_s } });
    QCOMPARE(m_public->get(third).status, 429);
    for (QNetworkReply *wait : std::as_const(waits)) {
        QVERIFY(!wait->isFinished());
        wait->abort(); // closes its connection
    }
    qDeleteAll(waits);
    // Their places come back at the wait list's next read (every 250 ms), not in 30 s.
    QElapsedTimer timer;
    timer.start();
    QTRY_COMPARE_WITH_TIMEOUT(m_public->get(third).status, 200, 5000);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

void TestChangeFeed::mineChangesHavePrivateFields()
{
    QString cursor;
    const QJsonArray mine = follow(u"/products/mine/changes"_s, &cursor);
    // Seller 1: books 1, 3, 7, 9 (inactive), 12 and stationery 1, 2.
    QSet<QString> ids;
    for (const QJsonValue &entry : mine) {
        ids.insert(entry[u"type"_s].toString() + entry[u"id"_s].toVariant().toString());
        const QJsonObject data = entry[u"data"_s].toObject();
        QVERIFY(data.contains(u"stock"_s));
        QVERIFY(data.contains(u"reorder_level"_s));
        QVERIFY(data.contains(u"last_cost"_s));
        QCOMPARE(entry[u"deleted"_s].toBool(), !data.value(u"active"_s).toBool());
    }
    QCOMPARE(ids,
        (QSet<QString> { u"book1"_s, u"book3"_s, u"book7"_s, u"book9"_s, u"book12"_s,
            u"stationery1"_s, u"stationery2"_s }));
    // Every stock change is a change here, in_stock flipping or not.
    QString publicCursor;
    follow(u"/changes"_s, &publicCursor);
    QCOMPARE(setStock(u"9789943012417"_s, 29).status, 200); // book 12: 30 → 29
    const QJsonArray changed = follow(u"/products/mine/changes"_s, &cursor);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][u"id"_s].toInteger(), 12);
    QCOMPARE(changed[0][u"data"_s][u"stock"_s].toInteger(), 29);
    QCOMPARE(follow(u"/changes"_s, &publicCursor).size(), 0);
    // Other sellers' changes are not in it.
    QCOMPARE(m_public->get(u"/products/mine/changes"_s).status, 403);
}

void TestChangeFeed::mineChangesSeeEveryStockPath()
{
    // On PostgreSQL a sale is read from its movement, a receipt from the product's own
    // position (docs/changefeed.md); either way the product appears once, at its latest state.
    const QString code = u"9789943012417"_s; // book 12
    const auto post = [&](const QString &path, const QJsonObject &body) {
        return m_client->post(path, QJsonDocument(body).toJson(QJsonDocument::Compact),
            { { "Content-Type", "application/json" } });
    };
    const auto onlyBook12 = [](const QJsonArray &changes, qint64 stock) {
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0][u"type"_s].toString(), u"book"_s);
        QCOMPARE(changes[0][u"id"_s].toInteger(), 12);
        QCOMPARE(changes[0][u"data"_s][u"stock"_s].toInteger(), stock);
    };
    QString cursor;
    QString publicCursor;
    qint64 before = -1;
    for (const QJsonValue &entry : follow(u"/products/mine/changes"_s, &cursor)) {
        if (entry[u"type"_s].toString() == "book"_L1 && entry[u"id"_s].toInteger() == 12)
            before = entry[u"data"_s][u"stock"_s].toInteger();
    }
    QVERIFY(before > 10);
    follow(u"/changes"_s, &publicCursor);

    for (int sale = 0; sale < 5; ++sale)
        QCOMPARE(
            post(u"/products/stock/by-code"_s, { { u"code"_s, code }, { u"delta"_s, -1 } }).status,
            200);
    onlyBook12(follow(u"/products/mine/changes"_s, &cursor, 2), before - 5);

    const auto receipt = post(u"/products/stock/receipts"_s, {});
    QCOMPARE(receipt.status, 201);
    const QString path
        = u"/products/stock/receipts/%1"_s.arg(receipt.json()[u"data"_s][u"id"_s].toInteger());
    QCOMPARE(post(path + u"/scans"_s, { { u"code"_s, code }, { u"quantity"_s, 3 } }).status, 200);
    QCOMPARE(post(path + u"/post"_s, {}).status, 200);
    onlyBook12(follow(u"/products/mine/changes"_s, &cursor, 2), before - 2);

    // A reorder level and a sale between two reads: once.
    QCOMPARE(patch(u"/products/mine/book/12"_s, { { u"reorder_level"_s, 5 } }).status, 200);
    QCOMPARE(post(u"/products/stock/by-code"_s, { { u"code"_s, code }, { u"delta"_s, -1 } }).status,
        200);
    const QJsonArray both = follow(u"/products/mine/changes"_s, &cursor);
    onlyBook12(both, before - 3);
    QCOMPARE(both[0][u"data"_s][u"reorder_level"_s].toInteger(), 5);
    // None of it flipped in_stock.
    QCOMPARE(follow(u"/changes"_s, &publicCursor).size(), 0);
}

void TestChangeFeed::mineChangesSeeAnImportedStock()
{
    // An import rewrites stock outside stock_apply() (recording an `import` movement): the
    // change reaches the seller's feed on both engines like a sale.
    QString cursor;
    follow(u"/products/mine/changes"_s, &cursor);
    const auto exported = m_server.run({ u"export"_s, u"--seller"_s, u"1"_s });
    QCOMPARE(exported.exitCode, 0);
    QJsonObject catalog = QJsonDocument::fromJson(exported.out).object();
    QJsonArray books = catalog[u"books"_s].toArray();
    qint64 stock = -1;
    for (qsizetype i = 0; i < books.size(); ++i) {
        QJsonObject book = books.at(i).toObject();
        if (book[u"id"_s].toInteger() != 3)
            continue;
        stock = book[u"stock"_s].toInteger() + 7;
        book.insert(u"stock"_s, stock);
        catalog.insert(u"books"_s, QJsonArray { book });
        break;
    }
    QVERIFY(stock > 0);
    catalog.insert(u"stationery"_s, QJsonArray());
    const QString path = m_server.folder() + u"/stock-import.json"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(catalog).toJson(QJsonDocument::Compact));
    file.close();
    QVERIFY(m_server.importFile(path));
    const QJsonArray changed = follow(u"/products/mine/changes"_s, &cursor);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][u"id"_s].toInteger(), 3);
    QCOMPARE(changed[0][u"data"_s][u"stock"_s].toInteger(), stock);
}

void TestChangeFeed::movementFeedOldestFirst()
{
    QString cursor;
    const QJsonArray before = follow(u"/products/stock/movements?after="_s, &cursor, 1000);
    QCOMPARE(setStock(u"9789943012363"_s, 4).status, 200); // book 3: 0 → 4
    QCOMPARE(setStock(u"9789943012363"_s, 1).status, 200);
    QCOMPARE(setStock(u"4780000000052"_s, 41).status, 200); // stationery 2
    QString paged = cursor;
    const QJsonArray one = follow(u"/products/stock/movements"_s, &paged, 1);
    QCOMPARE(one.size(), 3);
    QCOMPARE(one[0][u"after"_s].toInteger(), 4);
    QCOMPARE(one[1][u"after"_s].toInteger(), 1);
    QCOMPARE(one[2][u"after"_s].toInteger(), 41);
    QVERIFY(one[0][u"id"_s].toInteger() < one[1][u"id"_s].toInteger());
    for (const QJsonValue &movement : one) {
        QCOMPARE(movement[u"origin"_s].toString(), m_key.appId);
        QVERIFY(movement.toObject().contains(u"movement_id"_s));
        QVERIFY(movement[u"movement_id"_s].isNull());
    }
    // The whole history from the start: what there was, then these three.
    QString fromStart;
    const QJsonArray all = follow(u"/products/stock/movements?after="_s, &fromStart, 1000);
    QCOMPARE(all.size(), before.size() + 3);
    // The history view (newest first, cached) is still the history.
    const auto history = m_client->get(u"/products/stock/movements?per_page=1"_s);
    QCOMPARE(history.status, 200);
    QCOMPARE(history.json()[u"data"_s][0][u"id"_s], one[2][u"id"_s]);
    QVERIFY(history.json()[u"meta"_s].toObject().contains(u"total"_s));
}

// Positions are compared as numbers on both engines, never as text. On PostgreSQL a position
// holds a transaction id: changes committed on both sides of a power of ten ("9990" and
// "10003") come in commit order, page after small page, none skipped.
void TestChangeFeed::orderHoldsAcrossXidDigits()
{
    QString publicCursor;
    follow(u"/changes"_s, &publicCursor);
    QString mineCursor;
    follow(u"/products/mine/changes"_s, &mineCursor);

    QSqlDatabase db;
    // PostgreSQL: ends transactions until the next one's id reaches `target`.
    const auto advanceXidTo = [&db](qint64 target) {
        QSqlQuery query(db);
        QVERIFY2(query.exec(u"DO $$ BEGIN WHILE CAST(CAST(pg_current_xact_id() AS TEXT) AS "
                            "BIGINT) < %1 LOOP COMMIT; END LOOP; END $$"_s.arg(target)),
            qPrintable(query.lastError().text()));
    };
    qint64 power = 0;
    if (TestServer::isPostgreSql()) {
        db = m_server.openDatabase(u"xids"_s);
        QVERIFY(db.isOpen());
        QSqlQuery now(db);
        QVERIFY(now.exec(u"SELECT CAST(CAST(pg_current_xact_id() AS TEXT) AS BIGINT)"_s));
        QVERIFY(now.next());
        // The next power of ten with room below it for the first changes (the server's own
        // transactions take ids too).
        power = 1000;
        while (power < now.value(0).toLongLong() + 200)
            power *= 10;
        now.finish();
        advanceXidTo(power - 100);
    }
    const QStringList below { u"book/1"_s, u"book/3"_s, u"stationery/1"_s };
    const QStringList above { u"book/7"_s, u"book/12"_s, u"stationery/2"_s };
    for (const QString &object : below)
        QCOMPARE(patch(u"/products/mine/"_s + object, { { u"price"_s, 61000 } }).status, 200);
    if (power > 0)
        advanceXidTo(power);
    for (const QString &object : above)
        QCOMPARE(patch(u"/products/mine/"_s + object, { { u"price"_s, 62000 } }).status, 200);
    if (db.isValid()) {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"xids"_s);
    }

    // Pages of 2: with positions sorted as text the first page holds only the changes above
    // the power of ten, and the cursor it gives passes the ones below.
    for (QString *cursor : { &publicCursor, &mineCursor }) {
        const QString path = cursor == &publicCursor ? u"/changes"_s : u"/products/mine/changes"_s;
        const QJsonArray changes = follow(path, cursor, 2);
        QStringList seen;
        for (const QJsonValue &entry : changes) {
            seen << entry[u"type"_s].toString() + u'/' + entry[u"id"_s].toVariant().toString();
            QCOMPARE(entry[u"data"_s][u"price"_s].toInteger(),
                below.contains(seen.constLast()) ? 61000 : 62000);
        }
        QCOMPARE(seen, below + above);
    }
}

void TestChangeFeed::cursorExpiredAfterRestore()
{
    if (TestServer::isPostgreSql()) {
        // pg_dump/restore keeps the meta row but not the transaction ids: a cursor past the
        // restored database's transactions is expired. Shown by moving the id counter: a
        // cursor whose position lies beyond anything given out.
        const QString cursor = feed(u"/changes?limit=1"_s).value(u"meta"_s)[u"next"_s].toString();
        QByteArray bytes = QByteArray::fromBase64(
            cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        bytes[18] = char(0x7f); // the xid's high byte: far in the future
        const QString ahead = QString::fromLatin1(
            bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
        const auto reply = m_client->get(withQuery(u"/changes"_s, { { u"after"_s, ahead } }));
        QCOMPARE(reply.status, 410);
        QCOMPARE(reply.errorCode(), u"cursor_expired"_s);
        return;
    }
    const QString backupFile = m_server.folder() + u"/feed-backup.db"_s;
    QCOMPARE(m_server.run({ u"backup"_s, backupFile }).exitCode, 0);
    QString cursor;
    follow(u"/changes"_s, &cursor);
    QString movementCursor;
    follow(u"/products/stock/movements?after="_s, &movementCursor);
    QCOMPARE(m_server.stop(), 0);
    const auto restore = m_server.run({ u"restore"_s, backupFile });
    QVERIFY2(restore.exitCode == 0, restore.err.constData());
    QVERIFY(m_server.start());
    m_client = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_client->setCredentials(m_key.appId, m_key.secret);
    for (const auto &[path, old] : { std::pair { u"/changes"_s, cursor },
             std::pair { u"/products/stock/movements"_s, movementCursor } }) {
        const auto reply = m_client->get(withQuery(path, { { u"after"_s, old } }));
        QCOMPARE(reply.status, 410);
        QCOMPARE(reply.errorCode(), u"cursor_expired"_s);
    }
    // Starting again without `after` works.
    QString fresh;
    QVERIFY(follow(u"/changes"_s, &fresh).size() > 20);
}

QTEST_GUILESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"
