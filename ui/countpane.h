#pragma once

#include <QTimer>
#include <QWidget>
#include <functional>

#include "net/countresources.h"
#include "ui/printing/tabledocument.h"

class ConsoleSession;
class CountClient;
class CountModel;
class Outbox;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

// Stocktake (contract §10): open a count for a type or a category, scan items (+1 each or a
// typed quantity for a carton) from one or several consoles, take back a mis-scan, see the
// counted lines and what is not scanned yet, then apply (keep or zero the items never scanned)
// after confirming what it changes. Scans go through the session's Outbox, so a lost connection
// loses none. The scan field takes a scanner's burst itself; the list of open counts follows
// counts opened on other consoles (on show and every half minute while shown).
class CountPane final : public QWidget
{
    Q_OBJECT
public:
    explicit CountPane(ConsoleSession *session, QWidget *parent = nullptr);

    // Asked before applying or cancelling; returns true to go on. Default: a question box
    // whose default button is No.
    enum class Question { Apply, Cancel };
    using Confirmer = std::function<bool(Question question, const QString &text)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }

    CountModel *lines() const { return m_lines; }
    CountModel *notScanned() const { return m_notScanned; }
    Outbox *outbox() const { return m_outbox; }
    QComboBox *countChooser() const { return m_countBox; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *typeChooser() const { return m_type; }
    QComboBox *categoryChooser() const { return m_category; }
    QLineEdit *scanEdit() const { return m_scan; }
    QSpinBox *quantity() const { return m_quantity; }
    QCheckBox *blind() const { return m_blind; }
    QComboBox *notScannedMode() const { return m_mode; }
    // Checked: the next scan takes its quantity back from the line (a mis-scan).
    QCheckBox *takeBack() const { return m_takeBack; }
    QTableView *linesView() const { return m_linesView; }
    // How often the list of open counts is read again while the pane is shown.
    void setCountsRefreshInterval(int milliseconds);
    qint64 currentCountId() const;
    const StockCount &current() const { return m_current; }
    QString bannerText() const;
    // The counted items with a variance, as a printable document (the shop's name, the count,
    // the date; page numbers).
    TableDocument varianceDocument() const;

public Q_SLOTS:
    void reloadCounts();
    void refresh();
    void openCount();
    void submitScan();
    // Takes one back from the line selected in the Counted table.
    void takeOneBack();
    void applyCount();
    void cancelCount();

Q_SIGNALS:
    void countsLoaded();
    void refreshed();
    void applied(const StockCount &count);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void loadCategories();
    void enqueue(const QString &code, qint64 quantity);
    // quiet: the periodic look for counts opened elsewhere (no banner, lines kept).
    void loadCounts(bool quiet);
    bool ask(Question question, const QString &text);
    // Every page of the lines (or of the items not scanned), then done(ok, lines).
    void loadAll(qint64 id, bool notScanned,
        std::function<void(bool ok, const QList<CountLine> &lines)> done);
    void showError(const QString &what, const QString &message);

    ConsoleSession *m_session;
    CountClient *m_counts;
    Outbox *m_outbox;
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
    QCheckBox *m_takeBack;
    QTableView *m_linesView = nullptr;
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
    QTimer m_countsTimer;
};
