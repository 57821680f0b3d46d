#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <utility>

#include "net/adminclient.h"

// One bulk edit of many products (contract §15 POST /admin/products/bulk), sent in chunks of
// at most AdminClient::MaxBulkItems one after the other, so it shows progress and can stop
// between chunks. Cancel stops sending: the chunk on its way still finishes (the server may
// have applied it), the items not sent are reported as not sent.
class AdminBulkRun final : public QObject
{
    Q_OBJECT
public:
    using Item = std::pair<QString, qint64>; // type, id

    struct Outcome
    {
        Item item;
        enum class State { Applied, Refused, NotSent } state = State::NotSent;
        AdminBulkResult result; // Applied and Refused: the server's answer for the item
        QString problem; // Refused: translated, for people; NotSent: why
    };

    AdminBulkRun(AdminClient *admin, const QList<Item> &items, const QJsonObject &set,
        int chunkSize = AdminClient::MaxBulkItems, QObject *parent = nullptr);

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    int total() const { return int(m_items.size()); }
    int done() const { return int(m_outcomes.size()); }
    const QList<Outcome> &outcomes() const { return m_outcomes; }
    int count(Outcome::State state) const;

    // A refused item's reason in words: the field the server named, else its message.
    static QString problemOf(const AdminBulkResult &result);

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    void sendNext();
    void finish();

    AdminClient *m_admin;
    QList<Item> m_items;
    QJsonObject m_set;
    int m_chunkSize;
    QList<Outcome> m_outcomes;
    QPointer<ApiRequest> m_request;
    bool m_running = false;
    bool m_cancelled = false;
};
