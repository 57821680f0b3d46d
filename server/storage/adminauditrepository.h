#pragma once

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <optional>

#include "server/domain/adminauditfilter.h"

// The admin's audit log (contract §15: every admin write, one entry per object, kept forever)
// and the recorded searches it reads for search analytics. Rows only; the API's names are
// the service's (AdminAuditService).
class AdminAuditRepository final
{
public:
    struct Entry
    {
        QString at;
        QString appId;
        QString keyName;
        QString requestId;
        QString action;
        QString objectType;
        qint64 objectId = 0;
        QString before; // JSON text, empty: none
        QString after;
    };
    using EntryFilter = AdminAuditFilter;
    struct SearchRow
    {
        QString text;
        qint64 count = 0;
        QString lastAt;
        qint64 results = 0; // of the latest such search: 1 when it found something, else 0
    };
    using SearchFilter = AdminSearchFilter;

    explicit AdminAuditRepository(QSqlDatabase db);

    void record(const Entry &entry) const;
    qint64 count(const EntryFilter &filter) const;
    // Newest first; perPage 0: every entry.
    void list(const EntryFilter &filter, qint64 page, int perPage,
        const std::function<void(const Entry &)> &visit) const;

    qint64 countSearches(const SearchFilter &filter) const;
    // Most frequent first, then most recent; perPage 0: every text.
    void searches(const SearchFilter &filter, qint64 page, int perPage,
        const std::function<void(const SearchRow &)> &visit) const;

private:
    QString entryWhere(const EntryFilter &filter, QVariantList *values) const;
    QString searchWhere(const SearchFilter &filter, QVariantList *values) const;

    QSqlDatabase m_db;
};
