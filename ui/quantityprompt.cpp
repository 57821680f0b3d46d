#include "ui/quantityprompt.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>

QuantityPrompt::QuantityPrompt(std::function<QString(const QString &code)> nameOf, QWidget *parent)
    : QWidget(parent)
    , m_nameOf(std::move(nameOf))
    , m_label(new QLabel(this))
    , m_quantity(new QSpinBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    m_quantity->setRange(-100000, 100000);
    m_quantity->setValue(1);
    layout->addWidget(m_quantity);
    auto *apply = new QPushButton(tr("Apply"), this);
    auto *skip = new QPushButton(tr("Skip"), this);
    layout->addWidget(apply);
    layout->addWidget(skip);
    layout->addStretch(1);
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
    connect(apply, &QPushButton::clicked, this, [this] { finish(true); });
    connect(skip, &QPushButton::clicked, this, [this] { finish(false); });
    for (const auto &[key, doApply] : { std::pair { Qt::Key_Return, true },
             std::pair { Qt::Key_Enter, true }, std::pair { Qt::Key_Escape, false } }) {
        auto *shortcut = new QShortcut(QKeySequence(key), m_quantity);
        shortcut->setContext(Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, apply = doApply] { finish(apply); });
    }
}

void QuantityPrompt::ask(const QString &code, bool fromScanner)
{
    m_queue.append({ code, fromScanner });
    if (m_code.isEmpty()) {
        showNext();
        return;
    }
    // Still answering the previous one: this scan waits its turn.
    updateLabel();
    m_quantity->setFocus();
    m_quantity->selectAll();
}

void QuantityPrompt::showNext()
{
    if (m_queue.isEmpty()) {
        m_code.clear();
        hide();
        Q_EMIT finished();
        return;
    }
    const auto [code, fromScanner] = m_queue.takeFirst();
    m_code = code;
    m_fromScanner = fromScanner;
    updateLabel();
    m_quantity->setValue(1);
    show();
    m_quantity->setFocus();
    m_quantity->selectAll();
}

void QuantityPrompt::updateLabel()
{
    const QString name = m_nameOf(m_code);
    QString text = !name.isEmpty()
        ? tr("How many of “%1” (%2)? Negative removes; Enter applies, Esc skips.").arg(name, m_code)
        : tr("How many of %1? Negative removes; Enter applies, Esc skips.").arg(m_code);
    if (!m_queue.isEmpty())
        text = tr("%1 (%n more scan(s) waiting)", "", int(m_queue.size())).arg(text);
    m_label->setText(text);
}

void QuantityPrompt::finish(bool apply)
{
    if (m_code.isEmpty())
        return;
    if (apply && m_quantity->value() != 0)
        Q_EMIT answered(m_code, m_quantity->value(), m_fromScanner);
    showNext();
}
