// A 1024x600 laptop. The offscreen platform is given
// one screen of that size whose windows have a frame (the window manager's title bar and
// border), as on the laptop: the first start fits the whole window, frame included, and the
// status bar is on screen in every language.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "models/localserver.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scopedlanguage.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

class TstSmallScreen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void windowAndStatusBarOnScreen_data();
    void windowAndStatusBarOnScreen();

private:
    GuiFixture m_fx;
};

void TstSmallScreen::initTestCase()
{
    QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1024, 600));
    QVERIFY(m_fx.start());
    m_fx.connectSession();
}

void TstSmallScreen::windowAndStatusBarOnScreen_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English);
    QTest::newRow("ru") << QLocale(QLocale::Russian);
    QTest::newRow("uz") << QLocale(QLocale::Uzbek, QLocale::LatinScript);
}

void TstSmallScreen::windowAndStatusBarOnScreen()
{
    QFETCH(QLocale, locale);
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
    QSettings().remove(u"window/geometry"_s); // a first start
    LocalServer local;
    MainWindow window(m_fx.session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect free = window.screen()->availableGeometry();
    QTRY_VERIFY2(free.contains(window.frameGeometry()),
        qPrintable(u"frame %1,%2 %3x%4 on %5x%6"_s.arg(window.frameGeometry().x())
                       .arg(window.frameGeometry().y())
                       .arg(window.frameGeometry().width())
                       .arg(window.frameGeometry().height())
                       .arg(free.width())
                       .arg(free.height())));
    QVERIFY(window.frameGeometry().height() > window.height()); // it has a frame
    QStatusBar *status = window.statusBar();
    QVERIFY(status->isVisible());
    const QRect shown(status->mapToGlobal(QPoint(0, 0)), status->size());
    QVERIFY2(free.contains(shown),
        qPrintable(u"status bar at y %1..%2"_s.arg(shown.top()).arg(shown.bottom())));
}

int main(int argc, char *argv[])
{
    // One 1024x600 screen whose windows get a frame.
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screen.json"_s);
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 2;
    file.write(R"({"windowFrameMargins": true, "screens": [{"name": "laptop", "x": 0, "y": 0,
        "width": 1024, "height": 600, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    TstSmallScreen test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_smallscreen.moc"
