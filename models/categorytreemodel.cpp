#include "models/categorytreemodel.h"

#include "net/apiclient.h"

using namespace Qt::StringLiterals;

CategoryTreeModel::CategoryTreeModel(ApiClient *client, QObject *parent)
    : QAbstractItemModel(parent)
    , m_client(client)
    , m_root(std::make_unique<Node>())
{ }

CategoryTreeModel::~CategoryTreeModel() = default;

void CategoryTreeModel::build(Node *into, const QList<Category> &categories)
{
    for (const Category &c : categories) {
        auto node = std::make_unique<Node>();
        node->id = c.id;
        node->name = c.name;
        node->type = c.type;
        node->parent = into;
        node->row = int(into->children.size());
        build(node.get(), c.children);
        into->children.push_back(std::move(node));
    }
}

void CategoryTreeModel::reload()
{
    if (m_request)
        m_request->abort();
    RequestOptions options;
    options.noCache = true;
    m_request = m_client->categories(
        this,
        [this](const ApiResult &result, const QList<Category> &categories) {
            m_request = nullptr;
            if (!result.isSuccess()) {
                if (result.kind() != ApiResult::Kind::Cancelled)
                    Q_EMIT loadFailed(result.message());
                return;
            }
            beginResetModel();
            m_root = std::make_unique<Node>();
            build(m_root.get(), categories);
            endResetModel();
            Q_EMIT loaded();
        },
        options);
}

QModelIndex CategoryTreeModel::find(const Node *node, qint64 id) const
{
    for (const auto &child : node->children) {
        if (child->id == id)
            return createIndex(child->row, 0, child.get());
        const QModelIndex below = find(child.get(), id);
        if (below.isValid())
            return below;
    }
    return {};
}

QModelIndex CategoryTreeModel::indexOf(qint64 id) const
{
    return id > 0 ? find(m_root.get(), id) : QModelIndex();
}

CategoryTreeModel::Node *CategoryTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex CategoryTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *p = nodeOf(parent);
    return createIndex(row, column, p->children.at(size_t(row)).get());
}

QModelIndex CategoryTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *node = nodeOf(child);
    Node *p = node->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int CategoryTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int CategoryTreeModel::columnCount(const QModelIndex &) const
{
    return 2;
}

QVariant CategoryTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *node = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == 0)
            return node->name;
        return node->type == "book"_L1      ? tr("books")
            : node->type == "stationery"_L1 ? tr("stationery")
                                            : node->type;
    case IdRole:
        return node->id;
    case TypeRole:
        return node->type;
    default:
        return {};
    }
}

QVariant CategoryTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == 0 ? tr("Category") : tr("Kind");
}
