#include "ui/trendingpane.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/trendingmodel.h"
#include "net/apiclient.h"
#include "ui/bardelegate.h"
#include "ui/messagebanner.h"

TrendingPane::TrendingPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new TrendingModel(session->client(), this))
    , m_banner(new MessageBanner(this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("What people searched for in the last 7 days. Click a query "
                                 "to search it."),
                       this),
        1);
    auto *refresh = new QPushButton(tr("&Refresh"), this);
    top->addWidget(refresh);
    layout->addLayout(top);
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(
        TrendingModel::TotalCount, new BarDelegate(TrendingModel::MaxCountRole, m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(30);
    m_view->horizontalHeader()->setSectionResizeMode(
        TrendingModel::Text, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(
        TrendingModel::ResultName, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(
        TrendingModel::TotalCount, QHeaderView::Stretch);
    m_view->setCursor(Qt::PointingHandCursor);
    layout->addWidget(m_view, 1);
    connect(refresh, &QPushButton::clicked, this, &TrendingPane::reload);
    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex &index) {
        Q_EMIT searchRequested(index.data(TrendingModel::QueryRole).toString());
    });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT searchRequested(index.data(TrendingModel::QueryRole).toString());
    });
    connect(m_model, &TrendingModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Trending searches could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        if (isVisible())
            reload();
    });
}

void TrendingPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
}

void TrendingPane::reload()
{
    m_loadedOnce = true;
    m_banner->dismiss();
    m_model->reload();
}
