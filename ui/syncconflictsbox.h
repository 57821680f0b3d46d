#pragma once

#include <QGroupBox>

class MessageBanner;
class QLabel;
class QPushButton;
class QTableView;
class SyncConflictModel;
class SyncMonitor;

// The Local server pane's "Marketplace conflicts" box (contract §14): what the connected shop
// server could not bring in step with the marketplace by itself, with the action for each:
// Retry (send it again, or keep an oversold sale as it is) and Drop (after asking: a movement
// that undoes it is recorded, so both sides agree again). Shown while the connected server
// follows a marketplace; read again when shown, on F5 and after each resolution.
class SyncConflictsBox final : public QGroupBox
{
    Q_OBJECT
public:
    SyncConflictsBox(SyncMonitor *monitor, MessageBanner *banner, QWidget *parent = nullptr);

    SyncConflictModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *dropButton() const { return m_drop; }
    QPushButton *refreshButton() const { return m_refresh; }
    // The chosen conflict in the owner's words: what happened, what each button does to both
    // sides, the marketplace's stock (issue 41 item 5).
    QLabel *detailLabel() const { return m_detail; }
    bool isLoading() const { return m_loading; }

public Q_SLOTS:
    void reload();
    void retrySelected();
    // Asks first (a QMessageBox named "DropConflictBox").
    void dropSelected();

private:
    void followChanged();
    void updateButtons();
    int selectedRow() const;
    QString explain(int row) const;
    void resolve(int row, const QString &action);

    SyncMonitor *m_monitor;
    MessageBanner *m_banner;
    SyncConflictModel *m_model;
    QTableView *m_view;
    QLabel *m_empty;
    QLabel *m_detail;
    QPushButton *m_refresh;
    QPushButton *m_retry;
    QPushButton *m_drop;
    bool m_loading = false;
    qint64 m_seenConflicts = -1;
};
