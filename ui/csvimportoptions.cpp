#include "ui/csvimportoptions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

using namespace Qt::StringLiterals;

CsvImportOptions::CsvImportOptions(QWidget *parent)
    : QGroupBox(tr("Options"), parent)
    , m_type(new QComboBox(this))
    , m_seller(new QSpinBox(this))
    , m_price(new QSpinBox(this))
    , m_stock(new QSpinBox(this))
    , m_skipInvalid(new QCheckBox(tr("S&kip invalid rows and import the others"), this))
{
    auto *form = new QFormLayout(this);
    m_type->addItem(tr("From the file’s type column, else by the code"), QString());
    m_type->addItem(tr("Books"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    form->addRow(tr("&Type of products:"), m_type);
    // A shop's own spreadsheet rarely names the seller: the first seller by default.
    m_seller->setRange(0, 999'999'999);
    m_seller->setSpecialValueText(tr("From the file’s seller_id column"));
    m_seller->setValue(1);
    form->addRow(tr("&Seller:"), m_seller);
    m_price->setRange(-1, 999'999'999);
    m_price->setSpecialValueText(tr("None: rows without a price are rejected"));
    m_price->setValue(-1);
    m_price->setGroupSeparatorShown(true);
    form->addRow(tr("Default &price:"), m_price);
    m_stock->setRange(0, 1'000'000'000);
    m_stock->setGroupSeparatorShown(true);
    form->addRow(tr("Default st&ock:"), m_stock);
    form->addRow(m_skipInvalid);
    auto *hint = new QLabel(tr("The defaults fill what the file lacks. Without skipping, one "
                               "invalid row means nothing is imported; the report says which "
                               "rows and why."),
        this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(hint);
}

QStringList CsvImportOptions::arguments() const
{
    QStringList args;
    if (!m_type->currentData().toString().isEmpty())
        args << u"--type"_s << m_type->currentData().toString();
    if (m_seller->value() > 0)
        args << u"--seller"_s << QString::number(m_seller->value());
    if (m_price->value() >= 0)
        args << u"--default-price"_s << QString::number(m_price->value());
    if (m_stock->value() > 0)
        args << u"--default-stock"_s << QString::number(m_stock->value());
    if (m_skipInvalid->isChecked())
        args << u"--skip-invalid"_s;
    return args;
}
