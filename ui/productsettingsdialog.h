#pragma once

#include <QDialog>
#include <optional>

#include "net/resources.h"

class ApiClient;
class GoodsClient;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

// A product of the seller's own (contract §11 PATCH /products/mine/{type}/{id}): price, old
// price, reorder level and quantity (what "Low stock only" and the reorder list need), its
// usual supplier (the seller's suppliers, or none) and whether it is active. Only the changed
// fields are sent; the dialog stays open with the server's words when they are refused.
class ProductSettingsDialog final : public QDialog
{
    Q_OBJECT
public:
    ProductSettingsDialog(ApiClient *client, const MineItem &item, QWidget *parent = nullptr);

    QSpinBox *priceBox() const { return m_price; }
    QSpinBox *oldPriceBox() const { return m_oldPrice; }
    // -1: no reorder level.
    QSpinBox *reorderLevelBox() const { return m_reorderLevel; }
    // 0: none (the server suggests from the level).
    QSpinBox *reorderQuantityBox() const { return m_reorderQuantity; }
    // Item data: the supplier id, 0 for none. Disabled until the suppliers are loaded.
    QComboBox *supplierBox() const { return m_supplier; }
    QCheckBox *activeBox() const { return m_active; }
    QLabel *problemLabel() const { return m_problem; }
    bool isSaving() const { return m_saving; }

    void accept() override;

Q_SIGNALS:
    void saved(const MineItem &item);
    void suppliersLoaded();

private:
    void loadSuppliers();
    // The chosen supplier; the item's own while the list is not loaded.
    std::optional<qint64> chosenSupplier() const;

    ApiClient *m_client;
    GoodsClient *m_goods;
    MineItem m_item;
    QSpinBox *m_price;
    QSpinBox *m_oldPrice;
    QSpinBox *m_reorderLevel;
    QSpinBox *m_reorderQuantity;
    QComboBox *m_supplier;
    QCheckBox *m_active;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    bool m_saving = false;
};
