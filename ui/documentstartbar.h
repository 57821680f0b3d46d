#pragma once

#include <QGroupBox>
#include <QList>

#include "net/goodsresources.h"

class GoodsClient;
class QComboBox;
class QLineEdit;

// The start of a receipt or a return (Receive and Returns panes): the supplier, for a delivery
// one of that supplier's open orders (or none), and the invoice or note number. Reads the
// suppliers and their open orders itself.
class DocumentStartBar final : public QGroupBox
{
    Q_OBJECT
public:
    DocumentStartBar(StockDocument::Kind kind, GoodsClient *goods, QWidget *parent = nullptr);

    QComboBox *supplierChooser() const { return m_supplier; }
    QComboBox *orderChooser() const { return m_order; }
    QLineEdit *referenceEdit() const { return m_reference; }
    qint64 supplierId() const;
    qint64 orderId() const;
    QString reference() const;
    const QList<Supplier> &suppliers() const { return m_suppliers; }
    QString supplierName(std::optional<qint64> id) const;

    // Reads the suppliers again (keeps the one chosen), then its orders; `done` after the
    // suppliers arrived, with false and the reason when they could not be read.
    void reload(std::function<void(bool ok, const QString &problem)> done);

Q_SIGNALS:
    void startRequested();
    void ordersLoaded();

private:
    void loadOrders();

    StockDocument::Kind m_kind;
    GoodsClient *m_goods;
    QComboBox *m_supplier;
    QComboBox *m_order;
    QLineEdit *m_reference;
    QList<Supplier> m_suppliers;
};
