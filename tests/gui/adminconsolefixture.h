#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

#include "net/adminclient.h"
#include "tests/gui/guifixture.h"

class QTemporaryDir;
class QWidget;
class QualityPane;

// The catalog admin's console tests (contract §15): a real server with AdminFixture's clean
// catalog and dirty import, a seller key of seller 1 and a catalog:admin key (no seller) that
// the session is connected with.
class AdminConsoleFixture final
{
public:
    bool start();
    void connectAs(const TestServer::Key &key, std::optional<qint64> seller);

    // The next modal question (a bulk edit's confirmation) is answered with its accept button;
    // *question gets its text.
    static void acceptNextQuestion(bool *seen, QString *question = nullptr);
    // The offscreen platform gets one 1024x600 screen whose windows have a frame (as
    // tst_smallscreen's laptop). Before QApplication; the folder keeps the screen's file.
    static bool useLaptopScreen(const QTemporaryDir &dir);
    static qint64 issueCount(const AdminQuality &quality, const QString &code);
    // Shows a Catalog quality pane at `size` once GET /key said it may be used.
    static bool showWhenAvailable(QualityPane *pane, QSize size = QSize(1000, 560));

    // The room a pane gets in the console's window on a 1024x600 screen: measured in English
    // 868x493 beside the sidebar, under the toolbar, above the status bar; a little less for
    // the longer sidebar names of Russian and Uzbek. The window's own minimum is the main
    // window's business; an admin's pane must never be what raises it.
    static QSize paneRoom() { return { 820, 470 }; }
    // What of a pane shown in paneRoom() does not fit: its minimum over the room, a widget
    // outside it, a button narrower than its text, a wrapped label lower than its lines.
    static QStringList cutIn(QWidget *pane);
    // With ADMIN_SCREENSHOTS=folder, the pane's picture as folder/name.png (to look at).
    static void saveShot(QWidget *pane, const QString &name);

    GuiFixture fx;
    TestServer::Key adminKey;
};

// Waits for a client call's answer.
template<typename T> struct AdminAnswer
{
    bool arrived = false;
    ApiResult result;
    T data {};
    AdminClient::Callback<T> callback()
    {
        return [this](const ApiResult &r, const T &d) {
            result = r;
            data = d;
            arrived = true;
        };
    }
};

// A test main on the laptop screen.
#define ADMIN_CONSOLE_TEST_MAIN(TestClass)                                                         \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        QTemporaryDir screenDir;                                                                   \
        if (!AdminConsoleFixture::useLaptopScreen(screenDir))                                      \
            return 2;                                                                              \
        QApplication app(argc, argv);                                                              \
        TestClass test;                                                                            \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
