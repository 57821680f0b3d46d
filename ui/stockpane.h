#pragma once

#include <QPointer>
#include <QStringList>
#include <QWidget>
#include <memory>

#include "models/scankeyclassifier.h"
#include "ui/scanmodebar.h"
#include "ui/scansink.h"

class ConsoleSession;
class FeedbackPlayer;
class MessageBanner;
class MineModel;
class OutboxStateBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QuantityPrompt;
class ScanLogPanel;
class StockListBar;
class StockProductsPanel;
class QSpinBox;
class QSplitter;
class QTableView;
class ScanLineEdit;
class ScanLogModel;
class ScanRouter;

// The seller's stock pane, the console's core: the own products with inline stock editing,
// the scan field (scanner or keyboard) with the modes +1, −1, set, ask and write off, and the
// scan log with the outbox state and undo. Every change says why (contract §10 reasons: +1
// received, −1 sold, set correction, write off damaged or lost, undo correction). Keeps working
// offline: scans wait in the outbox. A scan while the keyboard focus is elsewhere in the pane
// still lands in the scan field (ScanRouter). Products at or below their reorder level are
// highlighted, can be listed alone, and are counted in lowStockLabel() (the status bar's).
// A scan made while a dialog of the pane is open (a product's settings, labels) waits for the
// dialog to close and is counted then in the mode the pane is in (DialogScanGuard).
// Its visible parts are classes of their own: the list's top row (StockListBar), the scan modes
// (ScanModeBar), the quantity prompt (QuantityPrompt), the products (StockProductsPanel), the
// scan log (ScanLogPanel) and the connection banner (OutboxStateBanner); the pane ties them
// to the scan field and the outbox.
class StockPane final : public QWidget, public ScanSink
{
    Q_OBJECT
public:
    using Mode = ScanModeBar::Mode;

    StockPane(ConsoleSession *session, FeedbackPlayer *feedback, QWidget *parent = nullptr);
    ~StockPane() override;

    void setScannerThresholds(const ScanKeyClassifier::Thresholds &thresholds);
    // The main window routes scans from all its widgets itself: the pane's own router goes.
    void dropOwnScanRouter();
    // The mode is remembered per connection (a till restarted in −1 mode stays a till).
    void setMode(Mode mode);
    Mode mode() const;
    // The words beside the scan field that say what a scan does now.
    QLabel *modeBadge() const { return m_modeBadge; }
    void setSetQuantity(int value);

    ScanLineEdit *scanField() const { return m_scan; }
    MineModel *mineModel() const { return m_mine; }
    ScanLogModel *scanLog() const { return m_log; }
    MessageBanner *banner() const { return m_banner; }
    MessageBanner *offlineBanner() const { return m_offline; }
    QTableView *productView() const;
    QTableView *logView() const;
    QSpinBox *askQuantityBox() const;
    QSpinBox *setQuantityBox() const;
    QComboBox *typeBox() const;
    // Write-off mode: the reason (data "damaged" or "lost") and the optional note.
    QComboBox *writeOffReasonBox() const;
    QLineEdit *writeOffNoteField() const;
    QCheckBox *lowStockOnlyBox() const;
    // "N books at or below the reorder level", in the pane's top row. The main window hides it
    // and shows lowStockChanged()'s text in its status bar instead.
    QLabel *lowStockLabel() const;
    // Of the shown type, as the server last told; -1 until known.
    qint64 lowStockCount() const;
    // The last scan's source as seen by the scan field (for tests and the log).
    bool lastScanFromScanner() const { return m_lastFromScanner; }

    // Codes scanned in ask-quantity mode whose quantity is not asked yet (the one asked now
    // is not counted).
    int askQueueSize() const;
    QString askedCode() const;

    // The chosen product's price, reorder level and quantity and whether it is active
    // (contract §11); nullptr when the row is not a product.
    class ProductSettingsDialog *editProduct(int row);

    // The scans made while a dialog of this pane was open, not counted yet.
    const QStringList &scansBehindDialog() const { return m_behindDialog; }
    void scanBehindDialog(const QString &code) override;
    void dialogClosed() override;

public Q_SLOTS:
    void reload();
    void undoSelected();
    // Drops the selected scan if it is still waiting (never sent).
    void discardSelected();

Q_SIGNALS:
    // The server refused the key and scans wait: the seller wants to enter the secret.
    void credentialsRequested();
    // Not connected: the seller wants to connect (or start a server in the Local server pane).
    void connectRequested();
    void localServerRequested();
    // The count of products at or below their reorder level changed, with its text.
    void lowStockChanged(qint64 count, const QString &text);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onCode(const QString &code, bool fromScanner);
    void submit(const QString &code, qint64 delta, bool set, bool fromScanner,
        const QString &reason, const QString &note = {});
    void updateModeBadge();
    void saveMode();
    void restoreMode();
    void onRejected(int row, const QString &code, const QString &errorCode, const QString &message);
    void oversold(const QString &code, qint64 stock);
    bool belowZeroAfterSale(const QString &code) const;
    // The preference "ask before selling below 0": a question named "SaleBelowZeroBox".
    void askSaleBelowZero(const QString &code, bool fromScanner);
    void error(const QString &text);
    // Shares the width beyond the fixed columns between the two name columns, until the
    // seller moves the splitter.
    void balanceSplit();

    ConsoleSession *m_session;
    QPointer<FeedbackPlayer> m_feedback;
    MineModel *m_mine;
    ScanLogModel *m_log;
    MessageBanner *m_banner;
    MessageBanner *m_offline;
    OutboxStateBanner *m_offlineState;
    QSplitter *m_split = nullptr;
    bool m_splitByUser = false;
    StockListBar *m_list;
    ScanModeBar *m_modes;
    QLabel *m_modeBadge;
    bool m_restoringMode = false;
    // Scans from an earlier run wait: the products are read again once all are sent (their
    // answers may come before the list is loaded).
    bool m_reloadWhenSent = false;
    ScanLineEdit *m_scan;
    QuantityPrompt *m_ask;
    StockProductsPanel *m_productsPanel;
    ScanLogPanel *m_logPanel;
    bool m_lastFromScanner = false;
    bool m_loadedOnce = false;
    bool m_loadWarning = false; // the banner says the products could not be loaded
    QStringList m_behindDialog;
    // Last member: gone before the widgets it watches, so nothing is replayed into them then.
    std::unique_ptr<ScanRouter> m_router;
};
