#pragma once

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>

// The API keys of a local server as `catalog-server keys list` prints them (one JSON object a
// line, never secrets).
class KeyListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { AppId, Name, Abilities, Seller, Status, ColumnCount };
    enum Role { AppIdRole = Qt::UserRole + 1, ActiveRole };

    using QAbstractTableModel::QAbstractTableModel;

    // Returns the number of keys read.
    int setFromJsonLines(const QByteArray &lines);
    QString appId(int row) const;
    // Whether the list holds this app id as a key that is not revoked.
    bool hasActiveKey(const QString &appId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    bool isActive(const QJsonObject &key) const;
    QList<QJsonObject> m_keys;
};
