#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

// Contract §13: a webhook of the key, as GET /webhooks shows it (never its secret).
struct Webhook
{
    qint64 id = 0;
    QString url;
    QStringList types; // product, category, seller, stock
    QString description;
    bool active = true;
    QString disabledReason;
    QDateTime previousSecretExpiresAt; // invalid unless rotated within 24 h
    QDateTime createdAt;
};

// The answer of a create or rotate: the webhook and its secret, shown this once.
struct WebhookWithSecret
{
    Webhook webhook;
    QString secret;
};

// Contract §13: one delivery of the log (kept 7 days).
struct WebhookDelivery
{
    qint64 id = 0;
    QString messageId;
    QString status; // ok, failed, pending
    int attempts = 0;
    std::optional<int> statusCode; // none: no HTTP answer (see error)
    qint64 durationMs = 0;
    QString response; // the first 1 KiB of the receiver's answer
    QString error;
    QDateTime createdAt;
    QDateTime lastAttemptAt;
    QDateTime nextAttemptAt; // invalid unless a retry is planned
};
