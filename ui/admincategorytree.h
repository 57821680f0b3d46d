#pragma once

#include <QTreeWidget>

// The admin's category tree: a category dragged onto another is offered to be moved under it
// or merged into it, one dropped beside the top level is offered to become a top-level one.
// The tree never moves an item itself: the server decides (contract §15), the tree is read
// again after.
class AdminCategoryTree final : public QTreeWidget
{
    Q_OBJECT
public:
    enum Role { IdRole = Qt::UserRole + 1, TypeRole, ParentRole };

    explicit AdminCategoryTree(QWidget *parent = nullptr);

    QTreeWidgetItem *itemOf(qint64 id) const;

Q_SIGNALS:
    // target 0: the top level.
    void dropped(qint64 category, qint64 target);

protected:
    void dropEvent(QDropEvent *event) override;
};
