#pragma once

#include "net/countresources.h"
#include "ui/printing/tabledocument.h"
#include "ui/scandocumentpane.h"

class CountClient;
class CountModel;
class QLineEdit;
class QTableView;

// Stocktake (contract §10): open a count for a type or a category, scan items (+1 each or a
// typed quantity for a carton) from one or several consoles, take back a mis-scan, see the
// counted lines and what is not scanned yet, then apply (keep or zero the items never scanned)
// after confirming what it changes. The scanning flow is ScanDocumentPane's; this supplies the
// count's start (name, type, category), its tables, Apply and Cancel.
class CountPane final : public ScanDocumentPane
{
    Q_OBJECT
public:
    explicit CountPane(ConsoleSession *session, QWidget *parent = nullptr);

    CountModel *lines() const { return m_lines; }
    CountModel *notScanned() const { return m_notScanned; }
    QComboBox *countChooser() const { return documentChooser(); }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *typeChooser() const { return m_type; }
    QComboBox *categoryChooser() const { return m_category; }
    ScanLineEdit *scanEdit() const { return scanField(); }
    QCheckBox *blind() const { return m_blind; }
    QComboBox *notScannedMode() const { return m_mode; }
    QTableView *linesView() const { return m_linesView; }
    // How often the list of open counts (and the current count) is read while shown.
    void setCountsRefreshInterval(int milliseconds) { setListRefreshInterval(milliseconds); }
    qint64 currentCountId() const { return currentDocumentId(); }
    const StockCount &current() const { return m_current; }
    // Items never scanned, over every page (the footer's and the Apply question's number).
    qint64 notScannedTotal() const { return m_notScannedTotal; }
    // The counted items with a variance, as a printable document (the shop's name, the count,
    // the date; page numbers).
    TableDocument varianceDocument() const;

public Q_SLOTS:
    void reloadCounts() { reload(); }
    void openCount();
    // Takes one back from the line selected in the Counted table.
    void takeOneBack();
    void applyCount();
    void cancelCount();

Q_SIGNALS:
    void countsLoaded();
    void applied(const StockCount &count);

protected:
    void loadDocuments(bool quiet) override;
    void loadDocument(qint64 id, int generation) override;
    void clearDocument() override;
    bool enqueueScan(qint64 id, const QString &code, qint64 quantity) override;
    void scanFinished(const OutboxEntry &entry) override;
    QString closedWhileWaiting() const override;
    bool showsStockOf(const QString &code) const override;
    void showEvent(QShowEvent *event) override;

private:
    // "Name (started 2026-11-29 10:15)", as the chooser lists a count.
    static QString countTitle(const StockCount &count);
    void loadCategories();
    void showTotals();
    // Every page of the lines (or of the items not scanned), then done(ok, lines).
    void loadAll(qint64 id, bool notScanned,
        std::function<void(bool ok, const QList<CountLine> &lines)> done);

    CountClient *m_counts;
    CountModel *m_lines;
    CountModel *m_notScanned;
    QLineEdit *m_name;
    QComboBox *m_type;
    QComboBox *m_category;
    QCheckBox *m_blind;
    QTableView *m_linesView = nullptr;
    QComboBox *m_mode;
    QPushButton *m_apply;
    QPushButton *m_cancel;
    StockCount m_current;
    qint64 m_notScannedTotal = 0;
    bool m_categoriesLoaded = false;
};
