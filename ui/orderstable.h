#pragma once

#include <QStringList>
#include <QVariant>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

// The Orders pane's tables: whole rows chosen one at a time, read-only unless a column is made
// editable, the second column (the title) taking the width; numbers right-aligned.
class OrdersTable final
{
public:
    static QTableWidget *create(const QStringList &headers, QWidget *parent);
    static QTableWidgetItem *cell(const QVariant &value);
};
