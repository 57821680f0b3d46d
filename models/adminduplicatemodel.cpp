#include "models/adminduplicatemodel.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int PerPage = 50;
}

AdminDuplicateModel::AdminDuplicateModel(AdminClient *admin, QObject *parent)
    : AdminListModel(parent)
    , m_admin(admin)
{ }

void AdminDuplicateModel::fetchPage()
{
    const int page = nextPage();
    pageRequested(m_admin->duplicates(page, PerPage, this,
        [this, page](const ApiResult &result, const Paged<AdminDuplicate> &answer) {
            pageAnswered(page, result, answer, m_items);
        }));
}

QString AdminDuplicateModel::fieldName(const QString &field)
{
    if (field == "name"_L1)
        return tr("name");
    if (field == "author"_L1)
        return tr("author");
    if (field == "type"_L1)
        return tr("kind");
    if (field == "price"_L1)
        return tr("price");
    return field;
}

int AdminDuplicateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdminDuplicateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AdminDuplicate &item = m_items.at(index.row());
    if (role == Qt::TextAlignmentRole && index.column() == Listings)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Code:
        return item.code;
    case Listings:
        return int(item.listings.size());
    case Differs: {
        QStringList names;
        for (const QString &field : item.differs)
            names << fieldName(field);
        return names.join(u", "_s);
    }
    }
    return {};
}

QVariant AdminDuplicateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Code:
        return tr("Code");
    case Listings:
        return tr("Listings");
    case Differs:
        return tr("Differ in");
    }
    return {};
}
