#pragma once

#include <QLabel>

// A one-line label that gives way on a narrow screen (the status bar's own texts beside the
// connection's indicators): shortened with "…" to its width, never below its first words.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // Shortened to fit its width.
    bool isElided() const;

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};
