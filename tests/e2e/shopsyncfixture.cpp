#include "tests/e2e/shopsyncfixture.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include "tests/e2e/catalogfixture.h"

using namespace Qt::StringLiterals;

namespace ShopSyncSupport {

QJsonObject json(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

QByteArray text(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QString typeOf(const QByteArray &code)
{
    return code.startsWith("478") ? u"stationery"_s : u"book"_s;
}

QJsonObject mineItem(BlockingHttp &http, const QByteArray &code)
{
    const auto reply = http.get(u"/products/mine?type=%1&per_page=100"_s.arg(typeOf(code)),
        { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : json(reply.body)[u"data"_s].toArray()) {
        if (item[u"code"_s].toString().toLatin1() == code)
            return item.toObject();
    }
    return {};
}

QMap<QString, QString> catalogOf(BlockingHttp &http)
{
    QMap<QString, QString> result;
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        const auto reply = http.get(u"/products/mine?type=%1&per_page=100"_s.arg(type),
            { { "Cache-Control", "no-cache" } });
        for (const QJsonValue &value : json(reply.body)[u"data"_s].toArray()) {
            const QJsonObject item = value.toObject();
            result.insert(item[u"code"_s].toString(),
                u"%1 %2 %3 %4 %5 %6"_s.arg(type)
                    .arg(item[u"id"_s].toInteger())
                    .arg(item[u"name"_s].toString())
                    .arg(item[u"price"_s].toInteger())
                    .arg(item[u"old_price"_s].toInteger())
                    .arg(item[u"stock"_s].toInteger()));
        }
    }
    return result;
}

QJsonObject ownView(BlockingHttp &http, const QString &type, qint64 id)
{
    QJsonObject found;
    QString after;
    for (int page = 0; page < 100; ++page) {
        const auto reply = http.get(u"/products/mine/changes?limit=1000&after="_s + after);
        const QJsonObject body = json(reply.body);
        for (const QJsonValue &entry : body[u"data"_s].toArray()) {
            if (entry[u"type"_s].toString() == type && entry[u"id"_s].toInteger() == id)
                found = entry[u"data"_s].toObject();
        }
        after = body[u"meta"_s][u"next"_s].toString();
        if (!body[u"meta"_s][u"has_more"_s].toBool())
            break;
    }
    found.remove(u"supplier_id"_s);
    found.remove(u"last_cost"_s);
    return found;
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (done())
            return true;
        QTest::qWait(200);
    }
    return done();
}

bool writeSecret(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    return file.write(content) == content.size();
}

} // namespace ShopSyncSupport

using namespace ShopSyncSupport;

bool ShopSyncFixture::start()
{
    if (!CatalogFixture::importInto(m_upstream)) {
        qWarning("the marketplace's catalog was not imported");
        return false;
    }
    m_online = m_upstream.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    if (!m_upstream.start()) {
        qWarning("the marketplace did not start");
        return false;
    }
    const TestServer::Key shopAKey
        = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    if (!startShop(m_shops[0], shopAKey, u"a"_s))
        return false;
    const TestServer::Key shopBKey
        = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    return startShop(m_shops[1], shopBKey, u"b"_s);
}

bool ShopSyncFixture::stop()
{
    bool clean = true;
    for (Shop &shop : m_shops) {
        if (shop.server && shop.server->isRunning() && shop.server->stop() != 0) {
            qWarning("a shop server did not exit cleanly");
            clean = false;
        }
    }
    if (m_upstream.stop() != 0) {
        qWarning("the marketplace did not exit cleanly");
        clean = false;
    }
    return clean;
}

bool ShopSyncFixture::startShop(Shop &shop, const TestServer::Key &upstreamKey, const QString &name)
{
    shop.server = std::make_unique<TestServer>(
        std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    shop.upstreamKey = upstreamKey;
    shop.secretFile = shop.server->folder() + u"/upstream-secret-"_s + name;
    if (!writeSecret(shop.secretFile, upstreamKey.secret.toUtf8()))
        return false;
    // The tests poll /sync many times a second: a key whose limits never bind, so a 429 is
    // never read as "no conflicts, nothing pending".
    shop.status = shop.server->createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s, u"10000000"_s });
    if (shop.status.secret.isEmpty()
        || !shop.server->start({ u"--upstream"_s, m_upstream.baseUrl(), u"--upstream-app-id"_s,
            upstreamKey.appId, u"--upstream-secret-file"_s, shop.secretFile }))
        return false;
    if (!waitFor(
            [&] { return !syncOf(shop).value(u"last_pull_at"_s).toString().isEmpty(); }, 60'000)) {
        qWarning("shop %s did not finish its copy: %s", qPrintable(name),
            text(syncOf(shop)).constData());
        return false;
    }
    shop.till = shop.server->createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    return !shop.till.secret.isEmpty();
}

QJsonObject ShopSyncFixture::syncOf(const Shop &shop) const
{
    BlockingHttp http(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    const auto reply = http.get(u"/sync"_s);
    if (reply.status != 200)
        qWarning("GET /sync answered %d: %s", reply.status, reply.body.constData());
    return json(reply.body)[u"data"_s].toObject();
}

bool ShopSyncFixture::converged(int timeoutMs, QString *difference)
{
    return waitFor(
        [&] {
            for (const Shop &shop : m_shops) {
                const QJsonObject sync = syncOf(shop);
                if (sync[u"pending"_s].toInteger(-1) != 0 || sync[u"state"_s] != u"ok"_s) {
                    if (difference)
                        *difference = QString::fromUtf8(text(sync));
                    return false;
                }
            }
            BlockingHttp upstream = online();
            const auto expected = catalogOf(upstream);
            for (const Shop &shop : m_shops) {
                BlockingHttp http = till(shop);
                const auto here = catalogOf(http);
                if (here != expected) {
                    if (difference) {
                        *difference = u"upstream %1\nshop     %2"_s.arg(
                            QStringList(expected.values()).join(u"; "_s),
                            QStringList(here.values()).join(u"; "_s));
                    }
                    return false;
                }
            }
            return true;
        },
        timeoutMs);
}

bool ShopSyncFixture::editUpstream(const QString &type, qint64 id, const QString &field,
    const QJsonValue &value, const QJsonArray &categories)
{
    const TestServer::CliResult exported = m_upstream.run({ u"export"_s, u"--seller"_s, u"1"_s });
    if (exported.exitCode != 0) {
        qWarning("export failed: %s", exported.err.constData());
        return false;
    }
    const QString list = type == "book"_L1 ? u"books"_s : u"stationery"_s;
    for (const QJsonValue &value_ : json(exported.out)[list].toArray()) {
        QJsonObject record = value_.toObject();
        if (record[u"id"_s].toInteger() != id)
            continue;
        record.insert(field, value);
        const QString path
            = m_upstream.folder() + u"/edit-%1-%2-%3.json"_s.arg(type).arg(id).arg(field);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        file.write(
            text(QJsonObject { { u"categories"_s, categories }, { list, QJsonArray { record } } }));
        file.close();
        return m_upstream.importFile(path);
    }
    qWarning("no %s %lld in the export", qPrintable(type), id);
    return false;
}
