#pragma once

#include <QSqlDatabase>
#include <QString>
#include <optional>

// What a generated cover shows of a product or seller (server/media).
class CoverRepository final
{
public:
    struct Product
    {
        QString name;
        QString author; // empty for stationery or a book without one
        QString category;
        QString seller;
    };

    explicit CoverRepository(QSqlDatabase db);

    // An active product of that type ("book" or "stationery"); nullopt otherwise.
    std::optional<Product> product(const QString &type, qint64 id) const;
    std::optional<QString> sellerName(qint64 id) const;

private:
    QSqlDatabase m_db;
};
