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

    // What the CSV cannot carry (contract §2.1 asks the export to say so).
    struct LeftOut
    {
        qint64 withoutCode = 0; // products (the CSV import finds a row's product by its code)
        qint64 variants = 0; // variants of the products written
    };
    // Products with a code as CSV rows, inactive ones too, in the export's column order
    // (CatalogExporter::writeCsv's header, `active` last), books first.
    LeftOut csvRows(const std::function<void(const QStringList &)> &each) const;

private:
    QJsonArray named(const QString &table, const QString &column) const;

    QSqlDatabase m_db;
    std::optional<qint64> m_sellerId;
};
