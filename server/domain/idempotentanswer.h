#pragma once

#include <QByteArray>
#include <QString>

// The answer stored for a POST's Idempotency-Key (contract §7): replayed to a retry of the same
// request (the same fingerprint), refused (422 idempotency_key_reused) to another.
struct IdempotentAnswer
{
    QString fingerprint;
    int status = 200;
    QByteArray body;
};
