#include "models/adminsearchmodel.h"

#include <QLocale>

namespace {
constexpr int PerPage = 100;
}

AdminSearchModel::AdminSearchModel(AdminClient *admin, QObject *parent)
    : AdminListModel(parent)
    , m_admin(admin)
{ }

void AdminSearchModel::setQuery(const QDateTime &since, bool zeroOnly)
{
    m_since = since;
    m_zeroOnly = zeroOnly;
    reload();
}

void AdminSearchModel::fetchPage()
{
    const int page = nextPage();
    pageRequested(m_admin->searches(m_since, {}, m_zeroOnly, page, PerPage, this,
        [this, page](const ApiResult &result, const Paged<AdminSearch> &answer) {
            pageAnswered(page, result, answer, m_items);
        }));
}

int AdminSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdminSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AdminSearch &item = m_items.at(index.row());
    if (role == Qt::TextAlignmentRole && (index.column() == Count || index.column() == Results))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Text:
        return item.text;
    case Count:
        return QLocale().toString(item.count);
    case Results:
        return QLocale().toString(item.results);
    case LastAt:
        return item.lastAt.isValid()
            ? QLocale().toString(item.lastAt.toLocalTime(), QLocale::ShortFormat)
            : QString();
    }
    return {};
}

QVariant AdminSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Text:
        return tr("Search");
    case Count:
        return tr("Times");
    case Results:
        return tr("Found (last time)");
    case LastAt:
        return tr("Last searched");
    }
    return {};
}
