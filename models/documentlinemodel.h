#pragma once

#include <QList>

#include "models/scanlinetablemodel.h"
#include "net/goodsresources.h"

class LiveStock;
class StockWatch;

// The lines of a receipt or a return (Receive and Returns panes): what was scanned against
// what the order still expected, coloured by state (ok, over, not_on_order), or the order's
// lines this delivery has not touched yet (state "missing", nothing received). Beside a line's
// quantity (the document's) the Stock column shows the product's stock from the console's live
// copy, kept current: a scan into the document changes no stock until the document is posted
// (contract §11), and a sale elsewhere shows at once (issue 41 item 1).
class DocumentLineModel final : public ScanLineTableModel<DocumentLine>
{
    Q_OBJECT
public:
    enum Column { Product, Code, Expected, Received, State, Stock, ColumnCount };

    explicit DocumentLineModel(QObject *parent = nullptr);

    // The stock column follows this copy (without one it stays empty).
    void followStock(LiveStock *live);
    StockWatch *stockWatch() const { return m_watch; }

    void setLines(const QList<DocumentLine> &lines);
    void setMissing(const QList<MissingLine> &missing);
    // One scan's answer: the line's new total (added when new).
    void updateLine(const DocumentLine &line);
    // The receipt's quantities are "received", a return's "returned".
    void setReturning(bool returning);

    // For people: the state's word, and its colour.
    static QString stateText(const QString &state);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void watchCodes();

    bool m_returning = false;
    StockWatch *m_watch = nullptr;
};
