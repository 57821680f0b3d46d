#include "ui/reportchart.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLegend>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ReportChart::ReportChart(const QString &fileStem, std::function<QByteArray()> csv, QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(new QChart, this))
    , m_fileStem(fileStem)
    , m_csv(std::move(csv))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Axis numbers in the console's language (QLocale's default follows the chosen one).
    chart()->setLocale(QLocale());
    chart()->setLocalizeNumbers(true);
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto *png = new QPushButton(tr("Save chart as PNG…"), this);
    auto *data = new QPushButton(tr("Save data as CSV…"), this);
    buttons->addWidget(png);
    buttons->addWidget(data);
    layout->addLayout(buttons);
    connect(png, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save chart"), m_fileStem + u".png"_s, tr("PNG images (*.png)"));
        if (!path.isEmpty())
            savePng(path);
    });
    connect(data, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save data"), m_fileStem + u".csv"_s, tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            saveCsv(path);
    });
    applyPalette();
}

QChart *ReportChart::chart() const
{
    return m_view->chart();
}

void ReportChart::applyPalette()
{
    const QPalette colours = palette();
    const QColor text = colours.color(QPalette::WindowText);
    const QColor grid = colours.color(QPalette::Mid);
    chart()->setBackgroundBrush(colours.color(QPalette::Base));
    chart()->setTitleBrush(text);
    chart()->legend()->setLabelColor(text);
    m_view->setBackgroundBrush(colours.color(QPalette::Window));
    for (QAbstractAxis *axis : chart()->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
    }
    // The first bar set in the palette's highlight, a second one (returns) in a colour that
    // stays readable on either background.
    const bool dark = colours.color(QPalette::Base).lightness() < 128;
    const QList<QColor> setColours { colours.color(QPalette::Highlight),
        dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xc6, 0x28, 0x28) };
    for (QAbstractSeries *series : chart()->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            const QList<QBarSet *> sets = bars->barSets();
            for (qsizetype i = 0; i < sets.size(); ++i) {
                sets[i]->setColor(setColours.value(i, setColours.first()));
                sets[i]->setBorderColor(setColours.value(i, setColours.first()));
                sets[i]->setLabelColor(text);
            }
        }
    }
}

bool ReportChart::savePng(const QString &path)
{
    if (!m_view->grab().save(path, "PNG")) {
        Q_EMIT saveFailed(tr("The chart could not be saved to %1.").arg(path));
        return false;
    }
    Q_EMIT saved(path);
    return true;
}

bool ReportChart::saveCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_csv()) < 0 || !file.commit()) {
        Q_EMIT saveFailed(
            tr("The data could not be saved to %1: %2").arg(path, file.errorString()));
        return false;
    }
    Q_EMIT saved(path);
    return true;
}

void ReportChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}
