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

    // timeoutMs > 0 hides it again after that time.
    void showMessage(
        Kind kind, const QString &text, const QList<Action> &actions = {}, int timeoutMs = 0);
    void setClosable(bool closable);
    // Keep the banner's space while hidden, for banners that come and go by themselves.
    void setReserveSpace(bool reserve);
    QString text() const;
    Kind kind() const { return m_kind; }

public Q_SLOTS:
    void dismiss();

private:
    Kind m_kind = Kind::Information;
    QLabel *m_icon;
    QLabel *m_label;
    QHBoxLayout *m_actions;
    QToolButton *m_close;
    QTimer m_timeout;
};
