#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

// What a shop server keeps of a marketplace product beyond the fields of the /products/mine
// item (contract §14): description, image, images, category, a book's pages, author and
// publisher, a stationery item's variants. The seller's change feed carries them with every
// entry (contract §13, `/products/mine/changes`), so an edit of any of them alone reaches the
// shop. Stock is never taken from here: it moves by movements only.
class SyncProductDetail final
{
public:
    explicit SyncProductDetail(QSqlDatabase db);

    // Whether the entry's data shows another value of these fields than the product here
    // (only the fields the data has are compared).
    bool differs(qint64 productPk, const QString &type, const QJsonObject &data) const;
    // Writes the data's values of these fields to the product, upserting the author, publisher
    // and the variants it names (a new variant with stock 0: its stock comes with its
    // movements). The category must be here already (the caller copies the tree first).
    void apply(qint64 productPk, const QString &type, const QJsonObject &data) const;

private:
    QSqlDatabase m_db;
};
