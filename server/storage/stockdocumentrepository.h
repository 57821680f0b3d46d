#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// A receipt or a return (contract §11) as stored: its header.
struct StockDocument
{
    qint64 id = 0;
    qint64 sellerId = 0;
    QString kind; // "receipt" or "return"
    QString status; // "open", "posted", "cancelled"
    std::optional<qint64> supplierId;
    std::optional<qint64> orderId;
    QString reference; // null: none
    QString note; // null: none
    QString createdAt;
    QString postedAt; // null: not posted
    QJsonObject toJson() const;
};

// One item of a stock document.
struct StockDocumentLine
{
    qint64 productPk = 0;
    std::optional<qint64> variantId;
    qint64 quantity = 0;
    // Filled by lines():
    qint64 productId = 0;
    QString type;
    QString code;
    QString name;
    qint64 stock = 0; // the item's (the variant's or the product's) when read
};

// Stock documents (contract §11): receipts and returns, each a header and one line per item
// that scans from any number of devices add to. Shaped for any document that is filled by
// scans and then posted in one transaction (a count is one more kind of it).
class StockDocumentRepository final
{
public:
    using Document = StockDocument;
    using Line = StockDocumentLine;
    // What a post records with each line's movement (contract §10/§11).
    struct Movement
    {
        QString appId;
        QString idempotencyKey; // empty: none
        QString reason;
        QString note;
    };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };
    enum class ScanOutcome { Added, WouldBeNegative };

    explicit StockDocumentRepository(QSqlDatabase db);

    qint64 create(const Document &document) const;
    std::optional<Document> find(qint64 sellerId, const QString &kind, qint64 id) const;
    qint64 openDocuments(qint64 sellerId) const;
    qint64 lineCount(qint64 documentId) const;
    bool hasLine(qint64 documentId, qint64 productPk, std::optional<qint64> variantId) const;
    // Adds quantity to the item's line in one statement (concurrent scans add up); the line's
    // total after it, or nullopt when it would go below 0 (nothing changed).
    std::optional<qint64> addToLine(qint64 documentId, qint64 productPk,
        std::optional<qint64> variantId, qint64 quantity) const;
    // Every line (page 0) or one page of them, in the order they were first scanned.
    QList<Line> lines(qint64 documentId, qint64 page = 0, int perPage = 0) const;
    std::optional<Line> line(
        qint64 documentId, qint64 productPk, std::optional<qint64> variantId) const;
    // A scan's view of the document, under the document's scan lock (PostgreSQL, until the
    // transaction ends): no post or cancel commits between this check and the scan's line, so
    // a scan answered 200 is in the posted document; nullopt: no such document of the seller.
    std::optional<Document> findForScan(qint64 sellerId, const QString &kind, qint64 id) const;
    // Moves an open document to status ("posted", "cancelled") under the document's exclusive
    // lock, in one statement that only an open one passes: of two posts at once exactly one
    // claims it. false: it was not open.
    bool claim(qint64 id, const QString &status) const;
    // A post's stock changes: each line's quantity times sign (+1 a receipt, −1 a return), set
    // based — one statement per table whatever the document's length, so a post of 5,000 lines
    // holds its rows well under a second (contract §3 busy). Call under the rows' locks
    // (StockRepository::lockProducts). The lines whose change the stock rule refuses (above
    // 1,000,000,000, or below 0 where it lowers the stock), their item's stock in `stock`:
    QList<Line> refusedLines(qint64 documentId, int sign) const;
    // Every non-zero line's change, and one movement per line recording it (before, after, the
    // item's price), in the lines' order. Check refusedLines() first.
    void applyLines(qint64 documentId, int sign, const Movement &movement) const;
    // Items carry the totals `lines` and `units` instead of the lines.
    Page list(qint64 sellerId, const QString &kind, const QString &status,
        std::optional<qint64> supplierId, qint64 page, int perPage) const;

private:
    QList<Line> select(const QString &condition, const QVariantList &values) const;

    QSqlDatabase m_db;
};
