#include "ui/orderspane.h"

#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/goodsclient.h"
#include "ui/messagebanner.h"
#include "ui/reordertab.h"
#include "ui/supplierdialog.h"

using namespace Qt::StringLiterals;

OrdersPane::OrdersPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_goods(new GoodsClient(session->client(), this))
    , m_banner(new MessageBanner(this))
    , m_suppliers(new QListWidget(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_tabs(new QTabWidget(this))
    , m_reorder(new ReorderTab(m_goods, session->liveStock(), m_tabs))
    , m_orders(new OrderListTab(session, m_goods, m_tabs))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter, 1);

    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Suppliers"), left));
    m_suppliers->setAccessibleName(tr("Suppliers"));
    leftLayout->addWidget(m_suppliers, 1);
    // Two rows: the supplier column stays narrow enough for the order's buttons beside it at
    // 1024 px in every language.
    auto *supplierButtons = new QGridLayout;
    auto *add = new QPushButton(tr("&Add…"), left);
    auto *edit = new QPushButton(tr("&Edit…"), left);
    m_refresh->setToolTip(tr("Reads the suppliers, their reorder suggestions and orders again "
                             "(F5): levels and stock change elsewhere."));
    supplierButtons->addWidget(add, 0, 0);
    supplierButtons->addWidget(edit, 0, 1);
    supplierButtons->addWidget(m_refresh, 1, 0, 1, 2);
    leftLayout->addLayout(supplierButtons);
    splitter->addWidget(left);
    m_tabs->addTab(m_reorder, tr("Reorder suggestions"));
    m_tabs->addTab(m_orders, tr("Orders"));
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 1);

    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &OrdersPane::reload);
    connect(m_refresh, &QPushButton::clicked, this, &OrdersPane::reload);
    connect(add, &QPushButton::clicked, this, &OrdersPane::addSupplier);
    connect(edit, &QPushButton::clicked, this, &OrdersPane::editSupplier);
    connect(m_suppliers, &QListWidget::itemDoubleClicked, this, &OrdersPane::editSupplier);
    connect(m_suppliers, &QListWidget::currentRowChanged, this, [this] { loadSupplier(); });

    connect(m_reorder, &ReorderTab::failed, this, &OrdersPane::showError);
    connect(m_orders, &OrderListTab::failed, this, &OrdersPane::showError);
    const auto inform = [this](const QString &text) {
        m_banner->showMessage(MessageBanner::Kind::Information, text);
    };
    const auto praise = [this](const QString &text) {
        m_banner->showMessage(MessageBanner::Kind::Positive, text);
    };
    connect(m_reorder, &ReorderTab::informed, this, inform);
    connect(m_reorder, &ReorderTab::succeeded, this, praise);
    connect(m_orders, &OrderListTab::informed, this, inform);
    connect(m_orders, &OrderListTab::succeeded, this, praise);
    connect(m_reorder, &ReorderTab::loaded, this, &OrdersPane::suggestionsLoaded);
    connect(m_reorder, &ReorderTab::created, this, [this](const PurchaseOrder &order) {
        loadSupplier(order.id);
        Q_EMIT orderCreated(order);
    });
    connect(m_orders, &OrderListTab::ordersLoaded, this, &OrdersPane::ordersLoaded);
    connect(m_orders, &OrderListTab::orderLoaded, this, &OrdersPane::orderLoaded);
    connect(m_orders, &OrderListTab::orderFinished, this, [this] { loadSupplier(); });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        if (isVisible())
            reload();
    });
}

void OrdersPane::setPrintHandler(PrintHandler handler)
{
    m_orders->setPrintHandler(std::move(handler));
}

void OrdersPane::setConfirmer(Confirmer confirmer)
{
    m_orders->setConfirmer(std::move(confirmer));
}

void OrdersPane::setPathAsker(PathAsker asker)
{
    m_orders->setPathAsker(std::move(asker));
}

QTableWidget *OrdersPane::suggestionTable() const
{
    return m_reorder->table();
}

QTableWidget *OrdersPane::orderTable() const
{
    return m_orders->orderTable();
}

QTableWidget *OrdersPane::lineTable() const
{
    return m_orders->lineTable();
}

QLineEdit *OrdersPane::referenceEdit() const
{
    return m_reorder->referenceEdit();
}

QPushButton *OrdersPane::printButton() const
{
    return m_orders->printButton();
}

qint64 OrdersPane::currentOrderId() const
{
    return m_orders->currentOrderId();
}

const PurchaseOrder &OrdersPane::currentOrder() const
{
    return m_orders->currentOrder();
}

TableDocument OrdersPane::currentDocument() const
{
    return m_orders->currentDocument();
}

void OrdersPane::createOrder()
{
    m_reorder->createOrder();
}

void OrdersPane::closeOrder()
{
    m_orders->closeOrder();
}

void OrdersPane::cancelOrder()
{
    m_orders->cancelOrder();
}

bool OrdersPane::exportCsv(const QString &path)
{
    return m_orders->exportCsv(path);
}

void OrdersPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Every time: reorder levels, stock and suppliers change on other panes and consoles.
    if (!m_session->client()->baseUrl().isEmpty())
        reload();
}

qint64 OrdersPane::currentSupplierId() const
{
    const QListWidgetItem *item = m_suppliers->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

Supplier OrdersPane::currentSupplier() const
{
    for (const Supplier &supplier : m_supplierData) {
        if (supplier.id == currentSupplierId())
            return supplier;
    }
    return {};
}

QString OrdersPane::bannerText() const
{
    return m_banner->text();
}

void OrdersPane::showError(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message));
}

void OrdersPane::reload()
{
    m_goods->suppliers({}, this, [this](const ApiResult &result, const QList<Supplier> &list) {
        if (!result.isSuccess()) {
            showError(tr("The suppliers could not be loaded"), result.message());
            return;
        }
        const qint64 chosen = currentSupplierId();
        m_supplierData = list;
        {
            const QSignalBlocker blocker(m_suppliers);
            m_suppliers->clear();
            for (const Supplier &supplier : list) {
                auto *item = new QListWidgetItem(supplier.name, m_suppliers);
                item->setData(Qt::UserRole, supplier.id);
                item->setToolTip(QStringList { supplier.phone, supplier.email, supplier.note }
                                     .filter(QRegularExpression(u"\\S"_s))
                                     .join(u'\n'));
                if (supplier.id == chosen)
                    m_suppliers->setCurrentItem(item);
            }
            if (!m_suppliers->currentItem() && m_suppliers->count() > 0)
                m_suppliers->setCurrentRow(0);
        }
        if (m_draftChoosing) {
            m_draftChoosing = false;
            m_draftSupplier = draftSupplier();
            if (m_draftSupplier <= 0) {
                m_reorder->clearDraft();
                m_banner->showMessage(MessageBanner::Kind::Information,
                    m_supplierData.isEmpty()
                        ? tr("No order started: add the supplier first, then create the order "
                             "again.")
                        : tr("No order started: no supplier was chosen."));
            } else {
                const QSignalBlocker blocker(m_suppliers);
                for (int row = 0; row < m_suppliers->count(); ++row) {
                    if (m_suppliers->item(row)->data(Qt::UserRole).toLongLong() == m_draftSupplier)
                        m_suppliers->setCurrentRow(row);
                }
                m_reorder->setDraft(m_reorder->draft(), m_draftSupplier);
            }
        }
        loadSupplier();
        Q_EMIT suppliersLoaded();
    });
}

void OrdersPane::loadSupplier(qint64 selectOrder)
{
    const Supplier supplier = currentSupplier();
    m_reorder->load(supplier.id, supplier.name);
    m_orders->load(supplier, selectOrder);
}

void OrdersPane::addSupplier()
{
    editSupplierDialog(Supplier {});
}

void OrdersPane::editSupplier()
{
    const Supplier supplier = currentSupplier();
    if (supplier.id > 0)
        editSupplierDialog(supplier);
}

void OrdersPane::editSupplierDialog(const Supplier &supplier)
{
    auto *dialog = new SupplierDialog(supplier, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Supplier edited = dialog->supplier();
        const auto done = [this](const ApiResult &result, const Supplier &saved) {
            if (!result.isSuccess()) {
                showError(tr("The supplier could not be saved"), result.message());
                return;
            }
            m_banner->showMessage(
                MessageBanner::Kind::Positive, tr("Supplier “%1” saved.").arg(saved.name));
            reload();
        };
        if (edited.id > 0)
            m_goods->updateSupplier(edited, this, done);
        else
            m_goods->createSupplier(edited, this, done);
    });
    dialog->open();
}

void OrdersPane::startOrder(qint64 supplierId, const QList<ReorderSuggestion> &titles)
{
    if (titles.isEmpty())
        return;
    m_reorder->setDraft(titles, supplierId);
    m_draftSupplier = supplierId;
    m_draftChoosing = true;
    m_tabs->setCurrentIndex(0);
    reload();
}

qint64 OrdersPane::draftSupplier()
{
    for (const Supplier &supplier : std::as_const(m_supplierData)) {
        if (m_draftSupplier > 0 && supplier.id == m_draftSupplier)
            return supplier.id;
    }
    if (m_supplierData.isEmpty())
        return 0;
    // Proposed: the supplier of the first title that has one.
    const QList<ReorderSuggestion> &titles = m_reorder->draft();
    qint64 proposed = 0;
    for (const ReorderSuggestion &title : titles) {
        if (title.supplierId) {
            proposed = *title.supplierId;
            break;
        }
    }
    if (m_chooseSupplier)
        return m_chooseSupplier(m_supplierData, proposed);
    QStringList names;
    int current = 0;
    for (const Supplier &supplier : std::as_const(m_supplierData)) {
        if (supplier.id == proposed)
            current = int(names.size());
        names.append(supplier.name);
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Create order"),
        tr("%n title(s) to order have no supplier or different ones. Which supplier is the order "
           "for?",
            nullptr, int(titles.size())),
        names, current, false, &ok);
    const int index = int(names.indexOf(name));
    return ok && index >= 0 ? m_supplierData[index].id : 0;
}
