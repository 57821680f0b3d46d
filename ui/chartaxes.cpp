#include "ui/chartaxes.h"

#include <QFontMetricsF>
#include <QString>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

void ChartAxes::fitWholeNumbers(QValueAxis *axis, qint64 largest)
{
    const qint64 top = std::max<qint64>(1, largest + largest / 10);
    qint64 step = 1;
    for (qint64 scale = 1; step * 5 < top; scale *= 10) {
        for (const qint64 factor : { 1, 2, 5 }) {
            step = factor * scale;
            if (step * 5 >= top)
                break;
        }
    }
    const qint64 steps = (top + step - 1) / step;
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(0, double(steps * step));
    axis->setTickCount(int(steps) + 1);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(u"%.0f"_s); // localized (QChart::localizeNumbers) takes f, not d
}

QList<int> ChartAxes::labelledRows(int rows, int most)
{
    QList<int> out;
    const int every = std::max(1, (rows + most - 1) / most);
    for (int row = 0; row < rows; row += every)
        out << row;
    return out;
}

int ChartAxes::labelsThatFit(qreal width, const QFontMetricsF &metrics, const QList<QString> &texts)
{
    const int rows = int(texts.size());
    if (rows == 0 || width <= 0)
        return 1;
    qreal widest = 1;
    for (const QString &text : texts)
        widest = std::max(widest, metrics.horizontalAdvance(text));
    // Qt Charts gives a label the room up to the next one and cuts it to "..." beyond that:
    // every n-th row, so that n rows are wider than a label and a gap.
    const int every = std::max(1, int(std::ceil((widest + 12) * rows / width)));
    return (rows + every - 1) / every;
}
