#pragma once

#include <QObject>
#include <QString>
#include <QTemporaryDir>
#include <memory>

#include "models/localserver.h"

class ApiClient;
class ConsoleSession;
class MainWindow;

// The console the screenshot tools (screenshots.sh, goods-screenshots.sh) photograph: a
// session with in-memory secrets and its outbox in a scratch folder (not a picture), a local
// server and the main window.
class ScreenshotConsole final
{
public:
    // Start of main(), before the QApplication: the secret out of CATALOG_APP_SECRET and out of
    // the environment (never on a command line), the user's own settings and files untouched.
    static QString takeSecret();
    // Right after the QApplication: the names the console's settings use, and its language.
    static void setUpApplication();

    ScreenshotConsole();
    ~ScreenshotConsole();
    Q_DISABLE_COPY_MOVE(ScreenshotConsole)

    // The connection profile's name (the shop's name in the console).
    static QString profileName();
    // Connects to the server with the profileName() profile of seller 1 (the window shown
    // first).
    void connectTo(const QString &baseUrl, const QString &appId, const QString &secret);

    ApiClient *client() const { return m_client; }
    LocalServer &local() { return m_local; }
    MainWindow &window() { return *m_window; }

private:
    // Declared in the order they must be made; gone in reverse, the window first and the
    // session's owner before the application (the outbox closes its database first).
    QTemporaryDir m_scratch;
    QObject m_owner;
    ApiClient *m_client = nullptr;
    ConsoleSession *m_session = nullptr;
    LocalServer m_local;
    std::unique_ptr<MainWindow> m_window;
};
