#include "ui/adminproductdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <limits>

#include "net/apiclient.h"
#include "net/apirequest.h"

using namespace Qt::StringLiterals;

namespace {

QSpinBox *moneyBox(QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, std::numeric_limits<int>::max());
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

AdminProductDialog::AdminProductDialog(AdminClient *admin, ApiClient *client,
    const AdminProduct &product, const QList<AdminQuality::Category> &categories, QWidget *parent)
    : QDialog(parent)
    , m_admin(admin)
    , m_product(product)
    , m_name(new QLineEdit(product.name, this))
    , m_author(new QLineEdit(product.author, this))
    , m_publisher(new QLineEdit(product.publisher, this))
    , m_category(new QComboBox(this))
    , m_description(new QPlainTextEdit(this))
    , m_pages(new QSpinBox(this))
    , m_image(new QLineEdit(product.image, this))
    , m_price(moneyBox(this))
    , m_oldPrice(moneyBox(this))
    , m_active(new QCheckBox(tr("Listed (customers see it)"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"AdminProductDialog"_s);
    setWindowTitle(tr("%1 — %2").arg(product.code, product.sellerName));
    auto *layout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *fields = new QWidget(scroll);
    m_form = new QFormLayout(fields);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_category->addItem(tr("(none)"), QVariant());
    for (const AdminQuality::Category &category : categories)
        m_category->addItem(category.name, category.categoryId);
    if (product.categoryId) {
        int index = m_category->findData(*product.categoryId);
        if (index < 0) {
            m_category->addItem(product.categoryName, *product.categoryId);
            index = m_category->count() - 1;
        }
        m_category->setCurrentIndex(index);
    }
    m_description->setTabChangesFocus(true);
    m_description->setMaximumHeight(90);
    m_description->setPlaceholderText(tr("Reading…"));
    m_pages->setRange(0, 100000);
    m_pages->setSpecialValueText(tr("not given"));
    m_price->setValue(int(std::min<qint64>(product.price, std::numeric_limits<int>::max())));
    m_oldPrice->setSpecialValueText(tr("none"));
    m_oldPrice->setValue(
        int(std::min<qint64>(product.oldPrice.value_or(0), std::numeric_limits<int>::max())));
    m_active->setChecked(product.active);

    addRow(u"name"_s, tr("&Name:"), m_name);
    if (product.type == "book"_L1) {
        addRow(u"author"_s, tr("&Author:"), m_author);
        addRow(u"publisher"_s, tr("P&ublisher:"), m_publisher);
    } else {
        m_author->hide();
        m_publisher->hide();
    }
    addRow(u"category_id"_s, tr("&Category:"), m_category);
    addRow(u"description"_s, tr("&Description:"), m_description);
    if (product.type == "book"_L1)
        addRow(u"pages"_s, tr("Pa&ges:"), m_pages);
    else
        m_pages->hide();
    addRow(u"image"_s, tr("&Picture link:"), m_image);
    addRow(u"price"_s, tr("&Price:"), m_price);
    addRow(u"old_price"_s, tr("&Old price:"), m_oldPrice);
    addRow(u"active"_s, QString(), m_active);
    scroll->setWidget(fields);
    layout->addWidget(scroll, 1);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(u"color: #b02020"_s);
    m_problem->hide();
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AdminProductDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_description, &QPlainTextEdit::textChanged, this,
        [this] { m_descriptionEdited = m_description->toPlainText() != m_loadedDescription; });
    connect(m_pages, &QSpinBox::valueChanged, this,
        [this](int value) { m_pagesEdited = value != m_loadedPages; });
    resize(560, 520);

    // Description and pages from the public details (contract §5); a hidden product has none.
    const auto fill = [this](const ApiResult &result, const ProductDetail &detail, qint64 pages) {
        m_description->setPlaceholderText(
            result.isSuccess() ? QString() : tr("Not readable while the product is hidden"));
        if (!result.isSuccess() || m_descriptionEdited || m_pagesEdited)
            return;
        m_loadedDescription = detail.description;
        m_loadedPages = pages;
        m_description->setPlainText(detail.description);
        m_pages->setValue(int(pages));
        m_descriptionEdited = false;
        m_pagesEdited = false;
    };
    if (product.type == "book"_L1) {
        client->book(product.id, this, [fill](const ApiResult &result, const BookDetail &book) {
            fill(result, book, book.pages);
        });
    } else {
        client->stationery(
            product.id, this, [fill](const ApiResult &result, const StationeryDetail &item) {
                fill(result, item, 0);
            });
    }
}

void AdminProductDialog::addRow(const QString &field, const QString &label, QWidget *editor)
{
    editor->setObjectName(field);
    m_editors.insert(field, editor);
    auto *box = new QWidget(m_form->parentWidget());
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(1);
    editor->setParent(box);
    column->addWidget(editor);
    auto *error = new QLabel(box);
    error->setObjectName(field + u"_error"_s);
    error->setWordWrap(true);
    error->setStyleSheet(u"color: #b02020"_s);
    error->hide();
    column->addWidget(error);
    m_errors.insert(field, error);
    if (label.isEmpty()) {
        m_form->addRow(box);
        return;
    }
    auto *buddy = new QLabel(label, m_form->parentWidget());
    buddy->setBuddy(editor);
    m_form->addRow(buddy, box);
}

QString AdminProductDialog::fieldError(const QString &field) const
{
    const QLabel *error = m_errors.value(field);
    return error && !error->isHidden() ? error->text() : QString();
}

QJsonObject AdminProductDialog::changes() const
{
    QJsonObject body;
    const auto text = [&body](const QString &field, const QString &now, const QString &was) {
        if (now.trimmed() != was)
            body.insert(field, now.trimmed().isEmpty() ? QJsonValue() : QJsonValue(now.trimmed()));
    };
    if (m_name->text().trimmed() != m_product.name)
        body.insert(u"name"_s, m_name->text().trimmed());
    if (m_product.type == "book"_L1) {
        text(u"author"_s, m_author->text(), m_product.author);
        text(u"publisher"_s, m_publisher->text(), m_product.publisher);
        if (m_pagesEdited)
            body.insert(u"pages"_s,
                m_pages->value() == 0 ? QJsonValue() : QJsonValue(qint64(m_pages->value())));
    }
    const QVariant category = m_category->currentData();
    const std::optional<qint64> categoryId
        = category.isValid() ? std::optional<qint64>(category.toLongLong()) : std::nullopt;
    if (categoryId != m_product.categoryId)
        body.insert(u"category_id"_s, categoryId ? QJsonValue(*categoryId) : QJsonValue());
    if (m_descriptionEdited)
        body.insert(u"description"_s, m_description->toPlainText());
    if (m_image->text().trimmed() != m_product.image)
        body.insert(u"image"_s, m_image->text().trimmed());
    if (m_price->value() != m_product.price)
        body.insert(u"price"_s, qint64(m_price->value()));
    if (m_oldPrice->value() != m_product.oldPrice.value_or(0))
        body.insert(u"old_price"_s,
            m_oldPrice->value() == 0 ? QJsonValue() : QJsonValue(qint64(m_oldPrice->value())));
    if (m_active->isChecked() != m_product.active)
        body.insert(u"active"_s, m_active->isChecked());
    return body;
}

void AdminProductDialog::save()
{
    const QJsonObject body = changes();
    if (body.isEmpty()) {
        accept();
        return;
    }
    for (QLabel *error : std::as_const(m_errors))
        error->hide();
    m_problem->hide();
    m_buttons->setEnabled(false);
    m_admin->patchProduct(m_product.type, m_product.id, body, this,
        [this](const ApiResult &result, const AdminProduct &product) {
            m_buttons->setEnabled(true);
            if (!result.isSuccess()) {
                showErrors(result);
                return;
            }
            m_product = product;
            Q_EMIT saved(product);
            accept();
        });
}

void AdminProductDialog::showErrors(const ApiResult &result)
{
    // Each field the server names, at its field (contract §3: 422 fields); the rest above
    // the buttons.
    const QMap<QString, QString> fields = result.fields();
    QStringList elsewhere;
    QWidget *first = nullptr;
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
        QLabel *error = m_errors.value(it.key());
        if (!error || !m_editors.value(it.key())->isVisibleTo(this)) {
            elsewhere << u"%1: %2"_s.arg(it.key(), it.value());
            continue;
        }
        error->setText(it.value());
        error->show();
        if (!first)
            first = m_editors.value(it.key());
    }
    if (fields.isEmpty() || !elsewhere.isEmpty()) {
        m_problem->setText(
            fields.isEmpty() ? result.message() : tr("Not saved: %1").arg(elsewhere.join(u"; "_s)));
        m_problem->show();
    }
    if (first)
        first->setFocus();
}
