#include "ui/csvfielddelegate.h"

#include <QApplication>
#include <QComboBox>
#include <QPainter>
#include <QTimer>

#include "models/csvfields.h"
#include "models/csvmappingmodel.h"

using namespace Qt::StringLiterals;

namespace {
QStyleOptionComboBox comboOption(const QStyleOptionViewItem &option, const QString &text)
{
    QStyleOptionComboBox combo;
    combo.initFrom(option.widget);
    combo.rect = option.rect.adjusted(2, 2, -2, -2);
    combo.state = option.state & (QStyle::State_Enabled | QStyle::State_HasFocus);
    if (!(option.index.flags() & Qt::ItemIsEditable))
        combo.state &= ~QStyle::State_Enabled;
    combo.currentText = text;
    combo.editable = false;
    combo.frame = true;
    return combo;
}
} // namespace

void CsvFieldDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    QStyle *style = item.widget ? item.widget->style() : QApplication::style();
    // The row's background and selection as usual, then a combo box over it.
    item.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
    const QStyleOptionComboBox combo = comboOption(option, index.data().toString());
    style->drawComplexControl(QStyle::CC_ComboBox, &combo, painter, option.widget);
    style->drawControl(QStyle::CE_ComboBoxLabel, &combo, painter, option.widget);
}

QSize CsvFieldDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionComboBox combo = comboOption(option, index.data().toString());
    QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const QSize text = option.fontMetrics.size(Qt::TextSingleLine, combo.currentText);
    return style->sizeFromContents(QStyle::CT_ComboBox, &combo, text, option.widget)
               .expandedTo(QStyledItemDelegate::sizeHint(option, index))
        + QSize(4, 4);
}

QWidget *CsvFieldDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->addItem(CsvMappingModel::fieldLabel(QString()), u"ignore"_s);
    combo->insertSeparator(1);
    for (const QString &field : CsvFields::all())
        combo->addItem(CsvMappingModel::fieldLabel(field), field);
    // A choice is a change: written to the model at once, the editor closed.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto *self = const_cast<CsvFieldDelegate *>(this);
        Q_EMIT self->commitData(combo);
        Q_EMIT self->closeEditor(combo);
    });
    // Opened by a click: show the list straight away, as a combo box does.
    QTimer::singleShot(0, combo, [combo] {
        if (combo->underMouse())
            combo->showPopup();
    });
    return combo;
}

void CsvFieldDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (combo)
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
}

void CsvFieldDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        model->setData(index, combo->currentData(), Qt::EditRole);
}

void CsvFieldDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect.adjusted(2, 2, -2, -2));
}
