#include "common/productcodes.h"
#include "server/services/catalogvalidator.h"
#include "server/services/importissues.h"
#include "server/services/importrecordreader.h"

// The products' part of the validation: books and stationery, their codes, purchasing fields
// and variants, checked against each other and against the catalog already in the database.

using namespace Qt::StringLiterals;

void CatalogValidator::claimCode(
    ImportRecordReader &reader, const QString &field, qint64 sellerId, const QString &code)
{
    // The code lookup and the stock update find a product by (seller, code): it must be unique.
    const QString key = CatalogReferences::codeKey(sellerId, code);
    qint64 packed = 0;
    bool digits = code.size() <= 15 && !code.isEmpty();
    for (const QChar c : code) {
        digits = digits && c >= u'0' && c <= u'9';
        packed = packed * 10 + (c.unicode() - u'0');
    }
    // The length keeps "0123" apart from "123".
    packed |= qint64(code.size()) << 56;
    const auto first = digits ? m_codes.constFind({ sellerId, packed }) : m_codes.cend();
    const auto other = digits ? m_otherCodes.cend() : m_otherCodes.constFind(key);
    if (first != m_codes.cend() || other != m_otherCodes.cend()) {
        reader.report(field,
            u"code %1 of seller %2 is already used by %3"_s.arg(code).arg(sellerId).arg(
                keptLabel(first != m_codes.cend() ? *first : *other)));
        return;
    }
    if (digits)
        m_codes.insert({ sellerId, packed }, keepLabel(reader));
    else
        m_otherCodes.insert(key, keepLabel(reader));
    if (m_dbCodeHolders.contains(key))
        m_codeClaims.append({ key, reader.label(), reader.prefixed(field), code });
}

void CatalogValidator::readProducts(const QJsonObject &document, QLatin1StringView key)
{
    const bool books = key == "books"_L1;
    forEachRecord(document, key, [&](ImportRecordReader &reader) {
        CatalogWriter::Product product;
        product.type = books ? u"book"_s : u"stationery"_s;
        const std::optional<qint64> id = reader.id("id"_L1);
        product.name = reader.name("name"_L1);
        product.price = reader.count("price"_L1, true);
        product.oldPrice = reader.count("old_price"_L1, false);
        product.image = reader.url("image"_L1);
        product.images = reader.urls("images"_L1);
        product.description = reader.text("description"_L1);
        const std::optional<qint64> sellerId = reader.id("seller_id"_L1);
        product.categoryId = reader.reference("category_id"_L1);
        product.stock = reader.count("stock"_L1, false);
        product.reorderLevel = reader.optionalCount("reorder_level"_L1);
        readPurchasing(reader, product, id, sellerId);
        product.active = reader.boolean("active"_L1, true);
        product.tags = reader.strings("tags"_L1);
        product.popularity = reader.count("popularity"_L1, false);
        product.createdAt
            = reader.timestamp("created_at"_L1, false).value_or(QDateTime::currentDateTimeUtc());
        checkReference(reader, "seller_id"_L1, sellerId, m_sellers, m_dbSellers, "seller");
        product.sellerId = sellerId.value_or(0);

        if (product.categoryId) {
            const qint64 categoryId = *product.categoryId;
            QString type;
            if (m_documentCategories.contains(categoryId))
                type = m_documentCategories.value(categoryId).type;
            else if (m_dbCategories.contains(categoryId))
                type = m_dbCategories.value(categoryId).type;
            if (type.isEmpty() && !m_categories.contains(categoryId)) {
                reader.report("category_id"_L1,
                    u"category %1 is neither in the document nor in the database"_s.arg(
                        categoryId));
            } else if (isKind(type) && type != product.type) {
                reader.report("category_id"_L1,
                    u"category %1 is of type %2, not %3"_s.arg(categoryId).arg(type, product.type));
            }
        }

        if (books) {
            product.pages = reader.count("pages"_L1, false);
            product.authorId = reader.reference("author_id"_L1);
            product.publisherId = reader.reference("publisher_id"_L1);
            checkReference(
                reader, "author_id"_L1, product.authorId, m_authors, m_dbAuthors, "author");
            checkReference(reader, "publisher_id"_L1, product.publisherId, m_publishers,
                m_dbPublishers, "publisher");
            if (const std::optional<QString> isbn = reader.optionalText("isbn"_L1)) {
                product.code = ProductCodes::normalizeIsbn(*isbn);
                if (!product.code)
                    reader.report("isbn"_L1,
                        u"is not a valid ISBN-10 or ISBN-13 (check digit or length): "_s + *isbn);
                else if (sellerId && product.active)
                    claimCode(reader, u"isbn"_s, *sellerId, *product.code);
            }
            reader.rejectUnknown({ "id"_L1, "name"_L1, "price"_L1, "old_price"_L1, "image"_L1,
                "images"_L1, "description"_L1, "pages"_L1, "isbn"_L1, "author_id"_L1,
                "publisher_id"_L1, "seller_id"_L1, "category_id"_L1, "stock"_L1, "active"_L1,
                "tags"_L1, "popularity"_L1, "created_at"_L1, "reorder_level"_L1, "supplier_id"_L1,
                "reorder_quantity"_L1, "last_cost"_L1 });
        } else {
            product.code = reader.optionalText("barcode"_L1);
            if (product.code && !ProductCodes::isValidBarcode(*product.code)) {
                reader.report("barcode"_L1,
                    u"must be an EAN-13, EAN-8 or UPC-A of digits only with a valid check digit: "_s
                        + *product.code);
            } else if (product.code && sellerId && product.active) {
                claimCode(reader, u"barcode"_s, *sellerId, *product.code);
            }
            readVariants(reader, product);
            reader.rejectUnknown({ "id"_L1, "name"_L1, "price"_L1, "old_price"_L1, "image"_L1,
                "images"_L1, "description"_L1, "barcode"_L1, "seller_id"_L1, "category_id"_L1,
                "stock"_L1, "active"_L1, "tags"_L1, "popularity"_L1, "created_at"_L1, "variants"_L1,
                "reorder_level"_L1, "supplier_id"_L1, "reorder_quantity"_L1, "last_cost"_L1 });
        }
        if (!id
            || !claimId(
                books ? m_books : m_stationery, *id, reader, u"duplicate id, already used by "_s))
            return;
        product.id = *id;
        m_plan.products.append(std::move(product));
    });
}

void CatalogValidator::readPurchasing(ImportRecordReader &reader, CatalogWriter::Product &product,
    const std::optional<qint64> &id, const std::optional<qint64> &sellerId)
{
    // Contract §11. Suppliers are not catalog data: a supplier_id names one in the database,
    // of the product's seller; without the field (an exported document) a product keeps its
    // supplier and last cost.
    if (!m_purchasingRead) {
        m_dbSuppliers = m_database.existingSuppliers();
        m_dbPurchasing = m_database.existingPurchasing();
        m_purchasingRead = true;
    }
    const CatalogReferences::Purchasing kept
        = id ? m_dbPurchasing.value({ product.type, *id }) : CatalogReferences::Purchasing {};
    if (reader.record().contains("supplier_id"_L1)) {
        product.supplierId = reader.reference("supplier_id"_L1);
        const auto owner = product.supplierId ? m_dbSuppliers.constFind(*product.supplierId)
                                              : m_dbSuppliers.cend();
        if (product.supplierId && (owner == m_dbSuppliers.cend() || *owner != sellerId)) {
            reader.report("supplier_id"_L1,
                u"supplier %1 is not a supplier of seller %2 in the database"_s
                    .arg(*product.supplierId)
                    .arg(sellerId.value_or(0)));
        }
    } else {
        product.supplierId = kept.supplierId;
    }
    product.reorderQuantity = reader.optionalCount("reorder_quantity"_L1);
    if (product.reorderQuantity && *product.reorderQuantity < 1)
        reader.report("reorder_quantity"_L1, u"must be an integer >= 1"_s);
    product.lastCost = reader.record().contains("last_cost"_L1)
        ? reader.optionalCount("last_cost"_L1)
        : kept.lastCost;
}

void CatalogValidator::readVariants(ImportRecordReader &reader, CatalogWriter::Product &product)
{
    const QJsonValue value = reader.record().value("variants"_L1);
    if (value.isUndefined() || value.isNull())
        return;
    if (!value.isArray()) {
        reader.report(
            "variants"_L1, u"must be an array, got "_s + ImportRecordReader::describe(value));
        return;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString prefix = u"variants[%1]"_s.arg(i);
        if (!array.at(i).isObject()) {
            reader.report(
                prefix, u"must be an object, got "_s + ImportRecordReader::describe(array.at(i)));
            continue;
        }
        ImportRecordReader variantReader(
            array.at(i).toObject(), reader.label(), m_issues, prefix + u'.');
        CatalogWriter::Variant variant;
        const std::optional<qint64> id = variantReader.id("id"_L1);
        variant.name = variantReader.name("name"_L1);
        variant.barcode = variantReader.name("barcode"_L1);
        variant.price = variantReader.count("price"_L1, true);
        variant.stock = variantReader.count("stock"_L1, false);
        variantReader.rejectUnknown({ "id"_L1, "name"_L1, "barcode"_L1, "price"_L1, "stock"_L1 });
        if (!variant.barcode.isEmpty() && !ProductCodes::isValidBarcode(variant.barcode)) {
            variantReader.report("barcode"_L1,
                u"must be an EAN-13, EAN-8 or UPC-A of digits only with a valid check digit: "_s
                    + variant.barcode);
        } else if (!variant.barcode.isEmpty() && product.sellerId != 0 && product.active) {
            claimCode(variantReader, u"barcode"_s, product.sellerId, variant.barcode);
        }
        if (!id)
            continue;
        if (!claimId(m_variants, *id, variantReader, u"duplicate variant id, already used by "_s))
            continue;
        // Checked once every stationery id of the document is known.
        if (m_dbVariantOwners.contains(*id))
            m_variantClaims.append({ reader.label(), prefix + u".id"_s, *id });
        variant.id = *id;
        product.variants.append(variant);
    }
}

void CatalogValidator::checkVariantOwners()
{
    if (m_variantClaims.isEmpty())
        return;
    // Taking the id of a variant whose product the document does not rewrite would silently
    // move that product's variant.
    const QHash<qint64, CatalogWriter::VariantOwner> &owners = m_dbVariantOwners;
    for (const VariantClaim &claim : std::as_const(m_variantClaims)) {
        const auto owner = owners.constFind(claim.id);
        if (owner != owners.cend() && !m_stationery.contains(owner->productId)) {
            m_issues.add(claim.label, claim.field,
                u"variant %1 belongs to %2 %3 in the database"_s.arg(claim.id)
                    .arg(owner->type)
                    .arg(owner->productId));
        }
    }
}

void CatalogValidator::checkCodesAgainstDatabase()
{
    if (m_codeClaims.isEmpty())
        return;
    const QHash<QString, CatalogReferences::CodeHolder> &holders = m_dbCodeHolders;
    for (const CodeClaim &claim : std::as_const(m_codeClaims)) {
        const auto holder = holders.constFind(claim.key);
        if (holder == holders.cend())
            continue;
        // The same item (or one the document rewrites, variants included) is an upsert.
        const bool rewritten
            = (holder->type == "book"_L1 ? m_books : m_stationery).contains(holder->productId);
        if (rewritten && holder->users == 1)
            continue;
        m_issues.add(claim.label, claim.field,
            holder->users > 1
                ? u"code %1 is already used by %2 active items of the seller in the database"_s
                      .arg(claim.code)
                      .arg(holder->users)
                : u"code %1 is already used by %2 in the database"_s.arg(
                    claim.code, holder->describe()));
    }
}
