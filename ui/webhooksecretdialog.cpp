#include "ui/webhooksecretdialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

WebhookSecretDialog::WebhookSecretDialog(const QString &url, const QString &secret, QWidget *parent)
    : QDialog(parent)
    , m_secret(new QLineEdit(secret, this))
    , m_copy(new QPushButton(tr("&Copy"), this))
{
    setWindowTitle(tr("Webhook Secret"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(tr("Give this secret to the receiver at %1: it checks with it that "
                               "each call comes from this server. Copy it now: it is not shown "
                               "again.")
                                .arg(url.toHtmlEscaped()),
        this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    layout->addWidget(text);
    auto *row = new QHBoxLayout;
    m_secret->setReadOnly(true);
    m_secret->setMinimumWidth(m_secret->fontMetrics().horizontalAdvance(secret) + 16);
    row->addWidget(m_secret, 1);
    row->addWidget(m_copy);
    layout->addLayout(row);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_secret->text());
        m_copy->setText(tr("Copied"));
    });
}
