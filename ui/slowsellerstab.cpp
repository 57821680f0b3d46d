#include "ui/slowsellerstab.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "models/slowsellersmodel.h"
#include "ui/reporttable.h"

SlowSellersTab::SlowSellersTab(SlowSellersModel *slow, QWidget *parent)
    : QWidget(parent)
    , m_slow(slow)
    , m_days(new QSpinBox(this))
    , m_summary(new QLabel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_labels(new QPushButton(tr("Print &labels…"), this))
    , m_order(new QPushButton(tr("Create &order…"), this))
{
    auto *layout = new QVBoxLayout(this);
    auto *options = new QHBoxLayout;
    m_days->setRange(1, 3650);
    m_days->setValue(90);
    m_days->setAccessibleName(tr("Days without a sale"));
    options->addWidget(new QLabel(tr("No sale in the last"), this));
    options->addWidget(m_days);
    options->addWidget(new QLabel(tr("days"), this));
    options->addStretch(1);
    options->addWidget(m_summary);
    layout->addLayout(options);
    connect(m_days, &QSpinBox::editingFinished, this, &SlowSellersTab::daysChosen);

    m_sorted->setSourceModel(m_slow);
    m_sorted->setSortRole(Qt::UserRole);
    m_view = ReportTable::create(m_sorted, this, SlowSellersModel::Name);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SlowSellersModel::LastSold, Qt::AscendingOrder);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const int row = m_sorted->mapToSource(index).row();
        if (row >= 0 && row < m_slow->rowCount())
            Q_EMIT historyRequested(m_slow->items().at(row).code);
    });
    layout->addWidget(m_view, 1);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("For the selected titles:"), this));
    m_labels->setToolTip(tr("Shelf labels: one per unit in stock."));
    m_order->setToolTip(
        tr("Opens the Orders pane with these titles for their supplier, to check and create."));
    actions->addWidget(m_labels);
    actions->addWidget(m_order);
    actions->addStretch(1);
    layout->addLayout(actions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &SlowSellersTab::updateActions);
    connect(m_sorted, &QAbstractItemModel::modelReset, this, &SlowSellersTab::updateActions);
    updateActions();
    connect(m_labels, &QPushButton::clicked, this, &SlowSellersTab::labelsRequested);
    connect(m_order, &QPushButton::clicked, this, &SlowSellersTab::orderRequested);
}

int SlowSellersTab::days() const
{
    return m_days->value();
}

void SlowSellersTab::setSummary(qint64 shown, qint64 total)
{
    m_summary->setText(tr("%1 of %2 products").arg(shown).arg(total));
}

void SlowSellersTab::updateActions()
{
    const bool any = m_view->selectionModel()->hasSelection();
    m_labels->setEnabled(any);
    m_order->setEnabled(any);
}

QList<SlowSeller> SlowSellersTab::selected() const
{
    QList<SlowSeller> chosen;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : std::as_const(rows)) {
        const int row = m_sorted->mapToSource(index).row();
        if (row >= 0 && row < m_slow->rowCount())
            chosen.append(m_slow->items().at(row));
    }
    return chosen;
}
