#include "ui/searchpane.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/pagedproductmodel.h"
#include "models/productcodevalidator.h"
#include "models/suggestionsource.h"
#include "net/apiclient.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/preferencesdialog.h"
#include "ui/productdetailpanel.h"
#include "ui/producttableview.h"
#include "ui/scanrouter.h"
#include "ui/searchlineedit.h"

using namespace Qt::StringLiterals;

SearchPane::SearchPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_suggestions(new SuggestionSource(session->client(), this))
    , m_model(new PagedProductModel(this))
    , m_banner(new MessageBanner(this))
    , m_field(new SearchLineEdit(this))
    , m_completer(new QCompleter(this))
    , m_onlySeller(new QCheckBox(tr("Suggest only from seller"), this))
    , m_seller(new QSpinBox(this))
    , m_count(new QLabel(this))
    , m_view(new ProductTableView(this))
    , m_detail(new ProductDetailPanel(session, this))
{
    m_model->setImageCache(session->images());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *top = new QHBoxLayout;
    m_field->setPlaceholderText(tr("Search names, authors, categories… (Enter)"));
    m_field->setClearButtonEnabled(true);
    m_field->setAccessibleName(tr("Search text"));
    m_field->setThresholds(PreferencesDialog::loadThresholds());
    ScanRouter::setTakesCodes(m_field);
    m_completer->setModel(m_suggestions->model());
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_field->setCompleter(m_completer);
    top->addWidget(m_field, 1);
    auto *go = new QPushButton(tr("&Search"), this);
    top->addWidget(go);
    top->addWidget(m_onlySeller);
    m_seller->setRange(1, 999'999'999);
    m_seller->setEnabled(false);
    top->addWidget(m_seller);
    top->addWidget(m_count);
    auto *labels = new QPushButton(tr("Print &labels…"), this);
    labels->setToolTip(tr("Shelf labels for the results shown (at most 100)"));
    top->addWidget(labels);
    layout->addLayout(top);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_view->setProductModel(m_model, { PagedProductModel::OldPrice, PagedProductModel::InStock });
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setLocalSorting(true);
    splitter->addWidget(m_view);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(m_field, &QLineEdit::textEdited, m_suggestions, &SuggestionSource::setText);
    connect(m_suggestions, &SuggestionSource::suggestionsReady, this,
        [this](const QString &text, const QStringList &suggestions) {
            if (!m_field->hasFocus() || m_field->text().trimmed() != text)
                return;
            if (suggestions.isEmpty()) {
                m_completer->popup()->hide();
                return;
            }
            m_completer->setCompletionPrefix(m_field->text());
            m_completer->complete();
            // QCompleter makes the first match current in this mode, and Enter would then
            // search that suggestion instead of the text typed: none is current until the
            // arrow keys choose one.
            m_completer->popup()->setCurrentIndex(QModelIndex());
        });
    connect(m_field, &QLineEdit::returnPressed, this, &SearchPane::enterPressed);
    connect(go, &QPushButton::clicked, this, &SearchPane::runSearch);
    connect(labels, &QPushButton::clicked, this, &SearchPane::printLabels);
    // A suggestion chosen by a click; one chosen with the arrow keys is in the field already
    // and was searched by its Enter.
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
        [this](const QString &text) {
            if (text.trimmed() != m_lastQuery)
                search(text);
        });
    connect(m_onlySeller, &QCheckBox::toggled, m_seller, &QWidget::setEnabled);
    auto updateSeller = [this] {
        m_suggestions->setSellerId(
            m_onlySeller->isChecked() ? std::optional<qint64>(m_seller->value()) : std::nullopt);
    };
    connect(m_onlySeller, &QCheckBox::toggled, this, updateSeller);
    connect(m_seller, &QSpinBox::valueChanged, this, updateSeller);
    connect(m_model, &PagedProductModel::totalChanged, this, [this](qint64 total) {
        m_count->setText(total < 0 ? QString() : tr("%n result(s)", "", int(total)));
        if (total == 0)
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Nothing found for “%1”. Check the spelling, try fewer words or scan the "
                   "product's barcode.")
                    .arg(m_field->text().trimmed()));
    });
    connect(m_model, &PagedProductModel::loadFailed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("The search failed: %1").arg(message),
            { { tr("Try again"), [this] { m_model->reload(); } } });
    });
    m_view->showCurrentIn(m_detail);
    setFocusProxy(m_field);
}

QLineEdit *SearchPane::field() const
{
    return m_field;
}

void SearchPane::setScannerThresholds(const ScanKeyClassifier::Thresholds &thresholds)
{
    m_field->setThresholds(thresholds);
}

void SearchPane::search(const QString &text)
{
    m_field->setText(text);
    runSearch();
}

void SearchPane::enterPressed()
{
    // Only a burst at scanner speed is a scan; an ISBN typed by hand is searched for.
    const ProductCodeValidator::Check check = ProductCodeValidator::check(m_field->text());
    if (m_codeHandler && m_field->enteredByScanner() && check.isValid()) {
        if (m_completer->popup())
            m_completer->popup()->hide();
        m_codeHandler(check.code);
        return;
    }
    runSearch();
}

void SearchPane::runSearch()
{
    const QString q = m_field->text().trimmed();
    if (q.isEmpty()) {
        m_banner->showMessage(
            MessageBanner::Kind::Information, tr("Type something to search for."), {}, 3000);
        return;
    }
    if (m_completer->popup())
        m_completer->popup()->hide();
    m_lastQuery = q;
    m_banner->dismiss();
    m_detail->clear();
    ApiClient *client = m_session->client();
    m_model->setFetcher(
        [client, q](int page, QObject *context, ApiCallback<Paged<ProductSummary>> callback,
            const ApiClient::Options &options) {
            return client->search(q, page, context, callback, options);
        });
}

void SearchPane::printLabels()
{
    QList<ProductSummary> products;
    for (int row = 0; row < std::min(m_model->rowCount(), 100); ++row)
        products.append(m_model->product(row));
    if (products.isEmpty()) {
        LabelSources::print({}, m_session->currentProfileName(), this);
        return;
    }
    m_banner->showMessage(MessageBanner::Kind::Information,
        tr("Getting the codes of %n product(s)…", nullptr, int(products.size())));
    LabelSources::fromProducts(m_session->client(), products, this,
        [this](const LabelJob &job, const QStringList &failures) {
            if (failures.isEmpty())
                m_banner->dismiss();
            else
                m_banner->showMessage(MessageBanner::Kind::Warning,
                    tr("No label for: %1 (the product could not be loaded).")
                        .arg(failures.join(u", "_s)));
            LabelSources::print(job, m_session->currentProfileName(), this);
        });
}
