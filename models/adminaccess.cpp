#include "models/adminaccess.h"

#include "models/consolesession.h"
#include "net/apiclient.h"

using namespace Qt::StringLiterals;

AdminAccess::AdminAccess(ConsoleSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &ConsoleSession::profileChanged, this, &AdminAccess::check);
    check();
}

void AdminAccess::check()
{
    ApiClient *client = m_session->client();
    if (client->baseUrl().isEmpty()) {
        set(false);
        return;
    }
    client->key(this, [this](const ApiResult &result, const KeyInfo &key) {
        if (result.isSuccess())
            set(key.abilities.contains(u"catalog:admin"_s));
    });
}

void AdminAccess::set(bool admin)
{
    if (admin == m_admin)
        return;
    m_admin = admin;
    Q_EMIT changed(admin);
}
