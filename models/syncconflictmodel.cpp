#include "models/syncconflictmodel.h"

#include <QBrush>
#include <QLocale>
#include <QPalette>

#include "models/movementmodel.h"

using namespace Qt::StringLiterals;

void SyncConflictModel::setConflicts(const QList<SyncConflict> &conflicts)
{
    beginResetModel();
    m_conflicts = conflicts;
    endResetModel();
}

int SyncConflictModel::openCount() const
{
    return int(std::count_if(m_conflicts.cbegin(), m_conflicts.cend(),
        [](const SyncConflict &conflict) { return conflict.isOpen(); }));
}

int SyncConflictModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_conflicts.size());
}

int SyncConflictModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SyncConflictModel::problemText(const SyncConflict &conflict)
{
    if (conflict.kind == "oversold"_L1) {
        return conflict.upstreamStock
            ? tr("Sold here beyond the marketplace's stock: it is %1 there now.")
                  .arg(*conflict.upstreamStock)
            : tr("Sold here beyond the marketplace's stock.");
    }
    if (conflict.kind == "refused"_L1 && conflict.isProductPush()) {
        return conflict.productAction == "create"_L1
            ? tr("The marketplace refused this product made here.")
            : tr("The marketplace refused this product's changes made here.");
    }
    if (conflict.kind == "code_exists"_L1 && conflict.upstreamId) {
        return tr("The marketplace's product no. %1 has this code, and another product here has "
                  "its id.")
            .arg(*conflict.upstreamId);
    }
    if (conflict.kind == "refused"_L1) {
        if (conflict.httpStatus == 404)
            return tr("The marketplace does not know this product (any more).");
        if (conflict.httpStatus == 403)
            return tr("The marketplace does not let the shop's key change this product.");
        return tr("The marketplace refused this change.");
    }
    if (conflict.kind == "code_exists"_L1)
        return tr("A product with this code exists at the marketplace too.");
    return tr("Needs a decision.");
}

QVariant SyncConflictModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_conflicts.size())
        return {};
    const SyncConflict &c = m_conflicts.at(index.row());
    if (role == Qt::ForegroundRole && !c.isOpen())
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    // The whole text where a narrow column cuts it.
    if (role == Qt::ToolTipRole)
        return index.column() == Upstream ? QVariant(c.message) : data(index, Qt::DisplayRole);
    if (role == Qt::TextAlignmentRole && index.column() == Change)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case Product:
        return c.name.isEmpty() ? c.code : tr("%1 (%2)").arg(c.name, c.code);
    case Change: {
        if (c.isProductPush())
            return c.productAction == "create"_L1 ? tr("new product") : tr("product data");
        if (!c.delta)
            return QString();
        const QString delta = (*c.delta > 0 ? u"+"_s : QString()) + locale.toString(*c.delta);
        const QString reason = c.reason.isEmpty() && c.kind == "oversold"_L1 ? u"sold"_s : c.reason;
        return reason.isEmpty() ? delta
                                : tr("%1 (%2)").arg(delta, MovementModel::reasonText(reason));
    }
    case Problem:
        if (!c.isOpen())
            return c.resolution == "drop"_L1 ? tr("Dropped: %1").arg(problemText(c))
                                             : tr("Retried: %1").arg(problemText(c));
        return problemText(c);
    case Upstream:
        return c.kind == "refused"_L1 ? c.message : QString();
    case Since:
        return locale.toString(c.createdAt.toLocalTime(), QLocale::ShortFormat);
    default:
        return {};
    }
}

QVariant SyncConflictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Product:
        return tr("Product");
    case Change:
        return tr("Change");
    case Problem:
        return tr("Problem");
    case Upstream:
        return tr("The marketplace says");
    case Since:
        return tr("Since");
    default:
        return {};
    }
}
