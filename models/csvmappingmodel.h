#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

// Which product field each column of a CSV file gives, as catalog-server will read it: the
// detected mapping (CsvFields), changed per column by the user; the changes become the
// import's --map arguments. One row per column of the file.
class CsvMappingModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ColumnName, Sample, Field, ColumnCount };
    enum Role { FieldRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    // The file's header and a few rows, for each column's first non-empty value.
    void setColumns(const QStringList &header, const QList<QStringList> &rows);
    QStringList header() const { return m_header; }

    // The field column `row` gives ("" when it is ignored).
    QString field(int row) const { return m_fields.value(row); }
    QStringList fields() const { return m_fields; }
    bool hasField(const QString &field) const { return m_fields.contains(field); }
    // Makes column `row` give `field` ("" or "ignore": nothing). A column that gave the same
    // field before gives nothing now (only the code may come from several columns).
    bool setField(int row, const QString &field);
    // ["--map", "COLUMN=FIELD", ...] for each column read otherwise than by its name.
    QStringList mapArguments() const;
    // Whether --map can name the column (its name has no '=' and is not empty).
    bool isMappable(int row) const;

    // A field's name for people ("" and "ignore": "not imported").
    static QString fieldLabel(const QString &field);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    void mappingChanged();

private:
    void update();

    QStringList m_header;
    QStringList m_samples;
    QHash<QString, QString> m_map; // folded column name → field or "ignore"
    QStringList m_fields;
};
