#include "ui/documentstartbar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "net/goodsclient.h"

using namespace Qt::StringLiterals;

DocumentStartBar::DocumentStartBar(StockDocument::Kind kind, GoodsClient *goods, QWidget *parent)
    : QGroupBox(parent)
    , m_kind(kind)
    , m_goods(goods)
    , m_supplier(new QComboBox(this))
    , m_order(new QComboBox(this))
    , m_reference(new QLineEdit(this))
{
    const bool receipt = kind == StockDocument::Kind::Receipt;
    setTitle(receipt ? tr("New delivery") : tr("New return"));
    auto *layout = new QHBoxLayout(this);
    m_supplier->setAccessibleName(tr("Supplier"));
    m_supplier->setMinimumContentsLength(12);
    m_supplier->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_order->setAccessibleName(tr("Purchase order"));
    m_order->setMinimumContentsLength(12);
    m_order->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_reference->setPlaceholderText(
        receipt ? tr("Invoice or delivery note number") : tr("Return note number"));
    m_reference->setAccessibleName(m_reference->placeholderText());
    m_reference->setMaxLength(100);
    auto *start = new QPushButton(receipt ? tr("&Start receiving") : tr("&Start return"), this);
    layout->addWidget(new QLabel(tr("Supplier:"), this));
    layout->addWidget(m_supplier, 1);
    if (receipt) {
        layout->addWidget(new QLabel(tr("Order:"), this));
        layout->addWidget(m_order, 1);
    } else {
        m_order->hide();
    }
    layout->addWidget(m_reference, 1);
    layout->addWidget(start);
    connect(start, &QPushButton::clicked, this, &DocumentStartBar::startRequested);
    connect(m_reference, &QLineEdit::returnPressed, this, &DocumentStartBar::startRequested);
    connect(m_supplier, &QComboBox::currentIndexChanged, this, &DocumentStartBar::loadOrders);
}

qint64 DocumentStartBar::supplierId() const
{
    return m_supplier->currentData().toLongLong();
}

qint64 DocumentStartBar::orderId() const
{
    return m_kind == StockDocument::Kind::Receipt ? m_order->currentData().toLongLong() : 0;
}

QString DocumentStartBar::reference() const
{
    return m_reference->text();
}

QString DocumentStartBar::supplierName(std::optional<qint64> id) const
{
    for (const Supplier &supplier : m_suppliers) {
        if (id && supplier.id == *id)
            return supplier.name;
    }
    return {};
}

void DocumentStartBar::reload(std::function<void(bool, const QString &)> done)
{
    m_goods->suppliers(
        {}, this, [this, done](const ApiResult &result, const QList<Supplier> &list) {
            if (!result.isSuccess()) {
                done(false, result.message());
                return;
            }
            m_suppliers = list;
            const qint64 chosen = supplierId();
            {
                const QSignalBlocker blocker(m_supplier);
                m_supplier->clear();
                if (m_kind == StockDocument::Kind::Receipt)
                    m_supplier->addItem(tr("(no supplier)"), 0);
                for (const Supplier &supplier : list)
                    m_supplier->addItem(supplier.name, supplier.id);
                m_supplier->setCurrentIndex(std::max(0, m_supplier->findData(chosen)));
            }
            loadOrders();
            done(true, {});
        });
}

void DocumentStartBar::loadOrders()
{
    if (m_kind != StockDocument::Kind::Receipt)
        return;
    const qint64 supplier = supplierId();
    m_order->clear();
    m_order->addItem(tr("(no order)"), 0);
    if (supplier <= 0)
        return;
    m_goods->orders({}, supplier, this,
        [this, supplier](const ApiResult &result, const QList<PurchaseOrder> &orders) {
            if (!result.isSuccess() || supplier != supplierId())
                return;
            for (const PurchaseOrder &order : orders) {
                if (!order.isOpen())
                    continue;
                const QString reference
                    = order.reference.isEmpty() ? QString() : u" ("_s + order.reference + u')';
                m_order->addItem(tr("Order %1%2: %3 of %4 received")
                                     .arg(order.id)
                                     .arg(reference)
                                     .arg(order.received)
                                     .arg(order.ordered),
                    order.id);
            }
            if (m_order->count() > 1)
                m_order->setCurrentIndex(1);
            Q_EMIT ordersLoaded();
        });
}
