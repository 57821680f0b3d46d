#include "tests/gui/sellerpanefixture.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/documentlinemodel.h"
#include "models/livestock.h"
#include "models/minemodel.h"
#include "net/outbox.h"
#include "net/retrypolicy.h"
#include "tests/gui/sellerproducts.h"
#include "tests/support/httptestclient.h"
#include "ui/documentscanpane.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

SellerPaneFixture::SellerPaneFixture() = default;

SellerPaneFixture::~SellerPaneFixture()
{
    pane.reset(); // the pane goes before the session it reads
    http.reset();
    fx.reset();
}

bool SellerPaneFixture::start()
{
    QSettings().remove(u"stock-mode"_s); // +1 per scan
    fx = std::make_unique<GuiFixture>();
    if (!fx->start(300))
        return false;
    fx->session->monitor()->setProbeIntervalMs(250);
    fx->session->outbox()->setRetryPolicy(RetryPolicy(0, 200, 1000));
    http = std::make_unique<HttpTestClient>(fx->server.baseUrl());
    http->setCredentials(fx->checkKey.appId, fx->checkKey.secret);
    pane = std::make_unique<StockPane>(fx->session, nullptr);
    pane->resize(1100, 700);
    fx->connectSession();
    pane->show();
    return QTest::qWaitForWindowExposed(pane.get())
        && QTest::qWaitFor([this] { return pane->mineModel()->rowCount() > 0; }, 10000)
        && QTest::qWaitFor([this] { return fx->session->liveStock()->isFilled(); }, 10000);
}

qint64 SellerPaneFixture::serverStock(const QString &code)
{
    QJsonObject item = SellerProducts::byCode(*http, code, u"type=book"_s);
    if (item.isEmpty()) { // refused by the till's own rate limit (contract §6): once more
        QTest::qWait(1100);
        item = SellerProducts::byCode(*http, code, u"type=book"_s);
    }
    return item.isEmpty() ? -1000 : item[u"stock"_s].toInteger();
}

int SellerPaneFixture::rowWithStock(qint64 atLeast) const
{
    MineModel *mine = pane->mineModel();
    for (int row = 0; row < mine->rowCount(); ++row) {
        if (mine->item(row).stock >= atLeast && mine->item(row).code.size() == 13)
            return row;
    }
    return -1;
}

QVariant SellerPaneFixture::shownStock(int row) const
{
    MineModel *mine = pane->mineModel();
    return mine->data(mine->index(row, MineModel::Stock));
}

bool SellerPaneFixture::sell(const QString &code, qint64 copies)
{
    const QByteArray body
        = QJsonDocument(QJsonObject { { u"code"_s, code }, { u"delta"_s, -copies } }).toJson();
    auto sale = http->post(
        u"/products/stock/by-code"_s, body, { { "Content-Type", "application/json" } });
    if (sale.status == 429) { // the till's own rate limit (contract §6): once more, after it
        QTest::qWait(1100);
        sale = http->post(
            u"/products/stock/by-code"_s, body, { { "Content-Type", "application/json" } });
    }
    return sale.status == 200;
}

qint64 SellerPaneFixture::newSupplier(const QString &name)
{
    const auto supplier = http->post(u"/products/stock/suppliers"_s,
        QJsonDocument(QJsonObject { { u"name"_s, name } }).toJson(),
        { { "Content-Type", "application/json" } });
    return supplier.status == 201 ? supplier.json()[u"data"_s][u"id"_s].toInteger() : -1;
}

bool SellerPaneFixture::setReorder(qint64 bookId, qint64 level, qint64 supplierId)
{
    const auto patched
        = http->send("PATCH", fx->server.baseUrl() + u"/products/mine/book/%1"_s.arg(bookId),
            QJsonDocument(
                QJsonObject { { u"reorder_level"_s, level }, { u"supplier_id"_s, supplierId } })
                .toJson(),
            { { "Content-Type", "application/json" } });
    return patched.status == 200;
}

bool SellerPaneFixture::startDocument(DocumentScanPane &pane, qint64 supplierId)
{
    QSignalSpy loaded(&pane, &DocumentScanPane::documentsLoaded);
    pane.setConfirmer([](auto, const QString &) { return true; });
    pane.resize(900, 500);
    pane.show();
    if (!QTest::qWaitForWindowExposed(&pane) || !loaded.wait(20000))
        return false;
    const int index = pane.supplierChooser()->findData(supplierId);
    if (index < 0)
        return false;
    pane.supplierChooser()->setCurrentIndex(index);
    const qint64 before = pane.currentDocumentId(); // an open one the list showed first
    pane.startDocument();
    return QTest::qWaitFor(
        [&] {
            return pane.currentDocumentId() > 0 && pane.currentDocumentId() != before
                && pane.scanField()->isEnabled();
        },
        20000);
}

std::optional<QString> SellerPaneFixture::documentStock(
    const DocumentScanPane &pane, const QString &code)
{
    DocumentLineModel *lines = pane.lines();
    for (int row = 0; row < lines->rowCount(); ++row) {
        if (lines->lines().at(row).code == code)
            return lines->data(lines->index(row, DocumentLineModel::Stock)).toString();
    }
    return std::nullopt;
}
