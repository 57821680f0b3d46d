#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QPointer>
#include <memory>
#include <vector>

#include "net/resources.h"

class ApiClient;
class ApiRequest;

// The category forest of GET /search/categories as a tree for QTreeView.
class CategoryTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role { IdRole = Qt::UserRole + 1, TypeRole };

    explicit CategoryTreeModel(ApiClient *client, QObject *parent = nullptr);
    ~CategoryTreeModel() override;

    // Reads the tree fresh (Cache-Control: no-cache): categories an import made are listed
    // at once, not after the server's cache time.
    void reload();
    // The first column's index of the category with `id`, or invalid.
    QModelIndex indexOf(qint64 id) const;
    bool isLoading() const { return !m_request.isNull(); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);

private:
    struct Node
    {
        qint64 id = 0;
        QString name;
        QString type;
        Node *parent = nullptr;
        int row = 0;
        std::vector<std::unique_ptr<Node>> children;
    };
    static void build(Node *into, const QList<Category> &categories);
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex find(const Node *node, qint64 id) const;

    ApiClient *m_client;
    std::unique_ptr<Node> m_root;
    QPointer<ApiRequest> m_request;
};
