#pragma once

#include <QByteArray>

// Secrets are random (256 bits), so a salted SHA-256 is enough to keep them unusable if the
// database leaks; a slow KDF would only cost every request time.
namespace SecretHasher {

QByteArray newSecret(); // 43 URL-safe base64 characters of 32 random bytes
QByteArray newSalt();
QByteArray hash(const QByteArray &salt, const QByteArray &secret);
// Compares in time independent of where the first difference is.
bool equalConstantTime(const QByteArray &a, const QByteArray &b);

} // namespace SecretHasher
