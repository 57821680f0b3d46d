#pragma once

#include <QList>
#include <QWidget>
#include <functional>

#include "net/goodsresources.h"
#include "ui/orderlisttab.h"

class ConsoleSession;
class GoodsClient;
class MessageBanner;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;
class ReorderTab;

// Purchase orders (contract §11): the shop's suppliers (add, edit) beside two tabs, the
// reorder suggestions for the chosen supplier (ReorderTab: quantities and unit costs to change
// before "Create order") and that supplier's orders (OrderListTab: status and progress, lines,
// close or cancel, CSV and Print…). Reads everything again on show, on Refresh and on F5
// anywhere in the pane.
class OrdersPane final : public QWidget
{
    Q_OBJECT
public:
    explicit OrdersPane(ConsoleSession *session, QWidget *parent = nullptr);

    // What Print… does with the order's document (OrderDocument, headed by the shop's name
    // from GET /key); default: its print preview (with "Save as PDF…"). An empty handler hides
    // the button.
    using PrintHandler = OrderListTab::PrintHandler;
    void setPrintHandler(PrintHandler handler);
    // Asked before closing or cancelling an order; default: a question box.
    using Confirmer = OrderListTab::Confirmer;
    void setConfirmer(Confirmer confirmer);
    // Where "Export CSV…" writes; default: a file dialog.
    using PathAsker = OrderListTab::PathAsker;
    void setPathAsker(PathAsker asker);
    // Asked which supplier an order started elsewhere is for (its titles have none, or
    // several); returns the supplier's id, 0 to give up. Default: a list to choose from.
    using SupplierChooser
        = std::function<qint64(const QList<Supplier> &suppliers, qint64 proposed)>;
    void setSupplierChooser(SupplierChooser chooser) { m_chooseSupplier = std::move(chooser); }

    QListWidget *supplierList() const { return m_suppliers; }
    QTableWidget *suggestionTable() const;
    QTableWidget *orderTable() const;
    QTableWidget *lineTable() const;
    QLineEdit *referenceEdit() const;
    QPushButton *printButton() const;
    QPushButton *refreshButton() const { return m_refresh; }
    qint64 currentSupplierId() const;
    qint64 currentOrderId() const;
    const PurchaseOrder &currentOrder() const;
    // The current order as a document, with the shop's name last read from GET /key.
    TableDocument currentDocument() const;
    QString bannerText() const;

public Q_SLOTS:
    void reload();
    void addSupplier();
    void editSupplier();
    void createOrder();
    // The create-order flow for titles chosen elsewhere (the Reports pane's slow sellers):
    // their supplier chosen (supplierId 0: asked), the titles first in its suggestions with
    // their quantities, the supplier's own suggestions after them at 0; Create order sends it.
    void startOrder(qint64 supplierId, const QList<ReorderSuggestion> &titles);
    void closeOrder();
    void cancelOrder();
    bool exportCsv(const QString &path = {});

Q_SIGNALS:
    void suppliersLoaded();
    void suggestionsLoaded();
    void ordersLoaded();
    void orderLoaded();
    void orderCreated(const PurchaseOrder &order);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadSupplier(qint64 selectOrder = 0);
    void editSupplierDialog(const Supplier &supplier);
    void showError(const QString &what, const QString &message);
    Supplier currentSupplier() const;
    // The supplier for a started order once the list is there (0: none chosen).
    qint64 draftSupplier();

    ConsoleSession *m_session;
    GoodsClient *m_goods;
    MessageBanner *m_banner;
    QListWidget *m_suppliers;
    QPushButton *m_refresh;
    QTabWidget *m_tabs;
    ReorderTab *m_reorder;
    OrderListTab *m_orders;
    QList<Supplier> m_supplierData;
    SupplierChooser m_chooseSupplier;
    qint64 m_draftSupplier = 0; // the supplier asked for by an order started elsewhere
    bool m_draftChoosing = false; // its supplier is chosen when the list arrives
};
