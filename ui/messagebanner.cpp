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

// The banners that floatOver() a widget: the others tell them when they come and go.
QList<MessageBanner *> &floatingBanners()
{
    static QList<MessageBanner *> banners;
    return banners;
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
    // Its layout place stays while hidden; the inner layout must not raise the banner's
    // minimum height to a long message's (that would push the pane's content down).
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
}

MessageBanner::~MessageBanner()
{
    floatingBanners().removeAll(this);
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

QSize MessageBanner::sizeHint() const
{
    return { QFrame::sizeHint().width(), m_anchor ? 0 : reservedHeight() };
}

QSize MessageBanner::minimumSizeHint() const
{
    return { QFrame::minimumSizeHint().width(), m_anchor ? 0 : reservedHeight() };
}

void MessageBanner::floatOver(QWidget *anchor)
{
    if (m_anchor)
        m_anchor->removeEventFilter(this);
    m_anchor = anchor;
    anchor->installEventFilter(this);
    if (!floatingBanners().contains(this))
        floatingBanners().append(this);
    fitMessage();
}

bool MessageBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_anchor && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
        fitMessage();
    return QFrame::eventFilter(watched, event);
}

void MessageBanner::showEvent(QShowEvent *event)
{
    QFrame::showEvent(event);
    m_measured = false; // its children are polished now
    fitMessage(); // a message given while its pane was hidden is fitted when the pane shows
    restackFloating();
}

void MessageBanner::hideEvent(QHideEvent *event)
{
    QFrame::hideEvent(event);
    restackFloating(); // also when its pane is left for another one
}

void MessageBanner::restackFloating()
{
    if (m_anchor)
        return;
    for (MessageBanner *floating : std::as_const(floatingBanners())) {
        if (floating->isVisible() && floating->m_anchor && floating->m_anchor->isAncestorOf(this))
            floating->fitMessage();
    }
}

void MessageBanner::moveEvent(QMoveEvent *event)
{
    QFrame::moveEvent(event);
    if (!m_fitting && !m_anchor) {
        m_slot = geometry();
        fitMessage();
    }
    restackFloating();
}

void MessageBanner::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    if (!m_fitting && !m_anchor) {
        m_slot = geometry();
        fitMessage();
    }
    restackFloating();
}

void MessageBanner::fitMessage()
{
    if (m_fitting || !isVisible() || !parentWidget())
        return;
    QRect slot = m_slot;
    if (m_anchor) {
        slot = QRect(m_anchor->mapTo(parentWidget(), QPoint(0, 0)),
            QSize(m_anchor->width(), reservedHeight()));
    }
    if (slot.isEmpty())
        return;
    const int needed = neededHeight(slot.width());
    QRect wanted = slot;
    if (needed > slot.height()) {
        wanted.setHeight(needed);
        // At the bottom of its parent it grows upwards, over the content above it.
        if (wanted.bottom() > parentWidget()->height())
            wanted.moveBottom(slot.bottom());
    }
    if (m_anchor)
        wanted = stackedBelowOthers(wanted);
    if (wanted != geometry()) {
        m_fitting = true;
        setGeometry(wanted);
        m_fitting = false;
    }
    raise();
}

QRect MessageBanner::stackedBelowOthers(QRect wanted) const
{
    // A window-wide message and the current pane's own (a refused key and a scan's error, say)
    // are both read: one under the other, the pane's where it always is.
    QList<QRect> others;
    for (MessageBanner *other : m_anchor->findChildren<MessageBanner *>()) {
        if (other != this && other->isVisible())
            others.append(QRect(other->mapTo(parentWidget(), QPoint(0, 0)), other->size()));
    }
    for (qsizetype moves = 0; moves <= others.size(); ++moves) {
        const auto covered = std::find_if(others.cbegin(), others.cend(),
            [&wanted](const QRect &other) { return other.intersects(wanted); });
        if (covered == others.cend())
            break;
        wanted.moveTop(covered->bottom() + 1 + std::max(layout()->spacing(), 2));
    }
    return wanted;
}

int MessageBanner::neededHeight(int width) const
{
    // Asked once per text and width: fitMessage() runs on every move and resize of the pane
    // and of the anchor, and asking the layout (QLabel::heightForWidth) each time, with the
    // layout invalidated each time, kept the GUI busy for seconds.
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
    if (timeoutMs > 0)
        m_timeout.start(timeoutMs);
    else
        m_timeout.stop();
    show();
    m_measured = false; // measured again now that the new buttons are shown and polished
    fitMessage();
}

void MessageBanner::setClosable(bool closable)
{
    m_close->setVisible(closable);
    m_measured = false;
}

QString MessageBanner::text() const
{
    return isVisible() ? m_label->text().trimmed() : QString();
}

void MessageBanner::dismiss()
{
    m_timeout.stop();
    hide();
}
