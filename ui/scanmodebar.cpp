#include "ui/scanmodebar.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMetaEnum>
#include <QRadioButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ScanModeBar::ScanModeBar(QWidget *parent)
    : QWidget(parent)
    , m_modes(new QButtonGroup(this))
    , m_setQuantity(new QSpinBox(this))
    , m_writeOffReason(new QComboBox(this))
    , m_writeOffNote(new QLineEdit(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *modeRow = new QHBoxLayout;
    auto *writeOffRow = new QHBoxLayout;
    auto *eachScan = new QLabel(tr("Each scan:"), this);
    modeRow->addWidget(eachScan);
    writeOffRow->addSpacing(eachScan->sizeHint().width() + modeRow->spacing());
    const QList<QPair<Mode, QString>> modes { { Mode::Increment, tr("+1 (received)") },
        { Mode::Decrement, tr("−1 (sold)") }, { Mode::SetQuantity, tr("set to") },
        { Mode::AskQuantity, tr("ask quantity") }, { Mode::WriteOff, tr("−1 write off:") } };
    for (const auto &[mode, text] : modes) {
        auto *radio = new QRadioButton(text, this);
        radio->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
        m_modes->addButton(radio, int(mode));
        (mode == Mode::WriteOff ? writeOffRow : modeRow)->addWidget(radio);
        if (mode == Mode::SetQuantity) {
            m_setQuantity->setRange(0, 1'000'000'000);
            m_setQuantity->setValue(1);
            m_setQuantity->setAccessibleName(tr("Stock to set on each scan"));
            modeRow->addWidget(m_setQuantity);
        }
        if (mode == Mode::WriteOff) {
            m_writeOffReason->addItem(tr("damaged"), u"damaged"_s);
            m_writeOffReason->addItem(tr("lost"), u"lost"_s);
            m_writeOffReason->addItem(tr("returned to supplier"), u"returned_to_supplier"_s);
            m_writeOffReason->setAccessibleName(tr("Why the scanned items are written off"));
            m_writeOffReason->setFocusPolicy(Qt::ClickFocus);
            writeOffRow->addWidget(m_writeOffReason);
            m_writeOffNote->setMaxLength(200); // the server's limit for a note
            m_writeOffNote->setPlaceholderText(tr("note (optional)"));
            m_writeOffNote->setAccessibleName(tr("Note for the write-off"));
            m_writeOffNote->setClearButtonEnabled(true);
            writeOffRow->addWidget(m_writeOffNote, 1);
        }
    }
    modeRow->addStretch(1);
    layout->addLayout(modeRow);
    layout->addLayout(writeOffRow);
    m_modes->button(int(Mode::Increment))->setChecked(true);
    connect(m_modes, &QButtonGroup::idToggled, this, &ScanModeBar::updateWriteOffControls);
    connect(m_modes, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            Q_EMIT changed();
    });
    connect(m_setQuantity, &QSpinBox::valueChanged, this, &ScanModeBar::changed);
    connect(m_writeOffReason, &QComboBox::currentIndexChanged, this, &ScanModeBar::changed);
    connect(m_writeOffNote, &QLineEdit::returnPressed, this, &ScanModeBar::noteFinished);
    updateWriteOffControls();
}

ScanModeBar::Mode ScanModeBar::mode() const
{
    return Mode(m_modes->checkedId());
}

void ScanModeBar::setMode(Mode mode)
{
    m_modes->button(int(mode))->setChecked(true);
}

void ScanModeBar::updateWriteOffControls()
{
    const bool writeOff = mode() == Mode::WriteOff;
    m_writeOffReason->setEnabled(writeOff);
    m_writeOffNote->setEnabled(writeOff);
}

ScanModeBar::Badge ScanModeBar::badge() const
{
    switch (mode()) {
    case Mode::Increment:
        return { tr("+1 received"), u"#1b7f3b"_s };
    case Mode::Decrement:
        return { tr("−1 sold"), u"#b02020"_s };
    case Mode::SetQuantity:
        return { tr("set to %1").arg(m_setQuantity->value()), u"#1f5fa8"_s };
    case Mode::AskQuantity:
        return { tr("ask how many"), u"#5a5a5a"_s };
    case Mode::WriteOff:
        return { tr("−1 written off (%1)").arg(m_writeOffReason->currentText()), u"#7a3fa0"_s };
    }
    return {};
}

void ScanModeBar::save(const QString &profile) const
{
    if (profile.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(u"stock-mode/"_s + profile);
    settings.setValue(
        u"mode"_s, QString::fromLatin1(QMetaEnum::fromType<Mode>().valueToKey(int(mode()))));
    settings.setValue(u"set"_s, m_setQuantity->value());
    settings.setValue(u"write-off"_s, m_writeOffReason->currentData().toString());
}

void ScanModeBar::restore(const QString &profile)
{
    QSettings settings;
    settings.beginGroup(u"stock-mode/"_s + profile);
    bool known = false;
    const int value = QMetaEnum::fromType<Mode>().keyToValue(
        settings.value(u"mode"_s).toString().toLatin1().constData(), &known);
    setMode(profile.isEmpty() || !known ? Mode::Increment : Mode(value));
    m_setQuantity->setValue(settings.value(u"set"_s, 1).toInt());
    const int reason = m_writeOffReason->findData(settings.value(u"write-off"_s).toString());
    m_writeOffReason->setCurrentIndex(std::max(0, reason));
}
