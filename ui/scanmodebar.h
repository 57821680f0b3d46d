#pragma once

#include <QString>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLineEdit;
class QSpinBox;

// What each scan of the Stock pane does, with the reason the history keeps (contract §10):
// +1 received, −1 sold, set to a quantity, ask the quantity, or −1 written off with its reason
// and an optional note. Write-off, its reason and note sit on a row of their own: one row for
// all of it did not fit a 1024 px screen in Russian or Uzbek. Remembered per connection.
class ScanModeBar final : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Increment, Decrement, SetQuantity, AskQuantity, WriteOff };
    Q_ENUM(Mode)

    explicit ScanModeBar(QWidget *parent = nullptr);

    Mode mode() const;
    void setMode(Mode mode);
    QSpinBox *setQuantityBox() const { return m_setQuantity; }
    // The reason (data "damaged", "lost" or "returned_to_supplier") and the optional note.
    QComboBox *writeOffReasonBox() const { return m_writeOffReason; }
    QLineEdit *writeOffNoteField() const { return m_writeOffNote; }

    // The words and colour of the badge beside the scan field that say what a scan does now.
    struct Badge
    {
        QString text;
        QString colour;
    };
    Badge badge() const;

    // Per connection: two profiles on one machine (a till and the back office) keep their own.
    // An empty profile saves nothing and restores the defaults.
    void save(const QString &profile) const;
    void restore(const QString &profile);

Q_SIGNALS:
    // The mode, the quantity to set or the write-off reason changed.
    void changed();
    // Enter in the note field: back to the scanner, nothing is counted.
    void noteFinished();

private:
    void updateWriteOffControls();

    QButtonGroup *m_modes;
    QSpinBox *m_setQuantity;
    QComboBox *m_writeOffReason;
    QLineEdit *m_writeOffNote;
};
