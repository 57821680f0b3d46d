#pragma once

#include <QSqlDatabase>

// GET /admin/quality's totals at the grain of its answer (schema 27, contract §15): per
// seller, per issue bit and per category. On SQLite they are tables kept by triggers; on
// PostgreSQL views over quality_totals (postgresql-027-quality-grain.sql says why).
namespace QualityTotals {

// Computes the SQLite tables again from the products, as their triggers would have left them
// (rows the triggers brought down to zero aside): after the migration that made them, and
// after a bulk load that set the triggers aside (SuspendedQualityTriggers). Inside the
// caller's transaction. Nothing to do on PostgreSQL.
void recount(const QSqlDatabase &db);

} // namespace QualityTotals
