#pragma once

#include <QWidget>

class QPushButton;
class QTableView;
class ScanLogModel;

// The Stock pane's scan log: the scans of this session and those an earlier run left waiting,
// with their outbox state, Undo scan under it and a menu to undo, discard a waiting scan or
// send one stranded under an older key with the current key. Its columns keep the product's
// name readable in any language: fixedWidth() is what the other columns need.
class ScanLogPanel final : public QWidget
{
    Q_OBJECT
public:
    ScanLogPanel(ScanLogModel *log, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    // The width of every column but the product's name.
    int fixedWidth() const { return m_fixed; }
    // What the seller reads when the server refused the scan in `row` (contract §3 code and
    // message): what was refused, why, and the stock the server has. listedName: the
    // product's name in the pane's list, for a scan logged without one.
    QString refusalText(int row, const QString &code, const QString &errorCode,
        const QString &message, const QString &listedName) const;

public Q_SLOTS:
    // Reverses the selected scan (none selected: the latest that can be undone).
    void undoSelected();
    // Drops the selected scan if it is still waiting (never sent).
    void discardSelected();

Q_SIGNALS:
    void information(const QString &text);
    void failed(const QString &text);
    // Done with the log: the scan field takes the keyboard again.
    void finished();

private:
    int selectedRow() const;
    void showMenu(const QPoint &pos);

    ScanLogModel *m_log;
    QTableView *m_view;
    QPushButton *m_undo;
    int m_fixed = 0;
};
