#pragma once

#include <QString>
#include <optional>

#include "server/auth/apikey.h"

class KeyRepository;

// Keys as last read by this thread, valid while the keys have not changed since
// (KeyRepository::changeStamp, one stat()): a cached GET then needs no database query, and a
// key revoked by `keys revoke` is still refused on its very next request. Per thread, so no
// locking.
namespace KeyCache {

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId);
// The active key of appId whose secret this is, or nullopt (unknown, revoked, wrong secret).
std::optional<ApiKey> authenticate(
    const KeyRepository &keys, const QString &appId, const QByteArray &secret);

} // namespace KeyCache
