#include "tests/gui/screenshotconsole.h"

#include <QApplication>
#include <QStandardPaths>
#include <QUrl>

#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "ui/languagesetup.h"
#include "ui/mainwindow.h"

using namespace Qt::StringLiterals;

QString ScreenshotConsole::takeSecret()
{
    const QString secret = qEnvironmentVariable("CATALOG_APP_SECRET");
    qunsetenv("CATALOG_APP_SECRET");
    QStandardPaths::setTestModeEnabled(true);
    return secret;
}

void ScreenshotConsole::setUpApplication()
{
    QApplication::setOrganizationName(u"catalog-screenshots"_s);
    QApplication::setApplicationName(u"catalog-console"_s);
    LanguageSetup::install(qApp);
}

QString ScreenshotConsole::profileName()
{
    return u"Demo shop"_s;
}

ScreenshotConsole::ScreenshotConsole()
{
    auto *cache = new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &m_owner);
    m_client = new ApiClient(nullptr, cache, &m_owner);
    auto *store = new InMemoryCredentialStore(&m_owner);
    auto *profiles = new ConnectionProfiles(nullptr, &m_owner);
    m_session = new ConsoleSession(
        m_client, store, profiles, m_scratch.filePath(u"outbox.sqlite"_s), &m_owner);
    m_window = std::make_unique<MainWindow>(m_session, &m_local);
}

ScreenshotConsole::~ScreenshotConsole() = default;

void ScreenshotConsole::connectTo(
    const QString &baseUrl, const QString &appId, const QString &secret)
{
    ConnectionProfile profile { profileName(), QUrl(baseUrl), appId };
    m_session->setSellerId(profile.name, 1);
    m_session->connectWith(profile, secret, false);
}
