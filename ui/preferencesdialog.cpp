#include "ui/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/languagesetup.h"

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_average(new QSpinBox(this))
    , m_gap(new QSpinBox(this))
    , m_length(new QSpinBox(this))
    , m_sounds(new QCheckBox(tr("Play a &sound for each scan"), this))
    , m_askBelowZero(new QCheckBox(tr("As&k before recording a sale below 0 in stock"), this))
    , m_language(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(tr("A barcode scanner types much faster than a person. Keys that "
                               "come faster than these limits and end with Enter or Tab are "
                               "taken as a scan."),
        this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto *form = new QFormLayout;
    m_average->setRange(5, 200);
    m_average->setSuffix(tr(" ms"));
    m_gap->setRange(10, 1000);
    m_gap->setSuffix(tr(" ms"));
    m_length->setRange(1, 20);
    form->addRow(tr("&Average time between keys at most:"), m_average);
    form->addRow(tr("&Longest pause within a scan:"), m_gap);
    form->addRow(tr("Shortest &code:"), m_length);
    layout->addLayout(form);
    layout->addWidget(m_sounds);
    layout->addWidget(m_askBelowZero);
    auto *languageForm = new QFormLayout;
    for (const LanguageSetup::Language &language : LanguageSetup::languages())
        m_language->addItem(language.name, language.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(LanguageSetup::savedLanguage())));
    languageForm->addRow(tr("Lan&guage:"), m_language);
    layout->addLayout(languageForm);
    auto *restart = new QLabel(tr("A new language is used after the console is restarted."), this);
    restart->setWordWrap(true);
    layout->addWidget(restart);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const ScanKeyClassifier::Thresholds t = loadThresholds();
    m_average->setValue(t.maxAverageIntervalMs);
    m_gap->setValue(t.maxGapMs);
    m_length->setValue(t.minLength);
    m_sounds->setChecked(loadSounds());
    m_askBelowZero->setChecked(loadAskBeforeBelowZero());
}

ScanKeyClassifier::Thresholds PreferencesDialog::loadThresholds()
{
    QSettings settings;
    ScanKeyClassifier::Thresholds t;
    t.maxAverageIntervalMs
        = settings.value(u"scanner/maxAverageIntervalMs"_s, t.maxAverageIntervalMs).toInt();
    t.maxGapMs = settings.value(u"scanner/maxGapMs"_s, t.maxGapMs).toInt();
    t.minLength = settings.value(u"scanner/minLength"_s, t.minLength).toInt();
    return t;
}

bool PreferencesDialog::loadSounds()
{
    return QSettings().value(u"feedback/sounds"_s, true).toBool();
}

bool PreferencesDialog::loadAskBeforeBelowZero()
{
    return QSettings().value(u"stock/askBeforeBelowZero"_s, false).toBool();
}

void PreferencesDialog::save() const
{
    QSettings settings;
    settings.setValue(u"scanner/maxAverageIntervalMs"_s, m_average->value());
    settings.setValue(u"scanner/maxGapMs"_s, m_gap->value());
    settings.setValue(u"scanner/minLength"_s, m_length->value());
    settings.setValue(u"feedback/sounds"_s, m_sounds->isChecked());
    settings.setValue(u"stock/askBeforeBelowZero"_s, m_askBelowZero->isChecked());
    LanguageSetup::saveLanguage(m_language->currentData().toString());
}
