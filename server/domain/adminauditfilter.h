#pragma once

#include <QString>
#include <optional>

// What the admin's audit reads select (contract §15): the log of admin writes and the
// recorded searches.
struct AdminAuditFilter
{
    QString since; // RFC 3339 UTC text, empty: any
    QString appId; // empty: any
    QString objectType; // empty: any
    std::optional<qint64> objectId;
};

struct AdminSearchFilter
{
    QString since;
    QString until;
    bool zeroResultsOnly = false;
};
