#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class FeedbackPlayer;
class MessageBanner;
class MineModel;
class QTableView;

// The Stock pane's list of the own products with the big quantity to edit inline, and what
// acts on the chosen ones under it (as Undo under the scan log): Edit product… and Print
// labels (one each, or as many as in stock; none chosen: all shown, e.g. the low-stock list).
// What became of an edited quantity (saved, changed by someone else meanwhile, not saved) is
// said on the pane's banner, with the sound of the outcome.
class StockProductsPanel final : public QWidget
{
    Q_OBJECT
public:
    StockProductsPanel(MineModel *mine, MessageBanner *banner, FeedbackPlayer *feedback,
        QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    // The width of every column but the name.
    int fixedWidth() const { return m_fixed; }
    // The selected rows in order; none selected: every row shown.
    QList<int> chosenRows() const;
    // Hides the reorder level when the names would get no room (the pane calls it when its
    // width or the split changes).
    void fitColumns();

Q_SIGNALS:
    // Edit product… for the current row (-1: none is current).
    void editRequested(int row);
    void labelsRequested(bool byStock);
    // A quantity edited in the list was saved.
    void stockSaved();

private:
    MineModel *m_mine;
    MessageBanner *m_banner;
    QPointer<FeedbackPlayer> m_feedback;
    QTableView *m_view;
    int m_fixed = 0;
};
