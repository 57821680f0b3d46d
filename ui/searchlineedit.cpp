#include "ui/searchlineedit.h"

#include <QKeyEvent>
#include <QScopedValueRollback>

SearchLineEdit::SearchLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    m_clock.start();
    // Text put here by other means (a suggestion chosen, a search started elsewhere) is no
    // burst of keys: what was held so far does not count any more.
    connect(this, &QLineEdit::textChanged, this, [this] {
        if (!m_inKeyPress) {
            m_classifier.reset();
            m_enteredByScanner = false;
        }
    });
}

void SearchLineEdit::setThresholds(const ScanKeyClassifier::Thresholds &thresholds)
{
    m_classifier.setThresholds(thresholds);
}

// Also reached while a completer's list is open: QCompleter hands the keys to the widget's
// event(), past any event filter, so the timing is seen here and not in a filter.
void SearchLineEdit::keyPressEvent(QKeyEvent *event)
{
    const QScopedValueRollback inKeyPress(m_inKeyPress, true);
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        m_enteredByScanner = m_classifier.looksLikeScanner(m_clock.elapsed());
        m_classifier.reset();
        QLineEdit::keyPressEvent(event); // returnPressed: enteredByScanner() is this Enter's
        return;
    }
    const QString text = event->text();
    if (!text.isEmpty() && text.at(0).isPrint() && !(event->modifiers() & Qt::ControlModifier)) {
        if (this->text().isEmpty() || selectedText() == this->text())
            m_classifier.reset(); // a new text starts
        m_classifier.keyPressed(m_clock.elapsed());
    } else if (event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Delete) {
        m_classifier.reset(); // corrected by hand: a person
        m_classifier.keyPressed(-1'000'000);
    }
    m_enteredByScanner = false;
    QLineEdit::keyPressEvent(event);
}
