#include "ui/printing/labelsettings.h"

#include <QSettings>

using namespace Qt::StringLiterals;

QString LabelSettings::groupOf(const QString &profileName)
{
    return u"console/profiles/"_s % QString::fromLatin1(profileName.toUtf8().toHex())
        % u"/labels"_s;
}

LabelTemplate LabelSettings::sheetTemplate() const
{
    if (templateId == u"custom"_s)
        return LabelTemplate::customGrid(customRows, customColumns, customMarginXMm,
            customMarginYMm, customGapXMm, customGapYMm);
    return LabelTemplate::byId(templateId);
}

LabelSettings LabelSettings::load(const QString &profileName)
{
    LabelSettings s;
    QSettings settings;
    settings.beginGroup(groupOf(profileName));
    s.templateId = settings.value(u"template"_s, s.templateId).toString();
    s.customRows = settings.value(u"customRows"_s, s.customRows).toInt();
    s.customColumns = settings.value(u"customColumns"_s, s.customColumns).toInt();
    s.customMarginXMm = settings.value(u"customMarginX"_s, s.customMarginXMm).toDouble();
    s.customMarginYMm = settings.value(u"customMarginY"_s, s.customMarginYMm).toDouble();
    s.customGapXMm = settings.value(u"customGapX"_s, s.customGapXMm).toDouble();
    s.customGapYMm = settings.value(u"customGapY"_s, s.customGapYMm).toDouble();
    s.offsetXMm = settings.value(u"offsetX"_s, s.offsetXMm).toDouble();
    s.offsetYMm = settings.value(u"offsetY"_s, s.offsetYMm).toDouble();
    s.printerName = settings.value(u"printer"_s).toString();
    s.zplQueue = settings.value(u"zplQueue"_s).toString();
    s.zplDotsPerMm = settings.value(u"zplDotsPerMm"_s, s.zplDotsPerMm).toInt();
    s.currency = settings.value(u"currency"_s).toString();
    s.showSeller = settings.value(u"showSeller"_s, s.showSeller).toBool();
    return s;
}

void LabelSettings::save(const QString &profileName) const
{
    QSettings settings;
    settings.beginGroup(groupOf(profileName));
    settings.setValue(u"template"_s, templateId);
    settings.setValue(u"customRows"_s, customRows);
    settings.setValue(u"customColumns"_s, customColumns);
    settings.setValue(u"customMarginX"_s, customMarginXMm);
    settings.setValue(u"customMarginY"_s, customMarginYMm);
    settings.setValue(u"customGapX"_s, customGapXMm);
    settings.setValue(u"customGapY"_s, customGapYMm);
    settings.setValue(u"offsetX"_s, offsetXMm);
    settings.setValue(u"offsetY"_s, offsetYMm);
    settings.setValue(u"printer"_s, printerName);
    settings.setValue(u"zplQueue"_s, zplQueue);
    settings.setValue(u"zplDotsPerMm"_s, zplDotsPerMm);
    settings.setValue(u"currency"_s, currency);
    settings.setValue(u"showSeller"_s, showSeller);
}
