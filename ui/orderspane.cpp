#include "ui/orderspane.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/orderexport.h"
#include "net/apiclient.h"
#include "net/goodsclient.h"
#include "ui/messagebanner.h"
#include "ui/orderdocument.h"
#include "ui/printing/documentpreview.h"
#include "ui/supplierdialog.h"

using namespace Qt::StringLiterals;

namespace {

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *view = new QTableWidget(0, int(headers.size()), parent);
    view->setHorizontalHeaderLabels(headers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    return view;
}

QTableWidgetItem *cell(const QVariant &value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

OrdersPane::OrdersPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_goods(new GoodsClient(session->client(), this))
    , m_banner(new MessageBanner(this))
    , m_suppliers(new QListWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_suggestions(table({ tr("Code"), tr("Product"), tr("Stock"), tr("On order"),
                              tr("Reorder level"), tr("To order") },
          this))
    , m_reference(new QLineEdit(this))
    , m_create(new QPushButton(tr("Create &order"), this))
    , m_orders(
          table({ tr("Order"), tr("Reference"), tr("Status"), tr("Lines"), tr("Received") }, this))
    , m_lines(table({ tr("Code"), tr("Product"), tr("Ordered"), tr("Received"), tr("Cost") }, this))
    , m_close(new QPushButton(tr("C&lose order"), this))
    , m_cancel(new QPushButton(tr("Cancel order"), this))
    , m_export(new QPushButton(tr("Export &CSV…"), this))
    , m_print(new QPushButton(tr("&Print…"), this))
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
    auto *supplierButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add…"), left);
    auto *edit = new QPushButton(tr("&Edit…"), left);
    m_refresh = new QPushButton(tr("&Refresh"), left);
    m_refresh->setToolTip(tr("Reads the suppliers, their reorder suggestions and orders again "
                             "(F5): levels and stock change elsewhere."));
    supplierButtons->addWidget(add);
    supplierButtons->addWidget(edit);
    supplierButtons->addWidget(m_refresh);
    leftLayout->addLayout(supplierButtons);
    splitter->addWidget(left);

    QTabWidget *tabs = m_tabs;
    auto *reorder = new QWidget(tabs);
    auto *reorderLayout = new QVBoxLayout(reorder);
    reorderLayout->addWidget(new QLabel(
        tr("Titles at or below their reorder level, less what is already on order. Change the "
           "quantities, then create the order."),
        reorder));
    reorderLayout->itemAt(0)->widget()->setProperty("wordWrap", true);
    m_suggestions->setEditTriggers(QAbstractItemView::AllEditTriggers);
    reorderLayout->addWidget(m_suggestions, 1);
    auto *createRow = new QHBoxLayout;
    m_reference->setPlaceholderText(tr("Order reference (optional)"));
    m_reference->setAccessibleName(tr("Order reference"));
    m_reference->setMaxLength(100);
    createRow->addWidget(m_reference, 1);
    createRow->addWidget(m_create);
    reorderLayout->addLayout(createRow);
    tabs->addTab(reorder, tr("Reorder suggestions"));

    auto *orders = new QWidget(tabs);
    auto *ordersLayout = new QVBoxLayout(orders);
    auto *ordersSplit = new QSplitter(Qt::Vertical, orders);
    ordersSplit->addWidget(m_orders);
    ordersSplit->addWidget(m_lines);
    ordersLayout->addWidget(ordersSplit, 1);
    auto *orderButtons = new QHBoxLayout;
    orderButtons->addStretch(1);
    for (QPushButton *button : { m_close, m_cancel, m_export, m_print })
        orderButtons->addWidget(button);
    ordersLayout->addLayout(orderButtons);
    tabs->addTab(orders, tr("Orders"));
    splitter->addWidget(tabs);
    splitter->setStretchFactor(1, 1);
    setPrintHandler([this](const PurchaseOrder &order) {
        DocumentPreview::show(OrderDocument::of(order, m_session->currentProfileName()), this);
    });

    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &OrdersPane::reload);
    connect(m_refresh, &QPushButton::clicked, this, &OrdersPane::reload);
    connect(add, &QPushButton::clicked, this, &OrdersPane::addSupplier);
    connect(edit, &QPushButton::clicked, this, &OrdersPane::editSupplier);
    connect(m_suppliers, &QListWidget::itemDoubleClicked, this, &OrdersPane::editSupplier);
    connect(m_suppliers, &QListWidget::currentRowChanged, this, &OrdersPane::loadSupplier);
    connect(m_create, &QPushButton::clicked, this, &OrdersPane::createOrder);
    connect(m_orders, &QTableWidget::itemSelectionChanged, this, &OrdersPane::loadOrder);
    connect(m_close, &QPushButton::clicked, this, &OrdersPane::closeOrder);
    connect(m_cancel, &QPushButton::clicked, this, &OrdersPane::cancelOrder);
    connect(m_export, &QPushButton::clicked, this, [this] { exportCsv(); });
    connect(m_print, &QPushButton::clicked, this, [this] {
        if (m_printHandler && m_order.id > 0)
            m_printHandler(m_order);
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        if (isVisible())
            reload();
    });
    loadOrder();
}

void OrdersPane::setPrintHandler(PrintHandler handler)
{
    m_printHandler = std::move(handler);
    m_print->setVisible(bool(m_printHandler));
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

qint64 OrdersPane::currentOrderId() const
{
    const int row = m_orders->currentRow();
    return row >= 0 && m_orders->item(row, 0)
        ? m_orders->item(row, 0)->data(Qt::UserRole).toLongLong()
        : 0;
}

QString OrdersPane::bannerText() const
{
    return m_banner->text();
}

void OrdersPane::showError(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message));
}

bool OrdersPane::confirm(const QString &question)
{
    if (m_confirm)
        return m_confirm(question);
    QMessageBox box(
        QMessageBox::Question, tr("Orders"), question, QMessageBox::Yes | QMessageBox::No, this);
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
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
                m_draft.clear();
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
                m_draftAnnounce = true;
            }
        }
        loadSupplier();
        Q_EMIT suppliersLoaded();
    });
}

void OrdersPane::loadSupplier()
{
    const qint64 supplier = currentSupplierId();
    m_create->setEnabled(supplier > 0);
    m_suggestions->setRowCount(0);
    m_orders->setRowCount(0);
    if (supplier <= 0)
        return;
    m_goods->reorder(supplier, this,
        [this, supplier](const ApiResult &result, const QList<ReorderSuggestion> &items) {
            if (supplier != currentSupplierId())
                return;
            if (!result.isSuccess()) {
                showError(tr("The reorder suggestions could not be loaded"), result.message());
                return;
            }
            const bool draft = !m_draft.isEmpty() && supplier == m_draftSupplier;
            m_suggestionData = draft ? withDraft(items) : items;
            QSet<QString> serverCodes;
            for (const ReorderSuggestion &s : items)
                serverCodes.insert(s.code);
            m_suggestions->setRowCount(int(m_suggestionData.size()));
            for (int row = 0; row < m_suggestionData.size(); ++row) {
                const ReorderSuggestion &s = m_suggestionData[row];
                const bool suggested = serverCodes.contains(s.code);
                m_suggestions->setItem(row, 0, cell(s.code));
                m_suggestions->setItem(row, 1, cell(s.name));
                m_suggestions->setItem(row, 2, cell(s.stock));
                // A title not suggested by the server: what is on order is not known here.
                m_suggestions->setItem(row, 3, suggested ? cell(s.onOrder) : cell(QVariant()));
                m_suggestions->setItem(
                    row, 4, suggested || s.reorderLevel > 0 ? cell(s.reorderLevel) : cell({}));
                QTableWidgetItem *quantity = cell(s.suggested);
                quantity->setFlags(quantity->flags() | Qt::ItemIsEditable);
                quantity->setToolTip(tr("0 leaves the title out of the order."));
                m_suggestions->setItem(row, 5, quantity);
            }
            if (draft && m_draftAnnounce) {
                m_draftAnnounce = false;
                m_banner->showMessage(MessageBanner::Kind::Information,
                    tr("%n chosen title(s) to order from %1: check the quantities, then create "
                       "the order.",
                        nullptr, int(m_draft.size()))
                        .arg(m_suppliers->currentItem() ? m_suppliers->currentItem()->text()
                                                        : QString()));
            }
            Q_EMIT suggestionsLoaded();
        });
    m_goods->orders({}, supplier, this,
        [this, supplier](const ApiResult &result, const QList<PurchaseOrder> &orders) {
            if (supplier != currentSupplierId())
                return;
            if (!result.isSuccess()) {
                showError(tr("The orders could not be loaded"), result.message());
                return;
            }
            const qint64 chosen = m_selectOrder > 0 ? m_selectOrder : m_order.id;
            m_selectOrder = 0;
            const QSignalBlocker blocker(m_orders);
            m_orders->setRowCount(int(orders.size()));
            for (int row = 0; row < orders.size(); ++row) {
                const PurchaseOrder &o = orders[row];
                QTableWidgetItem *number = cell(o.id);
                number->setData(Qt::UserRole, o.id);
                m_orders->setItem(row, 0, number);
                m_orders->setItem(row, 1, cell(o.reference));
                m_orders->setItem(row, 2, cell(OrderExport::statusText(o.status)));
                m_orders->setItem(row, 3, cell(o.lineCount));
                m_orders->setItem(row, 4,
                    cell(tr("%1 of %2 (%3%)")
                             .arg(o.received)
                             .arg(o.ordered)
                             .arg(o.ordered > 0 ? o.received * 100 / o.ordered : 0)));
                if (o.id == chosen)
                    m_orders->selectRow(row);
            }
            loadOrder();
            Q_EMIT ordersLoaded();
        });
}

void OrdersPane::loadOrder()
{
    const qint64 id = currentOrderId();
    if (id <= 0 || m_orders->selectedItems().isEmpty()) {
        m_order = {};
        m_lines->setRowCount(0);
        for (QPushButton *button : { m_close, m_cancel, m_export, m_print })
            button->setEnabled(false);
        return;
    }
    m_goods->order(id, this, [this, id](const ApiResult &result, const PurchaseOrder &order) {
        if (id != currentOrderId())
            return;
        if (!result.isSuccess()) {
            showError(tr("The order could not be loaded"), result.message());
            return;
        }
        m_order = order;
        m_lines->setRowCount(int(order.lines.size()));
        for (int row = 0; row < order.lines.size(); ++row) {
            const OrderLine &line = order.lines[row];
            m_lines->setItem(row, 0, cell(line.code));
            m_lines->setItem(row, 1, cell(line.name));
            m_lines->setItem(row, 2, cell(line.ordered));
            m_lines->setItem(row, 3, cell(line.received));
            m_lines->setItem(row, 4, cell(line.cost ? QVariant(*line.cost) : QVariant()));
        }
        m_close->setEnabled(order.isOpen());
        m_cancel->setEnabled(order.isOpen() && order.received == 0);
        m_export->setEnabled(true);
        m_print->setEnabled(true);
        Q_EMIT orderLoaded();
    });
}

void OrdersPane::addSupplier()
{
    editSupplierDialog(Supplier {});
}

void OrdersPane::editSupplier()
{
    for (const Supplier &supplier : m_supplierData) {
        if (supplier.id == currentSupplierId())
            editSupplierDialog(supplier);
    }
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

void OrdersPane::createOrder()
{
    PurchaseOrder order;
    order.supplierId = currentSupplierId();
    order.reference = m_reference->text();
    for (int row = 0; row < m_suggestionData.size() && row < m_suggestions->rowCount(); ++row) {
        const qint64 quantity = m_suggestions->item(row, 5)->data(Qt::DisplayRole).toLongLong();
        if (quantity > 0)
            order.lines.append(OrderLine { m_suggestionData[row].code,
                m_suggestionData[row].productId, m_suggestionData[row].name, quantity, 0, {} });
    }
    if (order.supplierId <= 0 || order.lines.isEmpty()) {
        showError(tr("No order created"), tr("choose a supplier and at least one quantity."));
        return;
    }
    m_goods->createOrder(
        order, this, [this](const ApiResult &result, const PurchaseOrder &created) {
            if (!result.isSuccess()) {
                showError(tr("The order could not be created"), result.message());
                return;
            }
            m_reference->clear();
            if (created.supplierId == m_draftSupplier)
                m_draft.clear();
            m_selectOrder = created.id;
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Order %1 created: %n line(s).", "", int(created.lines.size())).arg(created.id));
            loadSupplier();
            Q_EMIT orderCreated(created);
        });
}

void OrdersPane::startOrder(qint64 supplierId, const QList<ReorderSuggestion> &titles)
{
    if (titles.isEmpty())
        return;
    m_draft = titles;
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
    qint64 proposed = 0;
    for (const ReorderSuggestion &title : std::as_const(m_draft)) {
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
            nullptr, int(m_draft.size())),
        names, current, false, &ok);
    const int index = int(names.indexOf(name));
    return ok && index >= 0 ? m_supplierData[index].id : 0;
}

QList<ReorderSuggestion> OrdersPane::withDraft(const QList<ReorderSuggestion> &suggested) const
{
    // The chosen titles first with their quantities; the server's other suggestions after
    // them at 0, to add by hand. A chosen title the server suggests too keeps its figures.
    QList<ReorderSuggestion> merged;
    QList<ReorderSuggestion> rest;
    for (const ReorderSuggestion &title : m_draft) {
        ReorderSuggestion line = title;
        for (const ReorderSuggestion &s : suggested) {
            if (s.code == title.code) {
                line = s;
                line.suggested = std::max(s.suggested, title.suggested);
            }
        }
        merged.append(line);
    }
    for (ReorderSuggestion s : suggested) {
        bool chosen = false;
        for (const ReorderSuggestion &title : m_draft)
            chosen = chosen || title.code == s.code;
        if (!chosen) {
            s.suggested = 0;
            rest.append(s);
        }
    }
    return merged + rest;
}

void OrdersPane::closeOrder()
{
    finishOrder(true);
}

void OrdersPane::cancelOrder()
{
    finishOrder(false);
}

void OrdersPane::finishOrder(bool close)
{
    const qint64 id = m_order.id;
    if (id <= 0
        || !confirm(close ? tr("Close order %1? The titles not received yet will not come.").arg(id)
                          : tr("Cancel order %1? Nothing of it was received.").arg(id)))
        return;
    const auto done = [this](const ApiResult &result, const PurchaseOrder &order) {
        if (!result.isSuccess()) {
            showError(tr("The order could not be changed"), result.message());
            return;
        }
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Order %1 is %2.").arg(order.id).arg(OrderExport::statusText(order.status)));
        loadSupplier();
    };
    if (close)
        m_goods->closeOrder(id, this, done);
    else
        m_goods->cancelOrder(id, this, done);
}

bool OrdersPane::exportCsv(const QString &given)
{
    if (m_order.id <= 0)
        return false;
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + u"/order-%1.csv"_s.arg(m_order.id);
    const QString path = !given.isEmpty() ? given
        : m_askPath                       ? m_askPath(suggested)
                                          : QFileDialog::getSaveFileName(
                                              this, tr("Export order"), suggested, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(OrderExport::toCsv(m_order)) < 0) {
        showError(tr("The order could not be exported"), file.errorString());
        return false;
    }
    m_banner->showMessage(
        MessageBanner::Kind::Positive, tr("Order %1 exported to %2.").arg(m_order.id).arg(path));
    return true;
}
