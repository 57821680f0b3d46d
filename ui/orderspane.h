#pragma once

#include <QList>
#include <QWidget>
#include <functional>

#include "net/goodsresources.h"

class ConsoleSession;
class GoodsClient;
class MessageBanner;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

// Purchase orders (contract §11): the shop's suppliers (add, edit), the reorder suggestions
// for one supplier with quantities to change before "Create order", that supplier's orders
// with status and progress, an order's lines, close or cancel, and the order as a document to
// send: CSV, and Print… (the printing layer's print preview with "Save as PDF…", through
// OrderDocument).
class OrdersPane final : public QWidget
{
    Q_OBJECT
public:
    explicit OrdersPane(ConsoleSession *session, QWidget *parent = nullptr);

    // What Print… does with the order; default: the print preview of OrderDocument (with
    // "Save as PDF…"). An empty handler hides the button.
    using PrintHandler = std::function<void(const PurchaseOrder &order)>;
    void setPrintHandler(PrintHandler handler);
    // Asked before closing or cancelling an order; default: a question box.
    using Confirmer = std::function<bool(const QString &question)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }
    // Where "Export CSV…" writes; default: a file dialog.
    using PathAsker = std::function<QString(const QString &suggested)>;
    void setPathAsker(PathAsker asker) { m_askPath = std::move(asker); }
    // Asked which supplier an order started elsewhere is for (its titles have none, or
    // several); returns the supplier's id, 0 to give up. Default: a list to choose from.
    using SupplierChooser
        = std::function<qint64(const QList<Supplier> &suppliers, qint64 proposed)>;
    void setSupplierChooser(SupplierChooser chooser) { m_chooseSupplier = std::move(chooser); }

    QListWidget *supplierList() const { return m_suppliers; }
    QTableWidget *suggestionTable() const { return m_suggestions; }
    QTableWidget *orderTable() const { return m_orders; }
    QTableWidget *lineTable() const { return m_lines; }
    QLineEdit *referenceEdit() const { return m_reference; }
    QPushButton *printButton() const { return m_print; }
    QPushButton *refreshButton() const { return m_refresh; }
    qint64 currentSupplierId() const;
    qint64 currentOrderId() const;
    const PurchaseOrder &currentOrder() const { return m_order; }
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
    void loadSupplier();
    void loadOrder();
    void editSupplierDialog(const Supplier &supplier);
    void finishOrder(bool close);
    void showError(const QString &what, const QString &message);
    bool confirm(const QString &question);
    // The supplier for a started order once the list is there (0: none chosen).
    qint64 draftSupplier();
    QList<ReorderSuggestion> withDraft(const QList<ReorderSuggestion> &suggested) const;

    ConsoleSession *m_session;
    GoodsClient *m_goods;
    MessageBanner *m_banner;
    QListWidget *m_suppliers;
    QTabWidget *m_tabs;
    QTableWidget *m_suggestions;
    QLineEdit *m_reference;
    QPushButton *m_create;
    QTableWidget *m_orders;
    QTableWidget *m_lines;
    QPushButton *m_close;
    QPushButton *m_cancel;
    QPushButton *m_export;
    QPushButton *m_print;
    QPushButton *m_refresh = nullptr;
    QList<Supplier> m_supplierData;
    QList<ReorderSuggestion> m_suggestionData;
    PurchaseOrder m_order;
    qint64 m_selectOrder = 0; // an order just created: selected once the list arrives
    PrintHandler m_printHandler;
    Confirmer m_confirm;
    PathAsker m_askPath;
    SupplierChooser m_chooseSupplier;
    QList<ReorderSuggestion> m_draft; // titles of an order started elsewhere
    qint64 m_draftSupplier = 0;
    bool m_draftChoosing = false; // its supplier is chosen when the list arrives
    bool m_draftAnnounce = false;
};
