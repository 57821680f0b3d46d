#include "net/credentialstore.h"

#include <QUrl>

using namespace Qt::StringLiterals;

QString CredentialStore::account(const QString &server, const QString &appId)
{
    // One spelling per server, whatever the user typed: no trailing slash.
    const QString normalized = QUrl(server).adjusted(QUrl::StripTrailingSlash).toString();
    return normalized % u'|' % appId;
}

QString CredentialStore::serviceName()
{
    return u"catalog-console"_s;
}
