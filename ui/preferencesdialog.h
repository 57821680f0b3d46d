#pragma once

#include <QDialog>

#include "models/scankeyclassifier.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

// Scanner timing thresholds, scan sounds and the language, saved in QSettings.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    static ScanKeyClassifier::Thresholds loadThresholds();
    static bool loadSounds();
    // Stock's −1 (sold) asks before recording a sale that takes the stock below 0 (off: the
    // sale of a copy in hand is recorded at once, contract §14).
    static bool loadAskBeforeBelowZero();
    void save() const;

private:
    QSpinBox *m_average;
    QSpinBox *m_gap;
    QSpinBox *m_length;
    QCheckBox *m_sounds;
    QCheckBox *m_askBelowZero;
    QComboBox *m_language;
};
