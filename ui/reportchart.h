#pragma once

#include <QWidget>
#include <functional>

class QChart;
class QChartView;

// One chart of the Reports pane with its two exports: the picture as PNG and the data behind
// it as CSV. Follows the palette (light or dark) whenever it changes.
class ReportChart final : public QWidget
{
    Q_OBJECT
public:
    // fileStem names the suggested files; csv gives the chart's data when exported.
    ReportChart(
        const QString &fileStem, std::function<QByteArray()> csv, QWidget *parent = nullptr);

    QChart *chart() const;
    QChartView *view() const { return m_view; }
    // Colours of the palette on the chart's background, titles, legend and axes (call again
    // after axes are added).
    void applyPalette();
    bool savePng(const QString &path);
    bool saveCsv(const QString &path);

Q_SIGNALS:
    void saved(const QString &path);
    void saveFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *m_view;
    QString m_fileStem;
    std::function<QByteArray()> m_csv;
};
