#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/services/csvrowreader.h"

// What an imported CSV row may carry that an admin will want to look at (contract §15's
// issues, said at import time): the same code at another seller with another title or author,
// an old price that is not above the price, a category or a seller the import created. Each
// is a report line with outcome `warning` and a stable code (docs/import-report.md).
class CsvImportWarnings final
{
public:
    struct Row
    {
        QString code;
        qint64 sellerId = 0;
        QString name;
        std::optional<QString> author; // books: the author's name, if any
        qint64 price = 0;
        qint64 oldPrice = 0;
        std::optional<QString> createdCategory; // "type:name" of a category the row created
        std::optional<QString> createdSeller; // the name given to a seller the row created
    };

    explicit CsvImportWarnings(QSqlDatabase db);

    QList<CsvReportLine> of(const Row &row) const;

private:
    QSqlDatabase m_db;
};
