#pragma once

#include <QHash>
#include <QList>
#include <QTimer>
#include <QVariant>
#include <QWidget>

#include "net/goodsresources.h"

class GoodsClient;
class LiveStock;
class StockWatch;
class QLineEdit;
class QPushButton;
class QTableWidget;

// The Orders pane's "Reorder suggestions" tab (contract §11 GET /products/stock/reorder): one
// supplier's titles at or below their reorder level less what is on order, with the quantity
// to order and the unit cost to change before "Create order". An order started elsewhere (the
// Reports pane's slow sellers) puts its titles first with their quantities. The Stock column is
// the console's live copy (issue 41), kept current at once; a change of a shown title's stock
// also reads the suggestions again (at most once a second), since the quantity to order and
// whether the title is suggested at all are the server's rule (contract §11) — quantities and
// costs the seller typed stay.
class ReorderTab final : public QWidget
{
    Q_OBJECT
public:
    enum Column { Code, Title, Stock, OnOrder, ReorderLevel, Quantity, UnitCost };

    ReorderTab(GoodsClient *goods, LiveStock *live, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QLineEdit *referenceEdit() const { return m_reference; }

    // The suggestions for this supplier (id 0: none chosen, nothing shown).
    void load(qint64 supplierId, const QString &supplierName);
    // Sends the rows with a quantity above 0 and their costs as an order of the supplier.
    void createOrder();

    // Titles chosen elsewhere to order from supplierId: first in its suggestions, announced
    // once when they are shown.
    void setDraft(const QList<ReorderSuggestion> &titles, qint64 supplierId);
    const QList<ReorderSuggestion> &draft() const { return m_draft; }
    void clearDraft() { m_draft.clear(); }

Q_SIGNALS:
    void loaded();
    void created(const PurchaseOrder &order);
    void failed(const QString &what, const QString &message);
    void informed(const QString &text);
    void succeeded(const QString &text);

private:
    // A quantity or unit cost the seller changed, by code; invalid: the server's.
    struct TypedCells
    {
        QVariant quantity;
        QVariant cost;
    };
    QHash<QString, TypedCells> typedCells() const;
    // `rows`: the server's suggestions, with a draft's titles first when there is one.
    void showSuggestions(
        const QList<ReorderSuggestion> &server, const QList<ReorderSuggestion> &rows);
    void setCell(int row, Column column, const QVariant &value, const QString &editHint = {});
    QList<ReorderSuggestion> withDraft(const QList<ReorderSuggestion> &suggested) const;
    void showStock(int row);

    GoodsClient *m_goods;
    StockWatch *m_watch;
    QTableWidget *m_table;
    QLineEdit *m_reference;
    QPushButton *m_create;
    qint64 m_supplier = 0;
    QString m_supplierName;
    QList<ReorderSuggestion> m_data;
    QList<ReorderSuggestion> m_draft;
    qint64 m_draftSupplier = 0;
    bool m_announce = false;
    QTimer m_reloadSoon; // a shown title's stock changed
};
