#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

// Reads the catalog back as the records of an import document (contract §2), for export.
// With a seller, only that seller, its products and the authors, publishers and categories
// (with their ancestors) they use. Products stream one by one: a catalog may hold millions.
class CatalogDump final
{
public:
    CatalogDump(QSqlDatabase db, std::optional<qint64> sellerId);

    QJsonArray authors() const;
    QJsonArray publishers() const;
    QJsonArray sellers() const;
    QJsonArray categories() const; // by id
    QJsonArray searches() const; // none with a seller: searches belong to no seller
    // The products of a type ("book", "stationery") in the order they were written (pk), so
    // that an import writes them in the same order again (search breaks ties by that order).
    void products(const QString &type, const std::function<void(const QJsonObject &)> &each) const;

    // Active products as CSV rows (the columns of CsvColumns::allFields() without
    // reorder_level), books first.
    void csvRows(const std::function<void(const QStringList &)> &each) const;

private:
    QJsonArray named(const QString &table, const QString &column) const;

    QSqlDatabase m_db;
    std::optional<qint64> m_sellerId;
};
