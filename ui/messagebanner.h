#pragma once

#include <QFrame>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <functional>

class QHBoxLayout;
class QLabel;
class QToolButton;

// A non-modal message strip above a pane's content, like KMessageWidget: an information,
// a warning or an error in words that say what to do, with optional action buttons and a
// close button. It never takes the keyboard focus away from where the user is working.
//
// Nothing moves when a message comes or goes (messages come and go by themselves, and a
// control must not slide away under the mouse): in a layout the banner keeps one line's
// space whether shown or hidden, and a longer message floats over what is below it (over
// what is above it at the bottom of its parent) instead of pushing it. A banner that
// floatOver()s a widget takes no layout space at all, and stacks below the banners shown in
// that widget (the current pane's own message) instead of covering them.
class MessageBanner final : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Information, Positive, Warning, Error };
    Q_ENUM(Kind)

    struct Action
    {
        QString text;
        std::function<void()> trigger;
    };

    explicit MessageBanner(QWidget *parent = nullptr);
    ~MessageBanner() override;

    // timeoutMs > 0 hides it again after that time.
    void showMessage(
        Kind kind, const QString &text, const QList<Action> &actions = {}, int timeoutMs = 0);
    void setClosable(bool closable);
    // Not in a layout: shown over the top edge of anchor (a descendant of this banner's
    // parent), e.g. a window-wide banner over the current pane's own message line.
    void floatOver(QWidget *anchor);
    QString text() const;
    Kind kind() const { return m_kind; }

    // The space a layout keeps for it: one line of text or of buttons.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

public Q_SLOTS:
    void dismiss();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int reservedHeight() const;
    // Grows over its neighbours when the message needs more than the reserved line.
    void fitMessage();
    // The height the message needs at this width, from its font metrics.
    int neededHeight(int width) const;
    // Below the banners shown in the anchor that `wanted` would cover.
    QRect stackedBelowOthers(QRect wanted) const;
    // This banner came, went, moved or grew: the banners floating over it fit again.
    void restackFloating();

    Kind m_kind = Kind::Information;
    QLabel *m_icon;
    QLabel *m_label;
    QHBoxLayout *m_actions;
    QToolButton *m_close;
    QTimer m_timeout;
    QPointer<QWidget> m_anchor;
    QRect m_slot; // the geometry its layout gave it
    bool m_fitting = false;
    mutable int m_reserved = -1; // reservedHeight(), measured once per style and font
    mutable bool m_measured = false; // neededHeight() for m_measuredText at m_measuredWidth
    mutable QString m_measuredText;
    mutable int m_measuredWidth = 0;
    mutable QSize m_measuredButtons;
    mutable int m_measuredHeight = 0;
};
