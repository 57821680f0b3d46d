#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <functional>

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
    CatalogValidator(const CatalogWriter &database, ImportIssues &issues);

    // Records in the document, for progress totals (top-level arrays only).
    static qint64 recordCount(const QJsonObject &document);
    // onRecord runs once per record; it may throw to cancel.
    ImportPlan validate(const QJsonObject &document, const std::function<void()> &onRecord);

private:
    // The objects of one top-level array, each with its reader; reports non-objects.
    void forEachRecord(const QJsonObject &document, QLatin1StringView key,
        const std::function<void(ImportRecordReader &)> &read);
    // Reports a repeated id; returns false for one.
    bool claimId(QHash<qint64, QString> &seen, qint64 id, ImportRecordReader &reader);
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

    const CatalogWriter &m_database;
    ImportIssues &m_issues;
    std::function<void()> m_onRecord;
    ImportPlan m_plan;

    QHash<qint64, QString> m_dbAuthors, m_dbPublishers, m_dbSellers;
    QHash<qint64, CatalogWriter::Category> m_dbCategories;
    bool m_purchasingRead = false;
    QHash<qint64, qint64> m_dbSuppliers; // id -> seller
    QHash<std::pair<QString, qint64>, CatalogWriter::Purchasing> m_dbPurchasing;
    // id -> record label, per kind, for duplicate ids and references within the document
    QHash<qint64, QString> m_authors, m_publishers, m_sellers, m_categories, m_books, m_stationery,
        m_variants;
    QHash<qint64, CatalogWriter::Category> m_documentCategories;
    struct VariantClaim
    {
        QString label;
        QString field;
        qint64 id = 0;
    };
    QList<VariantClaim> m_variantClaims;
    QHash<QString, QString> m_codes; // "seller:code" -> label of the first record using it
    struct CodeClaim
    {
        QString key; // CatalogWriter::codeKey
        QString label;
        QString field;
        QString code;
    };
    QList<CodeClaim> m_codeClaims; // active records' codes, checked against the database
};
