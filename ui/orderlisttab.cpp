#include "ui/orderlisttab.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/orderexport.h"
#include "net/apiclient.h"
#include "net/goodsclient.h"
#include "ui/orderdocument.h"
#include "ui/orderstable.h"
#include "ui/printing/documentpreview.h"

using namespace Qt::StringLiterals;

OrderListTab::OrderListTab(ConsoleSession *session, GoodsClient *goods, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_goods(goods)
    , m_orders(OrdersTable::create(
          { tr("Order"), tr("Reference"), tr("Status"), tr("Lines"), tr("Received") }, this))
    , m_lines(OrdersTable::create(
          { tr("Code"), tr("Product"), tr("Ordered"), tr("Received"), tr("Cost") }, this))
    , m_close(new QPushButton(tr("C&lose order"), this))
    , m_cancel(new QPushButton(tr("Cancel order"), this))
    , m_export(new QPushButton(tr("Export &CSV…"), this))
    , m_print(new QPushButton(tr("&Print…"), this))
{
    auto *layout = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_orders);
    split->addWidget(m_lines);
    layout->addWidget(split, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *button : { m_close, m_cancel, m_export, m_print })
        buttons->addWidget(button);
    layout->addLayout(buttons);
    setPrintHandler(
        [this](const TableDocument &document) { DocumentPreview::show(document, this); });
    connect(m_orders, &QTableWidget::itemSelectionChanged, this, &OrderListTab::loadOrder);
    connect(m_close, &QPushButton::clicked, this, &OrderListTab::closeOrder);
    connect(m_cancel, &QPushButton::clicked, this, &OrderListTab::cancelOrder);
    connect(m_export, &QPushButton::clicked, this, [this] { exportCsv(); });
    connect(m_print, &QPushButton::clicked, this, &OrderListTab::printOrder);
    loadOrder();
}

void OrderListTab::setPrintHandler(PrintHandler handler)
{
    m_printHandler = std::move(handler);
    m_print->setVisible(bool(m_printHandler));
}

qint64 OrderListTab::currentOrderId() const
{
    const int row = m_orders->currentRow();
    return row >= 0 && m_orders->item(row, 0)
        ? m_orders->item(row, 0)->data(Qt::UserRole).toLongLong()
        : 0;
}

TableDocument OrderListTab::currentDocument() const
{
    return OrderDocument::of(m_order, m_shopName, QLocale(),
        m_supplier.id == m_order.supplierId ? m_supplier : Supplier {});
}

void OrderListTab::load(const Supplier &supplier, qint64 select)
{
    m_supplier = supplier;
    m_orders->setRowCount(0);
    if (supplier.id <= 0)
        return;
    const qint64 id = supplier.id;
    m_goods->orders({}, id, this,
        [this, id, select](const ApiResult &result, const QList<PurchaseOrder> &orders) {
            if (id != m_supplier.id)
                return;
            if (!result.isSuccess()) {
                Q_EMIT failed(tr("The orders could not be loaded"), result.message());
                return;
            }
            const qint64 chosen = select > 0 ? select : m_order.id;
            const auto cell = &OrdersTable::cell;
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

void OrderListTab::loadOrder()
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
            Q_EMIT failed(tr("The order could not be loaded"), result.message());
            return;
        }
        m_order = order;
        const auto cell = &OrdersTable::cell;
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

bool OrderListTab::confirm(const QString &question)
{
    if (m_confirm)
        return m_confirm(question);
    QMessageBox box(
        QMessageBox::Question, tr("Orders"), question, QMessageBox::Yes | QMessageBox::No, this);
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

void OrderListTab::closeOrder()
{
    finishOrder(true);
}

void OrderListTab::cancelOrder()
{
    finishOrder(false);
}

void OrderListTab::finishOrder(bool close)
{
    const qint64 id = m_order.id;
    if (id <= 0
        || !confirm(close ? tr("Close order %1? The titles not received yet will not come.").arg(id)
                          : tr("Cancel order %1? Nothing of it was received.").arg(id)))
        return;
    const auto done = [this](const ApiResult &result, const PurchaseOrder &order) {
        if (!result.isSuccess()) {
            Q_EMIT failed(tr("The order could not be changed"), result.message());
            return;
        }
        Q_EMIT informed(
            tr("Order %1 is %2.").arg(order.id).arg(OrderExport::statusText(order.status)));
        Q_EMIT orderFinished();
    };
    if (close)
        m_goods->closeOrder(id, this, done);
    else
        m_goods->cancelOrder(id, this, done);
}

void OrderListTab::printOrder()
{
    const qint64 id = m_order.id;
    if (!m_printHandler || id <= 0)
        return;
    m_print->setEnabled(false); // one document at a time, back once it is shown
    m_session->client()->key(this, [this, id](const ApiResult &result, const KeyInfo &key) {
        m_print->setEnabled(m_order.id > 0);
        if (result.isSuccess())
            m_shopName = key.sellerName;
        else if (m_shopName.isEmpty())
            Q_EMIT failed(
                tr("The shop's name could not be read for the order's header"), result.message());
        if (m_order.id == id)
            m_printHandler(currentDocument());
    });
}

bool OrderListTab::exportCsv(const QString &given)
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
        Q_EMIT failed(tr("The order could not be exported"), file.errorString());
        return false;
    }
    Q_EMIT succeeded(tr("Order %1 exported to %2.").arg(m_order.id).arg(path));
    return true;
}
