#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// Standard Webhooks 1.0 signatures (contract §13): `v1,<base64 of HMAC-SHA256(secret bytes,
// id + "." + timestamp + "." + body)>`, one per secret, space-separated, so a receiver that
// still knows only the secret from before a rotation keeps verifying for 24 h.
namespace WebhookSigner {

// The secret's bytes: the base64 after `whsec_`.
QByteArray keyOf(const QString &secret);
QByteArray sign(
    const QString &secret, const QByteArray &messageId, qint64 timestamp, const QByteArray &body);
// The webhook-signature header value for every non-empty secret, in order.
QByteArray header(const QStringList &secrets, const QByteArray &messageId, qint64 timestamp,
    const QByteArray &body);
// msg_ + 22 base64url characters of 16 random bytes.
QString newMessageId();

} // namespace WebhookSigner
