#pragma once

#include <QStringList>
#include <QTimer>
#include <QWidget>
#include <functional>

#include "net/outbox.h"
#include "ui/scansink.h"

class ConsoleSession;
class FeedbackPlayer;
class MessageBanner;
class QCheckBox;
class QComboBox;
class QAbstractItemModel;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QVBoxLayout;
class ScanLineEdit;

// The skeleton of a pane that fills a stock document by scanning (contract §10 counts, §11
// receipts and returns), like qBittorrent's BaseFilterWidget with one small subclass per kind:
// one banner area above the content, the subclass's start area, the open documents with a
// visible Refresh (F5 too), the scan entry row (a ScanLineEdit, a quantity for a carton, take
// back), the subclass's tabs, a running total beside the outbox status (the scans waiting to be
// sent, or waiting behind a dialog), the subclass's buttons; the outbox wiring, feedback sounds,
// the confirmation asked before finishing or cancelling, and reading every page of a list.
// The subclasses supply open, finish and cancel, and how their lists and lines are read.
//
// Every show, F5 and Refresh reads the open documents and the current one again; while the
// pane is shown that is repeated quietly every half minute (counts, receipts and returns are
// filled from several consoles, and sales elsewhere change what a count says).
class ScanDocumentPane : public QWidget, public ScanSink
{
    Q_OBJECT
public:
    // Asked before finishing (apply, post) or cancelling; true goes on. Default: a question
    // box whose default button is No. Scans made while it was open go into the document and
    // the answer counts as No (the seller answers again), never lost to the finishing.
    enum class Question { Finish, Cancel };
    using Confirmer = std::function<bool(Question question, const QString &text)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }
    // The sounds a scan makes (the main window's, whose preferences switch them off).
    void setFeedbackPlayer(FeedbackPlayer *player);
    FeedbackPlayer *feedbackPlayer() const { return m_feedback; }

    // The session's one outbox (every kind of scan); this pane's kind of it.
    Outbox *outbox() const { return m_outbox; }
    Outbox::Kind outboxKind() const { return m_kind; }
    // This pane's scans not sent yet (all its documents).
    int pendingScans() const;
    QComboBox *documentChooser() const { return m_documents; }
    ScanLineEdit *scanField() const { return m_scan; }
    QSpinBox *quantity() const { return m_quantity; }
    // Checked: the next scan takes its quantity back from the line (a mis-scan).
    QCheckBox *takeBack() const { return m_takeBack; }
    QPushButton *refreshButton() const { return m_refreshButton; }
    QLabel *totalLabel() const { return m_total; }
    QLabel *outboxStatusLabel() const { return m_pending; }
    qint64 currentDocumentId() const;
    QString bannerText() const;
    MessageBanner *banner() const { return m_banner; }
    // The scans made while a dialog of this pane was open, not sent yet.
    const QStringList &scansBehindDialog() const { return m_behindDialog; }
    // How often the open documents are read again while the pane is shown.
    void setListRefreshInterval(int milliseconds);

    void scanBehindDialog(const QString &code) override;
    void dialogClosed() override;

public Q_SLOTS:
    // The open documents, then the current one's lines.
    void reload();
    // The current document's lines.
    void refresh();
    void submitScan(const QString &code);

Q_SIGNALS:
    void documentsLoaded();
    void refreshed();
    void scanAnswered();

protected:
    // kind: which of the session's outbox entries are this pane's.
    ScanDocumentPane(Outbox::Kind kind, ConsoleSession *session, QWidget *parent = nullptr);

    // Layout parts the subclass fills, top to bottom.
    void setStartArea(QWidget *start);
    QHBoxLayout *chooserRow() const { return m_chooserRow; }
    QHBoxLayout *scanRow() const { return m_scanRow; }
    QTabWidget *tabs() const { return m_tabs; }
    QHBoxLayout *bottomRow() const { return m_bottomRow; }
    void setChooserLabel(const QString &label, const QString &accessibleName);

    // What each kind supplies.
    // Reads the open documents and hands them to setDocuments() (quiet: no banner on failure).
    virtual void loadDocuments(bool quiet) = 0;
    // Reads document `id`; calls documentLoaded(generation) once all of it is here.
    virtual void loadDocument(qint64 id, int generation) = 0;
    // No document is open: empty tables, footer says how to start one.
    virtual void clearDocument() = 0;
    // Queues one scan of `quantity` (negative: taken back) for document `id`.
    virtual bool enqueueScan(qint64 id, const QString &code, qint64 quantity) = 0;
    // The outbox's answer for a scan of this kind.
    virtual void scanFinished(const OutboxEntry &entry) = 0;
    // The document was finished or cancelled in its dialog while scans waited behind it.
    virtual QString closedWhileWaiting() const = 0;
    // Whether the open document's tables show this product's stock as it is now (Count's
    // "sold since" and "after applying"): a change of it in the live copy reads them again.
    virtual bool showsStockOf(const QString &code) const
    {
        Q_UNUSED(code);
        return false;
    }

    // Taken before a list of open documents is requested, handed to setDocuments() with it.
    int listGeneration() const { return m_listGeneration; }
    // Hands the chooser its documents (id → title), keeping the current one when it is
    // still open; refreshes the lines unless quiet and the same document stays shown. A list
    // requested before this console opened a document is read again instead: it would miss
    // that document and send the next scans into another one.
    void setDocuments(
        const QList<QPair<qint64, QString>> &documents, bool quiet, int listedGeneration);
    // A document this console opened: chosen at once and its lines read.
    void showOpenedDocument(qint64 id, const QString &title);
    // The current document's loading finished (only the latest generation counts).
    bool isCurrentGeneration(int generation) const { return generation == m_generation; }
    void documentLoaded();
    // A finishing request (apply, post) is on its way: scans that waited are refused.
    void setFinishing(bool finishing);

    bool confirm(Question question, const QString &title, const QString &text);
    void showError(const QString &what, const QString &message);
    // A list or the document could not be read: the warning goes by itself once a later read
    // works (the connection is back).
    void showLoadError(const QString &what, const QString &message);
    // A success: shown for a few seconds, then gone.
    void showSuccess(const QString &text);
    void playSuccess();
    void playError();
    ConsoleSession *session() const { return m_session; }
    bool hasServer() const;

    // Reads pages 1, 2, … : fetch(page, next) asks for one page and calls next(ok, more);
    // done(ok) after the last page or the first failure.
    using PageFetch = std::function<void(int page, std::function<void(bool ok, bool more)> next)>;
    void readPages(const PageFetch &fetch, const std::function<void(bool ok)> &done, int page = 1);

    // A read-only table of `model` for a tab, whole rows selected, `stretch` taking the width.
    static QTableView *linesTable(QAbstractItemModel *model, int stretch, QWidget *parent);

    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateOutboxStatus();

    ConsoleSession *m_session;
    Outbox::Kind m_kind;
    Outbox *m_outbox;
    FeedbackPlayer *m_feedback;
    MessageBanner *m_banner;
    QVBoxLayout *m_layout;
    QHBoxLayout *m_chooserRow;
    QLabel *m_chooserLabel;
    QComboBox *m_documents;
    QPushButton *m_refreshButton;
    QHBoxLayout *m_scanRow;
    ScanLineEdit *m_scan;
    QSpinBox *m_quantity;
    QCheckBox *m_takeBack;
    QTabWidget *m_tabs;
    QLabel *m_total;
    QLabel *m_pending;
    QHBoxLayout *m_bottomRow;
    QStringList m_behindDialog;
    QString m_loadError; // the banner's text while it says a read failed
    int m_generation = 0;
    int m_listGeneration = 0; // one more for every document this console opened
    bool m_finishing = false;
    qint64 m_finishedHere = 0; // the last document this console posted, applied or cancelled
    bool m_noneChosen = false; // the chosen one closed elsewhere, the person has not chosen since
    Confirmer m_confirm;
    QTimer m_refreshSoon;
    QTimer m_listTimer;
};
