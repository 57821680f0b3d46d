#include "models/keylistmodel.h"

#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

int KeyListModel::setFromJsonLines(const QByteArray &lines)
{
    beginResetModel();
    m_keys.clear();
    for (const QByteArray &line : lines.split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line.trimmed());
        if (doc.isObject())
            m_keys.append(doc.object());
    }
    endResetModel();
    return int(m_keys.size());
}

QString KeyListModel::appId(int row) const
{
    return m_keys.value(row).value("app_id"_L1).toString();
}

bool KeyListModel::hasActiveKey(const QString &appId) const
{
    for (const QJsonObject &key : m_keys) {
        if (key.value("app_id"_L1).toString() == appId)
            return isActive(key);
    }
    return false;
}

bool KeyListModel::isActive(const QJsonObject &key) const
{
    if (key.contains("active"_L1))
        return key.value("active"_L1).toBool();
    if (key.contains("revoked"_L1))
        return !key.value("revoked"_L1).toBool();
    return !key.contains("revoked_at"_L1) || key.value("revoked_at"_L1).isNull();
}

int KeyListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

int KeyListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &key = m_keys.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case AppId:
            return key.value("app_id"_L1).toString();
        case Name:
            return key.value("name"_L1).toString();
        case Abilities: {
            QStringList list;
            for (const QJsonValue &v : key.value("abilities"_L1).toArray()) {
                const QString ability = v.toString();
                list << (ability == "read"_L1         ? tr("read")
                        : ability == "stock:write"_L1 ? tr("change stock")
                                                      : ability);
            }
            return list.join(u", "_s);
        }
        case Seller: {
            const QJsonValue v = key.value("seller_id"_L1);
            return v.isDouble() ? QString::number(v.toInteger()) : QString();
        }
        case Status:
            return isActive(key) ? tr("active") : tr("revoked");
        }
        return {};
    }
    if (role == Qt::ForegroundRole && index.column() == Status && !isActive(key))
        return QColor(0xa0, 0x30, 0x30);
    if (role == AppIdRole)
        return key.value("app_id"_L1).toString();
    if (role == ActiveRole)
        return isActive(key);
    return {};
}

QVariant KeyListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case AppId:
        return tr("App ID");
    case Name:
        return tr("Name");
    case Abilities:
        return tr("Abilities");
    case Seller:
        return tr("Seller");
    case Status:
        return tr("Status");
    }
    return {};
}
