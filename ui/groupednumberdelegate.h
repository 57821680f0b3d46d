#pragma once

#include <QStyledItemDelegate>

// Counts and amounts as the locale groups them ("15,873,500", "15 873 500"), not as raw digits:
// QStyledItemDelegate hands displayText() its view's locale with OmitGroupSeparator set. The
// models keep plain numbers, which the charts' mappers, the sorting, editors and CSV exports
// read. Used by every table of figures (Reports, Orders).
class GroupedNumberDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant &value, const QLocale &locale) const override;
};
