#include <QListWidget>
#include <QStackedWidget>

#include "models/consolesession.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/countpane.h"
#include "ui/documentscanpane.h"
#include "ui/historypane.h"
#include "ui/integrationspane.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/orderspane.h"
#include "ui/qualitypane.h"
#include "ui/reportspane.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/stockpane.h"
#include "ui/trendingpane.h"

using namespace Qt::StringLiterals;

// Every pane of the window, in the sidebar's order, and how they lead to each other (an
// author's books, a report's movements, an order of slow sellers, a scanned code).
LocalServerPane *MainWindow::buildPanes()
{
    m_stock = new StockPane(m_session, m_feedback, this);
    addPane(m_stock, Icons::Glyph::Stock, tr("Stock"));
    auto *catalog = new CatalogPane(m_session, this);
    addPane(catalog, Icons::Glyph::Catalog, tr("Catalog"));
    auto *search = new SearchPane(m_session, this);
    addPane(search, Icons::Glyph::Search, tr("Search"));
    auto *trending = new TrendingPane(m_session, this);
    addPane(trending, Icons::Glyph::Trending, tr("Trending"));
    auto *categories = new CategoriesPane(m_session, this);
    addPane(categories, Icons::Glyph::Categories, tr("Categories"));
    auto *sellers = new SellersPane(m_session, this);
    addPane(sellers, Icons::Glyph::Sellers, tr("Sellers"));
    // "More by this author" from a product's details opened in these panes: the catalog's list.
    const auto showAuthor = [this, catalog](qint64 id, const QString &name) {
        showPane(Pane::Catalog);
        catalog->showAuthorBooks(id, name);
    };
    const auto showPublisher = [this, catalog](qint64 id, const QString &name) {
        showPane(Pane::Catalog);
        catalog->showPublisherBooks(id, name);
    };
    connect(categories, &CategoriesPane::authorRequested, this, showAuthor);
    connect(categories, &CategoriesPane::publisherRequested, this, showPublisher);
    connect(sellers, &SellersPane::authorRequested, this, showAuthor);
    connect(sellers, &SellersPane::publisherRequested, this, showPublisher);
    auto *local = new LocalServerPane(m_localServer, m_session, this);
    addPane(local, Icons::Glyph::Server, tr("Local server"));
    auto *history = new HistoryPane(m_session, this);
    addPane(history, Icons::Glyph::History, tr("History"));
    auto *count = new CountPane(m_session, this);
    count->setFeedbackPlayer(m_feedback);
    addPane(count, Icons::Glyph::Count, tr("Count"));
    auto *reports = new ReportsPane(m_session, this);
    addPane(reports, Icons::Glyph::Reports, tr("Reports"));
    // A day or a product of a report opens its movements.
    connect(reports, &ReportsPane::historyRequested, this,
        [this, history](const QString &code, const QDateTime &since, const QDateTime &until) {
            m_sidebar->setCurrentRow(m_stack->indexOf(history));
            history->showFiltered(code, since, until);
        });
    // Goods in and out (contract §11): deliveries, returns to suppliers, purchase orders.
    auto *receive = new DocumentScanPane(DocumentScanPane::Kind::Receipt, m_session, this);
    receive->setFeedbackPlayer(m_feedback);
    addPane(receive, Icons::Glyph::Receive, tr("Receive"));
    auto *returns = new DocumentScanPane(DocumentScanPane::Kind::Return, m_session, this);
    returns->setFeedbackPlayer(m_feedback);
    addPane(returns, Icons::Glyph::Returns, tr("Returns"));
    auto *orders = new OrdersPane(m_session, this);
    addPane(orders, Icons::Glyph::Orders, tr("Orders"));
    // Slow sellers of a report ordered again: the Orders pane's create-order flow.
    connect(reports, &ReportsPane::orderRequested, this,
        [this, orders](qint64 supplierId, const QList<ReorderSuggestion> &titles) {
            orders->startOrder(supplierId, titles); // before it shows: one reload
            m_sidebar->setCurrentRow(m_stack->indexOf(orders));
        });
    // Webhooks (contract §13): listed only while the key has the ability `webhooks`.
    auto *integrations = new IntegrationsPane(m_session, this);
    addPane(integrations, Icons::Glyph::Server, tr("Integrations"));
    QListWidgetItem *integrationsItem = m_sidebar->item(m_stack->indexOf(integrations));
    integrationsItem->setHidden(true);
    connect(integrations, &IntegrationsPane::availabilityChanged, this,
        [integrationsItem](bool available) { integrationsItem->setHidden(!available); });
    integrations->checkAvailability();
    // Catalog quality (contract §15): listed only while the key has the ability catalog:admin.
    auto *quality = new QualityPane(m_session, this);
    addPane(quality, Icons::Glyph::Reports, tr("Catalog quality"));
    QListWidgetItem *qualityItem = m_sidebar->item(m_stack->indexOf(quality));
    qualityItem->setHidden(true);
    connect(quality, &QualityPane::availabilityChanged, this,
        [qualityItem](bool available) { qualityItem->setHidden(!available); });
    quality->checkAvailability();
    connect(trending, &TrendingPane::searchRequested, this, &MainWindow::searchFor);
    connect(catalog, &CatalogPane::searchRequested, this, &MainWindow::searchFor);
    search->setCodeHandler([this](const QString &code) { openScannedCode(code); });
    m_sellerPanes = { m_stock, history, count, reports, receive, returns, orders };
    connect(local, &LocalServerPane::connectRequested, this, [this] { showPane(Pane::Stock); });
    connect(m_stock, &StockPane::credentialsRequested, this, &MainWindow::openConnectDialog);
    connect(m_stock, &StockPane::connectRequested, this, &MainWindow::openConnectDialog);
    connect(
        m_stock, &StockPane::localServerRequested, this, [this] { showPane(Pane::LocalServer); });

    return local;
}
