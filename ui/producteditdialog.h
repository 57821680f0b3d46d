#pragma once

#include <QDialog>
#include <QJsonObject>

#include "net/goodsresources.h"
#include "net/resources.h"

class ApiClient;
class GoodsClient;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// Editing one of the shop's products (contract §11 PATCH /products/mine/{type}/{id}): name,
// price, old price, reorder level and quantity, usual supplier, active. Only the fields changed
// are sent; the server's refusal is shown in the dialog, which stays open.
class ProductEditDialog final : public QDialog
{
    Q_OBJECT
public:
    ProductEditDialog(const MineItem &item, ApiClient *client, QWidget *parent = nullptr);

    // The PATCH body for what was changed (empty: nothing).
    QJsonObject changes() const;
    QString problem() const;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *priceEdit() const { return m_price; }
    QSpinBox *oldPriceEdit() const { return m_oldPrice; }
    QSpinBox *reorderLevelEdit() const { return m_reorderLevel; }
    QSpinBox *reorderQuantityEdit() const { return m_reorderQuantity; }
    QComboBox *supplierChooser() const { return m_supplier; }
    QCheckBox *activeCheck() const { return m_active; }

public Q_SLOTS:
    void save();

Q_SIGNALS:
    void suppliersLoaded();
    void saved(const OwnProduct &product);
    void failed();

private:
    MineItem m_item;
    GoodsClient *m_goods;
    QLineEdit *m_name;
    QSpinBox *m_price;
    QSpinBox *m_oldPrice;
    QSpinBox *m_reorderLevel;
    QSpinBox *m_reorderQuantity;
    QComboBox *m_supplier;
    QCheckBox *m_active;
    QLabel *m_problem;
};
