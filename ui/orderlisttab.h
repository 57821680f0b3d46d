#pragma once

#include <QList>
#include <QWidget>
#include <functional>

#include "net/goodsresources.h"
#include "ui/printing/tabledocument.h"

class ConsoleSession;
class GoodsClient;
class QPushButton;
class QTableWidget;

// The Orders pane's "Orders" tab (contract §11): one supplier's orders with status and
// progress, the chosen order's lines, close or cancel it, and the order as a document to send:
// CSV, and Print… (OrderDocument headed by the shop's name from GET /key, contract §6).
class OrderListTab final : public QWidget
{
    Q_OBJECT
public:
    using PrintHandler = std::function<void(const TableDocument &document)>;
    using Confirmer = std::function<bool(const QString &question)>;
    using PathAsker = std::function<QString(const QString &suggested)>;

    OrderListTab(ConsoleSession *session, GoodsClient *goods, QWidget *parent = nullptr);

    void setPrintHandler(PrintHandler handler);
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }
    void setPathAsker(PathAsker asker) { m_askPath = std::move(asker); }

    QTableWidget *orderTable() const { return m_orders; }
    QTableWidget *lineTable() const { return m_lines; }
    QPushButton *printButton() const { return m_print; }
    qint64 currentOrderId() const;
    const PurchaseOrder &currentOrder() const { return m_order; }
    // The current order as a document, with the shop's name last read from GET /key and the
    // supplier's phone and e-mail.
    TableDocument currentDocument() const;

    // This supplier's orders (id 0: none); the order `select` (0: the current one) is chosen
    // once the list is there.
    void load(const Supplier &supplier, qint64 select = 0);
    void closeOrder();
    void cancelOrder();
    // Reads the shop's name, then hands the document to the print handler.
    void printOrder();
    bool exportCsv(const QString &path = {});

Q_SIGNALS:
    void ordersLoaded();
    void orderLoaded();
    // An order was closed or cancelled: the supplier's suggestions change with it.
    void orderFinished();
    void failed(const QString &what, const QString &message);
    void informed(const QString &text);
    void succeeded(const QString &text);

private:
    void loadOrder();
    void finishOrder(bool close);
    bool confirm(const QString &question);

    ConsoleSession *m_session;
    GoodsClient *m_goods;
    QTableWidget *m_orders;
    QTableWidget *m_lines;
    QPushButton *m_close;
    QPushButton *m_cancel;
    QPushButton *m_export;
    QPushButton *m_print;
    Supplier m_supplier;
    PurchaseOrder m_order;
    QString m_shopName; // the key's seller_name, once read
    PrintHandler m_printHandler;
    Confirmer m_confirm;
    PathAsker m_askPath;
};
