#include "ui/adminbulkdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <limits>

using namespace Qt::StringLiterals;

AdminBulkDialog::AdminBulkDialog(
    const QList<AdminQuality::Category> &categories, int chosen, QWidget *parent)
    : QDialog(parent)
    , m_field(new QComboBox(this))
    , m_values(new QStackedWidget(this))
    , m_category(new QComboBox(this))
    , m_active(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_amount(new QSpinBox(this))
{
    setObjectName(u"AdminBulkDialog"_s);
    setWindowTitle(tr("Bulk edit"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Change %n chosen product(s):", "", chosen), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_field->addItem(tr("Category"), int(Field::Category));
    m_field->addItem(tr("Listed or switched off"), int(Field::Active));
    m_field->addItem(tr("Author"), int(Field::Author));
    m_field->addItem(tr("Publisher"), int(Field::Publisher));
    m_field->addItem(tr("Price"), int(Field::Price));
    m_field->addItem(tr("Old price"), int(Field::OldPrice));
    form->addRow(tr("&Set:"), m_field);
    m_category->addItem(tr("(none)"), QVariant());
    for (const AdminQuality::Category &category : categories)
        m_category->addItem(category.name, category.categoryId);
    m_active->addItem(tr("Listed"), true);
    m_active->addItem(tr("Switched off"), false);
    m_amount->setRange(0, std::numeric_limits<int>::max());
    m_amount->setGroupSeparatorShown(true);
    // One editor per field, in the Field order.
    auto *textPage = new QWidget(m_values);
    auto *textLayout = new QVBoxLayout(textPage);
    textLayout->setContentsMargins(0, 0, 0, 0);
    textLayout->addWidget(m_text);
    for (QWidget *editor : { static_cast<QWidget *>(m_category), static_cast<QWidget *>(m_active),
             static_cast<QWidget *>(textPage) })
        m_values->addWidget(editor);
    m_values->addWidget(m_amount);
    form->addRow(tr("&To:"), m_values);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_field, &QComboBox::currentIndexChanged, this, [this] { setField(field()); });
    setField(Field::Category);
}

void AdminBulkDialog::setField(Field field)
{
    const int index = m_field->findData(int(field));
    if (m_field->currentIndex() != index)
        m_field->setCurrentIndex(index); // calls back here
    switch (field) {
    case Field::Category:
        m_values->setCurrentIndex(0);
        break;
    case Field::Active:
        m_values->setCurrentIndex(1);
        break;
    case Field::Author:
    case Field::Publisher:
        m_text->setPlaceholderText(tr("Empty: none"));
        m_values->setCurrentIndex(2);
        break;
    case Field::Price:
    case Field::OldPrice:
        m_amount->setSpecialValueText(field == Field::OldPrice ? tr("none") : QString());
        m_values->setCurrentIndex(3);
        break;
    }
}

AdminBulkDialog::Field AdminBulkDialog::field() const
{
    return Field(m_field->currentData().toInt());
}

QJsonObject AdminBulkDialog::set() const
{
    const QString text = m_text->text().trimmed();
    switch (field()) {
    case Field::Category: {
        const QVariant id = m_category->currentData();
        return { { u"category_id"_s, id.isValid() ? QJsonValue(id.toLongLong()) : QJsonValue() } };
    }
    case Field::Active:
        return { { u"active"_s, m_active->currentData().toBool() } };
    case Field::Author:
        return { { u"author"_s, text.isEmpty() ? QJsonValue() : QJsonValue(text) } };
    case Field::Publisher:
        return { { u"publisher"_s, text.isEmpty() ? QJsonValue() : QJsonValue(text) } };
    case Field::Price:
        return { { u"price"_s, qint64(m_amount->value()) } };
    case Field::OldPrice:
        return { { u"old_price"_s,
            m_amount->value() == 0 ? QJsonValue() : QJsonValue(qint64(m_amount->value())) } };
    }
    return {};
}

QString AdminBulkDialog::fieldName() const
{
    switch (field()) {
    case Field::Category:
        return tr("category");
    case Field::Active:
        return tr("listing");
    case Field::Author:
        return tr("author");
    case Field::Publisher:
        return tr("publisher");
    case Field::Price:
        return tr("price");
    case Field::OldPrice:
        return tr("old price");
    }
    return {};
}

QString AdminBulkDialog::valueText() const
{
    switch (field()) {
    case Field::Category:
        return m_category->currentText();
    case Field::Active:
        return m_active->currentText();
    case Field::Author:
    case Field::Publisher:
        return m_text->text().trimmed().isEmpty() ? tr("none") : m_text->text().trimmed();
    case Field::Price:
        return QLocale().toString(m_amount->value());
    case Field::OldPrice:
        return m_amount->value() == 0 ? tr("none") : QLocale().toString(m_amount->value());
    }
    return {};
}
