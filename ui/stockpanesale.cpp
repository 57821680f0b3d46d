// StockPane's sale of a copy in hand (contract §14, issue 41 item 3): recorded below 0, asked
// first when the seller chose so, and the seller told what to do about an oversold product.
#include <QMessageBox>
#include <QPushButton>

#include "models/consolesession.h"
#include "models/livestock.h"
#include "models/minemodel.h"
#include "ui/messagebanner.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

bool StockPane::belowZeroAfterSale(const QString &code) const
{
    // The live copy's stock with what still waits on top of it (contract §14).
    const LiveStock *live = m_session->liveStock();
    const std::optional<qint64> stock = live->stock(code);
    return stock && *stock + live->waitingDelta(code) - 1 < 0;
}

void StockPane::askSaleBelowZero(const QString &code, bool fromScanner)
{
    const LiveStock *live = m_session->liveStock();
    const std::optional<MineItem> item = live->item(code); // a variant's barcode: its product
    const qint64 after = live->stock(code).value_or(0) + live->waitingDelta(code) - 1;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Sale below 0"),
        tr("The records have no copy of “%1” left. Record the sale anyway? The stock goes to %2 "
           "and the product shows oversold until you count it or receive copies.")
            .arg(item ? item->name : code)
            .arg(after),
        QMessageBox::NoButton, this);
    box->setObjectName(u"SaleBelowZeroBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *record = box->addButton(tr("&Record the sale"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel); // a scanner's Enter never records it
    connect(box, &QMessageBox::buttonClicked, this, [this, record, code, fromScanner](auto *b) {
        if (b == record)
            submit(code, -1, false, fromScanner, u"sold"_s);
    });
    box->open();
}

void StockPane::oversold(const QString &code, qint64 stock)
{
    // Contract §14: the sale is recorded and the product shows oversold until a receipt or a
    // count brings it back to 0 or above; the seller is told which (issue 41 item 3).
    const int row = m_mine->rowForCode(code);
    const QString name = row >= 0 ? m_mine->item(row).name : code;
    m_banner->showMessage(MessageBanner::Kind::Warning,
        tr("Sold, and “%1” is now oversold (stock %2): more were sold than the records had. "
           "Count the shelf (Count pane) if copies are there, or receive the missing copies "
           "(Receive pane); an online order for it may not be fillable until then.")
            .arg(name)
            .arg(stock));
}
