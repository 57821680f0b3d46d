#pragma once

#include <QString>
#include <optional>

#include "server/domain/apikey.h"

class KeyRepository;
class QSqlDatabase;

// Keys as last read by this thread, so a cached GET needs no database query. A revocation
// made by anyone (the CLI, plain SQL, another process) is seen by the next request: at most
// once a millisecond the thread asks its connection whether the database changed at all
// (KeyRepository::dataVersion: the WAL index in shared memory) and reads its keys again if so;
// independently, no key is used longer than 1 s after it was read (the bound where there is
// no such counter). Per thread, so no locking.
namespace KeyCache {

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId);
enum class AuthFailure { UnknownAppId, InactiveKey, WrongSecret };
// The active key of appId whose secret this is, or nullopt (unknown, revoked, wrong secret;
// *failure says which, for the server log). Each refusal hashes the secret once, so an
// unknown app id takes as long as a wrong secret. (An id this thread has not looked up
// lately costs one query whether it exists or not; one in use by a client is cached either
// way. So the time tells at most that an id is in use right now, not that it exists.)
std::optional<ApiKey> authenticate(const KeyRepository &keys, const QString &appId,
    const QByteArray &secret, AuthFailure *failure = nullptr);
// The hit path's check, on the raw header values: the key this thread authenticated lately
// (through authenticate(), within the same bounds of freshness) when the secret is the one
// that matched it then; otherwise null, and authenticate() decides. No allocation. The
// pointer is valid until this thread's next call into KeyCache.
const ApiKey *authenticated(const KeyRepository &keys, QByteArrayView appId, QByteArrayView secret);
// Another instance changed keys (its CacheBus message arrived, or one may have gone
// unheard): every thread reads its keys again (KeyRepository::noteChangedElsewhere).
void noteChangedElsewhere();
// The CacheBus tag of key changes.
QString changeTag();
// The same as above on the calling thread's connection: what the HTTP layer calls (it sees no
// repository, architecture.md).
std::optional<ApiKey> authenticate(const QSqlDatabase &db, const QString &appId,
    const QByteArray &secret, AuthFailure *failure = nullptr);
const ApiKey *authenticated(const QSqlDatabase &db, QByteArrayView appId, QByteArrayView secret);

} // namespace KeyCache
