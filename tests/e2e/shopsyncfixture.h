#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>
#include <array>
#include <functional>
#include <memory>

#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

// What the shop sync e2e tests read and wait with (contract §13, §14): seller 1's products as
// each server shows them.
namespace ShopSyncSupport {

QJsonObject json(const QByteArray &body);
QByteArray text(const QJsonObject &object);
// The fixture's stationery codes start with 478, its books' do not.
QString typeOf(const QByteArray &code);
// The seller's active product with that code as /products/mine shows it; empty when none.
QJsonObject mineItem(BlockingHttp &http, const QByteArray &code);
// What product data must agree on (ids, fields, stock), every active product of the seller.
QMap<QString, QString> catalogOf(BlockingHttp &http);
// The product as the seller's change feed shows it (every field a copy keeps, contract §13),
// without what is each database's own (supplier, last cost); empty when not there.
QJsonObject ownView(BlockingHttp &http, const QString &type, qint64 id);
bool waitFor(const std::function<bool()> &done, int timeoutMs);
// The upstream secret in a file only its owner may read (never on a command line).
bool writeSecret(const QString &path, const QByteArray &content);

} // namespace ShopSyncSupport

// One marketplace (the fixture catalog on the run's engine) and two shop servers (SQLite) that
// follow it as seller 1 (contract §14), each started empty so it copies the seller's data.
class ShopSyncFixture
{
public:
    struct Shop
    {
        std::unique_ptr<TestServer> server;
        TestServer::Key upstreamKey; // the shop's key at the marketplace, seller 1
        TestServer::Key till; // the shop's own key, seller 1
        TestServer::Key status; // a key without seller, made before the copy
        QString secretFile;
    };

    // The marketplace, then both shops once they have copied the seller's data.
    bool start();
    // Stops all three; false when one did not exit cleanly.
    bool stop();

    TestServer &upstream() { return m_upstream; }
    std::array<Shop, 2> &shops() { return m_shops; }
    Shop &shop(int index) { return m_shops.at(index); }

    // The upstream's own record of the product (its export), one field set to `value`, imported
    // there again: an edit of that field alone, as the marketplace's import makes it.
    bool editUpstream(const QString &type, qint64 id, const QString &field, const QJsonValue &value,
        const QJsonArray &categories = {});
    QJsonObject syncOf(const Shop &shop) const;
    // Until both shops have pushed everything, are ok, and all three show the same products.
    bool converged(int timeoutMs, QString *difference = nullptr);
    // The marketplace's own edits, generous limits.
    BlockingHttp online() const
    {
        return BlockingHttp(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    }
    static BlockingHttp till(const Shop &shop)
    {
        return BlockingHttp(shop.server->baseUrl(), shop.till.appId, shop.till.secret);
    }

private:
    bool startShop(Shop &shop, const TestServer::Key &upstreamKey, const QString &name);

    TestServer m_upstream;
    TestServer::Key m_online;
    std::array<Shop, 2> m_shops;
};
