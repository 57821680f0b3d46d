#pragma once

#include <QDialog>
#include <QList>

#include "ui/printing/labeldata.h"
#include "ui/printing/labelsettings.h"
#include "ui/printing/labelsheet.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPrintPreviewDialog;
class QPrinter;
class QProcess;
class QSpinBox;
class QTableWidget;

// Prints a LabelJob: the copies of each line (editable), the sheet or single label, the first
// free position of a partly used sheet, the printer's offset; a print preview before printing,
// PDF, and ZPL for a Zebra printer (to a file, or raw to a CUPS queue with `lp`). The choices
// are remembered per connection. Panes and the goods-in only build the job:
//     LabelJob job; job.add(LabelData::product(name, price, code, oldPrice), copies);
//     LabelPrintDialog(job, session->currentProfileName(), this).exec();
class LabelPrintDialog final : public QDialog
{
    Q_OBJECT
public:
    LabelPrintDialog(const LabelJob &job, const QString &profileName, QWidget *parent = nullptr);
    ~LabelPrintDialog() override;

    // The job with the copies as edited.
    LabelJob job() const;
    LabelSettings settings() const;
    LabelSheet sheet() const;

    // Paints the labels onto a printer (the preview's or a real one) page by page, letting the
    // event loop run between pages so a long job never freezes the window.
    void paintLabels(QPrinter *printer);
    // The longest time spent painting one page in the last paintLabels(), in ms.
    qint64 longestPageMs() const { return m_longestPageMs; }

    // The print preview of the labels on `printer` (set up for the sheet), with "Save as PDF…";
    // preview() shows it modally.
    QPrintPreviewDialog *createPreview(QPrinter *printer, QWidget *parent);

    bool savePdf(const QString &path);
    bool saveZpl(const QString &path);
    // Sends the ZPL to the queue with `lp -d QUEUE -o raw`; sent() tells how it went.
    void sendZpl();

    QComboBox *templateBox() const { return m_template; }
    QSpinBox *startBox() const { return m_start; }
    QTableWidget *linesView() const { return m_lines; }
    QLabel *summaryLabel() const { return m_summary; }
    QLineEdit *queueField() const { return m_queue; }
    QLabel *statusLabel() const { return m_status; }

public Q_SLOTS:
    // The print preview (QPrintPreviewDialog), whose print button prints.
    void preview();

Q_SIGNALS:
    void sent(bool ok, const QString &message);

protected:
    void done(int result) override;

private:
    void choosePdf();
    void chooseZpl();
    void updateControls();
    void applySettings(const LabelSettings &settings);
    QList<LabelData> labels() const;

    QString m_profile;
    QList<LabelJob::Line> m_lineData;
    QTableWidget *m_lines;
    QComboBox *m_template;
    QGroupBox *m_custom;
    QSpinBox *m_rows;
    QSpinBox *m_columns;
    QDoubleSpinBox *m_marginX;
    QDoubleSpinBox *m_marginY;
    QDoubleSpinBox *m_gapX;
    QDoubleSpinBox *m_gapY;
    QSpinBox *m_start;
    QDoubleSpinBox *m_offsetX;
    QDoubleSpinBox *m_offsetY;
    QLineEdit *m_currency;
    QCheckBox *m_showSeller;
    QLabel *m_summary;
    QComboBox *m_dpi;
    QLineEdit *m_queue;
    QLabel *m_status;
    QString m_printerName;
    QProcess *m_lp = nullptr;
    qint64 m_longestPageMs = 0;
};
