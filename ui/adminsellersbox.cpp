#include "ui/adminsellersbox.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "models/adminsellermodel.h"
#include "models/consolesession.h"
#include "net/adminclient.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

AdminSellersBox::AdminSellersBox(ConsoleSession *session, MessageBanner *banner, QWidget *parent)
    : QWidget(parent)
    , m_admin(new AdminClient(session->client(), this))
    , m_banner(banner)
    , m_model(new AdminSellerModel(this))
    , m_toggle(new QPushButton(tr("Switch &off…"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Not a report table: the numbers give way to the seller's name and the shop's products
    // beside, which a 1024 px screen needs more.
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(AdminSellerModel::Name, QHeaderView::Stretch);
    m_view->setAccessibleName(tr("Sellers for the admin"));
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_toggle);
    layout->addLayout(buttons);
    connect(m_toggle, &QPushButton::clicked, this, [this] {
        if (m_view->currentIndex().isValid())
            toggleRow(m_view->currentIndex().row());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &AdminSellersBox::updateButton);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AdminSellersBox::updateButton);
    updateButton();
}

void AdminSellersBox::reload()
{
    m_admin->quality(this, [this](const ApiResult &result, const AdminQuality &quality) {
        if (!result.isSuccess()) {
            m_banner->showMessage(MessageBanner::Kind::Warning,
                m_loaded ? tr("The sellers could not be read again (%1). They show what was "
                              "last read.")
                               .arg(result.message())
                         : tr("The sellers could not be read: %1").arg(result.message()));
            return;
        }
        const qint64 chosen = m_view->currentIndex().data(AdminSellerModel::IdRole).toLongLong();
        m_model->setSellers(quality.sellers);
        const int row = m_model->rowOf(chosen);
        if (row >= 0)
            m_view->setCurrentIndex(m_model->index(row, 0));
        m_loaded = true;
        Q_EMIT loaded();
    });
}

void AdminSellersBox::updateButton()
{
    const QModelIndex current = m_view->currentIndex();
    const bool valid = current.isValid() && current.row() < m_model->rowCount();
    m_toggle->setEnabled(valid);
    const bool active = !valid || m_model->items().at(current.row()).active;
    m_toggle->setText(active ? tr("Switch &off…") : tr("Switch &on…"));
}

void AdminSellersBox::toggleRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const AdminQuality::Seller seller = m_model->items().at(row);
    const bool on = !seller.active;
    const int products = int(std::min<qint64>(seller.products, INT_MAX));
    QMessageBox confirm(QMessageBox::Question,
        on ? tr("Switch the seller on") : tr("Switch the seller off"),
        on ? tr("Switch %1 on? Its products (%n) are listed again as they were.", "", products)
                 .arg(seller.name)
           : tr("Switch %1 off? Its products (%n) leave every public list, search and code "
                "lookup until it is switched on again.",
               "", products)
                 .arg(seller.name),
        QMessageBox::NoButton, this);
    QPushButton *yes
        = confirm.addButton(on ? tr("Switch &on") : tr("Switch &off"), QMessageBox::AcceptRole);
    confirm.addButton(QMessageBox::Cancel);
    confirm.setDefaultButton(QMessageBox::Cancel);
    confirm.exec();
    if (confirm.clickedButton() != yes)
        return;
    m_toggle->setEnabled(false);
    m_admin->setSellerActive(seller.sellerId, on, this,
        [this, name = seller.name](const ApiResult &result, const AdminSeller &changed) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("%1 could not be changed: %2").arg(name, result.message()));
                updateButton();
                return;
            }
            m_banner->showMessage(MessageBanner::Kind::Positive,
                changed.active ? tr("%1 is switched on.").arg(changed.name)
                               : tr("%1 is switched off.").arg(changed.name));
            reload();
        });
}
