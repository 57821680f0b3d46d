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

#include "net/apiclient.h"
#include "net/connectiontester.h"
#include "net/etagcache.h"

using namespace Qt::StringLiterals;

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_appId(new QLineEdit(this))
    , m_secret(new QLineEdit(this))
    , m_sellerLabel(new QLabel(tr("Seller &ID:"), this))
    , m_seller(new QSpinBox(this))
    , m_keyInfo(new QLabel(this))
    , m_test(new QPushButton(tr("&Test"), this))
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
    m_sellerLabel->setBuddy(m_seller);
    form->addRow(m_sellerLabel, m_seller);
    layout->addLayout(form);
    // Wide enough for what each field says it takes, and for the title (with the title bar's
    // icon and buttons), in every language: never cut on a 1024 px screen's dialog.
    for (QLineEdit *edit : { m_name, m_url, m_appId, m_secret })
        edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 24);
    setMinimumWidth(fontMetrics().horizontalAdvance(windowTitle()) + 160);
    // The key's seller comes from the server; the field is for servers too old to say it.
    showSellerField(false);
    m_keyInfo->setWordWrap(true);
    m_keyInfo->hide();
    layout->addWidget(m_keyInfo);
    m_remember->setChecked(true);
    layout->addWidget(m_remember);
    m_problem->setStyleSheet(u"color:#b02020"_s);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto *connectButton = m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setDefault(true);
    m_test->setToolTip(tr("Ask the server whether this key works and whose it is"));
    m_buttons->addButton(m_test, QDialogButtonBox::ActionRole);
    layout->addWidget(m_buttons);
    connect(m_test, &QPushButton::clicked, this, &ConnectDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    for (QLineEdit *edit : { m_name, m_url, m_appId }) {
        connect(edit, &QLineEdit::textEdited, this, [this] { m_touched = true; });
        connect(edit, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    }
    connect(m_secret, &QLineEdit::textChanged, this, &ConnectDialog::validate);
    validate();
}

void ConnectDialog::setProfile(const ConnectionProfile &profile, std::optional<qint64> sellerId)
{
    m_name->setText(profile.name);
    m_url->setText(profile.baseUrl.toString());
    m_appId->setText(profile.appId);
    m_seller->setValue(int(sellerId.value_or(0)));
    m_testedWith.clear();
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
            button->setEnabled(problem.isEmpty() && !m_testing);
    }
    m_test->setEnabled(problem.isEmpty() && !m_testing);
}

void ConnectDialog::showSellerField(bool show)
{
    m_sellerLabel->setVisible(show);
    m_seller->setVisible(show);
}

void ConnectDialog::testConnection()
{
    m_touched = true;
    validate();
    if (!m_problemPending)
        runTest(false);
}

void ConnectDialog::accept()
{
    m_touched = true;
    validate();
    if (m_problemPending || m_testing)
        return;
    const ConnectionProfile p = profile();
    if (m_testedWith == p.baseUrl.toString() + u'\n' + p.appId + u'\n' + secret()) {
        QDialog::accept();
        return;
    }
    runTest(true);
}

void ConnectDialog::runTest(bool acceptAfter)
{
    const ConnectionProfile p = profile();
    const QString tested = p.baseUrl.toString() + u'\n' + p.appId + u'\n' + secret();
    m_testing = true;
    validate();
    m_problem->setText(tr("Testing the key…"));
    auto *client = new ApiClient(nullptr, new EtagCache(EtagCache::Persistence::MemoryOnly), this);
    client->cache()->setParent(client);
    client->setServer(p.baseUrl, p.appId, secret());
    RequestOptions options;
    options.maxRetries = 0;
    options.maxRateLimitRetries = 0;
    options.timeoutMs = 10000;
    const auto finish = [this, tested, acceptAfter](const QString &problem, bool proceed) {
        m_testing = false;
        validate();
        m_problem->setText(problem);
        if (proceed) {
            m_testedWith = tested;
            if (acceptAfter)
                QDialog::accept();
        }
    };
    client->key(
        client,
        [this, client, p, finish](const ApiResult &result, const KeyInfo &key) {
            client->deleteLater();
            const ConnectionTester::Outcome outcome = ConnectionTester::classify(result);
            if (result.isSuccess()) {
                m_sellerAsked = false;
                showSellerField(false);
                m_seller->setValue(int(key.sellerId.value_or(0)));
                m_keyInfo->setText(key.sellerId
                        ? tr("This key belongs to seller %1 (number %2).")
                              .arg(key.sellerName.isEmpty() ? u"?"_s : key.sellerName)
                              .arg(*key.sellerId)
                        : tr("This key belongs to no seller: it can browse the catalog but "
                             "not change stock or open the seller's own products."));
                m_keyInfo->show();
                finish({}, true);
            } else if (result.kind() == ApiResult::Kind::NotFound) {
                // No GET /key: an older server, or no catalog server at all. The catalog's
                // own test tells them apart.
                ConnectionTester::test(nullptr, p, secret(), this,
                    [this, finish](const ConnectionTester::Report &report) {
                        if (report.outcome != ConnectionTester::Outcome::Ok) {
                            finish(report.message, false);
                            return;
                        }
                        const bool askedBefore = m_sellerAsked;
                        m_sellerAsked = true;
                        showSellerField(true);
                        m_keyInfo->setText(tr("This server is an older version that does not "
                                              "say whose key this is: enter the seller "
                                              "number (0 for a key that belongs to no seller)."));
                        m_keyInfo->show();
                        if (!askedBefore)
                            m_seller->setFocus();
                        // The first time the field appears it is filled in before connecting.
                        finish({}, askedBefore);
                    });
            } else if (outcome == ConnectionTester::Outcome::Unreachable
                || outcome == ConnectionTester::Outcome::RateLimited
                || outcome == ConnectionTester::Outcome::ServerError) {
                // Offline set-up works: the console connects, scans wait in the outbox, and
                // the key's seller is read when the server answers.
                finish(tr("%1 Connecting anyway: the console works offline and learns the "
                          "key's seller when the server answers.")
                           .arg(ConnectionTester::describe(outcome)),
                    true);
            } else {
                finish(ConnectionTester::describe(outcome), false);
            }
        },
        options);
}
