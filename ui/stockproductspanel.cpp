#include "ui/stockproductspanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "models/minemodel.h"
#include "ui/feedbackplayer.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

StockProductsPanel::StockProductsPanel(
    MineModel *mine, MessageBanner *banner, FeedbackPlayer *feedback, QWidget *parent)
    : QWidget(parent)
    , m_mine(mine)
    , m_banner(banner)
    , m_feedback(feedback)
    , m_view(new QTableView(this))
{
    m_view->setModel(m_mine);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(MineModel::Name, QHeaderView::Stretch);
    for (int column : { MineModel::Code, MineModel::Price, MineModel::Stock,
             MineModel::ReorderLevel, MineModel::InStock })
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_view->verticalHeader()->hide();
    // "In stock" only repeats the big quantity (0 or not): its room goes to the names.
    m_view->setColumnHidden(MineModel::InStock, true);
    m_view->setAlternatingRowColors(true);
    // Rows tall enough for the big quantity.
    QFont quantity = m_view->font();
    quantity.setPointSizeF(quantity.pointSizeF() * 1.5);
    quantity.setBold(true);
    m_view->verticalHeader()->setDefaultSectionSize(QFontMetrics(quantity).height() + 8);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    // Headers sort the loaded rows; nothing is sorted until one is clicked (server order).
    header->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    const int padding = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 4;
    m_fixed = 2 * m_view->frameWidth() + m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent)
        + QFontMetrics(quantity).horizontalAdvance(u"9999"_s) + padding;
    for (const auto &[column, sample] :
        QList<QPair<int, QString>> { { MineModel::Code, u"9780000000000"_s },
            { MineModel::Price, QLocale().toString(999999) }, { MineModel::ReorderLevel, {} } })
        m_fixed += std::max(header->sectionSizeHint(column),
            m_view->fontMetrics().horizontalAdvance(sample) + padding);

    auto *buttons = new QHBoxLayout;
    auto *labels = new QToolButton(this);
    labels->setText(tr("Print labels"));
    labels->setPopupMode(QToolButton::InstantPopup);
    labels->setFocusPolicy(Qt::NoFocus);
    labels->addAction(tr("One label each…"), this, [this] { Q_EMIT labelsRequested(false); });
    labels->addAction(tr("As many as in stock…"), this, [this] { Q_EMIT labelsRequested(true); });
    auto *settings = new QPushButton(tr("&Edit product…"), this);
    settings->setToolTip(
        tr("Price, reorder level and quantity, and whether the chosen product is active"));
    settings->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
    buttons->addStretch(1);
    buttons->addWidget(settings);
    buttons->addWidget(labels);
    connect(settings, &QPushButton::clicked, this,
        [this] { Q_EMIT editRequested(m_view->currentIndex().row()); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    // What became of a quantity edited in the list (contract §8 expected stock).
    connect(m_mine, &MineModel::stockSaved, this, [this](const QString &name, qint64 stock) {
        m_banner->showMessage(MessageBanner::Kind::Positive,
            tr("Stock of “%1” is now %2.").arg(name).arg(stock), {}, 4000);
        if (m_feedback)
            m_feedback->playSuccess();
        Q_EMIT stockSaved();
    });
    connect(m_mine, &MineModel::stockConflict, this,
        [this](const QString &code, const QString &name, qint64 yours, qint64 current) {
            if (m_feedback)
                m_feedback->playError();
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("“%1” was changed by someone else meanwhile: its stock is now %2. Your value "
                   "%3 was not saved.")
                    .arg(name)
                    .arg(current)
                    .arg(yours),
                { { tr("Set %1 anyway").arg(yours),
                      [this, code, yours, current] {
                          const int row = m_mine->rowForCode(code);
                          if (row >= 0)
                              m_mine->sendStock(row, yours, current);
                      } },
                    { tr("Keep %1").arg(current), nullptr } });
        });
    connect(m_mine, &MineModel::stockSaveFailed, this,
        [this](const QString &code, const QString &name, qint64 yours, const QString &message) {
            if (m_feedback)
                m_feedback->playError();
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The stock %1 of “%2” was not saved: %3").arg(yours).arg(name, message),
                { { tr("Try again"), [this, code, yours] {
                       const int row = m_mine->rowForCode(code);
                       if (row >= 0)
                           m_mine->sendStock(row, yours, m_mine->item(row).stock);
                   } } });
        });
}

QList<int> StockProductsPanel::chosenRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows.append(index.row());
    if (rows.isEmpty()) {
        for (int row = 0; row < m_mine->rowCount(); ++row)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

void StockProductsPanel::fitColumns()
{
    // On a 1024 px screen (Russian and Uzbek above all) the fixed columns left the names no
    // room at all: the reorder level gives way (Edit product sets it, "Low stock only" uses it).
    const int names = m_view->fontMetrics().averageCharWidth() * 12;
    m_view->setColumnHidden(MineModel::ReorderLevel, m_view->width() < m_fixed + names);
}
