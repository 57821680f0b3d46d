#include "server/auth/secrethasher.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace SecretHasher {

namespace {
QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}
} // namespace

QByteArray newSecret()
{
    return randomBytes(32).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray newSalt()
{
    return randomBytes(16);
}

QByteArray hash(const QByteArray &salt, const QByteArray &secret)
{
    QCryptographicHash hasher(QCryptographicHash::Sha256);
    hasher.addData(salt);
    hasher.addData(secret);
    return hasher.result();
}

bool equalConstantTime(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}

} // namespace SecretHasher
