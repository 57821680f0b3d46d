#include "ui/documentscanpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <memory>

#include "models/consolesession.h"
#include "models/documentlinemodel.h"
#include "models/documentsummary.h"
#include "net/apiclient.h"
#include "net/goodsclient.h"
#include "ui/addproductdialog.h"
#include "ui/documentstartbar.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/scanlineedit.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int linesPerPage = 100;

} // namespace

DocumentScanPane::DocumentScanPane(Kind kind, ConsoleSession *session, QWidget *parent)
    : ScanDocumentPane(
        kind == Kind::Receipt ? Outbox::Kind::Receipt : Outbox::Kind::Return, session, parent)
    , m_kind(kind)
    , m_goods(new GoodsClient(session->client(), this))
    , m_lines(new DocumentLineModel(this))
    , m_missing(new DocumentLineModel(this))
    , m_start(new DocumentStartBar(kind, m_goods, this))
    , m_post(new QPushButton(tr("&Post…"), this))
    , m_cancel(new QPushButton(this))
    , m_printLabels(new QPushButton(tr("Print &labels…"), this))
{
    const bool receipt = kind == Kind::Receipt;
    m_lines->setReturning(!receipt);
    // Stock beside the document's quantities from the one live copy only (issue 41 item 1).
    m_lines->followStock(session->liveStock());
    m_missing->followStock(session->liveStock());
    setStartArea(m_start);
    setChooserLabel(receipt ? tr("Open delivery:") : tr("Open return:"),
        receipt ? tr("Open delivery") : tr("Open return"));
    scanField()->setAccessibleName(receipt ? tr("Code received") : tr("Code returned"));

    QTableView *scanned = linesTable(m_lines, DocumentLineModel::Product, tabs());
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
    tabs()->addTab(scanned, receipt ? tr("Received") : tr("Returned"));
    if (receipt)
        tabs()->addTab(
            linesTable(m_missing, DocumentLineModel::Product, tabs()), tr("Not delivered yet"));

    m_cancel->setText(receipt ? tr("Cancel delivery") : tr("Cancel return"));
    bottomRow()->addWidget(m_post);
    bottomRow()->addWidget(m_cancel);
    m_printLabels->setToolTip(
        tr("Shelf labels for the delivery posted last: one per unit received."));
    m_printLabels->setEnabled(false);
    m_printLabels->setVisible(receipt);
    bottomRow()->addWidget(m_printLabels);

    connect(m_start, &DocumentStartBar::startRequested, this, &DocumentScanPane::startDocument);
    connect(m_start, &DocumentStartBar::ordersLoaded, this, &DocumentScanPane::ordersLoaded);
    connect(m_post, &QPushButton::clicked, this, &DocumentScanPane::postDocument);
    connect(m_cancel, &QPushButton::clicked, this, &DocumentScanPane::cancelDocument);
    connect(m_printLabels, &QPushButton::clicked, this, &DocumentScanPane::printLabels);
    clearDocument();
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

QString DocumentScanPane::missingTabText() const
{
    return m_kind == Kind::Receipt ? tabs()->tabText(1) : QString();
}

void DocumentScanPane::loadDocuments(bool quiet)
{
    m_start->reload([this, quiet](bool ok, const QString &problem) {
        if (!ok) {
            if (!quiet)
                showLoadError(tr("The suppliers could not be loaded"), problem);
            return;
        }
        const int generation = listGeneration();
        m_goods->documents(m_kind, u"open"_s, this,
            [this, quiet, generation](
                const ApiResult &listed, const QList<StockDocument> &documents) {
                if (!listed.isSuccess()) {
                    if (!quiet)
                        showLoadError(
                            tr("The open documents could not be loaded"), listed.message());
                    return;
                }
                QList<QPair<qint64, QString>> titles;
                for (const StockDocument &document : documents)
                    titles.append({ document.id, documentTitle(document) });
                setDocuments(titles, quiet, generation);
            });
    });
}

void DocumentScanPane::clearDocument()
{
    m_post->setEnabled(false);
    m_cancel->setEnabled(false);
    m_current = {};
    m_lines->setLines({});
    m_missing->setLines({});
    setMissingTab(m_current);
    updateTotal();
}

void DocumentScanPane::setMissingTab(const StockDocument &document)
{
    if (m_kind != Kind::Receipt)
        return;
    tabs()->setTabText(1,
        document.orderId ? tr("Not delivered yet (%1)").arg(document.missing.size())
                         : tr("Not delivered yet"));
    tabs()->setTabEnabled(1, document.orderId.has_value());
}

void DocumentScanPane::loadDocument(qint64 id, int generation)
{
    m_post->setEnabled(true);
    m_cancel->setEnabled(true);
    auto all = std::make_shared<StockDocument>();
    readPages(
        [this, id, generation, all](int page, std::function<void(bool, bool)> next) {
            m_goods->document(m_kind, id, page, linesPerPage, this,
                [this, generation, all, next](const ApiResult &result, const StockDocument &read) {
                    if (!isCurrentGeneration(generation))
                        return; // posted or switched meanwhile: this one's pages stay out
                    if (!result.isSuccess()) {
                        showLoadError(tr("The document could not be loaded"), result.message());
                        next(false, false);
                        return;
                    }
                    const QList<DocumentLine> sofar = all->lines;
                    *all = read;
                    all->lines = sofar + read.lines;
                    next(true, all->lines.size() < read.total && !read.lines.isEmpty());
                });
        },
        [this, generation, all](bool ok) {
            if (!ok || !isCurrentGeneration(generation))
                return;
            m_current = *all;
            m_lines->setLines(all->lines);
            m_missing->setMissing(all->missing);
            setMissingTab(*all);
            updateTotal();
            documentLoaded();
        });
}

void DocumentScanPane::updateTotal()
{
    if (currentDocumentId() <= 0) {
        totalLabel()->setText(m_kind == Kind::Receipt ? tr("No open delivery: start one above.")
                                                      : tr("No open return: start one above."));
        return;
    }
    // The same numbers as Post's confirmation: a line taken back to nothing posts nothing.
    const DocumentSummary summary = DocumentSummary::of(shownDocument(), 0);
    totalLabel()->setText(tr("%1 in %2")
                              .arg(tr("%n unit(s)", "", int(summary.units)),
                                  tr("%n line(s)", "", int(summary.lines))));
}

void DocumentScanPane::scanFinished(const OutboxEntry &entry)
{
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
}

QString DocumentScanPane::closedWhileWaiting() const
{
    return m_kind == Kind::Receipt
        ? tr("the delivery was posted or cancelled while they waited. Start a new delivery and "
             "scan them again.")
        : tr("the return was posted or cancelled while they waited. Start a new return and scan "
             "them again.");
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
            banner()->dismiss();
            showOpenedDocument(document.id, documentTitle(document));
        });
}

bool DocumentScanPane::enqueueScan(qint64 id, const QString &code, qint64 quantity)
{
    return outbox()->enqueueScan(outboxKind(), id, code, quantity) >= 0;
}

void DocumentScanPane::openAddProduct(const QString &code, qint64 quantity)
{
    if (m_addProduct) {
        playError();
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
                showSuccess(
                    tr("“%1” added to your products; the scan counts now.").arg(created.name));
                enqueueScan(id, created.code, quantity);
            });
    });
    dialog->open();
    Q_EMIT addProductOpened(dialog);
}

StockDocument DocumentScanPane::shownDocument() const
{
    // The lines as the scans answered since the last read (the footer's), not as read then.
    StockDocument shown = m_current;
    shown.kind = m_kind;
    shown.lines = m_lines->lines();
    return shown;
}

QString DocumentScanPane::summaryText() const
{
    return DocumentSummary::of(shownDocument(), int(m_newTitles.value(m_current.id).size())).text();
}

void DocumentScanPane::postDocument()
{
    const qint64 id = currentDocumentId();
    if (id <= 0)
        return;
    if (outbox()->pendingCount(outboxKind(), id) > 0) {
        showError(tr("Not posted yet"), tr("some scans are still waiting to be sent."));
        return;
    }
    if (m_current.id != id
        || !confirm(Question::Finish,
            m_kind == Kind::Receipt ? tr("Post delivery") : tr("Post return"), summaryText()))
        return;
    setFinishing(true);
    m_goods->post(m_kind, id, this, [this](const ApiResult &result, const StockDocument &document) {
        setFinishing(false);
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
            // Stays until dismissed: its button prints the labels of this delivery.
            banner()->showMessage(MessageBanner::Kind::Positive,
                tr("Delivery %1 posted: the stock is updated.").arg(document.id),
                labels ? QList<MessageBanner::Action> { { tr("Print labels…"),
                    [this] { printLabels(); } } }
                       : QList<MessageBanner::Action> {},
                10000);
        } else {
            showSuccess(tr("Return %1 posted: the stock is updated.").arg(document.id));
        }
        Q_EMIT posted(document);
        reload();
    });
}

void DocumentScanPane::cancelDocument()
{
    const qint64 id = currentDocumentId();
    if (id <= 0
        || !confirm(Question::Cancel,
            m_kind == Kind::Receipt ? tr("Cancel delivery") : tr("Cancel return"),
            m_kind == Kind::Receipt ? tr("Cancel this delivery? No stock changes.")
                                    : tr("Cancel this return? No stock changes.")))
        return;
    setFinishing(true);
    m_goods->cancel(m_kind, id, this, [this](const ApiResult &result, const StockDocument &) {
        setFinishing(false);
        if (!result.isSuccess()) {
            showError(tr("The document could not be cancelled"), result.message());
            return;
        }
        showSuccess(tr("Cancelled; no stock changed."));
        reload();
    });
}

void DocumentScanPane::printLabels()
{
    const QList<LabelSources::Counted> items = LabelSources::received(m_lastPosted);
    if (items.isEmpty())
        return;
    m_printLabels->setEnabled(false); // one dialog at a time, back once it is open
    LabelSources::fromCodes(
        session()->client(), items, this, [this](const LabelJob &job, const QStringList &failures) {
            m_printLabels->setEnabled(true);
            if (!failures.isEmpty())
                showError(tr("No labels for %1").arg(failures.join(u", "_s)),
                    tr("not found among your products."));
            if (job.count() > 0)
                LabelSources::print(job, session()->currentProfileName(), this);
        });
}
