#include "ui/productsettingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonObject>
#include <QJsonValue>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "net/apiclient.h"
#include "net/goodsclient.h"

using namespace Qt::StringLiterals;

ProductSettingsDialog::ProductSettingsDialog(
    ApiClient *client, const MineItem &item, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_goods(new GoodsClient(client, this))
    , m_item(item)
    , m_price(new QSpinBox(this))
    , m_oldPrice(new QSpinBox(this))
    , m_reorderLevel(new QSpinBox(this))
    , m_reorderQuantity(new QSpinBox(this))
    , m_supplier(new QComboBox(this))
    , m_active(new QCheckBox(tr("&Active: listed, found and sold"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Product settings"));
    auto *layout = new QVBoxLayout(this);
    auto *name = new QLabel(u"<b>%1</b><br>%2"_s.arg(item.name.toHtmlEscaped(), item.code), this);
    name->setWordWrap(true);
    layout->addWidget(name);
    auto *form = new QFormLayout;
    for (QSpinBox *box : { m_price, m_oldPrice, m_reorderLevel, m_reorderQuantity }) {
        box->setGroupSeparatorShown(true);
        box->setMaximum(999'999'999);
    }
    m_price->setValue(int(item.price));
    m_oldPrice->setSpecialValueText(tr("none"));
    m_oldPrice->setValue(int(item.oldPrice));
    m_reorderLevel->setMinimum(-1);
    m_reorderLevel->setSpecialValueText(tr("none"));
    m_reorderLevel->setValue(item.reorderLevel ? int(*item.reorderLevel) : -1);
    m_reorderLevel->setToolTip(tr("At or below this stock the product counts as low stock"));
    m_reorderQuantity->setSpecialValueText(tr("suggested"));
    m_reorderQuantity->setValue(item.reorderQuantity ? int(*item.reorderQuantity) : 0);
    m_reorderQuantity->setToolTip(tr("How many to order; \"suggested\": twice the reorder level "
                                     "minus the stock"));
    m_active->setChecked(item.active);
    form->addRow(tr("&Price:"), m_price);
    form->addRow(tr("&Old price:"), m_oldPrice);
    form->addRow(tr("&Reorder level:"), m_reorderLevel);
    form->addRow(tr("Reorder &quantity:"), m_reorderQuantity);
    m_supplier->setToolTip(
        tr("The supplier this product is usually ordered from: its reorder suggestions list it"));
    form->addRow(tr("S&upplier:"), m_supplier);
    layout->addLayout(form);
    layout->addWidget(m_active);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color:#b02020"_s);
    layout->addWidget(m_problem);
    m_buttons->addButton(tr("&Save"), QDialogButtonBox::AcceptRole)->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProductSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ProductSettingsDialog::reject);
    loadSuppliers();
}

void ProductSettingsDialog::loadSuppliers()
{
    // Until the list arrives the box shows the current choice and cannot change it, so saving
    // early never clears the supplier.
    m_supplier->setEnabled(false);
    m_supplier->addItem(m_item.supplierId ? tr("Loading the suppliers…") : tr("none"),
        QVariant::fromValue<qint64>(m_item.supplierId.value_or(0)));
    m_goods->suppliers({}, this, [this](const ApiResult &result, const QList<Supplier> &list) {
        if (!result.isSuccess()) {
            m_supplier->setItemText(0,
                m_item.supplierId
                    ? tr("Supplier %1 (the list could not be loaded)").arg(*m_item.supplierId)
                    : tr("none"));
            m_problem->setText(tr("The suppliers could not be loaded: %1").arg(result.message()));
            return;
        }
        m_supplier->clear();
        m_supplier->addItem(tr("none"), QVariant::fromValue<qint64>(0));
        for (const Supplier &supplier : list)
            m_supplier->addItem(supplier.name, QVariant::fromValue<qint64>(supplier.id));
        int index
            = m_supplier->findData(QVariant::fromValue<qint64>(m_item.supplierId.value_or(0)));
        if (index < 0) {
            // Not among the first page of the list: kept as it is.
            m_supplier->addItem(tr("Supplier %1").arg(*m_item.supplierId),
                QVariant::fromValue<qint64>(*m_item.supplierId));
            index = m_supplier->count() - 1;
        }
        m_supplier->setCurrentIndex(index);
        m_supplier->setEnabled(true);
        Q_EMIT suppliersLoaded();
    });
}

std::optional<qint64> ProductSettingsDialog::chosenSupplier() const
{
    const qint64 id = m_supplier->currentData().toLongLong();
    return id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

void ProductSettingsDialog::accept()
{
    if (m_saving)
        return;
    QJsonObject changes;
    if (m_price->value() != m_item.price)
        changes.insert(u"price"_s, m_price->value());
    if (m_oldPrice->value() != m_item.oldPrice)
        changes.insert(u"old_price"_s, m_oldPrice->value());
    const std::optional<qint64> level = m_reorderLevel->value() < 0
        ? std::nullopt
        : std::optional<qint64>(m_reorderLevel->value());
    if (level != m_item.reorderLevel)
        changes.insert(u"reorder_level"_s, level ? QJsonValue(qint64(*level)) : QJsonValue());
    const std::optional<qint64> quantity = m_reorderQuantity->value() <= 0
        ? std::nullopt
        : std::optional<qint64>(m_reorderQuantity->value());
    if (quantity != m_item.reorderQuantity)
        changes.insert(
            u"reorder_quantity"_s, quantity ? QJsonValue(qint64(*quantity)) : QJsonValue());
    if (const std::optional<qint64> supplier = chosenSupplier(); supplier != m_item.supplierId)
        changes.insert(u"supplier_id"_s, supplier ? QJsonValue(qint64(*supplier)) : QJsonValue());
    if (m_active->isChecked() != m_item.active)
        changes.insert(u"active"_s, m_active->isChecked());
    if (changes.isEmpty()) {
        QDialog::accept();
        return;
    }
    m_saving = true;
    m_problem->setText(tr("Saving…"));
    for (QAbstractButton *b : m_buttons->buttons())
        b->setEnabled(false);
    m_client->updateMine(m_item.type, m_item.id, changes, this,
        [this](const ApiResult &result, const MineItem &item) {
            m_saving = false;
            for (QAbstractButton *b : m_buttons->buttons())
                b->setEnabled(true);
            if (!result.isSuccess()) {
                m_problem->setText(tr("Not saved: %1").arg(result.message()));
                return;
            }
            m_problem->clear();
            Q_EMIT saved(item);
            QDialog::accept();
        });
}
