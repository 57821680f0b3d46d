#include "models/pagedtablemodel.h"

#include "net/apirequest.h"

PagedTableModel::PagedTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void PagedTableModel::restartPaging()
{
    if (m_pageRequest)
        m_pageRequest->abort();
    m_pageRequest = nullptr;
    m_nextPage = 1;
    m_total = -1;
}

ApiClient::Options PagedTableModel::pageOptions() const
{
    ApiClient::Options options;
    if (m_nextPage > 1)
        options.priority = ApiClient::Options::Priority::Background;
    return options;
}

void PagedTableModel::pageRequested(ApiRequest *request)
{
    m_pageRequest = request;
    if (m_pageRequest)
        Q_EMIT loadingChanged(true);
}

bool PagedTableModel::pageArrived(const ApiResult &result)
{
    m_pageRequest = nullptr;
    Q_EMIT loadingChanged(false);
    if (!result.isSuccess()) {
        if (result.kind() != ApiResult::Kind::Cancelled)
            Q_EMIT loadFailed(result.message());
        return false;
    }
    ++m_nextPage;
    return true;
}
