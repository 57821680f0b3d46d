#include "tests/gui/sellerpanefixture.h"

#include <QJsonObject>
#include <QSettings>
#include <QTest>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/livestock.h"
#include "models/minemodel.h"
#include "net/outbox.h"
#include "net/retrypolicy.h"
#include "tests/gui/sellerproducts.h"
#include "tests/support/httptestclient.h"
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
    const QJsonObject item = SellerProducts::byCode(*http, code, u"type=book"_s);
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
