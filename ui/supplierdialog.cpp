#include "ui/supplierdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>

SupplierDialog::SupplierDialog(const Supplier &supplier, QWidget *parent)
    : QDialog(parent)
    , m_id(supplier.id)
    , m_name(new QLineEdit(supplier.name, this))
    , m_phone(new QLineEdit(supplier.phone, this))
    , m_email(new QLineEdit(supplier.email, this))
    , m_note(new QLineEdit(supplier.note, this))
{
    setWindowTitle(supplier.id > 0 ? tr("Edit supplier") : tr("Add supplier"));
    auto *form = new QFormLayout(this);
    m_name->setMaxLength(120);
    m_phone->setMaxLength(40);
    m_email->setMaxLength(200);
    m_note->setMaxLength(500);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("P&hone:"), m_phone);
    form->addRow(tr("&E-mail:"), m_email);
    form->addRow(tr("N&ote:"), m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(!supplier.name.trimmed().isEmpty());
    connect(m_name, &QLineEdit::textChanged, ok,
        [ok](const QString &name) { ok->setEnabled(!name.trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Supplier SupplierDialog::supplier() const
{
    return Supplier { m_id, m_name->text().trimmed(), m_phone->text().trimmed(),
        m_email->text().trimmed(), m_note->text().trimmed() };
}
