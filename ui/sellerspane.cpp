#include "ui/sellerspane.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "models/adminaccess.h"
#include "models/consolesession.h"
#include "models/pagedproductmodel.h"
#include "models/productcodevalidator.h"
#include "models/sellerlistmodel.h"
#include "net/apiclient.h"
#include "ui/adminsellersbox.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/productdetaildialog.h"
#include "ui/productdetailpanel.h"
#include "ui/producttableview.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

SellersPane::SellersPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_sellers(new SellerListModel(session->client(), this))
    , m_products(new PagedProductModel(this))
    , m_banner(new MessageBanner(this))
    , m_list(new QListView(this))
    , m_qr(new QLineEdit(this))
    , m_title(new QLabel(this))
    , m_view(new ProductTableView(this))
    , m_code(new QLineEdit(this))
    , m_codeResult(new QLabel(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_detail(new ProductDetailDialog(session, this))
    , m_leftTabs(new QTabWidget(this))
    , m_adminBox(new AdminSellersBox(session, m_banner, this))
    , m_access(new AdminAccess(session, this))
{
    m_sellers->setImageCache(session->images());
    m_products->setImageCache(session->images());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *splitter = new QSplitter(Qt::Horizontal, this);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *qrRow = new QHBoxLayout;
    m_qr->setPlaceholderText(tr("Seller's QR token, Enter"));
    m_qr->setClearButtonEnabled(true);
    ScanRouter::setTakesCodes(m_qr);
    ScanRouter::setTakesCodes(m_code);
    qrRow->addWidget(m_qr, 1);
    auto *qrButton = new QPushButton(tr("&Find"), this);
    qrRow->addWidget(qrButton);
    leftLayout->addLayout(qrRow);
    m_list->setModel(m_sellers);
    m_list->setIconSize(QSize(32, 32));
    m_list->setSpacing(2);
    m_list->setWordWrap(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    leftLayout->addWidget(m_list, 1);
    // For a catalog admin (contract §15) every seller, with counts and on/off, on a tab beside
    // the shops; other keys see the shops alone.
    m_leftTabs->addTab(left, tr("S&hops"));
    m_leftTabs->addTab(m_adminBox, tr("&Administration"));
    m_leftTabs->setTabVisible(1, false);
    m_leftTabs->tabBar()->setVisible(false);
    splitter->addWidget(m_leftTabs);
    // The admin's table of counts takes the room it needs while shown.
    connect(m_leftTabs, &QTabWidget::currentChanged, splitter, [splitter](int tab) {
        const int width = splitter->width();
        splitter->setSizes(tab == 1 ? QList<int> { width * 3 / 5, width * 2 / 5 }
                                    : QList<int> { width * 2 / 5, width * 3 / 5 });
    });

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_title->setText(tr("Choose a seller."));
    // Refresh beside the title: the QR row on the left keeps its width for the token's hint.
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    m_refresh->setToolTip(tr("Read the sellers and the chosen seller's products again (F5)"));
    titleRow->addWidget(m_refresh);
    rightLayout->addLayout(titleRow);
    m_view->setProductModel(m_products, { PagedProductModel::OldPrice });
    rightLayout->addWidget(m_view, 1);
    auto *codeRow = new QHBoxLayout;
    codeRow->addWidget(new QLabel(tr("Product by code in this shop:"), this));
    m_code->setPlaceholderText(tr("ISBN or barcode, Enter"));
    m_code->setEnabled(false);
    codeRow->addWidget(m_code, 1);
    rightLayout->addLayout(codeRow);
    m_codeResult->setWordWrap(true);
    m_codeResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_codeResult);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter, 1);

    connect(m_qr, &QLineEdit::returnPressed, this, &SellersPane::lookupQr);
    connect(qrButton, &QPushButton::clicked, this, &SellersPane::lookupQr);
    connect(m_code, &QLineEdit::returnPressed, this, &SellersPane::lookupCode);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                showSeller(current.data(SellerListModel::IdRole).toLongLong());
        });
    connect(m_sellers, &SellerListModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Sellers could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        if (isVisible())
            reload();
    });
    // The chosen seller stays chosen in the list read again (its products are read by reload).
    connect(m_sellers, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) {
            for (int row = first; row <= last && m_sellerId > 0; ++row) {
                const QModelIndex index = m_sellers->index(row);
                if (index.data(SellerListModel::IdRole).toLongLong() == m_sellerId
                    && !m_list->currentIndex().isValid()) {
                    const QSignalBlocker block(m_list->selectionModel());
                    m_list->setCurrentIndex(index);
                    m_list->viewport()->update();
                }
            }
        });
    connect(m_access, &AdminAccess::changed, this, [this](bool admin) {
        m_leftTabs->setTabVisible(1, admin);
        m_leftTabs->tabBar()->setVisible(admin);
        if (admin && isVisible())
            m_adminBox->reload();
    });
    connect(m_refresh, &QPushButton::clicked, this, &SellersPane::reload);
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &SellersPane::reload);
    connect(
        m_view, &ProductTableView::productActivated, m_detail, &ProductDetailDialog::showProduct);
    connect(m_detail->panel(), &ProductDetailPanel::authorRequested, this,
        &SellersPane::authorRequested);
    connect(m_detail->panel(), &ProductDetailPanel::publisherRequested, this,
        &SellersPane::publisherRequested);
}

void SellersPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Every time: sellers and products change while the console runs.
    if (!m_session->client()->baseUrl().isEmpty())
        reload();
}

void SellersPane::reload()
{
    m_banner->dismiss();
    m_sellers->reload();
    if (m_sellerId > 0)
        m_products->reload();
    if (m_access->isAdmin())
        m_adminBox->reload();
}

void SellersPane::showSeller(qint64 id)
{
    m_sellerId = id;
    m_code->setEnabled(true);
    m_codeResult->clear();
    m_title->setText(tr("Seller %1 — loading…").arg(id));
    ApiClient *client = m_session->client();
    QPointer<QLabel> title = m_title;
    m_products->setFetcher(
        [client, id, title](int page, QObject *context, ApiCallback<Paged<ProductSummary>> callback,
            const ApiClient::Options &options) {
            return client->sellerProfile(
                id, page, context,
                [callback, title](const ApiResult &result, const SellerProfile &profile) {
                    if (result.isSuccess() && title)
                        title->setText(QCoreApplication::translate(
                            "SellersPane", "%1 — %n product(s)", "", int(profile.meta.total))
                                           .arg(profile.name));
                    Paged<ProductSummary> paged;
                    paged.items = profile.products;
                    paged.meta = profile.meta;
                    callback(result, paged);
                },
                options);
        });
}

void SellersPane::lookupQr()
{
    const QString token = m_qr->text().trimmed();
    if (token.isEmpty())
        return;
    if (m_lookup)
        m_lookup->abort();
    m_lookup = m_session->client()->sellerByQr(
        token, this, [this, token](const ApiResult &result, const Seller &seller) {
            if (!result.isSuccess()) {
                if (result.kind() == ApiResult::Kind::NotFound)
                    m_banner->showMessage(MessageBanner::Kind::Error,
                        tr("No seller has the QR token “%1”. Check it and try again.").arg(token));
                else if (result.kind() != ApiResult::Kind::Cancelled)
                    m_banner->showMessage(MessageBanner::Kind::Error,
                        tr("The seller could not be looked up: %1").arg(result.message()));
                return; // the token stays in the field to correct
            }
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("QR token “%1” belongs to %2 (rating %3).")
                    .arg(token, seller.name, QLocale().toString(seller.rating, 'f', 1)),
                { { tr("Print counter sign…"),
                    [this, seller, token] {
                        LabelSources::print(LabelSources::sellerSign(seller, token),
                            m_session->currentProfileName(), this);
                    } } },
                15000);
            m_qr->clear();
            showSeller(seller.id);
        });
}

void SellersPane::lookupCode()
{
    const QString code = m_code->text().trimmed();
    if (code.isEmpty() || m_sellerId <= 0)
        return;
    const ProductCodeValidator::Check check = ProductCodeValidator::check(code);
    if (!check.isValid()) {
        m_codeResult->setText(check.problem);
        return;
    }
    m_codeResult->setText(tr("Looking up %1…").arg(check.code));
    m_session->client()->productByCode(m_sellerId, check.code, this,
        [this, code = check.code](const ApiResult &result, const ProductSummary &p) {
            if (!result.isSuccess()) {
                m_codeResult->setText(result.kind() == ApiResult::Kind::NotFound
                        ? tr("%1 is not sold by this seller.").arg(code)
                        : tr("The lookup failed: %1").arg(result.message()));
                return;
            }
            m_codeResult->setText(tr("%1: “%2”, price %3, %4")
                                      .arg(code, p.name, QLocale().toString(p.price),
                                          p.inStock ? tr("in stock") : tr("out of stock")));
        });
}
