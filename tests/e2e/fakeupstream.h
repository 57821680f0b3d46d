#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QString>
#include <atomic>
#include <optional>

class QTcpServer;
class QTcpSocket;
class QThread;

// A marketplace that misbehaves on purpose (contract §14, "What comes down is checked"): a small
// HTTP/1.1 server on 127.0.0.1, on a thread of its own so that it streams while the test waits,
// answering what a shop server asks (the key, the seller's change feed, the movement feed, the
// category tree, stock batches) from data the test sets, and answering the movement feed in a
// hostile way when told to. One seller (1) with the products the test gives.
class FakeUpstream final : public QObject
{
    Q_OBJECT

public:
    // How the movement feed answers.
    enum class Mode {
        Normal, // pages from the given cursor, next after the page
        Rewind, // every movement from the first, whatever the cursor (next: the end)
        Stuck, // the movements after the cursor, has_more true and next = the cursor given
        Garbage, // 200 with a body that is not JSON
        Huge, // 200, Content-Length 2 GiB, streamed as long as the client reads
        HugeChunked, // 200, chunked, 2 GiB streamed as fast as the client reads
        Endless, // 200, chunked, 1 KiB every 200 ms for ever
    };
    Q_ENUM(Mode)
    static constexpr qint64 hugeBytes = qint64(2) * 1024 * 1024 * 1024;

    FakeUpstream();
    ~FakeUpstream() override;

    // Listens on 127.0.0.1:0 on its own thread.
    bool start();
    QString baseUrl() const; // http://127.0.0.1:PORT/api/v1/client

    void setMode(Mode mode) { m_mode = mode; }
    // The seller's change feed's entries ({type, id, data}), all on one page.
    void setProducts(const QJsonArray &entries);
    // Appended to the movement feed (ids must be new); each with id, type, product_id, delta,
    // after, reason.
    void addMovement(const QJsonObject &movement);
    // One more item on every page of the feed, after the real ones and outside the cursor's
    // count (a forged entry); nullopt: none.
    void setForgedMovement(const std::optional<QJsonObject> &movement);
    void setForgedProduct(const std::optional<QJsonObject> &entry);
    // How many requests of each feed were answered, for tests that wait for a round.
    int movementRequests() const { return m_movementRequests.load(); }
    // The stock batches' updates received, in order.
    QJsonArray pushed() const;

private:
    struct Connection;
    void accept();
    void read(QTcpSocket *socket);
    void answer(QTcpSocket *socket, const QByteArray &method, const QByteArray &target,
        const QByteArray &body);
    void answerMovements(QTcpSocket *socket, const QString &after, int limit);
    static void reply(QTcpSocket *socket, int status, const QByteArray &body);
    void stream(QTcpSocket *socket, Mode mode);

    QThread *m_thread = nullptr;
    QTcpServer *m_server = nullptr; // lives on m_thread
    quint16 m_port = 0;
    std::atomic<Mode> m_mode { Mode::Normal };
    std::atomic<int> m_movementRequests { 0 };
    mutable QMutex m_mutex;
    QJsonArray m_products;
    QList<QJsonObject> m_movements;
    std::optional<QJsonObject> m_forgedMovement;
    std::optional<QJsonObject> m_forgedProduct;
    QJsonArray m_pushed;
};
