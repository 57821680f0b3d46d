#pragma once

#include <QElapsedTimer>
#include <QLineEdit>

#include "models/scankeyclassifier.h"

// A search or filter field that a person types words into and a barcode scanner may type a
// code into. It keeps the text as typed (unlike ScanLineEdit, which clears after each code) and
// tells, when Enter is pressed, whether the text came as one burst at scanner speed
// (ScanKeyClassifier, the scan fields' rule): only such a burst is a scan; a code typed by hand
// is searched like any other text.
class SearchLineEdit final : public QLineEdit
{
    Q_OBJECT
public:
    explicit SearchLineEdit(QWidget *parent = nullptr);

    void setThresholds(const ScanKeyClassifier::Thresholds &thresholds);
    // Whether the text of the latest Enter came from a scanner (valid while returnPressed is
    // being emitted, and after it until the text changes).
    bool enteredByScanner() const { return m_enteredByScanner; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    ScanKeyClassifier m_classifier;
    QElapsedTimer m_clock;
    bool m_enteredByScanner = false;
    bool m_inKeyPress = false;
};
