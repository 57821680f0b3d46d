#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include "models/csvpreview.h"

// The first rows of a CSV file as a table: each column headed by its name and the field it
// gives (greyed when it gives none), each row numbered as the server's report numbers it.
class CsvPreviewModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setPreview(const CsvPreview &preview);
    // The field of each column ("" for none), from CsvMappingModel.
    void setFields(const QStringList &fields);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QStringList m_header;
    QList<CsvPreview::Row> m_rows;
    QStringList m_fields;
};
