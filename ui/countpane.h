#pragma once

#include <QTimer>
#include <QWidget>
#include <functional>

#include "net/countresources.h"
#include "ui/printing/tabledocument.h"

class ConsoleSession;
class CountClient;
class CountModel;
class CountScanOutbox;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

// Stocktake (contract §10): open a count for a type or a category, scan items (+1 each or a
// typed quantity for a carton) from one or several consoles, see the counted lines and what
// is not scanned yet, then apply (keep or zero the items never scanned) after confirming the
// totals. Scans go through a CountScanOutbox, so a lost connection loses none.
class CountPane final : public QWidget
{
    Q_OBJECT
public:
    // outboxPath empty: AppDataLocation/count-scans.sqlite.
    explicit CountPane(
        ConsoleSession *session, QWidget *parent = nullptr, const QString &outboxPath = {});

    // Asked before applying; returns true to go on. Default: a question box with the totals.
    using Confirmer = std::function<bool(const QString &totals)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }

    CountModel *lines() const { return m_lines; }
    CountModel *notScanned() const { return m_notScanned; }
    CountScanOutbox *outbox() const { return m_outbox; }
    QComboBox *countChooser() const { return m_countBox; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *typeChooser() const { return m_type; }
    QComboBox *categoryChooser() const { return m_category; }
    QLineEdit *scanEdit() const { return m_scan; }
    QSpinBox *quantity() const { return m_quantity; }
    QCheckBox *blind() const { return m_blind; }
    QComboBox *notScannedMode() const { return m_mode; }
    qint64 currentCountId() const;
    const StockCount &current() const { return m_current; }
    QString bannerText() const;
    // The totals the apply confirmation shows.
    QString totalsText() const;
    // The counted items with a variance, as a printable document (the shop's name, the count,
    // the date; page numbers).
    TableDocument varianceDocument() const;

public Q_SLOTS:
    void reloadCounts();
    void refresh();
    void openCount();
    void submitScan();
    void applyCount();
    void cancelCount();

Q_SIGNALS:
    void countsLoaded();
    void refreshed();
    void applied(const StockCount &count);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadCategories();
    void showError(const QString &what, const QString &message);

    ConsoleSession *m_session;
    CountClient *m_counts;
    CountScanOutbox *m_outbox;
    CountModel *m_lines;
    CountModel *m_notScanned;
    MessageBanner *m_banner;
    QComboBox *m_countBox;
    QLineEdit *m_name;
    QComboBox *m_type;
    QComboBox *m_category;
    QLineEdit *m_scan;
    QSpinBox *m_quantity;
    QCheckBox *m_blind;
    QLabel *m_status;
    QLabel *m_pending;
    QComboBox *m_mode;
    QPushButton *m_apply;
    QPushButton *m_cancel;
    StockCount m_current;
    qint64 m_notScannedTotal = 0;
    int m_generation = 0;
    bool m_loadedOnce = false;
    Confirmer m_confirm;
    QTimer m_refreshSoon;
};
