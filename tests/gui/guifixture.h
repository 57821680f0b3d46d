#pragma once

#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <memory>

#include "tests/support/testserver.h"

class ApiClient;
class ConnectionProfiles;
class ConsoleSession;
class EtagCache;
class InMemoryCredentialStore;

// A real catalog-server with a demo catalog and a seller key, and a console session (client,
// outbox in a temporary folder, in-memory secrets) connected to it.
class GuiFixture final
{
public:
    GuiFixture();
    ~GuiFixture();

    // Seeds the demo catalog, creates a key for seller 1 and starts the server.
    bool start(int demoSize = 300);
    void connectSession();
    // As after a console restart: a new session on the same outbox file, client, secrets
    // and profiles (nothing connected yet).
    void restartSession();

    TestServer server;
    TestServer::Key key;
    // A second key of the same seller for the test's own HTTP checks, so they never use the
    // console key's rate limit.
    TestServer::Key checkKey;
    QTemporaryDir dir;
    std::unique_ptr<QSettings> settings;
    EtagCache *cache = nullptr;
    ApiClient *client = nullptr;
    InMemoryCredentialStore *credentials = nullptr;
    ConnectionProfiles *profiles = nullptr;
    ConsoleSession *session = nullptr;

private:
    std::unique_ptr<QObject> m_owner;
};
