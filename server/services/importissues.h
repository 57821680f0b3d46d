#pragma once

#include <QList>
#include <QString>

// One problem found in a catalog document.
struct ImportIssue
{
    QString record; // "books[3] (id 17)"; empty for the document as a whole
    QString field; // "isbn", "variants[1].barcode"; empty when the record as a whole is wrong
    QString message;

    QString toString() const;
};

// Collects the issues of one import. Keeps the first `limit` (a document with a systematic
// error would otherwise produce one issue per row) but counts them all.
class ImportIssues final
{
public:
    explicit ImportIssues(qsizetype limit = 100)
        : m_limit(limit)
    { }

    void add(const QString &record, const QString &field, const QString &message);
    bool isEmpty() const { return m_count == 0; }
    qint64 count() const { return m_count; }
    const QList<ImportIssue> &list() const { return m_list; }

private:
    qsizetype m_limit;
    qint64 m_count = 0;
    QList<ImportIssue> m_list;
};
