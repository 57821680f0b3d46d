#pragma once

#include "net/outboxsender.h"

class ApiClient;

// Stock scans of the Outbox: POST /products/stock/by-code (contract §8), with the scan time
// from the entry's first send on (scanned_at), unless the entry goes without it.
class StockScanSender final : public OutboxSender
{
public:
    explicit StockScanSender(ApiClient *client)
        : m_client(client)
    { }

    ApiRequest *send(const OutboxEntry &entry, QObject *context, Done done) override;

private:
    ApiClient *m_client;
};
