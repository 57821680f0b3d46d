#include "ui/documentscanpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/documentlinemodel.h"
#include "models/documentsummary.h"
#include "net/apiclient.h"
#include "net/goodsclient.h"
#include "net/outbox.h"
#include "ui/addproductdialog.h"
#include "ui/documentstartbar.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

namespace {

Outbox::Kind outboxKind(StockDocument::Kind kind)
{
    return kind == StockDocument::Kind::Receipt ? Outbox::Kind::Receipt : Outbox::Kind::Return;
}

constexpr int linesPerPage = 100;

QTableView *tableFor(DocumentLineModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(
        DocumentLineModel::Product, QHeaderView::Stretch);
    return view;
}

} // namespace

DocumentScanPane::DocumentScanPane(Kind kind, ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_session(session)
    , m_goods(new GoodsClient(session->client(), this))
    , m_outbox(session->outbox())
    , m_lines(new DocumentLineModel(this))
    , m_missing(new DocumentLineModel(this))
    , m_banner(new MessageBanner(this))
    , m_start(new DocumentStartBar(kind, m_goods, this))
    , m_documents(new QComboBox(this))
    , m_scan(new ScanLineEdit(this))
    , m_quantity(new QSpinBox(this))
    , m_takeBack(new QCheckBox(tr("Take &back"), this))
    , m_tabs(new QTabWidget(this))
    , m_total(new QLabel(this))
    , m_pending(new QLabel(this))
    , m_post(new QPushButton(tr("&Post…"), this))
    , m_cancel(new QPushButton(this))
    , m_printLabels(new QPushButton(tr("Print &labels…"), this))
{
    const bool receipt = kind == Kind::Receipt;
    ScanRouter::setPaneScanField(this, m_scan); // a scan anywhere in the pane is a line
    m_lines->setReturning(!receipt);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);

    layout->addWidget(m_start);

    auto *chooser = new QHBoxLayout;
    chooser->addWidget(new QLabel(receipt ? tr("Open delivery:") : tr("Open return:"), this));
    m_documents->setAccessibleName(receipt ? tr("Open delivery") : tr("Open return"));
    chooser->addWidget(m_documents, 1);
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    refreshButton->setToolTip(tr("Shows the totals of every console scanning this document."));
    chooser->addWidget(refreshButton);
    layout->addLayout(chooser);

    auto *scanRow = new QHBoxLayout;
    m_scan->setPlaceholderText(tr("Scan or type an ISBN or barcode, then Enter"));
    m_scan->setAccessibleName(receipt ? tr("Code received") : tr("Code returned"));
    m_quantity->setRange(1, 100000);
    m_quantity->setPrefix(tr("× "));
    m_quantity->setToolTip(tr("How many this scan adds (a carton); back to 1 after each scan."));
    m_takeBack->setToolTip(tr("The next scan takes units back (a mis-scan)."));
    scanRow->addWidget(m_scan, 1);
    scanRow->addWidget(m_quantity);
    scanRow->addWidget(m_takeBack);
    layout->addLayout(scanRow);

    QTableView *scanned = tableFor(m_lines, m_tabs);
    if (!receipt) {
        // A return is not compared with anything (hidden again after each reset of the lines,
        // which shows every section).
        const auto hide = [scanned] {
            scanned->setColumnHidden(DocumentLineModel::Expected, true);
            scanned->setColumnHidden(DocumentLineModel::State, true);
        };
        hide();
        connect(m_lines, &QAbstractItemModel::modelReset, scanned, hide);
    }
    m_tabs->addTab(scanned, receipt ? tr("Received") : tr("Returned"));
    if (receipt)
        m_tabs->addTab(tableFor(m_missing, m_tabs), tr("Not delivered yet"));
    layout->addWidget(m_tabs, 1);

    auto *bottom = new QHBoxLayout;
    QFont big = m_total->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_total->setFont(big);
    m_total->setAccessibleName(tr("Running total"));
    m_total->setWordWrap(true); // a long total in Uzbek wraps: the pane fits 1024 px
    bottom->addWidget(m_total, 1);
    bottom->addWidget(m_pending);
    m_cancel->setText(receipt ? tr("Cancel delivery") : tr("Cancel return"));
    bottom->addWidget(m_post);
    bottom->addWidget(m_cancel);
    m_printLabels->setToolTip(
        tr("Shelf labels for the delivery posted last: one per unit received."));
    m_printLabels->setEnabled(false);
    m_printLabels->setVisible(receipt);
    bottom->addWidget(m_printLabels);
    layout->addLayout(bottom);

    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(300);
    connect(&m_refreshSoon, &QTimer::timeout, this, &DocumentScanPane::refresh);
    connect(m_start, &DocumentStartBar::startRequested, this, &DocumentScanPane::startDocument);
    connect(m_start, &DocumentStartBar::ordersLoaded, this, &DocumentScanPane::ordersLoaded);
    connect(refreshButton, &QPushButton::clicked, this, &DocumentScanPane::refresh);
    connect(m_documents, &QComboBox::currentIndexChanged, this, &DocumentScanPane::refresh);
    connect(m_scan, &ScanLineEdit::codeEntered, this,
        [this](const QString &code, bool) { submitScan(code); });
    connect(m_post, &QPushButton::clicked, this, &DocumentScanPane::postDocument);
    connect(m_cancel, &QPushButton::clicked, this, &DocumentScanPane::cancelDocument);
    connect(m_printLabels, &QPushButton::clicked, this, &DocumentScanPane::printLabels);
    const auto showPending = [this] {
        const int pending = m_outbox->pendingCount(outboxKind(m_kind));
        m_pending->setText(
            pending > 0 ? tr("%n scan(s) waiting to be sent", nullptr, pending) : QString());
    };
    connect(m_outbox, &Outbox::pendingCountChanged, this, showPending);
    showPending();
    connect(m_outbox, &Outbox::entryFinished, this, [this](const OutboxEntry &entry) {
        if (entry.kind != outboxKind(m_kind))
            return;
        const bool here = entry.documentId == currentDocumentId();
        if (entry.state == OutboxEntry::State::Rejected) {
            if (entry.isUnknownCode() && m_kind == Kind::Receipt && here)
                openAddProduct(entry.change.code, entry.quantity());
            else
                showError(tr("%1 was not scanned").arg(entry.change.code), entry.errorMessage);
        } else if (here) {
            m_lines->updateLine(DocumentLine { entry.change.code, 0, entry.productName,
                entry.resultStock.value_or(0), entry.expected, entry.lineState });
            updateTotal();
        }
        // One refresh after a burst (the missing lines, other consoles' scans).
        if (here && m_outbox->pendingCount(entry.kind, entry.documentId) == 0)
            m_refreshSoon.start();
        Q_EMIT scanAnswered();
    });
    // A refused key keeps the scans (contract §7): a new key of the connection sends them.
    connect(m_outbox, &Outbox::pausedChanged, this, [this](bool paused) {
        if (paused && m_outbox->pendingCount(outboxKind(m_kind)) > 0)
            showError(tr("Scans wait"),
                tr("the server refused the key (%1). Nothing is lost: enter a new key (Connect…) "
                   "to send them.")
                    .arg(m_outbox->pauseReason()));
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        if (isVisible())
            reload();
    });
    updateTotal();
}

void DocumentScanPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
}

qint64 DocumentScanPane::currentDocumentId() const
{
    return m_documents->currentData().toLongLong();
}

QString DocumentScanPane::bannerText() const
{
    return m_banner->text();
}

void DocumentScanPane::showError(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message));
}

bool DocumentScanPane::confirm(const QString &question)
{
    if (m_confirm)
        return m_confirm(question);
    QMessageBox box(
        QMessageBox::Question, windowTitle(), question, QMessageBox::Yes | QMessageBox::No, this);
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

QString DocumentScanPane::documentTitle(const StockDocument &document) const
{
    const QString supplier = m_start->supplierName(document.supplierId);
    QString title
        = (m_kind == Kind::Receipt ? tr("Delivery %1") : tr("Return %1")).arg(document.id);
    if (!supplier.isEmpty())
        title += u" — "_s + supplier;
    if (!document.reference.isEmpty())
        title += u", "_s + document.reference;
    if (document.orderId)
        title += u' ' + tr("(order %1)").arg(*document.orderId);
    return title;
}

AddProductDialog *DocumentScanPane::addProductDialog() const
{
    return m_addProduct;
}

QComboBox *DocumentScanPane::supplierChooser() const
{
    return m_start->supplierChooser();
}

QComboBox *DocumentScanPane::orderChooser() const
{
    return m_start->orderChooser();
}

QLineEdit *DocumentScanPane::referenceEdit() const
{
    return m_start->referenceEdit();
}

void DocumentScanPane::reload()
{
    m_loadedOnce = true;
    m_start->reload([this](bool ok, const QString &problem) {
        if (!ok) {
            showError(tr("The suppliers could not be loaded"), problem);
            return;
        }
        m_goods->documents(m_kind, u"open"_s, this,
            [this](const ApiResult &listed, const QList<StockDocument> &documents) {
                if (!listed.isSuccess()) {
                    showError(tr("The open documents could not be loaded"), listed.message());
                    return;
                }
                const qint64 current = currentDocumentId();
                {
                    const QSignalBlocker blocker(m_documents);
                    m_documents->clear();
                    for (const StockDocument &document : documents)
                        m_documents->addItem(documentTitle(document), document.id);
                    const int index = m_documents->findData(current);
                    m_documents->setCurrentIndex(index >= 0 ? index : m_documents->count() - 1);
                }
                refresh();
                Q_EMIT documentsLoaded();
            });
    });
}

void DocumentScanPane::refresh()
{
    const qint64 id = currentDocumentId();
    m_post->setEnabled(id > 0);
    m_cancel->setEnabled(id > 0);
    m_scan->setEnabled(id > 0);
    if (id <= 0) {
        ++m_generation; // a document's pages still on their way (posted meanwhile) stay out
        m_current = {};
        m_lines->setLines({});
        m_missing->setLines({});
        updateTotal();
        Q_EMIT refreshed();
        return;
    }
    StockDocument empty;
    empty.id = id;
    loadPages(id, 1, empty, ++m_generation);
}

void DocumentScanPane::loadPages(qint64 id, int page, StockDocument sofar, int generation)
{
    m_goods->document(m_kind, id, page, linesPerPage, this,
        [this, id, page, sofar, generation](const ApiResult &result, const StockDocument &read) {
            if (generation != m_generation)
                return;
            if (!result.isSuccess()) {
                showError(tr("The document could not be loaded"), result.message());
                return;
            }
            StockDocument all = read;
            all.lines = sofar.lines + read.lines;
            if (all.lines.size() < read.total && !read.lines.isEmpty()) {
                loadPages(id, page + 1, all, generation);
                return;
            }
            m_current = all;
            m_lines->setLines(all.lines);
            m_missing->setMissing(all.missing);
            if (m_kind == Kind::Receipt) {
                m_tabs->setTabText(1,
                    all.orderId ? tr("Not delivered yet (%1)").arg(all.missing.size())
                                : tr("Not delivered yet"));
                m_tabs->setTabEnabled(1, all.orderId.has_value());
            }
            updateTotal();
            Q_EMIT refreshed();
        });
}

void DocumentScanPane::updateTotal()
{
    qint64 units = 0;
    for (const DocumentLine &line : m_lines->lines())
        units += line.quantity;
    const int lines = int(m_lines->lines().size());
    if (currentDocumentId() <= 0) {
        m_total->setText(m_kind == Kind::Receipt ? tr("No open delivery: start one above.")
                                                 : tr("No open return: start one above."));
        return;
    }
    m_total->setText(
        tr("%1 in %2").arg(tr("%n unit(s)", "", int(units)), tr("%n line(s)", "", lines)));
}

void DocumentScanPane::startDocument()
{
    const qint64 supplier = m_start->supplierId();
    if (m_kind == Kind::Return && supplier <= 0) {
        showError(tr("A return needs a supplier"), tr("add one in the Orders pane."));
        return;
    }
    m_goods->openDocument(m_kind, supplier, m_start->orderId(), m_start->reference(), this,
        [this](const ApiResult &result, const StockDocument &document) {
            if (!result.isSuccess()) {
                showError(m_kind == Kind::Receipt ? tr("The delivery could not be started")
                                                  : tr("The return could not be started"),
                    result.message());
                return;
            }
            m_start->referenceEdit()->clear();
            {
                const QSignalBlocker blocker(m_documents);
                m_documents->addItem(documentTitle(document), document.id);
                m_documents->setCurrentIndex(m_documents->count() - 1);
            }
            m_banner->dismiss();
            refresh();
            m_scan->setFocus();
        });
}

void DocumentScanPane::submitScan(const QString &raw)
{
    const QString code = raw.trimmed();
    const qint64 id = currentDocumentId();
    if (code.isEmpty() || id <= 0)
        return;
    const qint64 quantity = m_quantity->value() * (m_takeBack->isChecked() ? -1 : 1);
    if (m_outbox->enqueueScan(outboxKind(m_kind), id, code, quantity) < 0) {
        showError(tr("The scan could not be stored"), tr("the scan queue file is not writable."));
        return;
    }
    m_scan->clear();
    m_quantity->setValue(1);
    m_takeBack->setChecked(false);
}

void DocumentScanPane::openAddProduct(const QString &code, qint64 quantity)
{
    if (m_addProduct) {
        showError(tr("%1 is not one of your products").arg(code),
            tr("finish adding the other product first, then scan it again."));
        return;
    }
    const qint64 id = currentDocumentId();
    m_addProduct = new AddProductDialog(code, this);
    m_addProduct->setAttribute(Qt::WA_DeleteOnClose);
    AddProductDialog *dialog = m_addProduct;
    connect(dialog, &QDialog::accepted, this, [this, dialog, id, quantity] {
        NewProduct product = dialog->product();
        if (const qint64 supplier = m_start->supplierId(); supplier > 0)
            product.supplierId = supplier;
        m_goods->createProduct(product, this,
            [this, product, id, quantity](const ApiResult &result, const OwnProduct &created) {
                if (!result.isSuccess()) {
                    showError(tr("%1 could not be added").arg(product.code), result.message());
                    return;
                }
                m_newTitles[id].insert(created.code);
                m_banner->showMessage(MessageBanner::Kind::Positive,
                    tr("“%1” added to your products; the scan counts now.").arg(created.name));
                m_outbox->enqueueScan(outboxKind(m_kind), id, created.code, quantity);
            });
    });
    dialog->open();
    Q_EMIT addProductOpened(dialog);
}

QString DocumentScanPane::summaryText() const
{
    return DocumentSummary::of(m_current, int(m_newTitles.value(m_current.id).size())).text();
}

void DocumentScanPane::postDocument()
{
    const qint64 id = currentDocumentId();
    if (id <= 0)
        return;
    if (m_outbox->pendingCount(outboxKind(m_kind), id) > 0) {
        showError(tr("Not posted yet"), tr("some scans are still waiting to be sent."));
        return;
    }
    if (m_current.id != id || !confirm(summaryText()))
        return;
    m_goods->post(m_kind, id, this, [this](const ApiResult &result, const StockDocument &document) {
        if (!result.isSuccess()) {
            showError(m_kind == Kind::Receipt ? tr("The delivery could not be posted")
                                              : tr("The return could not be posted"),
                result.message());
            return;
        }
        if (m_kind == Kind::Receipt) {
            m_lastPosted = document;
            const bool labels = !LabelSources::received(document).isEmpty();
            m_printLabels->setEnabled(labels);
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Delivery %1 posted: the stock is updated.").arg(document.id),
                labels ? QList<MessageBanner::Action> { { tr("Print labels…"),
                    [this] { printLabels(); } } }
                       : QList<MessageBanner::Action> {});
        } else {
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Return %1 posted: the stock is updated.").arg(document.id));
        }
        Q_EMIT posted(document);
        reload();
    });
}

void DocumentScanPane::cancelDocument()
{
    const qint64 id = currentDocumentId();
    if (id <= 0
        || !confirm(m_kind == Kind::Receipt ? tr("Cancel this delivery? No stock changes.")
                                            : tr("Cancel this return? No stock changes.")))
        return;
    m_goods->cancel(m_kind, id, this, [this](const ApiResult &result, const StockDocument &) {
        if (!result.isSuccess()) {
            showError(tr("The document could not be cancelled"), result.message());
            return;
        }
        m_banner->showMessage(MessageBanner::Kind::Information, tr("Cancelled; no stock changed."));
        reload();
    });
}

void DocumentScanPane::printLabels()
{
    const QList<LabelSources::Counted> items = LabelSources::received(m_lastPosted);
    if (items.isEmpty())
        return;
    m_printLabels->setEnabled(false); // one dialog at a time, back once it is open
    LabelSources::fromCodes(m_session->client(), m_session->sellerId(), items, this,
        [this](const LabelJob &job, const QStringList &failures) {
            m_printLabels->setEnabled(true);
            if (!failures.isEmpty())
                showError(tr("No labels for %1").arg(failures.join(u", "_s)),
                    tr("not found among your products."));
            if (job.count() > 0)
                LabelSources::print(job, m_session->currentProfileName(), this);
        });
}
