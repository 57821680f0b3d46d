// The Integrations pane (contract §13) against the real server: listed only for keys with the
// ability `webhooks`; add (the secret shown once, Copy), the delivery log with status, time
// and answer, Redeliver, disable, rotate and delete; and it fits 1024×600 in en, ru and uz.
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include "models/consolesession.h"
#include "models/webhookdeliverymodel.h"
#include "models/webhooklistmodel.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/modaldialogs.h"
#include "tests/gui/scopedlanguage.h"
#include "tests/support/httptestclient.h"
#include "tests/support/webhookreceiver.h"
#include "ui/integrationspane.h"
#include "ui/messagebanner.h"
#include "ui/webhookdialog.h"
#include "ui/webhooksecretdialog.h"

using namespace Qt::StringLiterals;

namespace {
// Answers the first modal dialog of type T shown within 20 s: `answer` closes it as a person
// would (onModal() rejects what it saw, which would undo an accept()).
template<typename T> void answerModal(const std::function<void(T *)> &answer, bool *seen)
{
    auto *timer = new QTimer(qApp);
    auto *clock = new QElapsedTimer;
    clock->start();
    timer->setInterval(50);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, clock, answer, seen] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog && clock->elapsed() < 20000)
            return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (dialog) {
            *seen = true;
            answer(dialog);
        }
    });
    timer->start();
}
} // namespace

class TestIntegrationsPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void onlyForKeysWithWebhooks();
    void manageWebhooksAndDeliveries();
    void fitsSmallScreens();

private:
    void connectWith(const TestServer::Key &key, std::optional<qint64> seller);
    // Answers the next QMessageBox with Yes.
    static void confirmNextQuestion(bool *seen);

    GuiFixture m_fixture;
    TestServer::Key m_webhookKey;
    WebhookReceiver m_receiver;
};

void TestIntegrationsPane::initTestCase()
{
    QVERIFY(m_fixture.server.demo(200));
    m_fixture.key = m_fixture.server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    m_fixture.checkKey
        = m_fixture.server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    m_webhookKey
        = m_fixture.server.createKey(u"read,stock:write,webhooks"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(!m_webhookKey.appId.isEmpty());
    QVERIFY(m_fixture.server.start({ u"--webhook-allow"_s, u"127.0.0.1/32"_s }));
    QVERIFY(m_receiver.listen());
}

void TestIntegrationsPane::connectWith(const TestServer::Key &key, std::optional<qint64> seller)
{
    ConnectionProfile profile;
    profile.name = key.appId;
    profile.baseUrl = QUrl(m_fixture.server.baseUrl());
    profile.appId = key.appId;
    m_fixture.session->setSellerId(profile.name, seller);
    m_fixture.session->connectWith(profile, key.secret, false);
}

void TestIntegrationsPane::confirmNextQuestion(bool *seen)
{
    answerModal<QMessageBox>(
        [](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); }, seen);
}

void TestIntegrationsPane::onlyForKeysWithWebhooks()
{
    IntegrationsPane pane(m_fixture.session);
    QSignalSpy availability(&pane, &IntegrationsPane::availabilityChanged);
    connectWith(m_webhookKey, 1);
    QTRY_VERIFY(pane.isAvailable());
    QCOMPARE(availability.size(), 1);
    // A key without the ability: the pane says so and the window stops listing it.
    connectWith(m_fixture.key, 1);
    QTRY_VERIFY(!pane.isAvailable());
    QCOMPARE(availability.last().at(0).toBool(), false);
    QVERIFY(!pane.webhookView()->isVisibleTo(&pane));
}

void TestIntegrationsPane::manageWebhooksAndDeliveries()
{
    connectWith(m_webhookKey, 1);
    IntegrationsPane pane(m_fixture.session);
    pane.resize(800, 520);
    pane.show();
    pane.checkAvailability();
    QTRY_VERIFY(pane.isAvailable());
    QTRY_VERIFY(!pane.webhooks()->isLoading());
    QCOMPARE(pane.webhooks()->rowCount(), 0);

    // Add: the dialog, then the secret once with Copy.
    QString shownSecret;
    bool sawDialog = false;
    bool sawSecret = false;
    answerModal<WebhookDialog>(
        [&](WebhookDialog *dialog) {
            QVERIFY(dialog->typeBox(u"stock"_s)->isEnabled()); // a seller's key
            dialog->urlEdit()->setText(m_receiver.url());
            onModal<WebhookSecretDialog>(
                [&](WebhookSecretDialog *secret) {
                    shownSecret = secret->secretEdit()->text();
                    secret->copyButton()->click();
                },
                &sawSecret);
            dialog->accept();
        },
        &sawDialog);
    pane.addButton()->click();
    QVERIFY(sawDialog);
    QTRY_VERIFY2_WITH_TIMEOUT(sawSecret, qPrintable(pane.banner()->text()), 20000);
    QVERIFY(shownSecret.startsWith(u"whsec_"_s));
    QCOMPARE(QApplication::clipboard()->text(), shownSecret);
    QTRY_COMPARE(pane.webhooks()->rowCount(), 1);
    QCOMPARE(pane.webhooks()->webhookAt(0).url, m_receiver.url());
    QCOMPARE(pane.webhooks()->index(0, WebhookListModel::State).data().toString(), u"Active"_s);

    // A change: the receiver gets a signed delivery, the log shows it.
    HttpTestClient http(m_fixture.server.baseUrl());
    http.setCredentials(m_fixture.checkKey.appId, m_fixture.checkKey.secret);
    const QJsonObject mine
        = http.get(u"/products/mine?type=book&per_page=1"_s).json()[u"data"_s][0].toObject();
    QVERIFY(mine[u"id"_s].toInteger() > 0);
    const auto changed = http.send("PATCH",
        m_fixture.server.baseUrl() + u"/products/mine/book/%1"_s.arg(mine[u"id"_s].toInteger()),
        R"({"price": 12345})", { { "Content-Type", "application/json" } });
    QCOMPARE(changed.status, 200);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 15000);
    QVERIFY(WebhookReceiver::verifies(m_receiver.requests().at(0), shownSecret));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            pane.deliveries()->reload();
            QTest::qWait(300);
            return pane.deliveries()->rowCount() == 1
                && pane.deliveries()->deliveryAt(0).status == "ok"_L1;
        }(),
        10000);
    QCOMPARE(pane.deliveries()->index(0, WebhookDeliveryModel::Status).data().toString(),
        u"Delivered"_s);
    QVERIFY(pane.deliveries()
                ->index(0, WebhookDeliveryModel::Answer)
                .data()
                .toString()
                .startsWith(u"200"_s));
    QVERIFY(!pane.deliveries()->index(0, WebhookDeliveryModel::Time).data().toString().isEmpty());
    // A reload that replaces one on its way is no failure: no banner (the loop above did the
    // same many times).
    pane.webhooks()->reload();
    pane.webhooks()->reload();
    pane.deliveries()->reload();
    pane.deliveries()->reload();
    QTRY_VERIFY(!pane.webhooks()->isLoading());
    QTest::qWait(500);
    QVERIFY2(!pane.banner()->isVisible(), qPrintable(pane.banner()->text()));

    // Redeliver: the same webhook-id again.
    QVERIFY(!pane.redeliverButton()->isEnabled());
    pane.deliveryView()->selectRow(0);
    QVERIFY(pane.redeliverButton()->isEnabled());
    pane.redeliverButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 2, 15000);
    QCOMPARE(m_receiver.requests().at(1).header("webhook-id"),
        m_receiver.requests().at(0).header("webhook-id"));

    // The log reads itself again while shown (no Refresh pressed), the selection kept.
    QTest::qWait(500); // the redelivery's own read of the log
    pane.setDeliveryRefreshInterval(300);
    const int logged = pane.deliveries()->rowCount();
    pane.deliveryView()->selectRow(0);
    const qint64 selected = pane.deliveries()->deliveryAt(0).id;
    const auto again = http.send("PATCH",
        m_fixture.server.baseUrl() + u"/products/mine/book/%1"_s.arg(mine[u"id"_s].toInteger()),
        R"({"price": 12346})", { { "Content-Type", "application/json" } });
    QCOMPARE(again.status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(pane.deliveries()->rowCount() > logged, 15000);
    QTest::qWait(400);
    const QModelIndexList kept = pane.deliveryView()->selectionModel()->selectedRows();
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.constFirst().data(WebhookDeliveryModel::IdRole).toLongLong(), selected);

    // Disable, then enable again.
    QCOMPARE(pane.toggleButton()->text(), u"D&isable"_s);
    pane.toggleButton()->click();
    QTRY_COMPARE(pane.webhooks()->index(0, WebhookListModel::State).data().toString().left(8),
        u"Disabled"_s);
    QCOMPARE(pane.toggleButton()->text(), u"&Enable"_s);
    pane.toggleButton()->click();
    QTRY_COMPARE(pane.webhooks()->index(0, WebhookListModel::State).data().toString(), u"Active"_s);

    // Rotate: a new secret, shown once; deliveries carry both signatures for 24 h.
    bool confirmed = false;
    QString rotatedSecret;
    bool sawRotated = false;
    answerModal<QMessageBox>(
        [&](QMessageBox *box) {
            // Watched from here on: a watcher started earlier would close the question.
            onModal<WebhookSecretDialog>(
                [&](WebhookSecretDialog *secret) { rotatedSecret = secret->secretEdit()->text(); },
                &sawRotated);
            box->button(QMessageBox::Yes)->click();
        },
        &confirmed);
    pane.rotateButton()->click();
    QVERIFY(confirmed);
    QTRY_VERIFY_WITH_TIMEOUT(sawRotated, 20000);
    QVERIFY(rotatedSecret.startsWith(u"whsec_"_s));
    QVERIFY(rotatedSecret != shownSecret);

    // Delete: gone from the list.
    bool deleteConfirmed = false;
    confirmNextQuestion(&deleteConfirmed);
    pane.deleteButton()->click();
    QVERIFY(deleteConfirmed);
    QTRY_COMPARE(pane.webhooks()->rowCount(), 0);
    QCOMPARE(http.get(u"/key"_s).status, 200);
}

void TestIntegrationsPane::fitsSmallScreens()
{
    connectWith(m_webhookKey, 1);
    for (const QLocale &locale : { QLocale(QLocale::English), QLocale(QLocale::Russian),
             QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan) }) {
        ScopedLanguage language(locale);
        QVERIFY(language.isInstalled());
        IntegrationsPane pane(m_fixture.session);
        pane.checkAvailability();
        QTRY_VERIFY(pane.isAvailable());
        // 1024×600 less the window's pane list, menu, status bar and frame.
        const QSize room(1024 - 230, 600 - 110);
        const QSize needed = pane.minimumSizeHint();
        QVERIFY2(needed.width() <= room.width() && needed.height() <= room.height(),
            qPrintable(u"%1: %2x%3"_s.arg(locale.name()).arg(needed.width()).arg(needed.height())));
        pane.resize(room);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        for (QPushButton *button : { pane.addButton(), pane.toggleButton(), pane.rotateButton(),
                 pane.deleteButton(), pane.redeliverButton() }) {
            const QRect inPane(button->mapTo(&pane, QPoint(0, 0)), button->size());
            QVERIFY2(pane.rect().contains(inPane), qPrintable(button->text()));
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        }
    }
}

QTEST_MAIN(TestIntegrationsPane)
#include "tst_integrationspane.moc"
