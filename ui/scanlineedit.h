#pragma once

#include <QElapsedTimer>
#include <QLineEdit>

#include "models/scankeyclassifier.h"

// The scan field. A USB barcode scanner in keyboard-wedge mode types a code within a few
// milliseconds per key and ends it with Enter or Tab; this field tells that apart from a
// person typing (ScanKeyClassifier) and reports each code with where it came from. A
// scanner's Tab does not move the focus; a person's Tab does, as everywhere.
class ScanLineEdit final : public QLineEdit
{
    Q_OBJECT
public:
    explicit ScanLineEdit(QWidget *parent = nullptr);

    void setThresholds(const ScanKeyClassifier::Thresholds &thresholds);
    ScanKeyClassifier::Thresholds thresholds() const { return m_classifier.thresholds(); }
    // A code a scanner typed while the keyboard focus was elsewhere in the pane (ScanRouter):
    // reported like a scan typed here. What is being typed here stays.
    void takeScan(const QString &code);

Q_SIGNALS:
    // fromScanner: the keys came at scanner speed.
    void codeEntered(const QString &code, bool fromScanner);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    bool submit();

    ScanKeyClassifier m_classifier;
    QElapsedTimer m_clock;
};
