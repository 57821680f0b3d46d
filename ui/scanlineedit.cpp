#include "ui/scanlineedit.h"

#include <QKeyEvent>

#include "ui/scankeytext.h"

ScanLineEdit::ScanLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    m_clock.start();
    setClearButtonEnabled(true);
    connect(this, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (text.isEmpty())
            m_classifier.reset();
    });
}

void ScanLineEdit::setThresholds(const ScanKeyClassifier::Thresholds &thresholds)
{
    m_classifier.setThresholds(thresholds);
}

void ScanLineEdit::takeScan(const QString &code)
{
    const QString trimmed = code.trimmed();
    if (!trimmed.isEmpty())
        Q_EMIT codeEntered(trimmed, true);
}

bool ScanLineEdit::event(QEvent *event)
{
    // Ctrl+Z is the pane's "undo scan", not the line edit's text undo.
    if (event->type() == QEvent::ShortcutOverride
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Undo)) {
        event->ignore();
        return true;
    }
    // Tab is taken for focus changes before keyPressEvent sees it.
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier
            && m_classifier.looksLikeScanner(m_clock.elapsed())) {
            submit();
            event->accept();
            return true;
        }
    }
    return QLineEdit::event(event);
}

void ScanLineEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        submit();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Escape) {
        clear();
        m_classifier.reset();
        event->accept();
        return;
    }
    const QString text = event->text();
    if (!text.isEmpty() && text.at(0).isPrint() && !(event->modifiers() & Qt::ControlModifier)) {
        if (this->text().isEmpty() || selectedText() == this->text())
            m_classifier.reset(); // a new code starts
        m_classifier.keyPressed(m_clock.elapsed());
        // A code field: the digit key means its digit, whatever the keyboard layout made of it.
        const QString code = ScanKeyText::codeCharacter(event);
        if (!code.isEmpty() && code != text) {
            QKeyEvent mapped(event->type(), event->key(), event->modifiers(),
                event->nativeScanCode(), event->nativeVirtualKey(), event->nativeModifiers(), code,
                event->isAutoRepeat(), event->count());
            QLineEdit::keyPressEvent(&mapped);
            event->setAccepted(mapped.isAccepted());
            return;
        }
    } else if (event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Delete) {
        m_classifier.reset(); // corrected by hand: a person
        m_classifier.keyPressed(-1'000'000);
    }
    QLineEdit::keyPressEvent(event);
}

void ScanLineEdit::focusOutEvent(QFocusEvent *event)
{
    QLineEdit::focusOutEvent(event);
}

bool ScanLineEdit::submit()
{
    const QString code = text().trimmed();
    const bool scanner = m_classifier.looksLikeScanner(m_clock.elapsed());
    m_classifier.reset();
    if (code.isEmpty())
        return false;
    clear();
    Q_EMIT codeEntered(code, scanner);
    return true;
}
