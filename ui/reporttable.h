#pragma once

class QAbstractItemModel;
class QTableView;
class QWidget;

// The Reports pane's tables: counts and amounts grouped as the locale groups them, whole rows
// chosen, read-only, each column as wide as its header or widest value in every language and
// the table never narrower than its columns; one column (a product's name, -1: none) takes the
// width the others leave.
class ReportTable final
{
public:
    static QTableView *create(QAbstractItemModel *model, QWidget *parent, int stretchColumn);
};
