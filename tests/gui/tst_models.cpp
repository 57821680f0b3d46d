#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "models/categorytreemodel.h"
#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/minemodel.h"
#include "models/pagedproductmodel.h"
#include "models/sellerlistmodel.h"
#include "models/suggestionsource.h"
#include "models/trendingmodel.h"
#include "net/apiclient.h"
#include "tests/gui/guifixture.h"
#include "tests/support/httptestclient.h"

using namespace Qt::StringLiterals;

// Every model against the real server, each under a QAbstractItemModelTester that lives for
// the whole test function.
class TstModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void minePagesThroughAllProducts();
    void catalogPagesWithFetchMore();
    void catalogFilterAndSort();
    void trending();
    void categoryTree();
    void sellers();
    void suggestionsDebouncedAndSuperseded();
    void connectingWaitsOutAnAddressLockout();

private:
    std::unique_ptr<GuiFixture> m_fx;
};

void TstModels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(600));
    m_fx->connectSession();
}

void TstModels::cleanupTestCase()
{
    m_fx.reset();
}

void TstModels::minePagesThroughAllProducts()
{
    MineModel model(m_fx->client);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPerPage(20);
    model.reload();
    QTRY_VERIFY(model.rowCount() >= 20);
    const qint64 total = model.total();
    QVERIFY(total > 40);
    // The tester itself calls fetchMore; page on until everything is in, each row once.
    QTRY_VERIFY_WITH_TIMEOUT(
        !model.isLoading() && !model.canFetchMore({}) ? true : (model.fetchMore({}), false), 20000);
    QCOMPARE(model.rowCount(), total);
    QSet<QString> codes;
    for (int row = 0; row < model.rowCount(); ++row)
        codes.insert(model.item(row).code);
    QCOMPARE(codes.size(), total);
    QCOMPARE(
        model.data(model.index(0, MineModel::Code), MineModel::CodeRole).toString().size(), 13);
    model.setType(u"stationery"_s);
    QTRY_VERIFY(model.rowCount() > 0);
    QVERIFY(model.total() != total);
}

void TstModels::catalogPagesWithFetchMore()
{
    PagedProductModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ApiClient *client = m_fx->client;
    model.setFetcher([client](int page, QObject *context, ApiCallback<Paged<ProductSummary>> cb,
                         const ApiClient::Options &options) {
        ApiClient::ProductQuery q;
        q.page = page;
        q.perPage = 50;
        return client->products(u"books"_s, q, context, cb, options);
    });
    QTRY_VERIFY(model.rowCount() >= 50);
    QVERIFY(model.firstPageMs() >= 0);
    QTRY_VERIFY_WITH_TIMEOUT(
        !model.isLoading() && !model.canFetchMore({}) ? true : (model.fetchMore({}), false), 20000);
    QVERIFY(model.total() > 100);
    QCOMPARE(model.rowCount(), model.total());
    QSet<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids.insert(model.index(row, 0).data(PagedProductModel::IdRole).toLongLong());
    QCOMPARE(ids.size(), model.rowCount()); // no page twice, none missing
}

void TstModels::catalogFilterAndSort()
{
    PagedProductModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ApiClient *client = m_fx->client;
    auto fetch = [client](const QString &sort) {
        return [client, sort](int page, QObject *context, ApiCallback<Paged<ProductSummary>> cb,
                   const ApiClient::Options &options) {
            ApiClient::ProductQuery q;
            q.page = page;
            q.sort = sort;
            return client->products(u"books"_s, q, context, cb, options);
        };
    };
    model.setFetcher(fetch(u"price_asc"_s));
    QTRY_VERIFY(model.rowCount() > 5);
    for (int row = 1; row < model.rowCount(); ++row)
        QVERIFY(model.product(row - 1).price <= model.product(row).price);
    model.setFetcher(fetch(u"price_desc"_s));
    QTRY_VERIFY(model.rowCount() > 5);
    for (int row = 1; row < model.rowCount(); ++row)
        QVERIFY(model.product(row - 1).price >= model.product(row).price);
}

void TstModels::trending()
{
    TrendingModel model(m_fx->client);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &TrendingModel::loaded);
    model.reload();
    QTRY_COMPARE(loaded.size(), 1);
    QVERIFY(model.rowCount() > 0);
    QCOMPARE(model.index(0, TrendingModel::TotalCount).data().toLongLong(), model.maxCount());
}

void TstModels::categoryTree()
{
    CategoryTreeModel model(m_fx->client);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&model, &CategoryTreeModel::loaded);
    model.reload();
    QTRY_COMPARE(loaded.size(), 1);
    QVERIFY(model.rowCount() > 0);
    bool hasChildren = false;
    for (int row = 0; row < model.rowCount(); ++row)
        hasChildren |= model.rowCount(model.index(row, 0)) > 0;
    QVERIFY(hasChildren);
    const QModelIndex child = model.index(0, 0, model.index(0, 0));
    if (child.isValid())
        QCOMPARE(model.parent(child), model.index(0, 0));

    PagedProductModel products;
    QAbstractItemModelTester productTester(
        &products, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ApiClient *client = m_fx->client;
    const qint64 id = model.index(0, 0).data(CategoryTreeModel::IdRole).toLongLong();
    const QString type = model.index(0, 0).data(CategoryTreeModel::TypeRole).toString();
    products.setFetcher([client, id, type](int page, QObject *context,
                            ApiCallback<Paged<ProductSummary>> cb, const ApiClient::Options &o) {
        return client->categoryProducts(id, type, page, context, cb, o);
    });
    QTRY_VERIFY(products.rowCount() > 0);
}

void TstModels::sellers()
{
    SellerListModel model(m_fx->client);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setImageCache(m_fx->session->images());
    model.reload();
    QTRY_VERIFY(model.rowCount() > 0);
    QVERIFY(!model.index(0).data().toString().isEmpty());
    QVERIFY(model.index(0).data(Qt::DecorationRole).isValid()); // placeholder until loaded
}

void TstModels::suggestionsDebouncedAndSuperseded()
{
    SuggestionSource source(m_fx->client);
    QAbstractItemModelTester tester(
        source.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    source.setDebounceMs(150);
    QSignalSpy ready(&source, &SuggestionSource::suggestionsReady);
    for (const QString &text : { u"a"_s, u"al"_s, u"ali"_s, u"a"_s })
        source.setText(text);
    QTRY_COMPARE(ready.size(), 1);
    QCOMPARE(source.requestsSent(), 1); // typing quickly asks once
    QVERIFY(source.model()->rowCount() > 0);
}

void TstModels::connectingWaitsOutAnAddressLockout()
{
    // Its own server: the lockout is per client address and would stop the fixture's too.
    TestServer locked;
    QVERIFY(locked.demo(20));
    const TestServer::Key key = locked.createKey(u"read"_s);
    QVERIFY(locked.start());
    HttpTestClient wrong(locked.baseUrl());
    wrong.setCredentials(key.appId, u"not-the-secret"_s);
    int status = 0;
    for (int attempt = 0; attempt < 40 && status != 429; ++attempt)
        status = wrong.get(u"/products?per_page=1"_s).status;
    QCOMPARE(status, 429); // contract §6: 30 failures in a minute lock the address out

    ApiClient client;
    client.setServer(QUrl(locked.baseUrl()), key.appId, key.secret);
    ConnectionMonitor monitor(&client, nullptr);
    QSignalSpy ticks(&monitor, &ConnectionMonitor::textChanged);
    monitor.start();
    // Nothing is known about the key yet: neither Online nor Refused, and the seller sees why
    // and when the next try is.
    QTRY_VERIFY(monitor.stateText().contains(u"next try in"_s));
    QCOMPARE(monitor.state(), ConnectionMonitor::State::Connecting);
    QVERIFY(monitor.detail().contains(u"failed sign-ins"_s));
    const QString first = monitor.stateText();
    QTRY_VERIFY_WITH_TIMEOUT(ticks.size() >= 2, 3000);
    QVERIFY(monitor.stateText() != first);
    QCOMPARE(monitor.state(), ConnectionMonitor::State::Connecting);
    // The minute passes and the right secret is accepted without the seller doing anything.
    QTRY_COMPARE_WITH_TIMEOUT(monitor.state(), ConnectionMonitor::State::Online, 75000);
    QCOMPARE(monitor.stateText(), u"Online"_s);
}

QTEST_MAIN(TstModels)
#include "tst_models.moc"
