#include "ui/producteditdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include "net/goodsclient.h"

using namespace Qt::StringLiterals;

namespace {

// -1 shows "none" (null).
QSpinBox *optionalSpin(std::optional<qint64> value, int maximum, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(-1, maximum);
    spin->setSpecialValueText(ProductEditDialog::tr("none"));
    spin->setGroupSeparatorShown(true);
    spin->setValue(value ? int(*value) : -1);
    return spin;
}

QJsonValue optionalValue(const QSpinBox *spin)
{
    return spin->value() < 0 ? QJsonValue() : QJsonValue(spin->value());
}

} // namespace

ProductEditDialog::ProductEditDialog(const MineItem &item, ApiClient *client, QWidget *parent)
    : QDialog(parent)
    , m_item(item)
    , m_goods(new GoodsClient(client, this))
    , m_name(new QLineEdit(item.name, this))
    , m_price(new QSpinBox(this))
    , m_oldPrice(optionalSpin(item.oldPrice, 100000000, this))
    , m_reorderLevel(optionalSpin(item.reorderLevel, 100000, this))
    , m_reorderQuantity(optionalSpin(item.reorderQuantity, 100000, this))
    , m_supplier(new QComboBox(this))
    , m_active(new QCheckBox(tr("&Active (sold and listed)"), this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Edit product"));
    setMinimumWidth(460);
    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("Code %1").arg(item.code), this));
    m_name->setMaxLength(300);
    m_price->setRange(0, 100000000);
    m_price->setGroupSeparatorShown(true);
    m_price->setValue(int(item.price));
    m_supplier->addItem(tr("(none)"), 0);
    if (item.supplierId)
        m_supplier->addItem(tr("Supplier %1").arg(*item.supplierId), *item.supplierId);
    m_supplier->setCurrentIndex(m_supplier->count() - 1);
    m_active->setChecked(item.active);
    m_active->setToolTip(tr("An inactive product is hidden everywhere but keeps its history."));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Pr&ice:"), m_price);
    form->addRow(tr("&Old price:"), m_oldPrice);
    form->addRow(tr("&Reorder level:"), m_reorderLevel);
    form->addRow(tr("Reorder &quantity:"), m_reorderQuantity);
    form->addRow(tr("S&upplier:"), m_supplier);
    form->addRow(m_active);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #b02020;"_s);
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ProductEditDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_goods->suppliers({}, this, [this](const ApiResult &result, const QList<Supplier> &list) {
        if (!result.isSuccess())
            return;
        const qint64 chosen = m_supplier->currentData().toLongLong();
        m_supplier->clear();
        m_supplier->addItem(tr("(none)"), 0);
        for (const Supplier &supplier : list)
            m_supplier->addItem(supplier.name, supplier.id);
        m_supplier->setCurrentIndex(std::max(0, m_supplier->findData(chosen)));
        Q_EMIT suppliersLoaded();
    });
}

QJsonObject ProductEditDialog::changes() const
{
    QJsonObject body;
    if (m_name->text().trimmed() != m_item.name)
        body.insert(u"name"_s, m_name->text().trimmed());
    if (m_price->value() != m_item.price)
        body.insert(u"price"_s, m_price->value());
    const auto changed
        = [&body](const QSpinBox *spin, std::optional<qint64> was, const QString &key) {
              if ((spin->value() < 0 ? std::nullopt : std::optional<qint64>(spin->value())) != was)
                  body.insert(key, optionalValue(spin));
          };
    changed(m_oldPrice, m_item.oldPrice, u"old_price"_s);
    changed(m_reorderLevel, m_item.reorderLevel, u"reorder_level"_s);
    changed(m_reorderQuantity, m_item.reorderQuantity, u"reorder_quantity"_s);
    const qint64 supplier = m_supplier->currentData().toLongLong();
    if (supplier != m_item.supplierId.value_or(0))
        body.insert(u"supplier_id"_s, supplier > 0 ? QJsonValue(supplier) : QJsonValue());
    if (m_active->isChecked() != m_item.active)
        body.insert(u"active"_s, m_active->isChecked());
    return body;
}

QString ProductEditDialog::problem() const
{
    return m_problem->text();
}

void ProductEditDialog::save()
{
    const QJsonObject body = changes();
    if (body.isEmpty()) {
        reject(); // nothing changed: nothing to send
        return;
    }
    m_problem->clear();
    m_goods->updateProduct(m_item.type, m_item.id, body, this,
        [this](const ApiResult &result, const OwnProduct &product) {
            if (!result.isSuccess()) {
                m_problem->setText(tr("Not saved: %1").arg(result.message()));
                Q_EMIT failed();
                return;
            }
            Q_EMIT saved(product);
            accept();
        });
}
