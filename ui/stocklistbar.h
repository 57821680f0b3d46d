#pragma once

#include <QWidget>

class ConsoleSession;
class MineModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QTimer;

// The Stock pane's top row: which products are listed (books or stationery, low stock only),
// how many are shown of how many, how many are at or below their reorder level (contract §10
// low_stock=true, counted once after a burst of scans, not once per scan) and Reload.
class StockListBar final : public QWidget
{
    Q_OBJECT
public:
    StockListBar(ConsoleSession *session, MineModel *mine, QWidget *parent = nullptr);

    QComboBox *typeBox() const { return m_type; }
    QCheckBox *lowStockOnlyBox() const { return m_lowOnly; }
    QLabel *lowStockLabel() const { return m_lowCount; }
    // Of the shown type, as the server last told; -1 until known.
    qint64 lowStockCount() const { return m_lowStockCount; }

public Q_SLOTS:
    // Asks the server how many products are low (low_stock=true, per_page=1: meta.total).
    void refreshLowCount();
    // The same a little later: one count after a burst of changes.
    void refreshLowCountSoon();

Q_SIGNALS:
    void reloadRequested();
    // The seller chose another list (type or low stock only).
    void listChosen();
    void lowStockChanged(qint64 count, const QString &text);

private:
    void updateCount();

    ConsoleSession *m_session;
    MineModel *m_mine;
    QComboBox *m_type;
    QLabel *m_count;
    QCheckBox *m_lowOnly;
    QLabel *m_lowCount;
    QTimer *m_lowCountTimer;
    qint64 m_lowStockCount = -1;
    int m_lowCountGeneration = 0; // answers to older count requests are ignored
};
