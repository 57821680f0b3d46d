#include "ui/producttableview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QSortFilterProxyModel>
#include <algorithm>

#include "models/pagedproductmodel.h"
#include "ui/productdetailpanel.h"

using namespace Qt::StringLiterals;

ProductTableView::ProductTableView(QWidget *parent)
    : QTableView(parent)
{
    auto *copy = new QAction(tr("&Copy rows"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ProductTableView::copySelectedRows);
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(this, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT productActivated(index.data(PagedProductModel::IdRole).toLongLong(),
                index.data(PagedProductModel::TypeRole).toString());
    });
}

void ProductTableView::setProductModel(
    PagedProductModel *model, std::initializer_list<int> hiddenColumns)
{
    m_products = model;
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    setIconSize(QSize(24, 24));
    for (int column : hiddenColumns)
        hideColumn(column);
    horizontalHeader()->setSectionResizeMode(PagedProductModel::Name, QHeaderView::Stretch);
}

void ProductTableView::setLocalSorting(bool enabled)
{
    if (!m_products || enabled == (m_proxy != nullptr))
        return;
    QItemSelectionModel *old = selectionModel();
    if (enabled) {
        m_proxy = new QSortFilterProxyModel(this);
        m_proxy->setSortRole(PagedProductModel::SortRole);
        m_proxy->setSourceModel(m_products);
        setModel(m_proxy);
    } else {
        setModel(m_products);
        delete m_proxy;
        m_proxy = nullptr;
    }
    delete old;
    // No order until a header is clicked: the server's ranking first.
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    setSortingEnabled(enabled);
}

void ProductTableView::showCurrentIn(ProductDetailPanel *detail)
{
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, detail,
        [detail](const QModelIndex &current) {
            if (current.isValid())
                detail->showProduct(current.data(PagedProductModel::IdRole).toLongLong(),
                    current.data(PagedProductModel::TypeRole).toString());
        });
}

QString ProductTableView::selectedRowsText() const
{
    if (!selectionModel())
        return {};
    QModelIndexList rows = selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList columns;
    QList<int> visible;
    for (int visual = 0; visual < horizontalHeader()->count(); ++visual) {
        const int logical = horizontalHeader()->logicalIndex(visual);
        if (!isColumnHidden(logical))
            visible << logical;
    }
    QStringList lines;
    for (const QModelIndex &row : rows) {
        QStringList cells;
        for (int column : visible) {
            QString cell = row.siblingAtColumn(column).data().toString();
            // A tab or line break inside a name would split the pasted row.
            cell.replace(u'\t', u' ').replace(u'\n', u' ').replace(u'\r', u' ');
            cells << cell;
        }
        lines << cells.join(u'\t');
    }
    return lines.isEmpty() ? QString() : lines.join(u'\n') + u'\n';
}

void ProductTableView::copySelectedRows() const
{
    const QString text = selectedRowsText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void ProductTableView::keyPressEvent(QKeyEvent *event)
{
    // Ctrl+C reaches here when a shortcut of the window took no part (the view's own action
    // normally handles it): the table's own copy of one cell is not what is wanted.
    if (event->matches(QKeySequence::Copy)) {
        copySelectedRows();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}
