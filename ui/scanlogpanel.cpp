#include "ui/scanlogpanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include "models/scanlogmodel.h"
#include "net/outboxentry.h"

using namespace Qt::StringLiterals;

ScanLogPanel::ScanLogPanel(ScanLogModel *log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_view(new QTableView(this))
    , m_undo(new QPushButton(tr("&Undo scan"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Scan log"), this));
    m_view->setModel(m_log);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(ScanLogModel::Product, QHeaderView::Stretch);
    for (int column :
        { ScanLogModel::Time, ScanLogModel::Code, ScanLogModel::Change, ScanLogModel::Stock })
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // The product's name is what the seller reads: in any language the names keep their
    // share of the width (the pane balances it) and never less than about 10 characters. The
    // state fits the usual states; a long refusal is elided (its tooltip and the banner say it
    // all) instead of squeezing the name away.
    const QFontMetrics metrics = m_view->fontMetrics();
    const int padding = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 4;
    int stateWidth = header->sectionSizeHint(ScanLogModel::State);
    for (const QString &state : { ScanLogModel::stateText(OutboxEntry::State::Pending),
             ScanLogModel::stateText(OutboxEntry::State::Sending),
             ScanLogModel::stateText(OutboxEntry::State::Applied),
             ScanLogModel::stateText(OutboxEntry::State::Rejected), ScanLogModel::invalidText() })
        stateWidth = std::max(stateWidth, metrics.horizontalAdvance(state) + padding);
    header->setSectionResizeMode(ScanLogModel::State, QHeaderView::Interactive);
    header->resizeSection(ScanLogModel::State, stateWidth);
    m_fixed = stateWidth + 2 * m_view->frameWidth()
        + m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    for (const auto &[column, sample] : QList<QPair<int, QString>> {
             { ScanLogModel::Time, u"23:59:59"_s }, { ScanLogModel::Code, u"9780000000000"_s },
             { ScanLogModel::Change, u"+100"_s }, { ScanLogModel::Stock, u"10000"_s } })
        m_fixed += std::max(
            header->sectionSizeHint(column), metrics.horizontalAdvance(sample) + padding);
    m_view->setMinimumWidth(m_fixed + metrics.averageCharWidth() * 10);
    m_view->setWordWrap(false);
    layout->addWidget(m_view, 1);
    m_undo->setToolTip(tr("Reverse the selected scan (or the latest one) (Ctrl+Z)"));
    m_undo->setFocusPolicy(Qt::NoFocus);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ScanLogPanel::showMenu);
    layout->addWidget(m_undo, 0, Qt::AlignRight);
    connect(m_undo, &QPushButton::clicked, this, &ScanLogPanel::undoSelected);
    connect(m_log, &QAbstractItemModel::rowsInserted, m_view, [this] { m_view->scrollToTop(); });
}

void ScanLogPanel::undoSelected()
{
    int row = selectedRow();
    if (row < 0) {
        for (int r = 0; r < m_log->rowCount(); ++r) {
            if (m_log->canUndo(r)) {
                row = r;
                break;
            }
        }
    }
    if (row >= 0 && !m_log->canUndo(row) && m_log->canDiscard(row)) {
        discardSelected(); // queued under a key no longer used: dropping it is the undo
        return;
    }
    if (row < 0 || !m_log->canUndo(row)) {
        Q_EMIT information(tr("Nothing to undo: choose an applied or waiting scan in the log."));
        return;
    }
    if (m_log->undo(row) < 0)
        Q_EMIT failed(tr("The undo could not be stored in the local outbox."));
    Q_EMIT finished();
}

int ScanLogPanel::selectedRow() const
{
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    return selected.isEmpty() ? -1 : selected.first().row();
}

void ScanLogPanel::discardSelected()
{
    if (!m_log->discard(selectedRow()))
        Q_EMIT information(tr("Nothing to discard: choose a scan that waits to be sent."));
    Q_EMIT finished();
}

void ScanLogPanel::showMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    m_view->selectRow(index.row());
    const int row = index.row();
    QMenu menu(this);
    menu.addAction(tr("&Undo scan"), this, &ScanLogPanel::undoSelected)
        ->setEnabled(m_log->canUndo(row));
    menu.addAction(tr("&Discard (never send it)"), this, &ScanLogPanel::discardSelected)
        ->setEnabled(m_log->canDiscard(row));
    menu.addAction(
            tr("&Send with the current key"), this, [this, row] { m_log->sendWithCurrentKey(row); })
        ->setEnabled(m_log->isStranded(row));
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

QString ScanLogPanel::refusalText(int row, const QString &code, const QString &errorCode,
    const QString &message, const QString &listedName) const
{
    const ScanLogModel::Record &record = m_log->record(row);
    const std::optional<qint64> current = record.currentStock;
    const QString what = !record.name.isEmpty() ? tr("“%1” (%2)").arg(record.name, code)
        : !listedName.isEmpty()                 ? tr("“%1” (%2)").arg(listedName, code)
                                                : tr("Code %1").arg(code);
    const bool undo = record.source == ScanLogModel::Source::Undo;
    if (errorCode == "not_found"_L1) {
        // The server answers the same 404 for an unknown code and for the seller's own
        // switched-off product: the words fit both.
        return tr("Code %1 is not among your active products: an unknown code, or a product "
                  "that is switched off. Check the shelf label, or add the product to the "
                  "catalog first.")
            .arg(code);
    }
    if (errorCode == "stock_would_be_negative"_L1) {
        return current ? tr("%1: the stock cannot go below 0 (it is %2); nothing was changed.")
                             .arg(what)
                             .arg(*current)
                       : tr("%1: the stock cannot go below 0; nothing was changed.").arg(what);
    }
    if (errorCode == "stock_conflict"_L1 && current) {
        return undo ? tr("%1: the undo was not applied: the stock was changed meanwhile and is "
                         "now %2. Check the shelf and set it if needed.")
                          .arg(what)
                          .arg(*current)
                    : tr("%1: the stock was changed meanwhile and is now %2, so this change was "
                         "not applied.")
                          .arg(what)
                          .arg(*current);
    }
    if (errorCode == "stock_conflict"_L1)
        return tr("%1: the stock changed meanwhile, so this change was not applied. %2")
            .arg(what, message);
    return tr("%1 was refused: %2").arg(what, message);
}
