#include "ui/messagebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

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
    hide();
}

void MessageBanner::setReserveSpace(bool reserve)
{
    // The layout keeps the banner's place while it is hidden: nothing below it moves when a
    // message comes or goes by itself (a one-line message fits; longer ones still grow).
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(reserve);
    setSizePolicy(policy);
    if (reserve && m_label->text().isEmpty())
        m_label->setText(u" "_s);
}

void MessageBanner::showMessage(
    Kind kind, const QString &text, const QList<Action> &actions, int timeoutMs)
{
    m_kind = kind;
    m_label->setText(text);
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
}

void MessageBanner::setClosable(bool closable)
{
    m_close->setVisible(closable);
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
