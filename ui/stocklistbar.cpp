#include "ui/stocklistbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include "models/consolesession.h"
#include "models/minemodel.h"
#include "net/apiclient.h"
#include "net/apiresult.h"

using namespace Qt::StringLiterals;

StockListBar::StockListBar(ConsoleSession *session, MineModel *mine, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_mine(mine)
    , m_type(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_lowOnly(new QCheckBox(tr("&Low stock only"), this))
    , m_lowCount(new QLabel(this))
    , m_lowCountTimer(new QTimer(this))
{
    auto *top = new QHBoxLayout(this);
    top->setContentsMargins(0, 0, 0, 0);
    auto *typeLabel = new QLabel(tr("&Products:"), this);
    typeLabel->setBuddy(m_type);
    m_type->addItem(tr("Books"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    top->addWidget(typeLabel);
    top->addWidget(m_type);
    top->addWidget(m_count, 1);
    m_lowOnly->setToolTip(tr("Show only the products at or below their reorder level"));
    m_lowOnly->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
    top->addWidget(m_lowOnly);
    top->addWidget(m_lowCount);
    auto *reload = new QPushButton(tr("&Reload"), this);
    top->addWidget(reload);

    connect(reload, &QPushButton::clicked, this, &StockListBar::reloadRequested);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        m_mine->setType(m_type->currentData().toString());
        refreshLowCount();
    });
    connect(m_lowOnly, &QCheckBox::toggled, this, [this](bool on) {
        Q_EMIT listChosen();
        m_mine->setLowStockOnly(on);
        refreshLowCount();
    });
    m_lowCountTimer->setSingleShot(true);
    m_lowCountTimer->setInterval(400);
    connect(m_lowCountTimer, &QTimer::timeout, this, &StockListBar::refreshLowCount);
    connect(m_mine, &MineModel::totalChanged, this, &StockListBar::updateCount);
    connect(m_mine, &QAbstractItemModel::rowsInserted, this, &StockListBar::updateCount);
    updateCount();
}

void StockListBar::refreshLowCountSoon()
{
    m_lowCountTimer->start();
}

void StockListBar::refreshLowCount()
{
    m_lowCountTimer->stop();
    const int generation = ++m_lowCountGeneration;
    if (m_session->client()->baseUrl().isEmpty()) {
        m_lowStockCount = -1;
        m_lowCount->clear();
        Q_EMIT lowStockChanged(-1, QString());
        return;
    }
    ApiClient::Options options = ApiClient::Options::background();
    options.supersedeGroup = u"stock-pane-low-count"_s;
    m_session->client()->mineLowStock(
        m_mine->type(), 1, 1, this,
        [this, generation](const ApiResult &result, const Paged<MineItem> &data) {
            if (generation != m_lowCountGeneration || result.kind() != ApiResult::Kind::Ok)
                return; // a newer count is on its way, or this one failed: keep the last
            m_lowStockCount = data.meta.total;
            m_lowCount->setText(m_mine->type() == "book"_L1
                    ? tr("%n book(s) at or below the reorder level", "", int(m_lowStockCount))
                    : tr("%n stationery item(s) at or below the reorder level", "",
                        int(m_lowStockCount)));
            // Red while something needs ordering, plain when nothing does.
            m_lowCount->setStyleSheet(
                m_lowStockCount > 0 ? u"color: #b02020; font-weight: bold;"_s : QString());
            Q_EMIT lowStockChanged(m_lowStockCount, m_lowCount->text());
        },
        options);
}

void StockListBar::updateCount()
{
    const qint64 total = m_mine->total();
    m_count->setText(
        total < 0 ? QString() : tr("%1 of %2 shown").arg(m_mine->rowCount()).arg(total));
}
