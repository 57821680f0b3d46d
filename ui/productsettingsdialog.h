#pragma once

#include <QDialog>

#include "net/resources.h"

class ApiClient;
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

// A product of the seller's own (contract §11 PATCH /products/mine/{type}/{id}): price, old
// price, reorder level and quantity (what "Low stock only" and the reorder list need), and
// whether it is active. Only the changed fields are sent; the dialog stays open with the
// server's words when they are refused.
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
    QCheckBox *activeBox() const { return m_active; }
    QLabel *problemLabel() const { return m_problem; }
    bool isSaving() const { return m_saving; }

    void accept() override;

Q_SIGNALS:
    void saved(const MineItem &item);

private:
    ApiClient *m_client;
    MineItem m_item;
    QSpinBox *m_price;
    QSpinBox *m_oldPrice;
    QSpinBox *m_reorderLevel;
    QSpinBox *m_reorderQuantity;
    QCheckBox *m_active;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    bool m_saving = false;
};
