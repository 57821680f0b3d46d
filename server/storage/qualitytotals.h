#pragma once

#include <QSqlDatabase>

// GET /admin/quality's totals at the grain of its answer (schema 27, contract §15): per
// seller, per issue bit and per category, kept by triggers from quality_totals' changes (on
// PostgreSQL applied once per transaction at its commit: postgresql-027-quality-grain.sql says
// why).
namespace QualityTotals {

// Computes the tables from the products, as their triggers would have left them (rows the
// triggers brought down to zero aside), after the migration that made them. Inside the
// caller's transaction.
void recount(const QSqlDatabase &db);

} // namespace QualityTotals
