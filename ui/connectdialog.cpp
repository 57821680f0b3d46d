#include "ui/connectdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_appId(new QLineEdit(this))
    , m_secret(new QLineEdit(this))
    , m_seller(new QSpinBox(this))
    , m_remember(new QCheckBox(tr("&Remember the secret in the system keychain"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_firstRun(new QWidget(this))
{
    setWindowTitle(tr("Connect to a catalog server"));
    auto *layout = new QVBoxLayout(this);
    auto *firstRunLayout = new QHBoxLayout(m_firstRun);
    firstRunLayout->setContentsMargins(0, 0, 0, 8);
    auto *hint = new QLabel(tr("Enter the address and key of your shop's catalog server. No "
                               "server yet? The shop's owner can run one on this computer."),
        m_firstRun);
    hint->setWordWrap(true);
    firstRunLayout->addWidget(hint, 1);
    auto *local = new QPushButton(tr("Run a server &here…"), m_firstRun);
    firstRunLayout->addWidget(local, 0, Qt::AlignTop);
    connect(local, &QPushButton::clicked, this, [this] {
        Q_EMIT localServerRequested();
        reject();
    });
    m_firstRun->hide();
    layout->addWidget(m_firstRun);
    auto *form = new QFormLayout;
    m_name->setPlaceholderText(tr("e.g. Shop till 1"));
    m_url->setPlaceholderText(u"http://127.0.0.1:8080/api/v1/client"_s);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("shown once when the key was created"));
    m_seller->setRange(0, 999'999'999);
    m_seller->setSpecialValueText(tr("not a seller key"));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Server address:"), m_url);
    form->addRow(tr("&App ID:"), m_appId);
    form->addRow(tr("S&ecret:"), m_secret);
    form->addRow(tr("Seller &ID:"), m_seller);
    layout->addLayout(form);
    m_remember->setChecked(true);
    layout->addWidget(m_remember);
    m_problem->setStyleSheet(u"color:#b02020"_s);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto *connectButton = m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    for (QLineEdit *edit : { m_name, m_url, m_appId }) {
        connect(edit, &QLineEdit::textEdited, this, [this] { m_touched = true; });
        connect(edit, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    }
    validate();
}

void ConnectDialog::setProfile(const ConnectionProfile &profile, std::optional<qint64> sellerId)
{
    m_name->setText(profile.name);
    m_url->setText(profile.baseUrl.toString());
    m_appId->setText(profile.appId);
    m_seller->setValue(int(sellerId.value_or(0)));
    if (!profile.appId.isEmpty())
        m_secret->setFocus();
}

void ConnectDialog::setFirstRun(bool firstRun)
{
    m_firstRun->setVisible(firstRun);
}

ConnectionProfile ConnectDialog::profile() const
{
    ConnectionProfile p;
    p.name = m_name->text().trimmed();
    p.baseUrl = QUrl::fromUserInput(m_url->text().trimmed());
    p.appId = m_appId->text().trimmed();
    return p;
}

QString ConnectDialog::secret() const
{
    return m_secret->text();
}

std::optional<qint64> ConnectDialog::sellerId() const
{
    return m_seller->value() > 0 ? std::optional<qint64>(m_seller->value()) : std::nullopt;
}

bool ConnectDialog::rememberSecret() const
{
    return m_remember->isChecked();
}

void ConnectDialog::validate()
{
    QString problem;
    const ConnectionProfile p = profile();
    if (p.name.isEmpty())
        problem = tr("Give the connection a name.");
    else if (m_url->text().trimmed().isEmpty() || (!p.isValid() && !p.appId.isEmpty()))
        problem = tr("The server address must be an http:// or https:// URL ending in "
                     "/api/v1/client.");
    else if (p.appId.isEmpty())
        problem = tr("Enter the app ID of the key.");
    // Nothing in red before the user typed anything: the disabled button says enough then.
    m_problem->setText(m_touched ? problem : QString());
    m_problemPending = !problem.isEmpty();
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(problem.isEmpty());
    }
}

void ConnectDialog::accept()
{
    m_touched = true;
    validate();
    if (m_problemPending)
        return;
    QDialog::accept();
}
