#pragma once

#include <QString>

// Who made an admin write and in which request (contract §15's audit: app_id, key_name and
// the request_id that every entry of one request shares, a bulk's 500 too).
struct AdminActor
{
    QString appId;
    QString keyName;
    QString requestId;
};
