#pragma once

#include <QList>
#include <QtGlobal>

// Tells a USB barcode scanner in keyboard-wedge mode apart from a person typing, by the timing
// of the keystrokes: a scanner "types" a whole code within a few milliseconds per key and ends
// it with Enter or Tab; people need 80 ms or more per key. Pure logic, fed with timestamps.
class ScanKeyClassifier final
{
public:
    struct Thresholds
    {
        int maxAverageIntervalMs = 35; // mean gap between keys of a scan
        int maxGapMs = 150; // no single gap of a scan is longer (a busy machine may stall once)
        int minLength = 6; // shorter bursts are not taken for scans
    };

    void setThresholds(const Thresholds &thresholds) { m_thresholds = thresholds; }
    Thresholds thresholds() const { return m_thresholds; }

    // A printable key at time `ms` (any monotonic clock in milliseconds).
    void keyPressed(qint64 ms);
    // Forgets the keys so far (field cleared, focus moved, text edited by other means).
    void reset() { m_times.clear(); }
    int keyCount() const { return int(m_times.size()); }

    // Whether the keys so far, ended by a terminator at `ms`, came from a scanner.
    bool looksLikeScanner(qint64 terminatorMs) const;
    double averageIntervalMs(qint64 terminatorMs) const;

private:
    Thresholds m_thresholds;
    QList<qint64> m_times;
};
