#pragma once

#include <QDialog>
#include <QHash>
#include <QList>

#include "net/adminclient.h"

class ApiClient;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

// One product's details for the catalog admin, every field of contract §15's PATCH editable.
// Only the fields changed are sent; the server's field errors (422) show under their fields.
// Description and pages are not in the admin list: they are read from the product's public
// details, and a product the public cannot see (switched off) shows them empty; they are sent
// only when edited.
class AdminProductDialog final : public QDialog
{
    Q_OBJECT
public:
    AdminProductDialog(AdminClient *admin, ApiClient *client, const AdminProduct &product,
        const QList<AdminQuality::Category> &categories, QWidget *parent = nullptr);

    // The field editors by the contract's field name (name, author, ..., active).
    QWidget *editor(const QString &field) const { return m_editors.value(field); }
    // The error shown under a field (empty when none).
    QString fieldError(const QString &field) const;
    // The body save() would send.
    QJsonObject changes() const;

public Q_SLOTS:
    void save();

Q_SIGNALS:
    void saved(const AdminProduct &product);

private:
    void addRow(const QString &field, const QString &label, QWidget *editor);
    void showErrors(const ApiResult &result);

    AdminClient *m_admin;
    AdminProduct m_product;
    QLineEdit *m_name;
    QLineEdit *m_author;
    QLineEdit *m_publisher;
    QComboBox *m_category;
    QPlainTextEdit *m_description;
    QSpinBox *m_pages;
    QLineEdit *m_image;
    QSpinBox *m_price;
    QSpinBox *m_oldPrice;
    QCheckBox *m_active;
    QLabel *m_problem;
    QFormLayout *m_form = nullptr;
    QDialogButtonBox *m_buttons;
    QHash<QString, QWidget *> m_editors;
    QHash<QString, QLabel *> m_errors;
    QString m_loadedDescription;
    qint64 m_loadedPages = 0;
    bool m_descriptionEdited = false;
    bool m_pagesEdited = false;
};
