#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>

#include "server/storage/catalogreferences.h"
#include "server/storage/catalogwriter.h"

class ImportIssues;
class ImportRecordReader;

// A validated catalog document, in the order it must be written.
struct ImportPlan
{
    struct Named
    {
        qint64 id = 0;
        QString name;
    };
    struct Search
    {
        QString text;
        QDateTime at;
    };

    QList<Named> authors;
    QList<Named> publishers;
    QList<CatalogWriter::Seller> sellers;
    QList<CatalogWriter::Category> categories; // parents before children
    QList<CatalogWriter::Product> products;
    QList<Search> searches;
    // Contract §14: at a shop that follows a marketplace, the product pushes of the products
    // this plan creates or edits (`product`: an index into `products`), queued in the
    // import's own transaction like those of POST/PATCH /products/mine.
    struct Push
    {
        qsizetype product = 0;
        QString action; // create | update
        QStringList fields; // an update's changed fields (SyncProductRepository::queue)
    };
    QList<Push> pushes;
    // An existing author or category was renamed or moved: products outside the document
    // carry the old words in the search index.
    bool existingNamesChanged = false;

    qint64 recordCount() const;
};

// Checks a catalog document against the rules of contract §2 and the rows already in the
// database, collecting every issue; turns it into an ImportPlan. Reads only.
class CatalogValidator final
{
public:
    CatalogValidator(const CatalogReferences &database, ImportIssues &issues);

    // Records in the document, for progress totals (top-level arrays only).
    static qint64 recordCount(const QJsonObject &document);
    // onRecord runs once per record; it may throw to cancel.
    ImportPlan validate(const QJsonObject &document, const std::function<void()> &onRecord);

    // The same checks over a document given in parts (the demo's): begin(), validatePart()
    // for each part in order, finish(). Records are labelled by their place in the whole
    // document; ids, codes and references count across parts. Each part's sellers and
    // categories must be all of the document's (they are checked as a whole). Only compact
    // traces of earlier parts are kept: ids, packed codes, the records' labels.
    void begin(const std::function<void()> &onRecord);
    ImportPlan validatePart(const QJsonObject &part);
    // The checks that need every part (ids taken from the database); whether an existing
    // author or category was renamed or moved.
    bool finish();

private:
    // "book" or "stationery": a category's or a product's own type.
    static bool isKind(const QString &type);
    // The objects of one top-level array, each with its reader; reports non-objects.
    void forEachRecord(const QJsonObject &document, QLatin1StringView key,
        const std::function<void(ImportRecordReader &)> &read);
    // Reports a repeated id; returns false for one.
    bool claimId(QHash<qint64, QString> &seen, qint64 id, ImportRecordReader &reader);
    // The same for products and variants, whose labels are kept in m_labels.
    bool claimId(
        QHash<qint64, qint64> &seen, qint64 id, ImportRecordReader &reader, const QString &message);
    // The reader's record label, kept once (as UTF-8 in m_labels) for later messages.
    qint64 keepLabel(const ImportRecordReader &reader);
    QString keptLabel(qint64 offset) const;
    void readParts(const QJsonObject &document);
    void readNamed(const QJsonObject &document, QLatin1StringView key,
        QList<ImportPlan::Named> &out, QHash<qint64, QString> &seen);
    void readSellers(const QJsonObject &document);
    void readCategories(const QJsonObject &document);
    void checkCategoryTree();
    void readProducts(const QJsonObject &document, QLatin1StringView key);
    void readVariants(ImportRecordReader &reader, CatalogWriter::Product &product);
    void readPurchasing(ImportRecordReader &reader, CatalogWriter::Product &product,
        const std::optional<qint64> &id, const std::optional<qint64> &sellerId);
    void checkVariantOwners();
    // Contract §11: a code an active item of the database uses, which the document gives to
    // another item, rejects the document.
    void checkCodesAgainstDatabase();
    void readSearches(const QJsonObject &document);
    void checkReference(ImportRecordReader &reader, QLatin1StringView field,
        const std::optional<qint64> &id, const QHash<qint64, QString> &inDocument,
        const QHash<qint64, QString> &inDatabase, const char *what);
    void claimCode(
        ImportRecordReader &reader, const QString &field, qint64 sellerId, const QString &code);

    const CatalogReferences &m_database;
    ImportIssues &m_issues;
    std::function<void()> m_onRecord;
    ImportPlan m_plan;

    QHash<qint64, QString> m_dbAuthors, m_dbPublishers, m_dbSellers;
    QHash<qint64, CatalogWriter::Category> m_dbCategories;
    bool m_purchasingRead = false;
    QHash<qint64, qint64> m_dbSuppliers; // id -> seller
    QHash<std::pair<QString, qint64>, CatalogReferences::Purchasing> m_dbPurchasing;
    // id -> record label, per kind, for duplicate ids and references within the document
    QHash<qint64, QString> m_authors, m_publishers, m_sellers, m_categories;
    // A million products fit: id -> offset of the record's label in m_labels.
    QHash<qint64, qint64> m_books, m_stationery, m_variants;
    QByteArray m_labels; // the labels of products, each ended by '\0'
    QString m_lastLabel; // the last one kept, at m_lastLabelOffset
    qint64 m_lastLabelOffset = -1;
    QHash<QLatin1StringView, qsizetype> m_recordsBefore; // per top-level key, earlier parts'
    bool m_namesChanged = false;
    // What the database holds (read by begin()): only claims these meet are kept.
    QHash<qint64, CatalogWriter::VariantOwner> m_dbVariantOwners;
    QHash<QString, CatalogReferences::CodeHolder> m_dbCodeHolders;
    QHash<qint64, CatalogWriter::Category> m_documentCategories;
    struct VariantClaim
    {
        QString label;
        QString field;
        qint64 id = 0;
    };
    QList<VariantClaim> m_variantClaims; // only ids the database has
    // (seller, packed code) -> m_labels offset of the first record using it; codes are
    // digits by then (normalized ISBN-13s, valid barcodes), others by their text.
    QHash<std::pair<qint64, qint64>, qint64> m_codes;
    QHash<QString, qint64> m_otherCodes; // codeKey -> m_labels offset
    struct CodeClaim
    {
        QString key; // CatalogReferences::codeKey
        QString label;
        QString field;
        QString code;
    };
    // Active records' codes that the database's active items hold too.
    QList<CodeClaim> m_codeClaims;
};
