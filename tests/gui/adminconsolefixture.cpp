#include "tests/gui/adminconsolefixture.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "models/consolesession.h"
#include "net/connectionprofile.h"
#include "tests/e2e/adminfixture.h"
#include "tests/gui/modaldialogs.h"
#include "ui/languagesetup.h"
#include "ui/qualitypane.h"

using namespace Qt::StringLiterals;

bool AdminConsoleFixture::start()
{
    // English plural forms ("1 product") as the console shows them.
    if (!LanguageSetup::install(qApp, QLocale(QLocale::English)))
        return false;
    if (!AdminFixture::importInto(fx.server, AdminFixture::clean(), u"clean.json"_s)
        || !AdminFixture::importInto(fx.server, AdminFixture::dirty(), u"dirty.json"_s))
        return false;
    fx.key = fx.server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    // Limits no test reaches: the panes read several lists at once.
    adminKey = fx.server.createKey(u"read,catalog:admin"_s,
        { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"100000"_s });
    if (fx.key.appId.isEmpty() || adminKey.appId.isEmpty() || !fx.server.start())
        return false;
    connectAs(adminKey, std::nullopt);
    return true;
}

void AdminConsoleFixture::connectAs(const TestServer::Key &key, std::optional<qint64> seller)
{
    ConnectionProfile profile;
    profile.name = seller ? u"seller"_s : u"admin"_s;
    profile.baseUrl = QUrl(fx.server.baseUrl());
    profile.appId = key.appId;
    fx.session->setSellerId(profile.name, seller);
    fx.session->connectWith(profile, key.secret, false);
}

void AdminConsoleFixture::acceptNextQuestion(bool *seen, QString *question)
{
    *seen = false;
    onModal<QMessageBox>(
        [question](QMessageBox *box) {
            if (question)
                *question = box->text();
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
            }
        },
        seen);
}

bool AdminConsoleFixture::useLaptopScreen(const QTemporaryDir &dir)
{
    const QString config = dir.filePath(u"screen.json"_s);
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(R"({"windowFrameMargins": true, "screens": [{"name": "laptop", "x": 0, "y": 0,
        "width": 1024, "height": 600, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    return true;
}

qint64 AdminConsoleFixture::issueCount(const AdminQuality &quality, const QString &code)
{
    for (const AdminQuality::Issue &issue : quality.issues) {
        if (issue.code == code)
            return issue.count;
    }
    return -1;
}

bool AdminConsoleFixture::showWhenAvailable(QualityPane *pane, QSize size)
{
    pane->checkAvailability();
    if (!QTest::qWaitFor([pane] { return pane->isAvailable(); }, 10000))
        return false;
    pane->resize(size);
    pane->show();
    return true;
}

QStringList AdminConsoleFixture::cutIn(QWidget *pane)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QStringList cut;
    const QSize least = pane->minimumSizeHint();
    if (least.width() > paneRoom().width() || least.height() > paneRoom().height())
        cut << u"needs %1x%2"_s.arg(least.width()).arg(least.height());
    for (QWidget *w : pane->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != pane)
            continue;
        const QRect where(w->mapTo(pane, QPoint(0, 0)), w->size());
        if (!pane->rect().contains(where))
            cut << u"outside: "_s + QString::fromLatin1(w->metaObject()->className());
        if (auto *button = qobject_cast<QPushButton *>(w)) {
            if (button->width() < button->minimumSizeHint().width())
                cut << u"button cut: "_s + button->text();
        } else if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->wordWrap() && !label->text().isEmpty()
                && label->heightForWidth(label->width()) > label->height())
                cut << u"label cut: "_s + label->text();
        }
    }
    return cut;
}

void AdminConsoleFixture::saveShot(QWidget *pane, const QString &name)
{
    const QString shots = qEnvironmentVariable("ADMIN_SCREENSHOTS");
    if (shots.isEmpty())
        return;
    QDir().mkpath(shots);
    pane->grab().save(QDir(shots).filePath(name + u".png"_s));
}
