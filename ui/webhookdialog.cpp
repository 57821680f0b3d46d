#include "ui/webhookdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WebhookDialog::WebhookDialog(bool sellerKey, QWidget *parent)
    : QDialog(parent)
    , m_url(new QLineEdit(this))
    , m_description(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add Webhook"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The server calls this address when the catalog changes, and "
                                "the receiver then reads the changes. Each call is signed with a "
                                "secret you will see once."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_url->setPlaceholderText(u"https://partner.example/hooks/catalog"_s);
    m_url->setMaxLength(2000);
    form->addRow(tr("&Address:"), m_url);
    auto *types = new QVBoxLayout;
    const std::pair<QString, QString> choices[] = { { u"product"_s, tr("&Products") },
        { u"category"_s, tr("&Categories") }, { u"seller"_s, tr("S&ellers") },
        { u"stock"_s, tr("S&tock movements of this shop") } };
    for (const auto &[type, text] : choices) {
        auto *box = new QCheckBox(text, this);
        box->setProperty("type", type);
        box->setChecked(type == "product"_L1);
        if (type == "stock"_L1 && !sellerKey) {
            box->setEnabled(false);
            box->setToolTip(tr("Only a seller's key announces its stock movements."));
        }
        connect(box, &QCheckBox::toggled, this, &WebhookDialog::updateOk);
        types->addWidget(box);
        m_types << box;
    }
    form->addRow(tr("Announces:"), types);
    m_description->setMaxLength(500);
    form->addRow(tr("&Description:"), m_description);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_url, &QLineEdit::textChanged, this, &WebhookDialog::updateOk);
    updateOk();
}

QString WebhookDialog::url() const
{
    return m_url->text().trimmed();
}

QStringList WebhookDialog::types() const
{
    QStringList chosen;
    for (QCheckBox *box : m_types) {
        if (box->isChecked() && box->isEnabled())
            chosen << box->property("type").toString();
    }
    return chosen;
}

QString WebhookDialog::description() const
{
    return m_description->text().trimmed();
}

QCheckBox *WebhookDialog::typeBox(const QString &type) const
{
    for (QCheckBox *box : m_types) {
        if (box->property("type").toString() == type)
            return box;
    }
    return nullptr;
}

void WebhookDialog::updateOk()
{
    const QUrl address(url(), QUrl::StrictMode);
    const bool valid = address.isValid()
        && (address.scheme() == "http"_L1 || address.scheme() == "https"_L1)
        && !address.host().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid && !types().isEmpty());
}
