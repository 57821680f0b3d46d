#include "ui/addproductdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "models/productcodevalidator.h"

using namespace Qt::StringLiterals;

namespace {

bool isIsbn(ProductCodeValidator::Kind kind)
{
    return kind == ProductCodeValidator::Kind::Isbn10 || kind == ProductCodeValidator::Kind::Isbn13;
}

} // namespace

AddProductDialog::AddProductDialog(const QString &code, QWidget *parent)
    : QDialog(parent)
    , m_type(new QComboBox(this))
    , m_code(new QLineEdit(code.trimmed(), this))
    , m_name(new QLineEdit(this))
    , m_author(new QLineEdit(this))
    , m_publisher(new QLineEdit(this))
    , m_price(new QSpinBox(this))
    , m_reorderLevel(new QSpinBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add product"));
    setMinimumWidth(460);
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("%1 is not one of your shop's products yet. Add it, and the scan counts.")
                         .arg(code.trimmed()),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_type->addItem(tr("Book"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    const ProductCodeValidator::Check check = ProductCodeValidator::check(code);
    m_type->setCurrentIndex(check.isValid() && !isIsbn(check.kind) ? 1 : 0);
    m_name->setMaxLength(300);
    m_price->setRange(0, 100000000);
    m_price->setGroupSeparatorShown(true);
    m_reorderLevel->setRange(-1, 100000);
    m_reorderLevel->setValue(-1);
    m_reorderLevel->setSpecialValueText(tr("not set"));
    m_reorderLevel->setToolTip(tr("Reordering is suggested when the stock falls to this level."));
    form->addRow(tr("&Type:"), m_type);
    form->addRow(tr("&Code:"), m_code);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Publisher:"), m_publisher);
    form->addRow(tr("Pr&ice:"), m_price);
    form->addRow(tr("&Reorder level:"), m_reorderLevel);
    layout->addLayout(form);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #b02020;"_s);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add pro&duct"));

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_type, &QComboBox::currentIndexChanged, this, &AddProductDialog::update);
    connect(m_code, &QLineEdit::textChanged, this, &AddProductDialog::update);
    connect(m_name, &QLineEdit::textChanged, this, &AddProductDialog::update);
    update();
    m_name->setFocus();
}

bool AddProductDialog::canAccept() const
{
    const ProductCodeValidator::Check check = ProductCodeValidator::check(m_code->text());
    const bool book = m_type->currentData().toString() == "book"_L1;
    return !m_name->text().trimmed().isEmpty() && check.isValid() && isIsbn(check.kind) == book;
}

void AddProductDialog::update()
{
    const bool book = m_type->currentData().toString() == "book"_L1;
    m_author->setEnabled(book);
    m_publisher->setEnabled(book);
    const ProductCodeValidator::Check check = ProductCodeValidator::check(m_code->text());
    if (!check.isValid())
        m_problem->setText(check.problem);
    else if (isIsbn(check.kind) != book)
        m_problem->setText(book ? tr("A book needs an ISBN.")
                                : tr("Stationery needs an EAN-13, EAN-8 or UPC-A barcode."));
    else
        m_problem->clear();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canAccept());
}

void AddProductDialog::showError(const QString &message)
{
    m_problem->setText(message);
}

NewProduct AddProductDialog::product() const
{
    NewProduct product;
    product.type = m_type->currentData().toString();
    product.code = ProductCodeValidator::check(m_code->text()).code;
    product.name = m_name->text().trimmed();
    product.price = m_price->value();
    if (product.type == "book"_L1) {
        product.author = m_author->text().trimmed();
        product.publisher = m_publisher->text().trimmed();
    }
    if (m_reorderLevel->value() >= 0)
        product.reorderLevel = m_reorderLevel->value();
    return product;
}
