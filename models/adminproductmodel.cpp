#include "models/adminproductmodel.h"

#include <QColor>
#include <QLocale>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

AdminProductModel::AdminProductModel(AdminClient *admin, QObject *parent)
    : AdminListModel(parent)
    , m_admin(admin)
{ }

void AdminProductModel::setFilter(const AdminProductFilter &filter)
{
    if (filter == m_filter && isCurrent())
        return;
    m_filter = filter;
    reload();
}

void AdminProductModel::fetchPage()
{
    const int page = nextPage();
    pageRequested(m_admin->products(m_filter, page, m_perPage, this,
        [this, page](const ApiResult &result, const Paged<AdminProduct> &answer) {
            pageAnswered(page, result, answer, m_items);
        }));
}

int AdminProductModel::rowOf(const QString &type, qint64 id) const
{
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).id == id && m_items.at(row).type == type)
            return row;
    }
    return -1;
}

void AdminProductModel::replaceItem(const AdminProduct &product)
{
    const int row = rowOf(product.type, product.id);
    if (row < 0)
        return;
    m_items[row] = product;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QByteArray AdminProductModel::toCsv(const QList<int> &rows) const
{
    const QStringList header { u"id"_s, u"type"_s, u"name"_s, u"code"_s, u"seller_id"_s,
        u"seller_name"_s, u"category_id"_s, u"category_name"_s, u"author"_s, u"publisher"_s,
        u"price"_s, u"old_price"_s, u"stock"_s, u"active"_s, u"image"_s, u"completeness"_s,
        u"issues"_s, u"updated_at"_s };
    QString text = CsvWriter::line(header);
    const auto number
        = [](std::optional<qint64> value) { return value ? QString::number(*value) : QString(); };
    for (const int row : rows) {
        if (row < 0 || row >= m_items.size())
            continue;
        const AdminProduct &p = m_items.at(row);
        text += CsvWriter::line({ QString::number(p.id), p.type, CsvWriter::neutralised(p.name),
            CsvWriter::neutralised(p.code), QString::number(p.sellerId),
            CsvWriter::neutralised(p.sellerName), number(p.categoryId),
            CsvWriter::neutralised(p.categoryName), CsvWriter::neutralised(p.author),
            CsvWriter::neutralised(p.publisher), QString::number(p.price), number(p.oldPrice),
            QString::number(p.stock), p.active ? u"true"_s : u"false"_s,
            CsvWriter::neutralised(p.image), QString::number(p.completeness), p.issues.join(u';'),
            p.updatedAt.toUTC().toString(Qt::ISODate) });
    }
    // UTF-8 with a byte order mark, as the console's other CSV files (spreadsheets read
    // Cyrillic then).
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

QString AdminProductModel::issueName(const QString &code)
{
    if (code == "missing_image"_L1)
        return tr("No picture");
    if (code == "missing_category"_L1)
        return tr("No category");
    if (code == "missing_author"_L1)
        return tr("Book without an author");
    if (code == "missing_publisher"_L1)
        return tr("Book without a publisher");
    if (code == "missing_description"_L1)
        return tr("No description");
    if (code == "old_price_below_price"_L1)
        return tr("Old price not above the price");
    if (code == "price_outlier"_L1)
        return tr("Price far from other sellers'");
    if (code == "code_type_mismatch"_L1)
        return tr("Code of the wrong kind");
    if (code == "duplicate_code_conflict"_L1)
        return tr("Same code, another title or author");
    if (code == "seller_inactive"_L1)
        return tr("Seller switched off");
    return code; // a code this console does not know yet: the server's own
}

QString AdminProductModel::sortFor(int column, Qt::SortOrder order)
{
    const bool down = order == Qt::DescendingOrder;
    switch (column) {
    case Name:
        return u"name"_s; // the server sorts names one way only
    case Price:
        return down ? u"-price"_s : u"price"_s;
    case Completeness:
        return down ? u"-completeness"_s : u"completeness"_s;
    default:
        return {};
    }
}

void AdminProductModel::sort(int column, Qt::SortOrder order)
{
    // Only the server's sorts (contract §15); another column keeps the order there is, and no
    // column at all is the server's default. A view sorts once as it is set up: nothing is
    // read for that.
    const QString sort = column < 0 ? u"id"_s : sortFor(column, order);
    if (sort.isEmpty() || sort == m_filter.sort)
        return;
    AdminProductFilter filter = m_filter;
    filter.sort = sort;
    setFilter(filter);
}

int AdminProductModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdminProductModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AdminProduct &p = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Seller:
            return p.sellerName;
        case Code:
            return p.code;
        case Name:
            return p.active ? p.name : tr("%1 (switched off)").arg(p.name);
        case Author:
            return p.author;
        case Price:
            return QLocale().toString(p.price);
        case OldPrice:
            return p.oldPrice ? QLocale().toString(*p.oldPrice) : QString();
        case Stock:
            return QLocale().toString(p.stock);
        case Completeness:
            return tr("%1 %").arg(p.completeness);
        case Issues: {
            QStringList names;
            for (const QString &code : p.issues)
                names << issueName(code);
            return names.join(u", "_s);
        }
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Issues && !p.issues.isEmpty())
            return data(index, Qt::DisplayRole).toString().replace(u", "_s, u"\n"_s);
        break;
    case Qt::ForegroundRole:
        if (!p.active)
            return QColor(0x80, 0x80, 0x80);
        if (index.column() == OldPrice && p.issues.contains(u"old_price_below_price"_s))
            return QColor(0xb0, 0x20, 0x20);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() >= Price && index.column() <= Completeness)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case IdRole:
        return p.id;
    case TypeRole:
        return p.type;
    case IssuesRole:
        return p.issues;
    case ActiveRole:
        return p.active;
    default:
        break;
    }
    return {};
}

QVariant AdminProductModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Seller:
        return tr("Seller");
    case Code:
        return tr("Code");
    case Name:
        return tr("Name");
    case Author:
        return tr("Author");
    case Price:
        return tr("Price");
    case OldPrice:
        return tr("Old price");
    case Stock:
        return tr("Stock");
    case Completeness:
        return tr("Complete");
    case Issues:
        return tr("Issues");
    }
    return {};
}
