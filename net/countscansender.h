#pragma once

#include "net/outboxsender.h"

class CountClient;

// Count scans of the Outbox: POST /products/stock/counts/{id}/scans (contract §10).
class CountScanSender final : public OutboxSender
{
public:
    explicit CountScanSender(CountClient *counts)
        : m_counts(counts)
    { }

    ApiRequest *send(const OutboxEntry &entry, QObject *context, Done done) override;

private:
    CountClient *m_counts;
};
