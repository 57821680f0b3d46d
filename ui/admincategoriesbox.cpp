#include "ui/admincategoriesbox.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include "models/categorytreemodel.h"
#include "models/consolesession.h"
#include "ui/admincategorytree.h"
#include "ui/dialogscanguard.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

namespace {

void addChildren(QTreeWidgetItem *into, AdminCategoryTree *tree, const CategoryTreeModel *source,
    const QModelIndex &parent, const QHash<qint64, qint64> &counts)
{
    for (int row = 0; row < source->rowCount(parent); ++row) {
        const QModelIndex index = source->index(row, 0, parent);
        const qint64 id = index.data(CategoryTreeModel::IdRole).toLongLong();
        auto *item = into ? new QTreeWidgetItem(into) : new QTreeWidgetItem(tree);
        item->setText(0, index.data().toString());
        const auto count = counts.constFind(id);
        item->setText(1, count != counts.cend() ? QLocale().toString(*count) : QString());
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, AdminCategoryTree::IdRole, id);
        item->setData(0, AdminCategoryTree::TypeRole, index.data(CategoryTreeModel::TypeRole));
        item->setData(0, AdminCategoryTree::ParentRole,
            parent.isValid() ? parent.data(CategoryTreeModel::IdRole) : QVariant());
        addChildren(item, tree, source, index, counts);
    }
}

} // namespace

AdminCategoriesBox::AdminCategoriesBox(
    ConsoleSession *session, CategoryTreeModel *tree, MessageBanner *banner, QWidget *parent)
    : QWidget(parent)
    , m_admin(new AdminClient(session->client(), this))
    , m_source(tree)
    , m_banner(banner)
    , m_view(new AdminCategoryTree(this))
    , m_uncategorised(new QLabel(this))
    , m_create(new QPushButton(tr("&New…"), this))
    , m_rename(new QPushButton(tr("Re&name…"), this))
    , m_top(new QPushButton(tr("To &top level"), this))
    , m_undo(new QPushButton(tr("&Undo"), this))
{
    DialogScanGuard::install(); // a burst never names a category nor answers a question
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_uncategorised->setWordWrap(true);
    layout->addWidget(m_uncategorised);
    m_view->setColumnCount(2);
    m_view->setHeaderLabels({ tr("Category"), tr("Products") });
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setAccessibleName(tr("Categories for the admin"));
    m_view->setToolTip(tr("Drag a category onto another to move it there or merge it into it."));
    layout->addWidget(m_view, 1);
    // Two rows of two: the tree beside the products keeps its width at 1024 px in every
    // language (the Categories pane is no wider for an admin).
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_create, 0, 0);
    buttons->addWidget(m_rename, 0, 1);
    buttons->addWidget(m_top, 1, 0);
    buttons->addWidget(m_undo, 1, 1);
    layout->addLayout(buttons);
    m_undo->setEnabled(false);

    connect(m_source, &CategoryTreeModel::loaded, this, &AdminCategoriesBox::rebuild);
    connect(m_view, &AdminCategoryTree::dropped, this, &AdminCategoriesBox::dropped);
    connect(m_create, &QPushButton::clicked, this, &AdminCategoriesBox::askCreate);
    connect(m_rename, &QPushButton::clicked, this, &AdminCategoriesBox::askRename);
    connect(m_top, &QPushButton::clicked, this, [this] {
        if (currentId() > 0)
            move(currentId(), std::nullopt);
    });
    connect(m_undo, &QPushButton::clicked, this, &AdminCategoriesBox::undo);
}

void AdminCategoriesBox::reload()
{
    // The tree comes from the pane's model (its reload); the counts from GET /admin/quality.
    m_admin->quality(this, [this](const ApiResult &result, const AdminQuality &quality) {
        if (!result.isSuccess()) {
            m_banner->showMessage(MessageBanner::Kind::Warning,
                tr("The category counts could not be read: %1").arg(result.message()));
            return;
        }
        m_quality = quality;
        m_countsRead = true;
        rebuild();
    });
}

qint64 AdminCategoriesBox::productsOf(qint64 id) const
{
    for (const AdminQuality::Category &category : m_quality.categories) {
        if (category.categoryId == id)
            return category.products;
    }
    return m_countsRead ? 0 : -1;
}

qint64 AdminCategoriesBox::currentId() const
{
    const QTreeWidgetItem *item = m_view->currentItem();
    return item ? item->data(0, AdminCategoryTree::IdRole).toLongLong() : 0;
}

QString AdminCategoriesBox::nameOf(qint64 id) const
{
    const QTreeWidgetItem *item = m_view->itemOf(id);
    return item ? item->text(0) : QString::number(id);
}

void AdminCategoriesBox::rebuild()
{
    const qint64 chosen = currentId();
    QHash<qint64, qint64> counts;
    for (const AdminQuality::Category &category : m_quality.categories)
        counts.insert(category.categoryId, category.products);
    m_view->clear();
    addChildren(nullptr, m_view, m_source, {}, counts);
    m_view->expandToDepth(0);
    if (QTreeWidgetItem *item = m_view->itemOf(chosen))
        m_view->setCurrentItem(item);
    m_uncategorised->setText(m_countsRead ? tr("%n product(s) without a category.", "",
                                 int(std::min<qint64>(m_quality.uncategorised, INT_MAX)))
                                          : QString());
    Q_EMIT loaded();
}

bool AdminCategoriesBox::confirm(const QString &title, const QString &text, const QString &action)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, this);
    QPushButton *yes = box.addButton(action, QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == yes;
}

void AdminCategoriesBox::finished(const ApiResult &result, const QString &done,
    std::function<void()> undoAction, const QString &undoText)
{
    if (!result.isSuccess()) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The categories were not changed: %1").arg(result.message()));
        return;
    }
    m_undoAction = std::move(undoAction);
    m_undo->setEnabled(bool(m_undoAction));
    m_undo->setToolTip(undoText);
    QList<MessageBanner::Action> actions;
    if (m_undoAction)
        actions.append({ tr("Undo"), [this] { undo(); } });
    m_banner->showMessage(MessageBanner::Kind::Positive, done, actions);
    Q_EMIT changed();
}

void AdminCategoriesBox::askCreate()
{
    const qint64 parent = currentId();
    const QTreeWidgetItem *item = m_view->currentItem();
    const QString type = item ? item->data(0, AdminCategoryTree::TypeRole).toString() : u"book"_s;
    const QString name = QInputDialog::getText(this, tr("New category"),
        parent > 0 ? tr("Name of the new category under %1:").arg(nameOf(parent))
                   : tr("Name of the new top-level category:"))
                             .trimmed();
    if (!name.isEmpty())
        createCategory(name, type, parent > 0 ? std::optional<qint64>(parent) : std::nullopt);
}

void AdminCategoriesBox::askRename()
{
    const qint64 id = currentId();
    if (id <= 0)
        return;
    const QString name = QInputDialog::getText(
        this, tr("Rename category"), tr("New name:"), QLineEdit::Normal, nameOf(id))
                             .trimmed();
    if (!name.isEmpty() && name != nameOf(id))
        rename(id, name);
}

void AdminCategoriesBox::createCategory(
    const QString &name, const QString &type, std::optional<qint64> parentId)
{
    m_admin->createCategory(
        name, type, parentId, this, [this](const ApiResult &result, const AdminCategory &created) {
            // No undo: the API removes a category only by merging it into another.
            finished(result, tr("Category %1 was created.").arg(created.name));
        });
}

void AdminCategoriesBox::rename(qint64 id, const QString &name)
{
    const QString before = nameOf(id);
    m_admin->renameCategory(
        id, name, this, [this, id, before](const ApiResult &result, const AdminCategory &renamed) {
            finished(
                result, tr("%1 was renamed to %2.").arg(before, renamed.name),
                [this, id, before] { rename(id, before); }, tr("Name it %1 again").arg(before));
        });
}

std::optional<qint64> AdminCategoriesBox::parentOf(qint64 id) const
{
    const QTreeWidgetItem *item = m_view->itemOf(id);
    const QVariant parent = item ? item->data(0, AdminCategoryTree::ParentRole) : QVariant();
    return parent.isValid() ? std::optional<qint64>(parent.toLongLong()) : std::nullopt;
}

QString AdminCategoriesBox::placeText(std::optional<qint64> parentId) const
{
    return parentId ? tr("under %1").arg(nameOf(*parentId)) : tr("to the top level");
}

void AdminCategoriesBox::move(qint64 id, std::optional<qint64> parentId)
{
    if (parentOf(id) == parentId)
        return;
    if (confirm(tr("Move category"), tr("Move %1 %2?").arg(nameOf(id), placeText(parentId)),
            tr("&Move")))
        sendMove(id, parentId);
}

void AdminCategoriesBox::sendMove(qint64 id, std::optional<qint64> parentId)
{
    // Undo moves it back where it was (contract §15's PATCH parent_id).
    const std::optional<qint64> before = parentOf(id);
    const QString name = nameOf(id);
    const QString where = placeText(parentId);
    m_admin->moveCategory(id, parentId, this,
        [this, id, before, name, where](const ApiResult &result, const AdminCategory &) {
            finished(
                result, tr("%1 was moved %2.").arg(name, where),
                [this, id, before] {
                    m_admin->moveCategory(id, before, this,
                        [this](const ApiResult &back, const AdminCategory &moved) {
                            finished(back, tr("%1 is back where it was.").arg(moved.name));
                        });
                },
                tr("Move %1 back").arg(name));
        });
}

void AdminCategoriesBox::merge(qint64 id, qint64 into)
{
    const QString name = nameOf(id);
    const QString target = nameOf(into);
    const qint64 products = productsOf(id);
    const QString what = products >= 0
        ? tr("Merge %1 into %2? Its products (%n) and subcategories move to %2 and %1 is "
             "removed. This cannot be undone.",
            "", int(std::min<qint64>(products, INT_MAX)))
              .arg(name, target)
        : tr("Merge %1 into %2? Its products and subcategories move to %2 and %1 is removed. "
             "This cannot be undone.")
              .arg(name, target);
    if (!confirm(tr("Merge categories"), what, tr("&Merge")))
        return;
    m_admin->mergeCategory(
        id, into, this, [this, name, target](const ApiResult &result, const AdminCategory &) {
            finished(result, tr("%1 was merged into %2.").arg(name, target));
        });
}

void AdminCategoriesBox::undo()
{
    if (!m_undoAction)
        return;
    const std::function<void()> action = std::move(m_undoAction);
    m_undoAction = {};
    m_undo->setEnabled(false);
    action();
}

void AdminCategoriesBox::dropped(qint64 id, qint64 target)
{
    if (target == 0) {
        move(id, std::nullopt);
        return;
    }
    // Onto another category: under it, or into it (a merge empties and removes the dragged one).
    QMessageBox box(QMessageBox::Question, tr("Drop category"),
        tr("What should happen to %1?").arg(nameOf(id)), QMessageBox::NoButton, this);
    QPushButton *under
        = box.addButton(tr("Move &under %1").arg(nameOf(target)), QMessageBox::AcceptRole);
    QPushButton *into
        = box.addButton(tr("Mer&ge into %1…").arg(nameOf(target)), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == under)
        sendMove(id, target); // asked already
    else if (box.clickedButton() == into)
        merge(id, target);
}
