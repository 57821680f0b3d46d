#include "tests/gui/guifixture.h"

#include <QObject>
#include <QUrl>

#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"

using namespace Qt::StringLiterals;

GuiFixture::GuiFixture()
    : m_owner(std::make_unique<QObject>())
{
    settings = std::make_unique<QSettings>(dir.filePath(u"console.ini"_s), QSettings::IniFormat);
    cache = new EtagCache(EtagCache::Persistence::MemoryOnly, {}, m_owner.get());
    client = new ApiClient(nullptr, cache, m_owner.get());
    credentials = new InMemoryCredentialStore(m_owner.get());
    profiles = new ConnectionProfiles(settings.get(), m_owner.get());
    session = new ConsoleSession(
        client, credentials, profiles, dir.filePath(u"outbox.sqlite"_s), m_owner.get());
}

GuiFixture::~GuiFixture()
{
    m_owner.reset(); // the session and client go before the server
}

void GuiFixture::restartSession()
{
    delete session;
    // A new process knows no server and no secret until it connects: the client kept across
    // this "restart" must not send the outbox with the secret of the session before.
    client->setServer(QUrl(), QString(), QString());
    session = new ConsoleSession(
        client, credentials, profiles, dir.filePath(u"outbox.sqlite"_s), m_owner.get());
}

bool GuiFixture::start(int demoSize)
{
    if (!server.demo(demoSize))
        return false;
    key = server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    checkKey = server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    if (key.appId.isEmpty() || checkKey.appId.isEmpty())
        return false;
    return server.start();
}

void GuiFixture::connectSession()
{
    ConnectionProfile profile;
    profile.name = u"test"_s;
    profile.baseUrl = QUrl(server.baseUrl());
    profile.appId = key.appId;
    session->setSellerId(profile.name, 1);
    session->connectWith(profile, key.secret, false);
}
