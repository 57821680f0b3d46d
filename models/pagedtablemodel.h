#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "net/apiclient.h"

// What the table models that page in with canFetchMore/fetchMore (as Qt's fetchmore example)
// share: the page to ask for next, the request on its way, the total, and the signals a pane
// follows them with. A subclass decides what to fetch, which rows to keep and when it ends.
class PagedTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // -1 while unknown.
    qint64 total() const { return m_total; }
    bool isLoading() const { return !m_pageRequest.isNull(); }

Q_SIGNALS:
    void loadingChanged(bool loading);
    void loadFailed(const QString &message);
    void totalChanged(qint64 total);

protected:
    explicit PagedTableModel(QObject *parent = nullptr);

    // Aborts the page on its way (its callback sees Cancelled) and starts again at page 1 with
    // an unknown total.
    void restartPaging();
    int nextPage() const { return m_nextPage; }
    // Page 1 is what the user waits for; later pages load in the background.
    ApiClient::Options pageOptions() const;
    // Holds the request of the page asked for and says that it is loading.
    void pageRequested(ApiRequest *request);
    // The start of every page's callback: forgets the request, says that loading stopped and
    // reports a failure (not a cancel). True when the page arrived; the next one is asked next.
    bool pageArrived(const ApiResult &result);
    void setTotal(qint64 total) { m_total = total; }

    // Appends rows to the list behind the model in one insertion.
    template<typename T> void appendRows(QList<T> &items, const QList<T> &rows)
    {
        if (rows.isEmpty())
            return;
        const int first = int(items.size());
        beginInsertRows({}, first, first + int(rows.size()) - 1);
        items.append(rows);
        endInsertRows();
    }

private:
    QPointer<ApiRequest> m_pageRequest;
    int m_nextPage = 1;
    qint64 m_total = -1;
};
