#include "server/services/catalogvalidator.h"

#include <QRegularExpression>

#include "common/productcodes.h"
#include "server/services/importissues.h"
#include "server/services/importrecordreader.h"

using namespace Qt::StringLiterals;

namespace {

const QLatin1StringView sectionKeys[] = { "authors"_L1, "publishers"_L1, "sellers"_L1,
    "categories"_L1, "books"_L1, "stationery"_L1, "searches"_L1 };

bool isKind(const QString &type)
{
    return type == "book"_L1 || type == "stationery"_L1;
}

} // namespace

qint64 ImportPlan::recordCount() const
{
    return authors.size() + publishers.size() + sellers.size() + categories.size() + products.size()
        + searches.size();
}

CatalogValidator::CatalogValidator(const CatalogReferences &database, ImportIssues &issues)
    : m_database(database)
    , m_issues(issues)
{ }

qint64 CatalogValidator::recordCount(const QJsonObject &document)
{
    qint64 count = 0;
    for (const QLatin1StringView key : sectionKeys)
        count += document.value(key).toArray().size();
    return count;
}

ImportPlan CatalogValidator::validate(
    const QJsonObject &document, const std::function<void()> &onRecord)
{
    begin(onRecord);
    m_plan = {};
    readParts(document);
    checkVariantOwners();
    checkCodesAgainstDatabase();
    readSearches(document);
    m_plan.existingNamesChanged = m_plan.existingNamesChanged || m_namesChanged;
    return std::move(m_plan);
}

void CatalogValidator::begin(const std::function<void()> &onRecord)
{
    m_onRecord = onRecord;
    m_dbAuthors = m_database.existingNames(CatalogWriter::Table::Authors);
    m_dbPublishers = m_database.existingNames(CatalogWriter::Table::Publishers);
    m_dbSellers = m_database.existingNames(CatalogWriter::Table::Sellers);
    m_dbCategories = m_database.existingCategories();
    // Before any part is written: what the document claims is checked against the database
    // as it was.
    m_dbVariantOwners = m_database.existingVariantOwners();
    m_dbCodeHolders = m_database.existingActiveCodes();
}

ImportPlan CatalogValidator::validatePart(const QJsonObject &part)
{
    m_plan = {};
    readParts(part);
    readSearches(part);
    for (const QLatin1StringView key : sectionKeys)
        m_recordsBefore[key] += part.value(key).toArray().size();
    m_namesChanged = m_namesChanged || m_plan.existingNamesChanged;
    return std::move(m_plan);
}

bool CatalogValidator::finish()
{
    checkVariantOwners();
    checkCodesAgainstDatabase();
    return m_namesChanged;
}

void CatalogValidator::readParts(const QJsonObject &document)
{
    for (auto it = document.constBegin(); it != document.constEnd(); ++it) {
        if (std::find(std::begin(sectionKeys), std::end(sectionKeys), it.key())
            == std::end(sectionKeys)) {
            m_issues.add({}, it.key(), u"unknown top-level key"_s);
        }
    }
    readNamed(document, "authors"_L1, m_plan.authors, m_authors);
    readNamed(document, "publishers"_L1, m_plan.publishers, m_publishers);
    readSellers(document);
    // A later part without categories must not place the earlier parts' again.
    if (m_recordsBefore.value("categories"_L1) == 0 || document.contains("categories"_L1))
        readCategories(document);
    readProducts(document, "books"_L1);
    readProducts(document, "stationery"_L1);
    for (const ImportPlan::Named &author : std::as_const(m_plan.authors)) {
        const auto it = m_dbAuthors.constFind(author.id);
        if (it != m_dbAuthors.cend() && *it != author.name)
            m_namesChanged = true;
    }
}

void CatalogValidator::forEachRecord(const QJsonObject &document, QLatin1StringView key,
    const std::function<void(ImportRecordReader &)> &read)
{
    const QJsonValue section = document.value(key);
    if (section.isUndefined() || section.isNull())
        return;
    if (!section.isArray()) {
        m_issues.add({}, key, u"must be an array, got "_s + ImportRecordReader::describe(section));
        return;
    }
    const QJsonArray array = section.toArray();
    const qsizetype before = m_recordsBefore.value(key);
    for (qsizetype i = 0; i < array.size(); ++i) {
        m_onRecord();
        const QJsonValue item = array.at(i);
        QString label = u"%1[%2]"_s.arg(key).arg(before + i);
        if (!item.isObject()) {
            m_issues.add(
                label, {}, u"must be an object, got "_s + ImportRecordReader::describe(item));
            continue;
        }
        const QJsonValue id = item.toObject().value("id"_L1);
        if (id.isDouble())
            label += u" (id "_s + ImportRecordReader::describe(id) + u')';
        ImportRecordReader reader(item.toObject(), label, m_issues);
        read(reader);
    }
}

bool CatalogValidator::claimId(QHash<qint64, QString> &seen, qint64 id, ImportRecordReader &reader)
{
    const auto it = seen.constFind(id);
    if (it != seen.cend()) {
        reader.report("id"_L1, u"duplicate id, already used by "_s + *it);
        return false;
    }
    seen.insert(id, reader.label());
    return true;
}

bool CatalogValidator::claimId(
    QHash<qint64, qint64> &seen, qint64 id, ImportRecordReader &reader, const QString &message)
{
    const auto it = seen.constFind(id);
    if (it != seen.cend()) {
        reader.report("id"_L1, message + keptLabel(*it));
        return false;
    }
    seen.insert(id, keepLabel(reader));
    return true;
}

qint64 CatalogValidator::keepLabel(const ImportRecordReader &reader)
{
    // A record's label is asked for by its id, its code and its variants' codes and ids.
    if (m_lastLabelOffset >= 0 && reader.label() == m_lastLabel)
        return m_lastLabelOffset;
    m_lastLabel = reader.label();
    m_lastLabelOffset = m_labels.size();
    m_labels += m_lastLabel.toUtf8();
    m_labels += '\0';
    return m_lastLabelOffset;
}

QString CatalogValidator::keptLabel(qint64 offset) const
{
    return QString::fromUtf8(m_labels.constData() + offset);
}

void CatalogValidator::readNamed(const QJsonObject &document, QLatin1StringView key,
    QList<ImportPlan::Named> &out, QHash<qint64, QString> &seen)
{
    forEachRecord(document, key, [&](ImportRecordReader &reader) {
        const std::optional<qint64> id = reader.id("id"_L1);
        const QString name = reader.name("name"_L1);
        reader.rejectUnknown({ "id"_L1, "name"_L1 });
        if (id && claimId(seen, *id, reader))
            out.append({ *id, name });
    });
}

void CatalogValidator::readSellers(const QJsonObject &document)
{
    static const QRegularExpression tokenPattern(u"^[A-Za-z0-9_-]{1,64}$"_s);
    const QHash<QString, qint64> dbTokens = m_database.existingQrTokens();
    QHash<QString, QString> documentTokens;
    forEachRecord(document, "sellers"_L1, [&](ImportRecordReader &reader) {
        CatalogWriter::Seller seller;
        const std::optional<qint64> id = reader.id("id"_L1);
        seller.name = reader.name("name"_L1);
        seller.logo = reader.url("logo"_L1);
        seller.rating = reader.number("rating"_L1, 0, 5, 0);
        seller.qrToken = reader.optionalText("qr_token"_L1);
        seller.active = reader.boolean("active"_L1, true);
        reader.rejectUnknown(
            { "id"_L1, "name"_L1, "logo"_L1, "rating"_L1, "qr_token"_L1, "active"_L1 });
        if (seller.qrToken) {
            if (!tokenPattern.match(*seller.qrToken).hasMatch()) {
                reader.report("qr_token"_L1, u"must be 1-64 letters, digits, '-' or '_'"_s);
            } else if (documentTokens.contains(*seller.qrToken)) {
                reader.report(
                    "qr_token"_L1, u"already used by "_s + documentTokens.value(*seller.qrToken));
            } else {
                documentTokens.insert(*seller.qrToken, reader.label());
            }
        }
        if (!id || !claimId(m_sellers, *id, reader))
            return;
        seller.id = *id;
        m_plan.sellers.append(seller);
    });
    // A token kept by a seller the document does not touch cannot be taken by another one.
    for (const CatalogWriter::Seller &seller : std::as_const(m_plan.sellers)) {
        const auto owner = seller.qrToken ? dbTokens.constFind(*seller.qrToken) : dbTokens.cend();
        if (owner != dbTokens.cend() && *owner != seller.id && !m_sellers.contains(*owner)) {
            m_issues.add(m_sellers.value(seller.id), u"qr_token"_s,
                u"already used by seller %1 in the database"_s.arg(*owner));
        }
    }
}

void CatalogValidator::readCategories(const QJsonObject &document)
{
    forEachRecord(document, "categories"_L1, [&](ImportRecordReader &reader) {
        CatalogWriter::Category category;
        const std::optional<qint64> id = reader.id("id"_L1);
        category.name = reader.name("name"_L1);
        category.type = reader.name("type"_L1);
        if (!category.type.isEmpty() && !isKind(category.type))
            reader.report("type"_L1, u"must be \"book\" or \"stationery\""_s);
        category.parentId = reader.reference("parent_id"_L1);
        reader.rejectUnknown({ "id"_L1, "name"_L1, "type"_L1, "parent_id"_L1 });
        if (!id || !claimId(m_categories, *id, reader))
            return;
        category.id = *id;
        m_documentCategories.insert(category.id, category);
        const auto old = m_dbCategories.constFind(category.id);
        if (old != m_dbCategories.cend()
            && (old->name != category.name || old->parentId != category.parentId)) {
            m_plan.existingNamesChanged = true;
        }
    });
    checkCategoryTree();
}

void CatalogValidator::checkCategoryTree()
{
    // The tree after the import: database rows overlaid with the document's.
    QHash<qint64, CatalogWriter::Category> tree = m_dbCategories;
    for (const CatalogWriter::Category &category : std::as_const(m_documentCategories))
        tree.insert(category.id, category);

    QSet<qint64> placed; // written already (parents first) or not in the document
    QSet<qint64> broken;
    for (const CatalogWriter::Category &category : std::as_const(m_documentCategories)) {
        const QString label = m_categories.value(category.id);
        if (!category.parentId)
            continue;
        const auto parent = tree.constFind(*category.parentId);
        if (parent == tree.cend()) {
            m_issues.add(label, u"parent_id"_s,
                u"category %1 is neither in the document nor in the database"_s.arg(
                    *category.parentId));
            broken.insert(category.id);
            continue;
        }
        if (isKind(category.type) && isKind(parent->type) && parent->type != category.type) {
            m_issues.add(label, u"parent_id"_s,
                u"category %1 is of type %2, not %3"_s.arg(*category.parentId)
                    .arg(parent->type, category.type));
        }
        QSet<qint64> path { category.id };
        for (auto up = parent; up != tree.cend();) {
            if (path.contains(up->id)) {
                m_issues.add(label, u"parent_id"_s, u"makes a cycle in the category tree"_s);
                broken.insert(category.id);
                break;
            }
            path.insert(up->id);
            up = up->parentId ? tree.constFind(*up->parentId) : tree.cend();
        }
    }
    if (!broken.isEmpty())
        return;
    // Parents first, as the foreign key on parent_id is checked row by row.
    std::function<void(const CatalogWriter::Category &)> place
        = [&](const CatalogWriter::Category &c) {
              if (placed.contains(c.id))
                  return;
              placed.insert(c.id);
              if (c.parentId && m_documentCategories.contains(*c.parentId))
                  place(m_documentCategories.value(*c.parentId));
              m_plan.categories.append(c);
          };
    // Id order, so the result does not depend on hash order.
    QList<qint64> ids = m_documentCategories.keys();
    std::sort(ids.begin(), ids.end());
    for (const qint64 id : std::as_const(ids))
        place(m_documentCategories.value(id));
}

void CatalogValidator::checkReference(ImportRecordReader &reader, QLatin1StringView field,
    const std::optional<qint64> &id, const QHash<qint64, QString> &inDocument,
    const QHash<qint64, QString> &inDatabase, const char *what)
{
    if (id && !inDocument.contains(*id) && !inDatabase.contains(*id)) {
        reader.report(field,
            u"%1 %2 is neither in the document nor in the database"_s.arg(QLatin1StringView(what))
                .arg(*id));
    }
}

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

void CatalogValidator::readSearches(const QJsonObject &document)
{
    forEachRecord(document, "searches"_L1, [&](ImportRecordReader &reader) {
        ImportPlan::Search search;
        search.text = reader.name("text"_L1);
        if (search.text.size() > 200)
            reader.report("text"_L1, u"must be at most 200 characters"_s);
        const std::optional<QDateTime> at = reader.timestamp("at"_L1, true);
        reader.rejectUnknown({ "text"_L1, "at"_L1 });
        if (!reader.hasIssues() && at)
            m_plan.searches.append({ search.text, *at });
    });
}
