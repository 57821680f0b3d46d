#include "ui/groupednumberdelegate.h"

#include <QLocale>

QString GroupedNumberDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong: {
        QLocale grouping = locale;
        grouping.setNumberOptions(QLocale::DefaultNumberOptions);
        return grouping.toString(value.toLongLong());
    }
    default:
        return QStyledItemDelegate::displayText(value, locale);
    }
}
