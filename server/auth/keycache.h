#pragma once

#include <QString>
#include <optional>

#include "server/auth/apikey.h"

class KeyRepository;

// Keys as last read by this thread, valid while the database has not changed since
// (KeyRepository::changeStamp): a cached GET then needs no key query, and a revoked key is
// still refused on its very next request. Per thread, so no locking.
namespace KeyCache {

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId);

} // namespace KeyCache
