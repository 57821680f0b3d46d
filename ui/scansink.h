#pragma once

#include <QString>

// A pane that scans (Stock, Count, Receive, Returns). While a modal dialog of it is open, a
// scanner's burst is no answer to the dialog (DialogScanGuard): it is handed here to wait for
// the document behind the dialog, and given back to the pane once the dialog has closed.
class ScanSink
{
public:
    virtual ~ScanSink() = default;

    // A scan made while a modal dialog of this pane was open.
    virtual void scanBehindDialog(const QString &code) = 0;
    // The dialog closed: the scans that waited go on (or are refused, loudly).
    virtual void dialogClosed() = 0;
};
