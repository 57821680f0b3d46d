#pragma once

#include <QObject>

class QTableView;

// Return, Enter and Space on a table edit one column of the current row (the column with the
// editors), instead of Return pressing the dialog's default button.
class TableKeyEditFilter final : public QObject
{
    Q_OBJECT
public:
    TableKeyEditFilter(QTableView *view, int column);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_view;
    int m_column;
};
