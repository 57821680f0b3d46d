#include "ui/syncconflictsbox.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <optional>

#include "models/syncconflictmodel.h"
#include "models/syncmonitor.h"
#include "net/syncclient.h"
#include "ui/dialogscanguard.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

SyncConflictsBox::SyncConflictsBox(SyncMonitor *monitor, MessageBanner *banner, QWidget *parent)
    : QGroupBox(tr("Marketplace conflicts"), parent)
    , m_monitor(monitor)
    , m_banner(banner)
    , m_model(new SyncConflictModel(this))
    , m_view(new QTableView(this))
    , m_empty(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_refresh(new QPushButton(tr("Refresh"), this))
    , m_retry(new QPushButton(tr("Retry"), this))
    , m_drop(new QPushButton(tr("Drop…"), this))
{
    DialogScanGuard::install(); // a burst never answers the drop question
    auto *layout = new QVBoxLayout(this);
    m_empty->setWordWrap(true);
    layout->addWidget(m_empty);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(
        SyncConflictModel::Problem, QHeaderView::Stretch);
    m_view->setMaximumHeight(170);
    layout->addWidget(m_view);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setObjectName(u"conflictDetail"_s);
    layout->addWidget(m_detail);
    auto *buttons = new QHBoxLayout;
    m_retry->setToolTip(tr("Send the change to the marketplace again (after fixing the product "
                           "there); an oversold sale is kept as it is"));
    m_drop->setToolTip(tr("Undo the change here: a correction movement is recorded"));
    buttons->addStretch(1);
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_drop);
    layout->addLayout(buttons);

    connect(m_refresh, &QPushButton::clicked, this, &SyncConflictsBox::reload);
    connect(m_retry, &QPushButton::clicked, this, &SyncConflictsBox::retrySelected);
    connect(m_drop, &QPushButton::clicked, this, &SyncConflictsBox::dropSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &SyncConflictsBox::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SyncConflictsBox::updateButtons);
    connect(monitor, &SyncMonitor::changed, this, &SyncConflictsBox::followChanged);
    setVisible(monitor->follows());
    updateButtons();
}

void SyncConflictsBox::followChanged()
{
    setVisible(m_monitor->follows());
    // The count moved (a new conflict, or one resolved elsewhere): the list follows.
    const qint64 conflicts = m_monitor->follows() ? m_monitor->state().conflicts : -1;
    if (conflicts != m_seenConflicts) {
        m_seenConflicts = conflicts;
        if (m_monitor->follows())
            reload();
    }
}

void SyncConflictsBox::reload()
{
    if (!m_monitor->follows() || m_loading)
        return;
    m_loading = true;
    m_monitor->client()->conflicts(
        this, [this](const ApiResult &result, const QList<SyncConflict> &conflicts) {
            m_loading = false;
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The conflicts could not be read: %1").arg(result.message()));
                return;
            }
            // The list follows every change of the count: the conflict the owner chose stays
            // chosen (a reset alone would take the choice and the buttons away mid-decision).
            const int row = selectedRow();
            const std::optional<qint64> chosen
                = row >= 0 ? std::optional(m_model->conflict(row).id) : std::nullopt;
            m_model->setConflicts(conflicts);
            for (int r = 0; chosen && r < m_model->rowCount(); ++r) {
                if (m_model->conflict(r).id == *chosen)
                    m_view->selectRow(r);
            }
            m_view->resizeColumnsToContents();
            m_view->horizontalHeader()->setSectionResizeMode(
                SyncConflictModel::Problem, QHeaderView::Stretch);
        });
}

int SyncConflictsBox::selectedRow() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void SyncConflictsBox::updateButtons()
{
    const int open = m_model->openCount();
    m_empty->setText(open == 0
            ? tr("No conflicts: everything the shop and the marketplace changed is in step or on "
                 "its way.")
            : tr("%n change(s) need a decision. Choose one and retry or drop it.", "", open));
    m_view->setVisible(m_model->rowCount() > 0);
    const int row = selectedRow();
    const bool actionable = row >= 0 && m_model->conflict(row).isOpen();
    m_retry->setEnabled(actionable && m_model->conflict(row).actions.contains(u"retry"_s));
    m_drop->setEnabled(actionable && m_model->conflict(row).actions.contains(u"drop"_s));
    // An oversold sale: Retry keeps it and Drop undoes it here, and the buttons say so.
    const bool sale = row >= 0 && m_model->conflict(row).kind == "oversold"_L1;
    m_retry->setText(sale ? tr("Keep the sale") : tr("Retry"));
    m_drop->setText(sale ? tr("Undo the sale here…") : tr("Drop…"));
    m_detail->setText(row >= 0 ? explain(row) : QString());
    m_detail->setVisible(row >= 0);
}

QString SyncConflictsBox::explain(int row) const
{
    const SyncConflict conflict = m_model->conflict(row);
    const QString product = conflict.name.isEmpty() ? conflict.code : conflict.name;
    if (conflict.kind == "oversold"_L1) {
        const qint64 sold = conflict.delta ? -*conflict.delta : 1;
        const QString there = conflict.upstreamStock ? QString::number(*conflict.upstreamStock)
                                                     : tr("an unknown number");
        const QString afterUndo = conflict.upstreamStock
            ? QString::number(*conflict.upstreamStock + sold)
            : tr("that number plus the sale");
        return tr("What happened: “%1” was sold here when the marketplace had no copy left for "
                  "it (sold online meanwhile). The marketplace's stock is now %2; an online "
                  "order for it may not be fillable.\n"
                  "“Keep the sale”: the sale stays recorded here and at the marketplace; both "
                  "show the product as oversold until you count it or receive copies.\n"
                  "“Undo the sale here”: the shop records a correction of +%3 here and at the "
                  "marketplace (which then reads %4), although the customer left with the copy.")
            .arg(product, there)
            .arg(sold)
            .arg(afterUndo);
    }
    if (conflict.isProductPush())
        return tr("What happened: the marketplace refused “%1”: %2\n"
                  "“Retry”: it is sent again (after fixing it at the marketplace).\n"
                  "“Drop”: it stays in this shop only; the marketplace does not get it.")
            .arg(product, conflict.message);
    return tr("What happened: the marketplace refused this change of “%1”: %2\n"
              "“Retry”: it is sent again (after fixing the product at the marketplace).\n"
              "“Drop”: the shop records a movement that undoes it here, so the shop and the "
              "marketplace read the same again.")
        .arg(product, conflict.message);
}

void SyncConflictsBox::retrySelected()
{
    const int row = selectedRow();
    if (row >= 0 && m_model->conflict(row).isOpen())
        resolve(row, u"retry"_s);
}

void SyncConflictsBox::dropSelected()
{
    const int row = selectedRow();
    if (row < 0 || !m_model->conflict(row).isOpen())
        return;
    const SyncConflict conflict = m_model->conflict(row);
    const QString product = conflict.name.isEmpty() ? conflict.code : conflict.name;
    const QString undo = conflict.delta ? tr("a correction of %1%2")
                                              .arg(*conflict.delta < 0 ? u"+"_s : QString())
                                              .arg(-*conflict.delta)
                                        : tr("a correction");
    // A stock change is undone by a movement; a product push is only not sent (contract §14).
    const QString question = conflict.kind == "oversold"_L1
        ? tr("Undo the sale of “%1” here?\n\nThe shop records %2 here and at the "
             "marketplace, so both read as if the copy were still on the shelf, although the "
             "customer left with it. The movement stays in the history.")
              .arg(product, undo)
        : conflict.isProductPush()
        ? tr("Stop sending “%1” to the marketplace?\n\nThe product stays as it is in this shop "
             "only, with its stock changes; the marketplace does not get them.")
              .arg(product)
        : tr("Drop this change of “%1”?\n\nThe shop server records a movement that undoes it "
             "(%2), so the shop and the marketplace agree again. The movement stays in the "
             "history.")
              .arg(product, undo);
    const bool sale = conflict.kind == "oversold"_L1;
    auto *box = new QMessageBox(QMessageBox::Question,
        sale ? tr("Undo the sale here") : tr("Drop the change"), question, QMessageBox::NoButton,
        this);
    box->setObjectName(u"DropConflictBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *drop
        = box->addButton(sale ? tr("&Undo the sale") : tr("&Drop"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    const qint64 id = conflict.id;
    connect(box, &QMessageBox::buttonClicked, this, [this, drop, id](QAbstractButton *b) {
        if (b != drop)
            return;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            if (m_model->conflict(r).id == id)
                resolve(r, u"drop"_s);
        }
    });
    box->open();
}

void SyncConflictsBox::resolve(int row, const QString &action)
{
    const SyncConflict conflict = m_model->conflict(row);
    m_retry->setEnabled(false);
    m_drop->setEnabled(false);
    m_monitor->client()->resolve(
        conflict.id, action, this, [this, action, conflict](const ApiResult &result, bool) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The conflict could not be resolved: %1").arg(result.message()));
            } else {
                const QString product = conflict.name.isEmpty() ? conflict.code : conflict.name;
                m_banner->showMessage(MessageBanner::Kind::Positive,
                    action == "drop"_L1 && conflict.isProductPush()
                        ? tr("“%1” stays in this shop only.").arg(product)
                        : action == "drop"_L1 && conflict.kind == "oversold"_L1
                        ? tr("The sale of “%1” is undone here; a correction is recorded.")
                              .arg(product)
                        : action == "drop"_L1
                        ? tr("The change of “%1” was dropped; a movement undoing it is recorded.")
                              .arg(product)
                        : conflict.kind == "oversold"_L1
                        ? tr("The sale of “%1” is kept as it is.").arg(product)
                        : tr("The change of “%1” is sent to the marketplace again.").arg(product),
                    {}, 8000);
            }
            reload();
            m_monitor->refresh();
        });
}
