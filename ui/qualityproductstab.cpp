#include "ui/qualityproductstab.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "models/adminbulkrun.h"
#include "models/adminproductmodel.h"
#include "models/productcodevalidator.h"
#include "ui/adminbulkdialog.h"
#include "ui/adminexport.h"
#include "ui/adminproductdialog.h"
#include "ui/messagebanner.h"
#include "ui/searchlineedit.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList issueCodes { u"missing_image"_s, u"missing_category"_s, u"missing_author"_s,
    u"missing_publisher"_s, u"missing_description"_s, u"old_price_below_price"_s,
    u"price_outlier"_s, u"code_type_mismatch"_s, u"duplicate_code_conflict"_s,
    u"seller_inactive"_s };

// Enter on a row opens it, as a double-click does (QTableView's Enter only edits).
class EnterOpens final : public QObject
{
public:
    EnterOpens(QTableView *view, std::function<void(int)> open)
        : QObject(view)
        , m_view(view)
        , m_open(std::move(open))
    {
        view->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if ((key == Qt::Key_Return || key == Qt::Key_Enter)
                && m_view->currentIndex().isValid()) {
                m_open(m_view->currentIndex().row());
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTableView *m_view;
    std::function<void(int)> m_open;
};

} // namespace

QualityProductsTab::QualityProductsTab(
    AdminClient *admin, ApiClient *client, MessageBanner *banner, QWidget *parent)
    : QWidget(parent)
    , m_admin(admin)
    , m_client(client)
    , m_banner(banner)
    , m_model(new AdminProductModel(admin, this))
    , m_search(new SearchLineEdit(this))
    , m_issue(new QComboBox(this))
    , m_seller(new QComboBox(this))
    , m_category(new QComboBox(this))
    , m_active(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_count(new QLabel(this))
    , m_details(new QPushButton(tr("&Details…"), this))
    , m_bulk(new QPushButton(tr("&Bulk edit…"), this))
    , m_exportList(new QPushButton(tr("Export &list…"), this))
    , m_exportSelection(new QPushButton(tr("Export &chosen…"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    // The search on a line of its own, the four filters under it: each box wide enough for
    // its longest choice at 1024 px in every language.
    m_search->setObjectName(u"QualitySearch"_s);
    m_search->setPlaceholderText(tr("Name, author or code"));
    m_search->setAccessibleName(tr("Search the admin list"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    auto *filters = new QHBoxLayout;
    m_issue->addItem(tr("Any issue"), QString());
    for (const QString &code : issueCodes)
        m_issue->addItem(AdminProductModel::issueName(code), code);
    m_issue->setAccessibleName(tr("Issue"));
    m_seller->setAccessibleName(tr("Seller"));
    m_category->setAccessibleName(tr("Category"));
    m_active->addItem(tr("Listed or not"), u"any"_s);
    m_active->addItem(tr("Listed"), u"true"_s);
    m_active->addItem(tr("Switched off"), u"false"_s);
    m_active->setAccessibleName(tr("Listing"));
    for (QComboBox *box : { m_issue, m_seller, m_category, m_active }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        filters->addWidget(box, box == m_issue ? 3 : 2);
    }
    setChoices({}, {});
    layout->addLayout(filters);

    m_model->setObjectName(u"AdminProducts"_s);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("Products"));
    layout->addWidget(m_view, 1);

    auto *buttons = new QHBoxLayout;
    m_count->setWordWrap(true);
    buttons->addWidget(m_count, 1);
    for (QPushButton *button : { m_details, m_bulk, m_exportList, m_exportSelection })
        buttons->addWidget(button);
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::returnPressed, this, &QualityProductsTab::searchEntered);
    for (QComboBox *box : { m_issue, m_seller, m_category, m_active })
        connect(box, &QComboBox::currentIndexChanged, this, &QualityProductsTab::applyFilters);
    connect(m_view, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { openRow(index.row()); });
    new EnterOpens(m_view, [this](int row) { openRow(row); });
    connect(m_details, &QPushButton::clicked, this, [this] {
        if (m_view->currentIndex().isValid())
            openRow(m_view->currentIndex().row());
    });
    connect(m_bulk, &QPushButton::clicked, this, &QualityProductsTab::bulkEdit);
    connect(m_exportList, &QPushButton::clicked, this, [this] {
        const QString path
            = AdminExport::askPath(this, tr("Export the list"), u"catalog-products.csv"_s);
        if (!path.isEmpty())
            exportList(path);
    });
    connect(m_exportSelection, &QPushButton::clicked, this, [this] {
        const QString path
            = AdminExport::askPath(this, tr("Export the chosen products"), u"catalog-chosen.csv"_s);
        if (!path.isEmpty())
            exportSelection(path);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &QualityProductsTab::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &QualityProductsTab::updateButtons);
    // Codes whole, names and issues readable: sized to what arrived, names and issues capped.
    connect(m_model, &AdminProductModel::reloaded, this, [this] {
        m_view->resizeColumnsToContents();
        const int most = 28 * m_view->fontMetrics().averageCharWidth();
        for (const int column : { int(AdminProductModel::Seller), int(AdminProductModel::Name),
                 int(AdminProductModel::Author) })
            m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), most));
    });
    connect(m_model, &AdminProductModel::totalChanged, this, [this](qint64 total) {
        if (total >= 0)
            m_count->setText(tr("%n product(s)", "", int(std::min<qint64>(total, INT_MAX))));
    });
    connect(m_model, &AdminProductModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            m_model->rowCount() > 0
                ? tr("The list could not be read again (%1). It shows what was last loaded.")
                      .arg(message)
                : tr("The list could not be read: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    updateButtons();
}

void QualityProductsTab::setChoices(
    const QList<AdminQuality::Seller> &sellers, const QList<AdminQuality::Category> &categories)
{
    m_categories = categories;
    m_settingFilters = true;
    const QVariant seller = m_seller->currentData();
    const QVariant category = m_category->currentData();
    m_seller->clear();
    m_seller->addItem(tr("Any seller"), QVariant());
    for (const AdminQuality::Seller &item : sellers)
        m_seller->addItem(
            item.active ? item.name : tr("%1 (switched off)").arg(item.name), item.sellerId);
    m_category->clear();
    m_category->addItem(tr("Any category"), QVariant());
    for (const AdminQuality::Category &item : categories)
        m_category->addItem(item.name, item.categoryId);
    m_seller->setCurrentIndex(std::max(0, m_seller->findData(seller)));
    m_category->setCurrentIndex(std::max(0, m_category->findData(category)));
    m_settingFilters = false;
}

AdminProductFilter QualityProductsTab::filter() const
{
    AdminProductFilter filter = m_model->filter();
    filter.q = m_search->text().trimmed();
    const QString issue = m_issue->currentData().toString();
    filter.issues = issue.isEmpty() ? QStringList() : QStringList { issue };
    const QVariant seller = m_seller->currentData();
    filter.sellerId = seller.isValid() ? std::optional<qint64>(seller.toLongLong()) : std::nullopt;
    const QVariant category = m_category->currentData();
    filter.categoryId
        = category.isValid() ? std::optional<qint64>(category.toLongLong()) : std::nullopt;
    filter.active = m_active->currentData().toString();
    return filter;
}

void QualityProductsTab::applyFilters()
{
    if (!m_settingFilters)
        m_model->setFilter(filter());
}

void QualityProductsTab::showIssue(const QString &code)
{
    m_settingFilters = true;
    m_search->clear();
    m_issue->setCurrentIndex(std::max(0, m_issue->findData(code)));
    m_seller->setCurrentIndex(0);
    m_category->setCurrentIndex(0);
    m_active->setCurrentIndex(0);
    m_settingFilters = false;
    applyFilters();
}

void QualityProductsTab::showCode(const QString &code)
{
    // Contract §5.1: q finds a code in any form; the other filters would hide some listings.
    m_settingFilters = true;
    m_search->setText(code);
    m_issue->setCurrentIndex(0);
    m_seller->setCurrentIndex(0);
    m_category->setCurrentIndex(0);
    m_active->setCurrentIndex(0);
    m_settingFilters = false;
    applyFilters();
}

void QualityProductsTab::searchEntered()
{
    // A scanned code lists that code's listings at every seller.
    const ProductCodeValidator::Check check = ProductCodeValidator::check(m_search->text());
    if (m_search->enteredByScanner() && check.isValid()) {
        showCode(check.code);
        return;
    }
    m_model->setFilter(filter());
}

void QualityProductsTab::reload()
{
    m_model->setFilter(filter());
    if (m_model->filter() == filter() && !m_model->isLoading())
        m_model->reload();
}

QList<int> QualityProductsTab::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

void QualityProductsTab::updateButtons()
{
    const int chosen = int(selectedRows().size());
    m_details->setEnabled(m_view->currentIndex().isValid());
    m_bulk->setEnabled(chosen > 0 && !m_run);
    m_exportSelection->setEnabled(chosen > 0);
    m_bulk->setToolTip(tr("Change %n chosen product(s) at once", "", chosen));
}

void QualityProductsTab::openRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    auto *dialog
        = new AdminProductDialog(m_admin, m_client, m_model->item(row), m_categories, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AdminProductDialog::saved, this, [this](const AdminProduct &product) {
        m_model->replaceItem(product);
        m_banner->showMessage(MessageBanner::Kind::Positive, tr("%1 was saved.").arg(product.name));
        Q_EMIT changed();
    });
    dialog->open();
}

void QualityProductsTab::bulkEdit()
{
    const int chosen = int(selectedRows().size());
    if (chosen == 0 || m_run)
        return;
    AdminBulkDialog dialog(m_categories, chosen, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    bulkSet(dialog.set(), dialog.fieldName(), dialog.valueText());
}

void QualityProductsTab::bulkSet(const QJsonObject &set, const QString &what, const QString &value)
{
    const QList<int> rows = selectedRows();
    if (rows.isEmpty() || set.isEmpty() || m_run)
        return;
    QMessageBox confirm(QMessageBox::Question, tr("Bulk edit"),
        tr("Set the %1 of %n product(s) to %2?", "", int(rows.size())).arg(what, value),
        QMessageBox::NoButton, this);
    QPushButton *yes = confirm.addButton(tr("&Change them"), QMessageBox::AcceptRole);
    confirm.addButton(QMessageBox::Cancel);
    confirm.setDefaultButton(QMessageBox::Cancel);
    confirm.exec();
    if (confirm.clickedButton() != yes)
        return;
    QList<AdminBulkRun::Item> items;
    for (const int row : rows)
        items.append({ m_model->item(row).type, m_model->item(row).id });
    m_run = new AdminBulkRun(m_admin, items, set, AdminClient::MaxBulkItems, this);
    if (!m_progress) {
        m_progress = new QProgressDialog(this);
        m_progress->setWindowTitle(tr("Bulk edit"));
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(0);
        m_progress->setWindowModality(Qt::WindowModal);
    }
    m_progress->setLabelText(tr("Changing %n product(s)…", "", int(items.size())));
    m_progress->setRange(0, int(items.size()));
    m_progress->setValue(0);
    m_progress->show();
    connect(m_progress, &QProgressDialog::canceled, m_run, &AdminBulkRun::cancel);
    connect(m_run, &AdminBulkRun::progress, m_progress, &QProgressDialog::setValue);
    connect(m_run, &AdminBulkRun::finished, this, &QualityProductsTab::bulkFinished);
    updateButtons();
    m_run->start();
}

void QualityProductsTab::bulkFinished()
{
    AdminBulkRun *run = m_run;
    m_run = nullptr;
    run->deleteLater();
    disconnect(m_progress, &QProgressDialog::canceled, run, nullptr);
    m_progress->hide();
    const int applied = run->count(AdminBulkRun::Outcome::State::Applied);
    const int refused = run->count(AdminBulkRun::Outcome::State::Refused);
    const int unsent = run->count(AdminBulkRun::Outcome::State::NotSent);
    for (const AdminBulkRun::Outcome &outcome : run->outcomes()) {
        if (outcome.state == AdminBulkRun::Outcome::State::Applied)
            m_model->replaceItem(outcome.result.product);
    }
    // Every item's result where it can be read again: the refused and the unsent with why.
    if (!m_resultsDialog) {
        m_resultsDialog = new QDialog(this);
        m_resultsDialog->setObjectName(u"BulkResults"_s);
        m_resultsDialog->setWindowTitle(tr("Bulk edit results"));
        auto *layout = new QVBoxLayout(m_resultsDialog);
        auto *summary = new QLabel(m_resultsDialog);
        summary->setObjectName(u"summary"_s);
        summary->setWordWrap(true);
        layout->addWidget(summary);
        m_results = new QTreeWidget(m_resultsDialog);
        m_results->setHeaderLabels({ tr("Product"), tr("Result") });
        m_results->setRootIsDecorated(false);
        layout->addWidget(m_results, 1);
        auto *close = new QPushButton(tr("Close"), m_resultsDialog);
        connect(close, &QPushButton::clicked, m_resultsDialog, &QDialog::accept);
        layout->addWidget(close, 0, Qt::AlignRight);
        m_resultsDialog->resize(560, 360);
    }
    m_results->clear();
    for (const AdminBulkRun::Outcome &outcome : run->outcomes()) {
        const int row = m_model->rowOf(outcome.item.first, outcome.item.second);
        const QString name = row >= 0
            ? u"%1 (%2)"_s.arg(m_model->item(row).name, m_model->item(row).code)
            : u"%1 %2"_s.arg(outcome.item.first).arg(outcome.item.second);
        QString result;
        switch (outcome.state) {
        case AdminBulkRun::Outcome::State::Applied:
            result = tr("changed");
            break;
        case AdminBulkRun::Outcome::State::Refused:
            result = tr("refused: %1").arg(outcome.problem);
            break;
        case AdminBulkRun::Outcome::State::NotSent:
            result = tr("not sent: %1").arg(outcome.problem);
            break;
        }
        auto *item = new QTreeWidgetItem(m_results, { name, result });
        if (outcome.state != AdminBulkRun::Outcome::State::Applied)
            item->setForeground(1, QColor(0xb0, 0x20, 0x20));
    }
    const QString summary = tr("%n product(s) changed", "", applied)
        + (refused > 0 ? u"; "_s + tr("%n refused", "", refused) : QString())
        + (unsent > 0 ? u"; "_s + tr("%n not sent", "", unsent) : QString()) + u'.';
    m_resultsDialog->findChild<QLabel *>(u"summary"_s)->setText(summary);
    if (refused > 0 || unsent > 0)
        m_resultsDialog->show();
    m_banner->showMessage(
        refused + unsent > 0 ? MessageBanner::Kind::Warning : MessageBanner::Kind::Positive,
        summary, { { tr("Show results"), [this] { m_resultsDialog->show(); } } });
    updateButtons();
    if (applied > 0) {
        m_model->reload(); // the issues the change fixed leave the filtered list
        Q_EMIT changed();
    }
}

bool QualityProductsTab::save(const QString &path, const QByteArray &data)
{
    if (!AdminExport::save(m_banner, path, data))
        return false;
    Q_EMIT exported(path);
    return true;
}

void QualityProductsTab::exportList(const QString &path)
{
    m_exportList->setEnabled(false);
    m_admin->productsCsv(
        filter(), this, [this, path](const ApiResult &result, const QByteArray &csv) {
            m_exportList->setEnabled(true);
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The list could not be exported: %1").arg(result.message()));
                return;
            }
            save(path, csv);
        });
}

void QualityProductsTab::exportSelection(const QString &path)
{
    save(path, m_model->toCsv(selectedRows()));
}
