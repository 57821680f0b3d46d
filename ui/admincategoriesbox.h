#pragma once

#include <QList>
#include <QWidget>
#include <functional>
#include <optional>

#include "net/adminclient.h"

class AdminCategoryTree;
class CategoryTreeModel;
class ConsoleSession;
class MessageBanner;
class QLabel;
class QPushButton;

// The Categories pane's part for catalog admins (contract §15): the tree with each
// category's products (descendants included) and the uncategorised, and its changes: create,
// rename, move (also by drag and drop) and merge (by drop too), each after a confirmation.
// Renames and moves can be undone (the API changes them back); a merge cannot (its category
// is gone), and the confirmation says so.
class AdminCategoriesBox final : public QWidget
{
    Q_OBJECT
public:
    AdminCategoriesBox(ConsoleSession *session, CategoryTreeModel *tree, MessageBanner *banner,
        QWidget *parent = nullptr);

    AdminCategoryTree *tree() const { return m_view; }
    QLabel *uncategorised() const { return m_uncategorised; }
    QPushButton *undoButton() const { return m_undo; }
    // Products of a category, descendants included (-1 before the counts arrived).
    qint64 productsOf(qint64 id) const;
    qint64 currentId() const;
    bool canUndo() const { return bool(m_undoAction); }
    void reload();

    // The changes, each asked for first (parentId empty: the top level).
    void createCategory(const QString &name, const QString &type, std::optional<qint64> parentId);
    void rename(qint64 id, const QString &name);
    void move(qint64 id, std::optional<qint64> parentId);
    void merge(qint64 id, qint64 into);
    void undo();

Q_SIGNALS:
    // The tree and counts were read again.
    void loaded();
    // A change was made: the pane reads its tree again.
    void changed();

private:
    void rebuild();
    void dropped(qint64 id, qint64 target);
    bool confirm(const QString &title, const QString &text, const QString &action);
    void finished(const ApiResult &result, const QString &done,
        std::function<void()> undoAction = {}, const QString &undoText = {});
    QString nameOf(qint64 id) const;
    std::optional<qint64> parentOf(qint64 id) const;
    // "under <name>" or "to the top level".
    QString placeText(std::optional<qint64> parentId) const;
    void sendMove(qint64 id, std::optional<qint64> parentId);
    void askCreate();
    void askRename();

    AdminClient *m_admin;
    CategoryTreeModel *m_source;
    MessageBanner *m_banner;
    AdminCategoryTree *m_view;
    QLabel *m_uncategorised;
    QPushButton *m_create;
    QPushButton *m_rename;
    QPushButton *m_top;
    QPushButton *m_undo;
    AdminQuality m_quality;
    bool m_countsRead = false;
    std::function<void()> m_undoAction;
};
