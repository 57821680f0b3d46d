#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>
#include <functional>

class QLabel;
class QSpinBox;

// The Stock pane's "ask quantity" row: how many of the scanned code, Enter applies, Esc skips.
// Scans that arrive while a quantity is asked wait their turn and are asked one after the
// other, never dropped. Its line is kept while hidden, so the tables below never jump.
class QuantityPrompt final : public QWidget
{
    Q_OBJECT
public:
    // nameOf gives a code's product name, empty when the code is not in the list.
    explicit QuantityPrompt(
        std::function<QString(const QString &code)> nameOf, QWidget *parent = nullptr);

    void ask(const QString &code, bool fromScanner);
    QSpinBox *quantityBox() const { return m_quantity; }
    // The code asked now (empty: none) and how many wait behind it.
    QString askedCode() const { return m_code; }
    int queueSize() const { return int(m_queue.size()); }

Q_SIGNALS:
    // A quantity other than 0 was applied to `code`.
    void answered(const QString &code, qint64 quantity, bool fromScanner);
    // Nothing more to ask: the row is hidden, the scan field takes the keyboard again.
    void finished();

private:
    void showNext();
    void updateLabel();
    void finish(bool apply);

    std::function<QString(const QString &)> m_nameOf;
    QLabel *m_label;
    QSpinBox *m_quantity;
    QString m_code;
    bool m_fromScanner = false;
    QList<QPair<QString, bool>> m_queue;
};
