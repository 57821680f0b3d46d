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
    void save() const;

private:
    QSpinBox *m_average;
    QSpinBox *m_gap;
    QSpinBox *m_length;
    QCheckBox *m_sounds;
    QComboBox *m_language;
};
