#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// The product fields a CSV column can give and the column names that give them (contract
// §2.1), with catalog-server's rule for which column gives which field: columns named by
// --map first, then by their own name; a field that two columns give comes from the first
// (only the code may come from several). The console may not link the server, so the alias
// table is repeated here; tst_gui_csvimport fails when it differs from the server's.
class CsvFields final
{
public:
    // Every field's name in the server's order: code, name, author, ..., reorder_level.
    static QStringList all();
    // Every (alias, field) pair, the field's own name first.
    static QList<QPair<QString, QString>> aliases();
    // The field a column name gives by itself ("ISBN13 " → "code"), or empty.
    static QString fieldOfColumn(const QString &column);
    // How the server compares column names: trimmed and case-folded.
    static QString key(const QString &column);

    // The field of each header column ("" for none) when the folded column names in `map`
    // are read as the fields given (a field name or "ignore").
    static QStringList resolve(const QStringList &header, const QHash<QString, QString> &map);
};
