#pragma once

#include <QList>
#include <QtGlobal>

class QFontMetricsF;
class QString;
class QValueAxis;

// How the Reports pane's charts lay out their axes.
class ChartAxes final
{
public:
    // An axis of counts or amounts from 0 to a little above the largest value (at least 1, so
    // an empty period shows), ticked at whole numbers only: a step of 1, 2 or 5 times a power
    // of ten and at most six ticks, so no tick falls between two integers ("0 1 1 2 2").
    static void fitWholeNumbers(QValueAxis *axis, qint64 largest);
    // Which of `rows` periods get a date under a chart: the first, then every n-th, so that at
    // most `most` labels share the axis and none is cut to "…".
    static QList<int> labelledRows(int rows, int most);
    // How many of `texts` (one per row, spread evenly over `width` pixels) can be labelled
    // with every n-th row so that none is cut (at least 1): labelledRows()' `most`.
    static int labelsThatFit(
        qreal width, const QFontMetricsF &metrics, const QList<QString> &texts);
};
