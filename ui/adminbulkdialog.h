#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QList>

#include "net/adminclient.h"

class QComboBox;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

// What a bulk edit sets (contract §15 POST /admin/products/bulk's set): one of category,
// listing, author, publisher, price and old price, with its new value.
class AdminBulkDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Field { Category, Active, Author, Publisher, Price, OldPrice };
    Q_ENUM(Field)

    AdminBulkDialog(
        const QList<AdminQuality::Category> &categories, int chosen, QWidget *parent = nullptr);

    void setField(Field field);
    Field field() const;
    QComboBox *categoryBox() const { return m_category; }
    QComboBox *activeBox() const { return m_active; }
    QLineEdit *textField() const { return m_text; }
    QSpinBox *amountBox() const { return m_amount; }

    // The body's set object.
    QJsonObject set() const;
    // For the confirmation: "category", "Novels".
    QString fieldName() const;
    QString valueText() const;

private:
    QComboBox *m_field;
    QStackedWidget *m_values;
    QComboBox *m_category;
    QComboBox *m_active;
    QLineEdit *m_text;
    QSpinBox *m_amount;
};
