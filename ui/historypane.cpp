#include "ui/historypane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

#include "models/consolesession.h"
#include "models/movementmodel.h"
#include "net/apiclient.h"
#include "net/countclient.h"
#include "ui/messagebanner.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

namespace {
const QStringList reasons { u"received"_s, u"sold"_s, u"returned"_s, u"damaged"_s, u"lost"_s,
    u"correction"_s, u"count"_s, u"returned_to_supplier"_s };
} // namespace

HistoryPane::HistoryPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_counts(new CountClient(session->client(), this))
    , m_model(new MovementModel(this))
    , m_banner(new MessageBanner(this))
    , m_code(new QLineEdit(this))
    , m_reason(new QComboBox(this))
    , m_useSince(new QCheckBox(tr("&From"), this))
    , m_since(new QDateTimeEdit(QDateTime::currentDateTime().addDays(-7), this))
    , m_useUntil(new QCheckBox(tr("&To"), this))
    , m_until(new QDateTimeEdit(QDateTime::currentDateTime(), this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_more(new QPushButton(tr("Load &more"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *filters = new QHBoxLayout;
    m_code->setPlaceholderText(tr("ISBN or barcode"));
    m_code->setClearButtonEnabled(true);
    m_code->setAccessibleName(tr("Code filter"));
    ScanRouter::setTakesCodes(m_code);
    filters->addWidget(new QLabel(tr("Code:"), this));
    filters->addWidget(m_code, 1);
    m_reason->addItem(tr("Any reason"), QString());
    for (const QString &reason : reasons)
        m_reason->addItem(MovementModel::reasonText(reason), reason);
    m_reason->setAccessibleName(tr("Reason filter"));
    filters->addWidget(m_reason);
    // The dates and buttons on a second row: one row did not fit 1024 px in Uzbek.
    layout->addLayout(filters);
    filters = new QHBoxLayout;
    for (QDateTimeEdit *edit : { m_since, m_until }) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(u"yyyy-MM-dd HH:mm"_s);
        edit->setEnabled(false);
    }
    filters->addWidget(m_useSince);
    filters->addWidget(m_since);
    filters->addWidget(m_useUntil);
    filters->addWidget(m_until);
    auto *show = new QPushButton(tr("&Show"), this);
    auto *exportButton = new QPushButton(tr("&Export CSV…"), this);
    filters->addStretch(1);
    filters->addWidget(show);
    filters->addWidget(exportButton);
    layout->addLayout(filters);

    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(MovementModel::Note, QHeaderView::Stretch);
    layout->addWidget(m_view, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(m_more);
    layout->addLayout(bottom);
    m_more->setVisible(false);

    connect(m_useSince, &QCheckBox::toggled, m_since, &QWidget::setEnabled);
    connect(m_useUntil, &QCheckBox::toggled, m_until, &QWidget::setEnabled);
    connect(show, &QPushButton::clicked, this, &HistoryPane::reload);
    connect(m_code, &QLineEdit::returnPressed, this, &HistoryPane::reload);
    connect(m_reason, &QComboBox::activated, this, &HistoryPane::reload);
    connect(m_more, &QPushButton::clicked, this, &HistoryPane::loadMore);
    connect(exportButton, &QPushButton::clicked, this, &HistoryPane::chooseExportFile);
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        m_model->setMovements({});
        if (isVisible())
            reload();
    });
}

void HistoryPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
}

void HistoryPane::reload()
{
    m_loadedOnce = true;
    m_exportPath.clear();
    m_banner->dismiss();
    m_model->setMovements({});
    load(1);
}

void HistoryPane::showFiltered(const QString &code, const QDateTime &since, const QDateTime &until)
{
    m_code->setText(code);
    m_reason->setCurrentIndex(0);
    m_useSince->setChecked(since.isValid());
    m_useUntil->setChecked(until.isValid());
    if (since.isValid())
        m_since->setDateTime(since.toLocalTime());
    if (until.isValid())
        m_until->setDateTime(until.toLocalTime());
    reload();
}

void HistoryPane::loadMore()
{
    load(m_page + 1);
}

void HistoryPane::load(int page)
{
    MovementFilter filter;
    filter.code = m_code->text();
    filter.reason = m_reason->currentData().toString();
    if (m_useSince->isChecked())
        filter.since = m_since->dateTime();
    if (m_useUntil->isChecked())
        filter.until = m_until->dateTime();
    const int generation = ++m_generation;
    m_counts->movements(filter, page, m_pageSize, this,
        [this, page, generation](const ApiResult &result, const CountClient::MovementPage &data) {
            if (generation != m_generation)
                return; // a newer filter superseded it
            if (!result.isSuccess()) {
                m_exportPath.clear();
                m_banner->showMessage(MessageBanner::Kind::Warning,
                    tr("The history could not be loaded: %1").arg(result.message()),
                    { { tr("Try again"), [this] { reload(); } } });
                return;
            }
            m_page = page;
            m_total = data.total;
            m_model->append(data.items);
            // Sized to what arrived (ResizeToContents would keep the empty header's widths).
            for (int column = 0; column < MovementModel::ColumnCount; ++column) {
                if (column != MovementModel::Note)
                    m_view->resizeColumnToContents(column);
            }
            m_summary->setText(tr("%1 of %2 movements").arg(m_model->rowCount()).arg(m_total));
            m_more->setVisible(m_model->rowCount() < m_total);
            Q_EMIT loaded();
            if (!m_exportPath.isEmpty()) {
                if (m_model->rowCount() < m_total && !data.items.isEmpty())
                    loadMore();
                else
                    finishExport();
            }
        });
}

bool HistoryPane::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_model->toCsv()) < 0 || !file.commit()) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The history could not be saved to %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_banner->showMessage(MessageBanner::Kind::Positive,
        tr("%n movement(s) saved to %1.", nullptr, m_model->rowCount()).arg(path));
    return true;
}

void HistoryPane::chooseExportFile()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export history"), u"stock-history.csv"_s, tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportAll(path);
}

void HistoryPane::exportAll(const QString &path)
{
    // Every movement the filters match, not only the pages shown: the rest is loaded first
    // and the file written when the last page arrived (see load()).
    m_exportPath = path;
    if (m_model->rowCount() >= m_total)
        finishExport();
    else
        loadMore();
}

void HistoryPane::finishExport()
{
    const QString path = std::exchange(m_exportPath, QString());
    exportCsv(path);
}
