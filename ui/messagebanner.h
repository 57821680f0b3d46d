#pragma once

#include <QElapsedTimer>
#include <QFrame>
#include <QList>
#include <QTimer>
#include <functional>

class QHBoxLayout;
class QLabel;
class QToolButton;

// A non-modal message strip in a pane's layout, like KMessageWidget: an information, a
// success, a warning or an error in words that say what to do, with optional action buttons
// and a close button. It never takes the keyboard focus away from where the user is working.
//
// It never covers anything: a banner is an ordinary widget of its pane's layout, so banners
// stack one under the other and the pane's rows stay where the seller can reach them. In a
// layout it keeps one line's space whether shown or hidden, so a one-line message coming or
// going moves nothing (a control must not slide away under the mouse); a longer message grows
// the banner and moves what is below it down. A collapsible banner (the window's, above the
// panes) takes no space while hidden.
//
// Messages go when they no longer hold: a success goes by itself after a few seconds, and a
// problem shown while the connection is out (the server does not answer or refuses the key)
// goes when the connection is back (setConnectionOut()).
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

    // timeoutMs > 0 hides it again after that time; a success without one goes after
    // successTimeoutMs().
    void showMessage(
        Kind kind, const QString &text, const QList<Action> &actions = {}, int timeoutMs = 0);
    void setClosable(bool closable);
    // Takes no layout space while hidden.
    void setCollapsible(bool collapsible);
    QString text() const;
    Kind kind() const { return m_kind; }
    // Shown while the connection was out: it goes when the connection is back.
    bool isAboutConnection() const { return m_aboutConnection; }

    // How long a success stays when its caller gives no time (longer with buttons to press).
    int successTimeoutMs() const;

    // The connection of everything in scope (a window) went out or came back. Problems shown
    // in scope while it is out are about it; they go when it is back. Banners that cannot be
    // closed show a state their pane keeps up to date itself, and are left to it.
    static void setConnectionOut(QWidget *scope, bool out);

    // One line of text or of buttons, or the whole message at the banner's width.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

public Q_SLOTS:
    void dismiss();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    int reservedHeight() const;
    // The height the message needs at this width.
    int neededHeight(int width) const;
    int wantedHeight() const;

    Kind m_kind = Kind::Information;
    QLabel *m_icon;
    QLabel *m_label;
    QHBoxLayout *m_actions;
    QToolButton *m_close;
    QTimer m_timeout;
    int m_timeoutMs = 0;
    bool m_aboutConnection = false;
    QElapsedTimer m_shownAt;
    mutable int m_reserved = -1; // reservedHeight(), measured once per style and font
    mutable bool m_measured = false; // neededHeight() for m_measuredText at m_measuredWidth
    mutable QString m_measuredText;
    mutable int m_measuredWidth = 0;
    mutable QSize m_measuredButtons;
    mutable int m_measuredHeight = 0;
    int m_laidOutHeight = -1; // the height sizeHint() last asked for
};
