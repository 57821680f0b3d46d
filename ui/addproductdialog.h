#pragma once

#include <QDialog>

#include "net/goodsresources.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// "Add product" for a code the shop does not have yet (contract §11 POST /products/mine),
// opened from a scan: the code is filled in, an ISBN makes it a book. Type, name, author and
// publisher (books), price and reorder level. OK stays off until the name is there and the code
// is valid for the type; the server's refusal (a code already in use…) is shown in place.
class AddProductDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit AddProductDialog(const QString &code, QWidget *parent = nullptr);

    NewProduct product() const;
    void showError(const QString &message);

    QComboBox *typeChooser() const { return m_type; }
    QLineEdit *codeEdit() const { return m_code; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *authorEdit() const { return m_author; }
    QLineEdit *publisherEdit() const { return m_publisher; }
    QSpinBox *priceEdit() const { return m_price; }
    QSpinBox *reorderLevelEdit() const { return m_reorderLevel; }
    bool canAccept() const;

private:
    void update();

    QComboBox *m_type;
    QLineEdit *m_code;
    QLineEdit *m_name;
    QLineEdit *m_author;
    QLineEdit *m_publisher;
    QSpinBox *m_price;
    QSpinBox *m_reorderLevel;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
