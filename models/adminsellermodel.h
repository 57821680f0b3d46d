#pragma once

#include "models/reportlistmodel.h"
#include "net/adminclient.h"

// The sellers as the catalog admin sees them (contract §15 GET /admin/quality's sellers):
// switched off ones too, with their products, listed products, completeness and issues.
class AdminSellerModel final : public ReportListModel<AdminQuality::Seller>
{
    Q_OBJECT
public:
    enum Column { Name, Active, Products, Listed, Completeness, Issues, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1 };

    explicit AdminSellerModel(QObject *parent = nullptr);

    void setSellers(const QList<AdminQuality::Seller> &sellers) { resetItems(sellers); }
    int rowOf(qint64 sellerId) const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};
