#include "server/services/catalogvalidator.h"

#include <QRegularExpression>

#include "common/productcodes.h"
#include "server/services/importissues.h"
#include "server/services/importrecordreader.h"

using namespace Qt::StringLiterals;

namespace {

const QLatin1StringView sectionKeys[] = { "authors"_L1, "publishers"_L1, "sellers"_L1,
    "categories"_L1, "books"_L1, "stationery"_L1, "searches"_L1 };

} // namespace

bool CatalogValidator::isKind(const QString &type)
{
    return type == "book"_L1 || type == "stationery"_L1;
}

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
