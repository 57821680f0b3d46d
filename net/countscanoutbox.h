#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <optional>

class ApiClient;
class ApiRequest;
class ApiResult;
class CountClient;
class GoodsClient;
struct CountScanResult;
struct DocumentScanResult;

// Count scans that survive a lost connection (contract §10, §7): each scan gets its own
// Idempotency-Key when it is made and is written to a small SQLite table before the first
// send; it is resent with that key until the server answers, so it counts once. Kept apart
// from StockOutbox (stock changes), whose table and code another change owns. A key the server
// refuses (401/403) rejects no scan: they wait (paused) until resume() after new credentials,
// and a new key of the same connection takes them over (adoptFrom).
// The same queue carries the scans of the other stock documents (contract §11: receipts and
// returns) with the same guarantees: each entry names its document kind (`kind`: counts,
// receipts, returns) and is sent to that document's /scans (setDocumentClient()).
class CountScanOutbox final : public QObject
{
    Q_OBJECT
public:
    enum class State { Pending, Applied, Rejected };
    struct Entry
    {
        qint64 id = 0;
        QByteArray idempotencyKey;
        QString kind = QStringLiteral("counts"); // the path segment: counts, receipts, returns
        qint64 countId = 0; // the document's id (a count, receipt or return)
        QString code;
        qint64 quantity = 1;
        State state = State::Pending;
        qint64 counted = 0; // applied: the line's total the server answered
        QString name;
        QString error; // rejected: translated, for people
        // Receipts and returns: the line's expected quantity and state (ok, over,
        // not_on_order); rejected: the server's error code and whether the code is unknown
        // (404, the console offers to create the product).
        std::optional<qint64> expected;
        QString lineState;
        QString errorCode;
        bool unknownCode = false;
    };

    CountScanOutbox(ApiClient *client, CountClient *counts, const QString &databasePath,
        QObject *parent = nullptr);
    ~CountScanOutbox() override;

    bool isOpen() const { return m_open; }
    // Stores the scan for the client's server and app id and starts sending; -1 if not stored.
    qint64 enqueue(qint64 countId, const QString &code, qint64 quantity);
    // The same for a receipt's or return's scan (kind: receipts, returns); needs
    // setDocumentClient().
    qint64 enqueue(const QString &kind, qint64 documentId, const QString &code, qint64 quantity);
    void setDocumentClient(GoodsClient *documents) { m_documents = documents; }
    int pendingCount() const;
    // The server refused the key: nothing is sent until resume().
    bool isPaused() const { return m_paused; }
    // The current key takes over the waiting scans of `oldAppId` on the current server.
    int adoptFrom(const QString &oldAppId);
    void setRetryDelay(int milliseconds) { m_retryDelay = milliseconds; }

public Q_SLOTS:
    void resume();

Q_SIGNALS:
    void entryFinished(const CountScanOutbox::Entry &entry);
    void pendingCountChanged(int count);
    // The server refused the key (translated reason); the scans wait.
    void keyRefused(const QString &message);

private:
    void pump();
    void onAnswer(const Entry &entry, const ApiResult &result, const CountScanResult &scan);
    void onDocumentAnswer(
        const Entry &entry, const ApiResult &result, const DocumentScanResult &scan);
    void finishEntry(Entry entry, const ApiResult &result);
    QString server() const;

    ApiClient *m_client;
    CountClient *m_counts;
    GoodsClient *m_documents = nullptr;
    QString m_connectionName;
    bool m_open = false;
    QPointer<ApiRequest> m_inFlight;
    QTimer m_retryTimer;
    int m_retryDelay = 2000;
    int m_failures = 0;
    bool m_paused = false;
};
