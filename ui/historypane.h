#pragma once

#include <QDateTime>
#include <QWidget>

class ConsoleSession;
class CountClient;
class MessageBanner;
class MovementModel;
class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

// The seller's stock history (contract §10): every movement with who (key name) and why,
// filtered by code, reason and date range, exported as CSV.
class HistoryPane final : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryPane(ConsoleSession *session, QWidget *parent = nullptr);

    MovementModel *model() const { return m_model; }
    QLineEdit *codeFilter() const { return m_code; }
    QComboBox *reasonFilter() const { return m_reason; }
    qint64 total() const { return m_total; }
    void setPageSize(int movements) { m_pageSize = movements; } // 1-100
    // Writes the loaded movements to path atomically (QSaveFile); false with a banner on error.
    bool exportCsv(const QString &path);
    // Loads every page the filters match, then writes them all (the Export button).
    void exportAll(const QString &path);
    // Shows the movements of one code (empty: any) in [since, until] (invalid: open), any
    // reason: a drill-down from the Reports pane.
    void showFiltered(const QString &code, const QDateTime &since, const QDateTime &until);

public Q_SLOTS:
    void reload();
    void loadMore();

Q_SIGNALS:
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void load(int page);
    void chooseExportFile();
    void finishExport();

    ConsoleSession *m_session;
    CountClient *m_counts;
    MovementModel *m_model;
    MessageBanner *m_banner;
    QLineEdit *m_code;
    QComboBox *m_reason;
    QCheckBox *m_useSince;
    QDateTimeEdit *m_since;
    QCheckBox *m_useUntil;
    QDateTimeEdit *m_until;
    QTableView *m_view;
    QLabel *m_summary;
    QPushButton *m_more;
    qint64 m_total = 0;
    int m_pageSize = 100;
    QString m_exportPath; // an export waiting for the remaining pages
    int m_page = 0;
    int m_generation = 0;
    bool m_loadedOnce = false;
};
