#pragma once

#include <QString>

#include "server/storage/storageerror.h"

namespace Sql {

// What a failed statement says of the database, from the driver's code: PostgreSQL's SQLSTATE
// (five characters) or SQLite's result code (a number); empty: no answer at all. Defined with
// the helpers (sqlhelpers.cpp); libpq's own calls (CopyRows) use it too.
StorageError::Cause causeOf(const QString &code);

} // namespace Sql
