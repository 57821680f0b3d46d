#pragma once

#include <QWidget>

class CsvReportModel;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

// The report of a CSV import: counts, a filter (all lines, repaired, rejected) and the lines
// as a table tinted by outcome; "Save report…" writes the server's report file unchanged.
class CsvReportPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit CsvReportPanel(QWidget *parent = nullptr);

    CsvReportModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *filterBox() const { return m_filter; }
    QLabel *summaryLabel() const { return m_summary; }

    // Shows a report; false (and nothing) when the data is not one.
    bool setReport(const QByteArray &csv);
    void clear();

    // Writes the report to `path` (QSaveFile); false and a message when it could not.
    bool saveTo(const QString &path, QString *error) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFilter();
    void updateSummary();

    CsvReportModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_summary;
    QComboBox *m_filter;
    QTableView *m_view;
};
