#pragma once

#include "net/goodsresources.h"
#include "net/outboxsender.h"

class GoodsClient;

// Receipt or return scans of the Outbox (one sender per kind):
// POST /products/stock/{receipts|returns}/{id}/scans (contract §11).
class DocumentScanSender final : public OutboxSender
{
public:
    DocumentScanSender(GoodsClient *documents, StockDocument::Kind kind)
        : m_documents(documents)
        , m_kind(kind)
    { }

    ApiRequest *send(const OutboxEntry &entry, QObject *context, Done done) override;

private:
    GoodsClient *m_documents;
    StockDocument::Kind m_kind;
};
