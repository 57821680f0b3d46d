#pragma once

#include <QString>
#include <optional>

// A supplier's fields as a create or a patch sets them (contract §11).
struct SupplierFields
{
    QString name; // null: unchanged (update)
    std::optional<QString> phone, email, note; // unset: unchanged; a null QString clears
};
