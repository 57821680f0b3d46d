#include "ui/reordertab.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/stockwatch.h"
#include "net/apiresult.h"
#include "net/goodsclient.h"
#include "ui/orderstable.h"

using namespace Qt::StringLiterals;

ReorderTab::ReorderTab(GoodsClient *goods, LiveStock *live, QWidget *parent)
    : QWidget(parent)
    , m_goods(goods)
    , m_watch(new StockWatch(live, this))
    , m_table(OrdersTable::create({ tr("Code"), tr("Product"), tr("Stock"), tr("On order"),
                                      tr("Reorder level"), tr("To order"), tr("Unit cost") },
          this))
    , m_reference(new QLineEdit(this))
    , m_create(new QPushButton(tr("Create &order"), this))
{
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(
        tr("Titles at or below their reorder level, less what is already on order. Change the "
           "quantities, then create the order."),
        this);
    about->setWordWrap(true);
    layout->addWidget(about);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    // A typed unit cost becomes a number, so the view writes it in the UI language's locale
    // with its thousands separators ("1 500 000"), as it does every other figure; text that is
    // no whole amount stays as typed, and Create order names it.
    connect(m_table, &QTableWidget::itemChanged, this, [](QTableWidgetItem *item) {
        if (item->column() != UnitCost
            || item->data(Qt::DisplayRole).typeId() != QMetaType::QString)
            return;
        const QString text = item->text().trimmed();
        bool ok = false;
        qint64 value = QLocale().toLongLong(text, &ok);
        if (!ok)
            value = text.toLongLong(&ok);
        if (ok && value >= 0) {
            // QTableWidgetItem takes "1500000" and 1500000 for equal values and would keep the
            // text: cleared first.
            item->setData(Qt::DisplayRole, QVariant());
            item->setData(Qt::DisplayRole, value);
        }
    });
    layout->addWidget(m_table, 1);
    auto *createRow = new QHBoxLayout;
    m_reference->setPlaceholderText(tr("Order reference (optional)"));
    m_reference->setAccessibleName(tr("Order reference"));
    m_reference->setMaxLength(100);
    createRow->addWidget(m_reference, 1);
    createRow->addWidget(m_create);
    layout->addLayout(createRow);
    connect(m_create, &QPushButton::clicked, this, &ReorderTab::createOrder);
    m_create->setEnabled(false);
    m_reloadSoon.setSingleShot(true);
    m_reloadSoon.setInterval(1000);
    connect(&m_reloadSoon, &QTimer::timeout, this, [this] {
        if (isVisible())
            load(m_supplier, m_supplierName);
    });
    connect(m_watch, &StockWatch::changed, this, [this](const QString &code) {
        for (int row = 0; row < m_data.size() && row < m_table->rowCount(); ++row) {
            if (m_data.at(row).code != code)
                continue;
            showStock(row);
            if (!m_reloadSoon.isActive())
                m_reloadSoon.start();
        }
    });
}

void ReorderTab::showStock(int row)
{
    const QVariant live = m_watch->text(m_data.at(row).code);
    setCell(row, Stock, live.isValid() ? live : QVariant(m_data.at(row).stock));
}

void ReorderTab::setDraft(const QList<ReorderSuggestion> &titles, qint64 supplierId)
{
    m_draft = titles;
    m_draftSupplier = supplierId;
    m_announce = !titles.isEmpty();
}

void ReorderTab::load(qint64 supplier, const QString &supplierName)
{
    // Reloaded on every show and F5: the same supplier's rows stay until the answer, which
    // keeps the quantities and costs the seller typed. Another supplier's rows go at once.
    if (supplier != m_supplier) {
        m_table->setRowCount(0);
        m_data.clear();
    }
    m_supplier = supplier;
    m_supplierName = supplierName;
    m_create->setEnabled(supplier > 0);
    if (supplier <= 0)
        return;
    m_goods->reorder(supplier, this,
        [this, supplier](const ApiResult &result, const QList<ReorderSuggestion> &items) {
            if (supplier != m_supplier)
                return;
            if (!result.isSuccess()) {
                Q_EMIT failed(tr("The reorder suggestions could not be loaded"), result.message());
                return;
            }
            const bool draft = !m_draft.isEmpty() && supplier == m_draftSupplier;
            showSuggestions(items, draft ? withDraft(items) : items);
            if (draft && m_announce) {
                m_announce = false;
                Q_EMIT informed(tr("%n chosen title(s) to order from %1: check the quantities, "
                                   "then create the order.",
                    nullptr, int(m_draft.size()))
                                    .arg(m_supplierName));
            }
            Q_EMIT loaded();
        });
}

void ReorderTab::showSuggestions(
    const QList<ReorderSuggestion> &server, const QList<ReorderSuggestion> &rows)
{
    const QHash<QString, TypedCells> typed = typedCells();
    // The same titles as shown (a reload on show or F5): figures change in place, so a cell the
    // seller is editing keeps its editor and what is typed in it. Otherwise rows are rebuilt.
    bool sameRows = rows.size() == m_data.size() && m_table->rowCount() == rows.size();
    for (int row = 0; sameRows && row < rows.size(); ++row)
        sameRows = rows[row].code == m_data[row].code;
    m_data = rows;
    if (!sameRows) {
        m_table->setRowCount(0);
        m_table->setRowCount(int(rows.size()));
    }
    QSet<QString> serverCodes;
    for (const ReorderSuggestion &s : server)
        serverCodes.insert(s.code);
    QStringList codes;
    for (const ReorderSuggestion &s : rows)
        codes.append(s.code);
    m_watch->setCodes(codes);
    for (int row = 0; row < rows.size(); ++row) {
        const ReorderSuggestion &s = rows[row];
        const bool suggested = serverCodes.contains(s.code);
        const TypedCells kept = typed.value(s.code);
        setCell(row, Code, s.code);
        setCell(row, Title, s.name);
        showStock(row);
        // A title not suggested by the server: what is on order is not known here.
        setCell(row, OnOrder, suggested ? QVariant(s.onOrder) : QVariant());
        setCell(row, ReorderLevel,
            suggested || s.reorderLevel > 0 ? QVariant(s.reorderLevel) : QVariant());
        setCell(row, Quantity, kept.quantity.isValid() ? kept.quantity : QVariant(s.suggested),
            tr("0 leaves the title out of the order."));
        // What the supplier charges a unit, for the order's totals (contract §11 line cost);
        // empty: not known yet.
        setCell(row, UnitCost, kept.cost,
            tr("The supplier's price of one unit; empty when not known yet."));
    }
}

void ReorderTab::setCell(int row, Column column, const QVariant &value, const QString &editHint)
{
    if (QTableWidgetItem *shown = m_table->item(row, column)) {
        // A cell being edited keeps what is typed in its editor (a reload answered meanwhile);
        // setting another cell even to an equal value would reset an open editor, and an empty
        // cell is empty whether it was never set or left empty by its editor.
        const QWidget *focus = QApplication::focusWidget();
        const bool editing
            = m_table->currentItem() == shown && focus != m_table && m_table->isAncestorOf(focus);
        const QVariant current = shown->data(Qt::DisplayRole);
        const bool same
            = current == value || (current.toString().isEmpty() && value.toString().isEmpty());
        if (!editing && !same)
            shown->setData(Qt::DisplayRole, value);
        return;
    }
    QTableWidgetItem *item = OrdersTable::cell(value);
    if (!editHint.isEmpty()) {
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(editHint);
    }
    m_table->setItem(row, column, item);
}

void ReorderTab::createOrder()
{
    PurchaseOrder order;
    order.supplierId = m_supplier;
    order.reference = m_reference->text();
    QStringList badCosts;
    for (int row = 0; row < m_data.size() && row < m_table->rowCount(); ++row) {
        const qint64 quantity = m_table->item(row, Quantity)->data(Qt::DisplayRole).toLongLong();
        if (quantity <= 0)
            continue;
        std::optional<qint64> cost;
        const QString costText = m_table->item(row, UnitCost)->text().trimmed();
        if (!costText.isEmpty()) {
            bool ok = false;
            qint64 value = QLocale().toLongLong(costText, &ok);
            if (!ok)
                value = costText.toLongLong(&ok);
            if (!ok || value < 0)
                badCosts << m_data[row].name;
            else
                cost = value;
        }
        order.lines.append(OrderLine {
            m_data[row].code, m_data[row].productId, m_data[row].name, quantity, 0, cost });
    }
    if (!badCosts.isEmpty()) {
        Q_EMIT failed(tr("No order created"),
            tr("a unit cost is a whole amount of 0 or more, or empty (%1).")
                .arg(badCosts.join(u", "_s)));
        return;
    }
    if (order.supplierId <= 0 || order.lines.isEmpty()) {
        Q_EMIT failed(tr("No order created"), tr("choose a supplier and at least one quantity."));
        return;
    }
    m_goods->createOrder(order, this, [this](const ApiResult &result, const PurchaseOrder &made) {
        if (!result.isSuccess()) {
            Q_EMIT failed(tr("The order could not be created"), result.message());
            return;
        }
        m_reference->clear();
        // Ordered: what was typed is on the order now; the next load shows what is left.
        for (int row = 0; row < m_data.size() && row < m_table->rowCount(); ++row) {
            m_table->item(row, Quantity)->setData(Qt::DisplayRole, m_data[row].suggested);
            m_table->item(row, UnitCost)->setData(Qt::DisplayRole, QVariant());
        }
        if (made.supplierId == m_draftSupplier)
            m_draft.clear();
        Q_EMIT succeeded(
            tr("Order %1 created: %n line(s).", "", int(made.lines.size())).arg(made.id));
        Q_EMIT created(made);
    });
}

QHash<QString, ReorderTab::TypedCells> ReorderTab::typedCells() const
{
    QHash<QString, TypedCells> typed;
    for (int row = 0; row < m_data.size() && row < m_table->rowCount(); ++row) {
        TypedCells cells;
        const QVariant quantity = m_table->item(row, Quantity)->data(Qt::DisplayRole);
        if (quantity.toLongLong() != m_data[row].suggested)
            cells.quantity = quantity;
        // As shown: a number stays a number (written with separators), other text as typed.
        const QTableWidgetItem *cost = m_table->item(row, UnitCost);
        if (!cost->text().trimmed().isEmpty())
            cells.cost = cost->data(Qt::DisplayRole);
        if (cells.quantity.isValid() || cells.cost.isValid())
            typed.insert(m_data[row].code, cells);
    }
    return typed;
}

QList<ReorderSuggestion> ReorderTab::withDraft(const QList<ReorderSuggestion> &suggested) const
{
    // The chosen titles first with their quantities; the server's other suggestions after
    // them at 0, to add by hand. A chosen title the server suggests too keeps its figures.
    QList<ReorderSuggestion> merged;
    QList<ReorderSuggestion> rest;
    for (const ReorderSuggestion &title : m_draft) {
        ReorderSuggestion line = title;
        for (const ReorderSuggestion &s : suggested) {
            if (s.code == title.code) {
                line = s;
                line.suggested = std::max(s.suggested, title.suggested);
            }
        }
        merged.append(line);
    }
    for (ReorderSuggestion s : suggested) {
        bool chosen = false;
        for (const ReorderSuggestion &title : m_draft)
            chosen = chosen || title.code == s.code;
        if (!chosen) {
            s.suggested = 0;
            rest.append(s);
        }
    }
    return merged + rest;
}
