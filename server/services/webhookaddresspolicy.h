#pragma once

#include <QHostAddress>
#include <QList>
#include <QString>
#include <QUrl>

#include "server/domain/cidr.h"

// Server-side request forgery (contract §13): a webhook may only call public addresses —
// never loopback, private, shared (CGNAT), link-local (cloud metadata services), multicast,
// reserved or unspecified space, nor any IPv6 form that embeds such an IPv4 address
// (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo) — unless the address is inside
// `serve --webhook-allow`. Checked at creation and again before every
// connect, on the address that connect then uses (DNS may answer differently each time).
class WebhookAddressPolicy final
{
public:
    struct Target
    {
        QUrl url;
        QHostAddress address; // the checked address to connect to
        QString problem; // why the URL may not be called; empty when it may
        // The problem is an internal address (contract §13 url_not_allowed), not a malformed
        // or unresolvable URL.
        bool internal = false;
    };

    explicit WebhookAddressPolicy(QList<Cidr> allowed = {});

    // http or https, a host, no user info, at most 2,000 characters; empty when acceptable.
    static QString urlProblem(const QUrl &url);
    // Whether the address is one a webhook may call.
    bool allows(const QHostAddress &address) const;
    // Parses the URL, resolves its host (blocking, QHostInfo) and picks the first address;
    // any resolved address that is not allowed refuses the URL (a host with one internal
    // address among public ones is refused as a whole).
    Target resolve(const QString &url) const;

    // Outside every special-purpose range (RFC 6890 and friends).
    static bool isPublic(const QHostAddress &address);

private:
    QList<Cidr> m_allowed;
};
