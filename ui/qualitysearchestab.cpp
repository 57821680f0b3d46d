#include "ui/qualitysearchestab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "models/adminsearchmodel.h"
#include "net/adminclient.h"
#include "ui/adminexport.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

QualitySearchesTab::QualitySearchesTab(AdminClient *admin, MessageBanner *banner, QWidget *parent)
    : QWidget(parent)
    , m_admin(admin)
    , m_banner(banner)
    , m_model(new AdminSearchModel(admin, this))
    , m_period(new QComboBox(this))
    , m_zeroOnly(new QCheckBox(tr("Only searches that found &nothing"), this))
    , m_view(new QTableView(this))
    , m_count(new QLabel(this))
    , m_export(new QPushButton(tr("E&xport…"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    auto *options = new QHBoxLayout;
    m_period->addItem(tr("Last 7 days"), 7);
    m_period->addItem(tr("Last 30 days"), 30);
    m_period->addItem(tr("Last 90 days"), 90);
    m_period->addItem(tr("All time"), 0);
    m_period->setCurrentIndex(1);
    m_period->setAccessibleName(tr("Period"));
    options->addWidget(m_period);
    options->addWidget(m_zeroOnly);
    options->addStretch(1);
    layout->addLayout(options);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->setAccessibleName(tr("Searches"));
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    m_count->setWordWrap(true);
    buttons->addWidget(m_count, 1);
    buttons->addWidget(m_export);
    layout->addLayout(buttons);

    connect(m_period, &QComboBox::activated, this, &QualitySearchesTab::reload);
    connect(m_zeroOnly, &QCheckBox::toggled, this, &QualitySearchesTab::reload);
    connect(m_model, &AdminSearchModel::reloaded, this, [this] {
        for (int column = 1; column < m_model->columnCount(); ++column)
            m_view->resizeColumnToContents(column);
    });
    connect(m_model, &AdminSearchModel::totalChanged, this, [this](qint64 total) {
        if (total >= 0)
            m_count->setText(tr("%n different search(es)", "", int(total)));
    });
    connect(m_model, &AdminSearchModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(
            MessageBanner::Kind::Warning, tr("The searches could not be read: %1").arg(message));
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = AdminExport::askPath(this, tr("Export the searches"),
            m_zeroOnly->isChecked() ? u"searches-without-results.csv"_s : u"searches.csv"_s);
        if (!path.isEmpty())
            exportList(path);
    });
}

QDateTime QualitySearchesTab::since() const
{
    const int days = m_period->currentData().toInt();
    return days > 0 ? QDateTime::currentDateTimeUtc().addDays(-days) : QDateTime();
}

void QualitySearchesTab::reload()
{
    m_model->setQuery(since(), m_zeroOnly->isChecked());
}

void QualitySearchesTab::exportList(const QString &path)
{
    m_admin->searchesCsv(since(), {}, m_zeroOnly->isChecked(), this,
        [this, path](const ApiResult &result, const QByteArray &csv) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The searches could not be exported: %1").arg(result.message()));
                return;
            }
            if (AdminExport::save(m_banner, path, csv))
                Q_EMIT exported(path);
        });
}
