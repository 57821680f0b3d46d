#include "ui/catalogpane.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/pagedproductmodel.h"
#include "net/apiclient.h"
#include "ui/messagebanner.h"
#include "ui/productdetailpanel.h"
#include "ui/producttableview.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

CatalogPane::CatalogPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new PagedProductModel(this))
    , m_recommended(new PagedProductModel(this))
    , m_banner(new MessageBanner(this))
    , m_col(new QComboBox(this))
    , m_sort(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_listTitle(new QLabel(this))
    , m_back(new QPushButton(tr("← &Back to catalog"), this))
    , m_view(new ProductTableView(this))
    , m_strip(new QListView(this))
    , m_detail(new ProductDetailPanel(session, this))
{
    m_model->setImageCache(session->images());
    m_recommended->setImageCache(session->images());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *top = new QHBoxLayout;
    m_col->addItem(tr("Books"), u"books"_s);
    m_col->addItem(tr("Stationery"), u"stationery"_s);
    m_sort->addItem(tr("Popular"), u"popular"_s);
    m_sort->addItem(tr("Newest"), u"new"_s);
    m_sort->addItem(tr("Price ↑"), u"price_asc"_s);
    m_sort->addItem(tr("Price ↓"), u"price_desc"_s);
    m_filter->setPlaceholderText(tr("Filter by name…"));
    m_filter->setClearButtonEnabled(true);
    ScanRouter::setTakesCodes(m_filter);
    top->addWidget(m_col);
    top->addWidget(new QLabel(tr("Sort:"), this));
    top->addWidget(m_sort);
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    auto *refresh = new QPushButton(tr("&Refresh"), this);
    refresh->setToolTip(tr("Read the list again from the server (F5)"));
    top->addWidget(refresh);
    layout->addLayout(top);
    connect(refresh, &QPushButton::clicked, this, &CatalogPane::refresh);
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &CatalogPane::refresh);

    auto *titleRow = new QHBoxLayout;
    QFont bold = m_listTitle->font();
    bold.setBold(true);
    m_listTitle->setFont(bold);
    titleRow->addWidget(m_listTitle, 1);
    titleRow->addWidget(m_back);
    m_back->hide();
    layout->addLayout(titleRow);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_view->setProductModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->setDefaultSectionSize(30);
    m_view->setAlternatingRowColors(true);
    // The server sorts: the Price header toggles the price order; the other orders are in the
    // Sort box (the server knows no order by name or type).
    m_view->horizontalHeader()->setSectionsClickable(true);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        if (section != PagedProductModel::Price)
            return;
        setSort(
            m_sort->currentData().toString() == "price_asc"_L1 ? u"price_desc"_s : u"price_asc"_s);
    });
    connect(m_sort, &QComboBox::currentIndexChanged, this, [this] {
        const QString sort = m_sort->currentData().toString();
        QHeaderView *header = m_view->horizontalHeader();
        const bool byPrice = sort.startsWith("price"_L1);
        header->setSortIndicatorShown(byPrice);
        if (byPrice)
            header->setSortIndicator(PagedProductModel::Price,
                sort == "price_asc"_L1 ? Qt::AscendingOrder : Qt::DescendingOrder);
    });
    m_view->horizontalHeader()->setToolTip(tr("Click “Price” to sort by price"));
    splitter->addWidget(m_view);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    layout->addWidget(new QLabel(tr("Recommended for you"), this));
    m_strip->setModel(m_recommended);
    m_strip->setViewMode(QListView::IconMode);
    m_strip->setFlow(QListView::LeftToRight);
    m_strip->setWrapping(false);
    m_strip->setIconSize(QSize(48, 48));
    m_strip->setGridSize(QSize(130, 86));
    m_strip->setWordWrap(true);
    m_strip->setFixedHeight(108);
    m_strip->setMovement(QListView::Static);
    m_strip->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_strip);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &CatalogPane::reload);
    connect(m_filter, &QLineEdit::textChanged, this, [this] { m_debounce.start(); });
    // Enter filters by the text typed now, without waiting for the typing pause.
    connect(m_filter, &QLineEdit::returnPressed, this, &CatalogPane::reload);
    connect(m_col, &QComboBox::currentIndexChanged, this, &CatalogPane::reload);
    connect(m_sort, &QComboBox::currentIndexChanged, this, &CatalogPane::reload);
    connect(m_back, &QPushButton::clicked, this, &CatalogPane::reload);
    connect(m_model, &PagedProductModel::totalChanged, this, &CatalogPane::updateCount);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CatalogPane::updateCount);
    connect(m_model, &PagedProductModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("The catalog could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { m_model->reload(); } } });
    });
    m_view->showCurrentIn(m_detail);
    connect(m_strip, &QListView::activated, this, [this](const QModelIndex &index) {
        m_detail->showProduct(index.data(PagedProductModel::IdRole).toLongLong(),
            index.data(PagedProductModel::TypeRole).toString());
    });
    connect(m_strip, &QListView::clicked, m_strip, &QListView::activated);
    connect(m_detail, &ProductDetailPanel::authorRequested, this, &CatalogPane::showAuthorBooks);
    connect(
        m_detail, &ProductDetailPanel::publisherRequested, this, &CatalogPane::showPublisherBooks);
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        if (isVisible())
            reload();
    });
    setFocusProxy(m_filter);
}

void CatalogPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
}

void CatalogPane::refresh()
{
    // The list shown, read again (an author's list stays that list); the strip too.
    m_model->reload();
    m_recommended->reload();
}

void CatalogPane::setCollection(const QString &col)
{
    m_col->setCurrentIndex(std::max(0, m_col->findData(col)));
}

void CatalogPane::setSort(const QString &sort)
{
    m_sort->setCurrentIndex(std::max(0, m_sort->findData(sort)));
}

void CatalogPane::reload()
{
    m_loadedOnce = true;
    m_debounce.stop();
    ApiClient *client = m_session->client();
    const QString col = m_col->currentData().toString();
    ApiClient::ProductQuery query;
    query.perPage = 50;
    query.q = m_filter->text().trimmed();
    query.sort = m_sort->currentData().toString();
    m_model->setFetcher(
        [client, col, query](int page, QObject *context,
            ApiCallback<Paged<ProductSummary>> callback, const ApiClient::Options &options) {
            ApiClient::ProductQuery q = query;
            q.page = page;
            return client->products(col, q, context, callback, options);
        });
    m_recommended->setFetcher(
        [client, col](int page, QObject *context, ApiCallback<Paged<ProductSummary>> callback,
            const ApiClient::Options &options) -> ApiRequest * {
            if (page > 1)
                return nullptr;
            ApiClient::Options background = options;
            background.priority = ApiClient::Options::Priority::Background;
            return client->recommendations(
                col, context,
                [callback](const ApiResult &result, const QList<ProductSummary> &items) {
                    Paged<ProductSummary> paged;
                    paged.items = items;
                    paged.meta.total = items.size();
                    paged.meta.lastPage = 1;
                    paged.meta.shape = PageMeta::Shape::C;
                    callback(result, paged);
                },
                background);
        });
    m_listTitle->setText(col == "books"_L1 ? tr("All books") : tr("All stationery"));
    m_view->showColumn(PagedProductModel::InStock);
    m_view->showColumn(PagedProductModel::OldPrice);
    m_back->hide();
    m_detail->clear();
}

void CatalogPane::showAuthorBooks(qint64 authorId, const QString &name)
{
    ApiClient *client = m_session->client();
    m_model->setFetcher(
        [client, authorId](int page, QObject *context, ApiCallback<Paged<ProductSummary>> callback,
            const ApiClient::Options &options) {
            return client->booksByAuthor(authorId, page, 50, context, callback, options);
        });
    showList(tr("Books by %1").arg(name));
}

void CatalogPane::showPublisherBooks(qint64 publisherId, const QString &name)
{
    ApiClient *client = m_session->client();
    m_model->setFetcher(
        [client, publisherId](int page, QObject *context,
            ApiCallback<Paged<ProductSummary>> callback, const ApiClient::Options &options) {
            return client->booksByPublisher(publisherId, page, 50, context, callback, options);
        });
    showList(tr("Books from %1").arg(name));
}

void CatalogPane::showList(const QString &title)
{
    m_debounce.stop();
    {
        // This list is not filtered by name: the box must not say it is. Typing in it goes
        // back to the catalog, filtered.
        const QSignalBlocker block(m_filter);
        m_filter->clear();
    }
    // An author's or publisher's books carry in_stock, old_price and image like the other
    // public lists (contract §5): the columns stay (a server that leaves in_stock out shows it
    // blank, never "no").
    m_view->showColumn(PagedProductModel::InStock);
    m_view->showColumn(PagedProductModel::OldPrice);
    m_listTitle->setText(title);
    m_back->show();
}

void CatalogPane::updateCount()
{
    const qint64 total = m_model->total();
    m_count->setText(
        total < 0 ? tr("loading…") : tr("%1 of %2").arg(m_model->rowCount()).arg(total));
}
