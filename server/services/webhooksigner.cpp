#include "server/services/webhooksigner.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

QByteArray WebhookSigner::keyOf(const QString &secret)
{
    const QString encoded = secret.startsWith(u"whsec_"_s) ? secret.mid(6) : secret;
    return QByteArray::fromBase64(encoded.toLatin1());
}

QByteArray WebhookSigner::sign(
    const QString &secret, const QByteArray &messageId, qint64 timestamp, const QByteArray &body)
{
    const QByteArray content = messageId + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1,"
        + QMessageAuthenticationCode::hash(content, keyOf(secret), QCryptographicHash::Sha256)
              .toBase64();
}

QByteArray WebhookSigner::header(const QStringList &secrets, const QByteArray &messageId,
    qint64 timestamp, const QByteArray &body)
{
    QList<QByteArray> signatures;
    for (const QString &secret : secrets) {
        if (!secret.isEmpty())
            signatures << sign(secret, messageId, timestamp, body);
    }
    return signatures.join(' ');
}

QString WebhookSigner::newMessageId()
{
    quint32 random[4];
    QRandomGenerator::system()->fillRange(random);
    const QByteArray bytes(reinterpret_cast<const char *>(random), sizeof random);
    return u"msg_"_s
        + QString::fromLatin1(
            bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}
