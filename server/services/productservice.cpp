#include "server/services/productservice.h"

#include <QJsonArray>

#include "common/productcodes.h"
#include "server/domain/domainerror.h"
#include "server/services/bodyreader.h"
#include "server/services/importrecordreader.h"
#include "server/storage/codematches.h"
#include "server/storage/productrepository.h"
#include "server/storage/productwriter.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/stockrepository.h"
#include "server/storage/syncproductrepository.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

ProductService::CreateRequest ProductService::parseCreate(const QJsonObject &body)
{
    BodyReader reader(body);
    CreateRequest request;
    ProductWriter::NewProduct &product = request.product;
    product.type = body.value(u"type"_s).toString();
    const bool book = product.type == "book"_L1;
    if (!book && product.type != "stationery"_L1)
        reader.report(u"type"_s, u"must be book or stationery"_s);
    const QString code = ProductCodes::stripSeparators(reader.text(u"code"_s, 64, true));
    if (!code.isEmpty() && book) {
        product.code = ProductCodes::normalizeIsbn(code).value_or(QString());
        if (product.code.isEmpty())
            reader.report(u"code"_s, u"must be a valid ISBN-10 or ISBN-13"_s);
    } else if (!code.isEmpty() && product.type == "stationery"_L1) {
        product.code = code;
        if (!ProductCodes::isValidBarcode(code))
            reader.report(
                u"code"_s, u"must be an EAN-13, EAN-8 or UPC-A with a valid check digit"_s);
    }
    product.name = reader.text(u"name"_s, maximumNameLength, true);
    if (reader.has(u"price"_s))
        product.price = reader.integer(u"price"_s, 0).value_or(0);
    else
        reader.report(u"price"_s, u"is required"_s);
    if (reader.has(u"old_price"_s) && !reader.isNull(u"old_price"_s))
        product.oldPrice = reader.integer(u"old_price"_s, 0).value_or(0);
    request.author = reader.text(u"author"_s, maximumNameLength, false);
    request.publisher = reader.text(u"publisher"_s, maximumNameLength, false);
    if (reader.has(u"pages"_s) && !reader.isNull(u"pages"_s))
        product.pages = reader.integer(u"pages"_s, 0).value_or(0);
    if (!book) {
        // What only books have (the search index reads a stationery item's author as none).
        for (const QString &field : { u"author"_s, u"publisher"_s, u"pages"_s }) {
            if (reader.has(field) && !reader.isNull(field))
                reader.report(field, u"is for books only"_s);
        }
    }
    product.categoryId = reader.reference(u"category_id"_s);
    product.description = reader.text(u"description"_s, maximumTextLength, false);
    product.image = reader.text(u"image"_s, maximumImageLength, false);
    if (!product.image.isEmpty() && !ImportRecordReader::isImageUrl(product.image))
        reader.report(u"image"_s, u"must be an http(s) URL or a /media/ path"_s);
    if (reader.has(u"stock"_s) && !reader.isNull(u"stock"_s))
        product.stock = reader.integer(u"stock"_s, 0).value_or(0);
    product.reorderLevel = reader.nullableInteger(u"reorder_level"_s, 0).value_or(std::nullopt);
    product.reorderQuantity
        = reader.nullableInteger(u"reorder_quantity"_s, 1).value_or(std::nullopt);
    product.supplierId = reader.reference(u"supplier_id"_s);
    reader.finish();
    return request;
}

void ProductService::readProductFields(
    BodyReader &reader, const QJsonObject &body, ProductWriter::Changes &changes)
{
    if (reader.has(u"stock"_s)) {
        reader.report(u"stock"_s,
            u"is changed only by stock updates, counts, receipts and returns, never here"_s);
    }
    if (reader.has(u"name"_s))
        changes.name = reader.text(u"name"_s, maximumNameLength, true);
    if (reader.has(u"price"_s))
        changes.price = reader.integer(u"price"_s, 0);
    if (reader.has(u"old_price"_s)) {
        // null: none, as 0 (contract §2: an old price is set when > 0).
        changes.oldPrice = reader.isNull(u"old_price"_s) ? std::optional<qint64>(0)
                                                         : reader.integer(u"old_price"_s, 0);
    }
    if (reader.has(u"active"_s)) {
        if (!body.value(u"active"_s).isBool())
            reader.report(u"active"_s, u"must be true or false"_s);
        changes.active = body.value(u"active"_s).toBool();
    }
    // The product's data (contract §11, §15); null clears author, publisher and category.
    const auto nullableName = [&](const QString &field) {
        if (reader.isNull(field))
            return std::optional<QString>();
        const QString name = reader.text(field, maximumNameLength, true);
        return name.isEmpty() ? std::optional<QString>() : std::optional<QString>(name);
    };
    if (reader.has(u"author"_s))
        changes.author = nullableName(u"author"_s);
    if (reader.has(u"publisher"_s))
        changes.publisher = nullableName(u"publisher"_s);
    if (reader.has(u"category_id"_s))
        changes.categoryId = reader.reference(u"category_id"_s);
    if (reader.has(u"description"_s))
        changes.description = reader.text(u"description"_s, maximumTextLength, false);
    if (reader.has(u"pages"_s))
        changes.pages = reader.isNull(u"pages"_s) ? std::optional<qint64>(0)
                                                  : reader.integer(u"pages"_s, 0, 100'000);
    if (reader.has(u"image"_s)) {
        changes.image = reader.text(u"image"_s, 2048, false);
        if (!changes.image->isEmpty() && !ImportRecordReader::isImageUrl(*changes.image))
            reader.report(u"image"_s, u"must be an http(s) URL or a /media/ path"_s);
    }
}

void ProductService::checkProductFields(
    const QSqlDatabase &db, const QString &type, const ProductWriter::Changes &changes)
{
    if (type != "book"_L1) {
        // What only books have (as at creation).
        QJsonObject problems;
        if (changes.author && *changes.author)
            problems.insert(u"author"_s, u"is for books only"_s);
        if (changes.publisher && *changes.publisher)
            problems.insert(u"publisher"_s, u"is for books only"_s);
        if (changes.pages && *changes.pages != 0)
            problems.insert(u"pages"_s, u"is for books only"_s);
        if (!problems.isEmpty())
            throw DomainError::validation(problems);
    }
    if (changes.categoryId && *changes.categoryId) {
        const auto categoryType = ProductWriter(db).categoryType(**changes.categoryId);
        if (!categoryType)
            throw DomainError::validation(u"category_id"_s, u"no such category"_s);
        if (*categoryType != type) {
            throw DomainError::validation(
                u"category_id"_s, u"the category is of type %1, not %2"_s.arg(*categoryType, type));
        }
    }
}

ProductWriter::Changes ProductService::parsePatch(const QJsonObject &body)
{
    BodyReader reader(body);
    ProductWriter::Changes changes;
    readProductFields(reader, body, changes);
    changes.reorderLevel = reader.nullableInteger(u"reorder_level"_s, 0);
    changes.reorderQuantity = reader.nullableInteger(u"reorder_quantity"_s, 1);
    if (reader.has(u"supplier_id"_s)) {
        changes.supplierId = reader.isNull(u"supplier_id"_s)
            ? std::optional<qint64>()
            : std::optional<qint64>(reader.integer(u"supplier_id"_s, 1));
    }
    reader.finish();
    return changes;
}

ProductService::ProductService(QSqlDatabase db, QString appId, qint64 sellerId)
    : m_db(std::move(db))
    , m_appId(std::move(appId))
    , m_sellerId(sellerId)
{ }

void ProductService::checkCodesFree(const QStringList &codes) const
{
    const CodeMatches matches(m_db);
    for (const QString &code : codes) {
        const QList<CodeMatches::Item> users = matches.users(m_sellerId, code, 1);
        if (users.isEmpty())
            continue;
        const CodeMatches::Item &user = users.constFirst();
        QJsonObject product { { u"id"_s, user.id }, { u"type"_s, user.type },
            { u"name"_s, user.name } };
        if (user.variantId)
            product.insert(u"variant_id"_s, *user.variantId);
        throw DomainError { DomainError::Kind::Conflict, u"code_exists"_s,
            u"The code %1 is already used by %2 %3 (\"%4\")."_s.arg(
                code, user.type, QString::number(user.id), user.name),
            {}, { { u"product"_s, product } }, {} };
    }
}

void ProductService::checkSupplier(const std::optional<qint64> &supplierId) const
{
    // Another seller's supplier is named as if it did not exist (contract §11).
    if (supplierId && !ProductWriter(m_db).isSupplierOf(m_sellerId, *supplierId))
        throw DomainError::validation(u"supplier_id"_s, u"no such supplier"_s);
}

QJsonObject ProductService::create(
    const CreateRequest &request, const QString &idempotencyKey) const
{
    const ProductWriter writer(m_db);
    writer.lockCodes();
    checkCodesFree({ request.product.code });
    ProductWriter::NewProduct product = request.product;
    product.sellerId = m_sellerId;
    // A shop synced with the marketplace pushes the product up (contract §14).
    const bool synced = SyncRepository(m_db).following();
    if (synced)
        product.minimumId = SyncProductRepository::localIdBase;
    if (product.categoryId) {
        const auto type = writer.categoryType(*product.categoryId);
        if (!type)
            throw DomainError::validation(u"category_id"_s, u"no such category"_s);
        if (*type != product.type) {
            throw DomainError::validation(
                u"category_id"_s, u"the category is of type %1, not %2"_s.arg(*type, product.type));
        }
    }
    checkSupplier(product.supplierId);
    if (!request.author.isEmpty())
        product.authorId = writer.authorNamed(request.author);
    if (!request.publisher.isEmpty())
        product.publisherId = writer.publisherNamed(request.publisher);

    const auto [pk, id] = writer.insert(product);
    if (product.stock > 0) {
        // Contract §11: the first stock is a delivery like any other.
        StockRepository::Change change;
        change.after = product.stock;
        StockRepository(m_db).recordMovement(m_appId,
            { pk, id, product.type, product.name, std::nullopt }, change, idempotencyKey,
            { u"received"_s, QString(), std::nullopt, QString(), QString() });
    }
    if (synced)
        SyncProductRepository(m_db).queue(pk, u"create"_s, {});
    // In every search, suggestion and list at once.
    SearchIndexWriter(m_db).reindex({ pk });
    return *ProductRepository(m_db).mineItem(pk);
}

QJsonObject ProductService::patch(
    const QString &type, qint64 id, const ProductWriter::Changes &changes) const
{
    const ProductWriter writer(m_db);
    if (changes.active.value_or(false))
        writer.lockCodes();
    const auto existing = writer.find(m_sellerId, type, id);
    if (!existing)
        throw DomainError::notFound(u"No such product of this seller."_s);
    if (changes.active.value_or(false) && !existing->active) {
        // Brought back: its codes must still be its own.
        QStringList codes = existing->variantBarcodes;
        if (!existing->code.isEmpty())
            codes.prepend(existing->code);
        checkCodesFree(codes);
    }
    if (changes.supplierId)
        checkSupplier(*changes.supplierId);
    checkProductFields(m_db, type, changes);
    writer.update(existing->pk, changes);
    queueUpstream(m_db, existing->pk, changes);
    // Its name, author, category words and whether it is active are in the index.
    if (changes.changesIndexedText())
        SearchIndexWriter(m_db).reindex({ existing->pk });
    return *ProductRepository(m_db).mineItem(existing->pk);
}

void ProductService::queueUpstream(
    const QSqlDatabase &db, qint64 productPk, const ProductWriter::Changes &changes)
{
    QStringList synced;
    if (changes.name)
        synced << u"name"_s;
    if (changes.price)
        synced << u"price"_s;
    if (changes.oldPrice)
        synced << u"old_price"_s;
    if (changes.reorderLevel)
        synced << u"reorder_level"_s;
    if (changes.reorderQuantity)
        synced << u"reorder_quantity"_s;
    if (changes.active)
        synced << u"active"_s;
    if (!synced.isEmpty() && SyncRepository(db).following())
        SyncProductRepository(db).queue(productPk, u"update"_s, synced);
}
