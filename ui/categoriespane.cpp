#include "ui/categoriespane.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include "models/adminaccess.h"
#include "models/categorytreemodel.h"
#include "models/consolesession.h"
#include "models/pagedproductmodel.h"
#include "net/apiclient.h"
#include "ui/admincategoriesbox.h"
#include "ui/messagebanner.h"
#include "ui/productdetaildialog.h"
#include "ui/productdetailpanel.h"
#include "ui/producttableview.h"

using namespace Qt::StringLiterals;

CategoriesPane::CategoriesPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_tree(new CategoryTreeModel(session->client(), this))
    , m_products(new PagedProductModel(this))
    , m_banner(new MessageBanner(this))
    , m_treeView(new QTreeView(this))
    , m_type(new QComboBox(this))
    , m_title(new QLabel(this))
    , m_view(new ProductTableView(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_detail(new ProductDetailDialog(session, this))
    , m_leftTabs(new QTabWidget(this))
    , m_adminBox(new AdminCategoriesBox(session, m_tree, m_banner, this))
    , m_access(new AdminAccess(session, this))
{
    m_products->setImageCache(session->images());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_treeView->setModel(m_tree);
    m_treeView->setHeaderHidden(false);
    m_treeView->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_treeView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // For a catalog admin (contract §15) the tree with counts and its changes, on a tab beside
    // the browsing tree; other keys see the browsing tree alone.
    m_leftTabs->addTab(m_treeView, tr("&Browse"));
    m_leftTabs->addTab(m_adminBox, tr("&Administration"));
    m_leftTabs->setTabVisible(1, false);
    m_leftTabs->tabBar()->setVisible(false);
    splitter->addWidget(m_leftTabs);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setText(tr("Choose a category."));
    top->addWidget(m_title, 1);
    m_type->addItem(tr("Books"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    top->addWidget(m_type);
    m_refresh->setToolTip(tr("Read the categories again from the server (F5)"));
    top->addWidget(m_refresh);
    rightLayout->addLayout(top);
    m_view->setProductModel(
        m_products, { PagedProductModel::OldPrice, PagedProductModel::InStock });
    rightLayout->addWidget(m_view, 1);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter, 1);

    connect(m_treeView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            const QString type
                = current.siblingAtColumn(0).data(CategoryTreeModel::TypeRole).toString();
            if (!type.isEmpty() && type != m_type->currentData().toString()) {
                const QSignalBlocker block(m_type);
                m_type->setCurrentIndex(std::max(0, m_type->findData(type)));
            }
            showCategory();
        });
    connect(m_type, &QComboBox::currentIndexChanged, this, &CategoriesPane::showCategory);
    connect(m_tree, &CategoryTreeModel::loaded, this, [this] {
        m_treeView->expandToDepth(0);
        // The category chosen before the reload, chosen again (its products read again).
        const QModelIndex chosen = m_tree->indexOf(m_chosenId);
        if (chosen.isValid()) {
            m_treeView->setCurrentIndex(chosen);
            m_treeView->scrollTo(chosen);
        }
    });
    connect(m_access, &AdminAccess::changed, this, [this](bool admin) {
        m_leftTabs->setTabVisible(1, admin);
        m_leftTabs->tabBar()->setVisible(admin);
        if (admin && isVisible())
            m_adminBox->reload();
    });
    connect(m_adminBox, &AdminCategoriesBox::changed, this, &CategoriesPane::reload);
    connect(m_refresh, &QPushButton::clicked, this, &CategoriesPane::reload);
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &CategoriesPane::reload);
    connect(
        m_view, &ProductTableView::productActivated, m_detail, &ProductDetailDialog::showProduct);
    connect(m_detail->panel(), &ProductDetailPanel::authorRequested, this,
        &CategoriesPane::authorRequested);
    connect(m_detail->panel(), &ProductDetailPanel::publisherRequested, this,
        &CategoriesPane::publisherRequested);
    connect(m_tree, &CategoryTreeModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Categories could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    connect(m_products, &PagedProductModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("The products of this category could not be loaded: %1").arg(message));
    });
    connect(m_products, &PagedProductModel::totalChanged, this, [this](qint64 total) {
        const QModelIndex current = m_treeView->currentIndex().siblingAtColumn(0);
        if (current.isValid() && total >= 0)
            m_title->setText(
                tr("%1 — %n product(s)", "", int(total)).arg(current.data().toString()));
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_chosenId = 0;
        if (isVisible())
            reload();
    });
}

void CategoriesPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Every time: categories an import made since are listed when the pane is looked at.
    if (!m_session->client()->baseUrl().isEmpty())
        reload();
}

void CategoriesPane::reload()
{
    m_banner->dismiss();
    m_products->clear();
    m_tree->reload();
    if (m_access->isAdmin())
        m_adminBox->reload();
}

void CategoriesPane::setType(const QString &type)
{
    m_type->setCurrentIndex(std::max(0, m_type->findData(type)));
}

void CategoriesPane::showCategory()
{
    const QModelIndex current = m_treeView->currentIndex().siblingAtColumn(0);
    if (!current.isValid())
        return;
    const qint64 id = current.data(CategoryTreeModel::IdRole).toLongLong();
    m_chosenId = id;
    const QString type = m_type->currentData().toString();
    m_title->setText(current.data().toString());
    ApiClient *client = m_session->client();
    m_products->setFetcher(
        [client, id, type](int page, QObject *context, ApiCallback<Paged<ProductSummary>> callback,
            const ApiClient::Options &options) {
            return client->categoryProducts(id, type, page, context, callback, options);
        });
}
