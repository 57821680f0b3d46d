#include "server/storage/categoryrepository.h"

#include <QHash>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {

struct Node
{
    qint64 id;
    QString name;
    QString type;
    QList<qint64> children;
};

QJsonObject toJson(const QHash<qint64, Node> &nodes, qint64 id, int depth)
{
    const Node &node = nodes.value(id);
    QJsonArray children;
    if (depth < 64) { // a cycle in bad data must not recurse forever
        for (const qint64 child : node.children)
            children.append(toJson(nodes, child, depth + 1));
    }
    return { { u"id"_s, node.id }, { u"name"_s, node.name }, { u"type"_s, node.type },
        { u"children"_s, children } };
}

// The category and all its descendants.
const QString subtree
    = u"WITH RECURSIVE subtree(id) AS (SELECT id FROM categories WHERE id = ? "
      "UNION SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) "_s;

} // namespace

CategoryRepository::CategoryRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QJsonArray CategoryRepository::tree() const
{
    QHash<qint64, Node> nodes;
    QList<qint64> roots;
    QList<std::pair<qint64, qint64>> links;
    QSqlQuery rows = Sql::run(
        m_db, u"SELECT id, name, type, COALESCE(parent_id, 0) FROM categories ORDER BY id"_s);
    while (rows.next()) {
        const qint64 id = rows.value(0).toLongLong();
        nodes.insert(id, { id, rows.value(1).toString(), rows.value(2).toString(), {} });
        links.append({ id, rows.value(3).toLongLong() });
    }
    for (const auto &[id, parent] : links) {
        if (parent != 0 && nodes.contains(parent))
            nodes[parent].children.append(id);
        else
            roots.append(id);
    }
    QJsonArray forest;
    for (const qint64 root : roots)
        forest.append(toJson(nodes, root, 0));
    return forest;
}

std::optional<CategoryRepository::Page> CategoryRepository::products(
    qint64 categoryId, const QString &type, qint64 page, int perPage) const
{
    if (!exists(categoryId))
        return std::nullopt;
    const QString where = u"FROM products WHERE category_id IN (SELECT id FROM subtree) "
                          "AND type = ? AND active = 1"_s;
    Page result;
    QSqlQuery total = Sql::run(m_db, subtree + u"SELECT COUNT(*) "_s + where, { categoryId, type });
    total.next();
    result.total = total.value(0).toLongLong();
    total.finish();
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"type"_s, Kind::Text }, { u"price"_s, Kind::Integer }, { u"image"_s, Kind::MediaUrl } };
    QSqlQuery rows = Sql::run(m_db,
        subtree + u"SELECT id, name, type, price, image "_s + where
            + u" ORDER BY id LIMIT ? OFFSET ?"_s,
        { categoryId, type, perPage, Sql::offsetOf(page, perPage) });
    result.items = mapper.all(rows);
    return result;
}

bool CategoryRepository::exists(qint64 categoryId) const
{
    return Sql::run(m_db, u"SELECT 1 FROM categories WHERE id = ?"_s, { categoryId }).next();
}

QHash<qint64, QJsonObject> CategoryRepository::nodes(const QList<qint64> &ids) const
{
    static const RowMapper mapper { { u"id"_s, RowMapper::Kind::Integer },
        { u"name"_s, RowMapper::Kind::Text }, { u"type"_s, RowMapper::Kind::Text },
        { u"parent_id"_s, RowMapper::Kind::NullableInteger } };
    return mapper.byIds(m_db, u"SELECT id, name, type, parent_id FROM categories"_s, ids);
}
