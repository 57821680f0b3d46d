#pragma once

#include <QDialog>

#include "net/goodsresources.h"

class QLineEdit;
class QPushButton;

// Adds or edits a supplier (contract §11): name (required, unique per shop), phone, e-mail,
// note.
class SupplierDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit SupplierDialog(const Supplier &supplier, QWidget *parent = nullptr);

    Supplier supplier() const;
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *phoneEdit() const { return m_phone; }
    QLineEdit *emailEdit() const { return m_email; }
    QLineEdit *noteEdit() const { return m_note; }

private:
    qint64 m_id;
    QLineEdit *m_name;
    QLineEdit *m_phone;
    QLineEdit *m_email;
    QLineEdit *m_note;
};
