#include "ui/qualityduplicatestab.h"

#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/adminduplicatemodel.h"
#include "net/adminclient.h"
#include "ui/adminexport.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

namespace {
// The rows of the side-by-side table: the field of contract §15's listing each shows.
const QStringList fields { u"seller_name"_s, u"name"_s, u"author"_s, u"price"_s, u"type"_s,
    u"active"_s };
} // namespace

QualityDuplicatesTab::QualityDuplicatesTab(
    AdminClient *admin, MessageBanner *banner, QWidget *parent)
    : QWidget(parent)
    , m_admin(admin)
    , m_banner(banner)
    , m_model(new AdminDuplicateModel(admin, this))
    , m_codes(new QTableView(this))
    , m_sides(new QTableWidget(this))
    , m_count(new QLabel(this))
    , m_show(new QPushButton(tr("&Show listings"), this))
    , m_export(new QPushButton(tr("E&xport…"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_codes->setModel(m_model);
    m_codes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_codes->setSelectionMode(QAbstractItemView::SingleSelection);
    m_codes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_codes->verticalHeader()->hide();
    m_codes->horizontalHeader()->setStretchLastSection(true);
    m_codes->setAccessibleName(tr("Codes with differing listings"));
    m_sides->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sides->setRowCount(int(fields.size()));
    m_sides->setVerticalHeaderLabels(
        { tr("Seller"), tr("Name"), tr("Author"), tr("Price"), tr("Kind"), tr("Listed") });
    m_sides->setAccessibleName(tr("Listings side by side"));
    m_sides->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *split = new QSplitter(this);
    split->addWidget(m_codes);
    split->addWidget(m_sides);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    auto *buttons = new QHBoxLayout;
    m_count->setWordWrap(true);
    buttons->addWidget(m_count, 1);
    buttons->addWidget(m_show);
    buttons->addWidget(m_export);
    layout->addLayout(buttons);

    connect(m_codes->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showRow(current.row()); });
    connect(m_model, &AdminDuplicateModel::reloaded, this, [this] {
        m_codes->resizeColumnsToContents();
        // The code chosen before, or the first.
        if (m_model->rowCount() > 0)
            m_codes->setCurrentIndex(
                m_model->index(std::clamp(m_row, 0, m_model->rowCount() - 1), 0));
        showRow(m_codes->currentIndex().row());
    });
    connect(m_model, &AdminDuplicateModel::totalChanged, this, [this](qint64 total) {
        if (total >= 0)
            m_count->setText(tr("%n code(s) with differing listings", "", int(total)));
    });
    connect(m_model, &AdminDuplicateModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(
            MessageBanner::Kind::Warning, tr("The duplicates could not be read: %1").arg(message));
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (m_row >= 0 && m_row < m_model->rowCount())
            Q_EMIT listingsRequested(m_model->item(m_row).code);
    });
    connect(m_codes, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT listingsRequested(m_model->item(index.row()).code);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path
            = AdminExport::askPath(this, tr("Export the duplicates"), u"catalog-duplicates.csv"_s);
        if (!path.isEmpty())
            exportList(path);
    });
    showRow(-1);
}

void QualityDuplicatesTab::reload()
{
    m_model->reload();
}

bool QualityDuplicatesTab::isMarked(const QString &field) const
{
    const int row = int(fields.indexOf(field));
    const QTableWidgetItem *header = row >= 0 ? m_sides->verticalHeaderItem(row) : nullptr;
    return header && header->font().bold();
}

void QualityDuplicatesTab::showRow(int row)
{
    const bool valid = row >= 0 && row < m_model->rowCount();
    m_row = valid ? row : -1;
    m_show->setEnabled(valid);
    m_sides->setColumnCount(0);
    if (!valid)
        return;
    const AdminDuplicate &duplicate = m_model->item(row);
    m_sides->setColumnCount(int(duplicate.listings.size()));
    QStringList headers;
    for (int column = 0; column < duplicate.listings.size(); ++column) {
        const AdminDuplicate::Listing &listing = duplicate.listings.at(column);
        headers << tr("Listing %1").arg(column + 1);
        const QStringList values { listing.sellerName, listing.name, listing.author,
            QLocale().toString(listing.price),
            listing.type == "book"_L1 ? tr("book") : tr("stationery"),
            listing.active ? tr("yes") : tr("no") };
        for (int line = 0; line < values.size(); ++line)
            m_sides->setItem(line, column, new QTableWidgetItem(values.at(line)));
    }
    m_sides->setHorizontalHeaderLabels(headers);
    // The fields the server says differ, marked on their row: bold name, tinted cells.
    for (int line = 0; line < fields.size(); ++line) {
        const bool differs = duplicate.differs.contains(fields.at(line));
        QTableWidgetItem *header = m_sides->verticalHeaderItem(line);
        QFont font = header->font();
        font.setBold(differs);
        header->setFont(font);
        header->setToolTip(differs ? tr("The listings differ here.") : QString());
        for (int column = 0; column < m_sides->columnCount(); ++column) {
            if (QTableWidgetItem *cell = m_sides->item(line, column); cell && differs)
                cell->setBackground(QColor(0xfb, 0xdc, 0xd4));
        }
    }
}

void QualityDuplicatesTab::exportList(const QString &path)
{
    m_admin->duplicatesCsv(this, [this, path](const ApiResult &result, const QByteArray &csv) {
        if (!result.isSuccess()) {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The duplicates could not be exported: %1").arg(result.message()));
            return;
        }
        AdminExport::save(m_banner, path, csv);
    });
}
