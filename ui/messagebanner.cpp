#include "ui/messagebanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The property of a scope (a window) whose connection is out.
constexpr const char *connectionOutProperty = "messageBannerConnectionOut";

// The answer that tells the connection is out reaches the pane that asked just before it
// reaches the window (RequestEngine::finish tells the request, then everyone): a problem shown
// this shortly before the window heard is about it too.
constexpr qint64 sameAnswerMs = 100;

bool connectionOutAround(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (w->property(connectionOutProperty).toBool())
            return true;
    }
    return false;
}

} // namespace

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_label(new QLabel(this))
    , m_actions(new QHBoxLayout)
    , m_close(new QToolButton(this))
{
    setObjectName(u"MessageBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::NoFocus);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_label, 1);
    layout->addLayout(m_actions);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    m_close->setFocusPolicy(Qt::NoFocus);
    m_close->setToolTip(tr("Close this message"));
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &MessageBanner::dismiss);
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, &MessageBanner::dismiss);
    // The banner's height is its sizeHint() (the message's at the banner's width): the inner
    // layout must not hold it to a long message's minimum for another width.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
}

int MessageBanner::reservedHeight() const
{
    if (m_reserved < 0) {
        const QPushButton probe(u"X"_s); // an action button's height in this style
        const int line = std::max({ m_label->fontMetrics().height(), 20, probe.sizeHint().height(),
            m_close->sizeHint().height() });
        const QMargins margins = layout()->contentsMargins();
        m_reserved = line + margins.top() + margins.bottom() + 2 * std::max(frameWidth(), 1);
    }
    return m_reserved;
}

void MessageBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        m_reserved = -1;
        m_measured = false;
        updateGeometry();
    }
}

int MessageBanner::wantedHeight() const
{
    if (isHidden())
        return reservedHeight();
    // Before its first layout it has no width of its own: its parent's is the nearest guess.
    int width = this->width();
    if (!testAttribute(Qt::WA_Resized) && parentWidget())
        width = parentWidget()->width();
    return std::max(reservedHeight(), neededHeight(width));
}

QSize MessageBanner::sizeHint() const
{
    return { QFrame::sizeHint().width(), wantedHeight() };
}

QSize MessageBanner::minimumSizeHint() const
{
    return { QFrame::minimumSizeHint().width(), wantedHeight() };
}

void MessageBanner::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // Another width, another number of lines: the layout gives it the height they need.
    if (!isHidden() && wantedHeight() != height() && wantedHeight() != m_laidOutHeight) {
        m_laidOutHeight = wantedHeight();
        updateGeometry();
    }
}

int MessageBanner::neededHeight(int width) const
{
    // Asked once per text and width: the layout asks on every move and resize of the pane,
    // and asking QLabel::heightForWidth each time, with the layout invalidated each time, kept
    // the GUI busy for seconds.
    const QString text = m_label->text();
    // The buttons' sizes change once they are polished: part of what was measured.
    const QSize buttons = m_actions->sizeHint();
    if (m_measured && m_measuredText == text && m_measuredWidth == width
        && m_measuredButtons == buttons)
        return m_measuredHeight;
    layout()->invalidate();
    m_measuredHeight = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width)
                                                     : layout()->totalSizeHint().height();
    m_measured = true;
    m_measuredText = text;
    m_measuredWidth = width;
    m_measuredButtons = buttons;
    return m_measuredHeight;
}

int MessageBanner::successTimeoutMs() const
{
    return m_actions->count() > 0 ? 12000 : 6000;
}

void MessageBanner::showMessage(
    Kind kind, const QString &text, const QList<Action> &actions, int timeoutMs)
{
    m_kind = kind;
    m_label->setText(text);
    m_measured = false; // other actions, other room for the text
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    QString colors;
    switch (kind) {
    case Kind::Information:
        colors = u"background:#e3eefa; border:1px solid #8fb3de; color:#12355b;"_s;
        break;
    case Kind::Positive:
        colors = u"background:#e2f4e2; border:1px solid #86c486; color:#1d4d1d;"_s;
        icon = QStyle::SP_DialogApplyButton;
        break;
    case Kind::Warning:
        colors = u"background:#fdf3d8; border:1px solid #e0c060; color:#5a4500;"_s;
        icon = QStyle::SP_MessageBoxWarning;
        break;
    case Kind::Error:
        colors = u"background:#fbe1e1; border:1px solid #d98080; color:#6b1010;"_s;
        icon = QStyle::SP_MessageBoxCritical;
        break;
    }
    setStyleSheet(u"#MessageBanner {"_s + colors + u" border-radius:4px; }"_s
        + u"#MessageBanner QLabel { background: transparent; border: none; }"_s);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(20, 20));
    while (QLayoutItem *item = m_actions->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const Action &action : actions) {
        auto *button = new QPushButton(action.text, this);
        button->setFocusPolicy(Qt::NoFocus); // the scan field keeps the focus
        const auto trigger = action.trigger;
        connect(button, &QPushButton::clicked, this, [this, trigger] {
            dismiss();
            if (trigger)
                trigger();
        });
        m_actions->addWidget(button);
    }
    m_timeoutMs = timeoutMs > 0 ? timeoutMs : (kind == Kind::Positive ? successTimeoutMs() : 0);
    if (m_timeoutMs > 0)
        m_timeout.start(m_timeoutMs);
    else
        m_timeout.stop();
    const bool problem = kind == Kind::Warning || kind == Kind::Error;
    m_aboutConnection = problem && !m_close->isHidden() && connectionOutAround(this);
    m_shownAt.start();
    show();
    m_measured = false; // measured again now that the new buttons are shown and polished
    m_laidOutHeight = -1;
    updateGeometry();
}

void MessageBanner::setClosable(bool closable)
{
    m_close->setVisible(closable);
    m_measured = false;
}

void MessageBanner::setCollapsible(bool collapsible)
{
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(!collapsible);
    setSizePolicy(policy);
}

QString MessageBanner::text() const
{
    return isVisible() ? m_label->text().trimmed() : QString();
}

void MessageBanner::dismiss()
{
    m_timeout.stop();
    m_aboutConnection = false;
    hide();
    updateGeometry(); // back to one line
}

void MessageBanner::enterEvent(QEnterEvent *event)
{
    QFrame::enterEvent(event);
    m_timeout.stop(); // read or about to be pressed: it stays while the mouse is on it
}

void MessageBanner::leaveEvent(QEvent *event)
{
    QFrame::leaveEvent(event);
    if (m_timeoutMs > 0 && !isHidden())
        m_timeout.start(m_timeoutMs);
}

void MessageBanner::setConnectionOut(QWidget *scope, bool out)
{
    scope->setProperty(connectionOutProperty, out);
    for (MessageBanner *banner : scope->findChildren<MessageBanner *>()) {
        const bool problem = banner->m_kind == Kind::Warning || banner->m_kind == Kind::Error;
        if (banner->isHidden() || !problem || banner->m_close->isHidden())
            continue;
        if (out && banner->m_shownAt.isValid() && banner->m_shownAt.elapsed() < sameAnswerMs)
            banner->m_aboutConnection = true;
        else if (!out && banner->m_aboutConnection)
            banner->dismiss();
    }
}
