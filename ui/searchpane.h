#pragma once

#include <QWidget>
#include <functional>

#include "models/scankeyclassifier.h"

class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductDetailPanel;
class ProductTableView;
class QCheckBox;
class QCompleter;
class QLabel;
class QLineEdit;
class QSpinBox;
class SearchLineEdit;
class SuggestionSource;

// Global search with autocomplete from /search/suggestions (debounced; a newer question
// cancels the older), paged results and the product detail. Enter searches the text as typed;
// a suggestion is searched only when chosen (arrow keys or a click). The results sort by any
// column (the rows loaded so far), several rows can be selected and copied (Ctrl+C).
class SearchPane final : public QWidget
{
    Q_OBJECT
public:
    explicit SearchPane(ConsoleSession *session, QWidget *parent = nullptr);

    QLineEdit *field() const;
    ProductTableView *view() const { return m_view; }
    // The text of the search shown (empty before the first).
    QString lastQuery() const { return m_lastQuery; }
    void setScannerThresholds(const ScanKeyClassifier::Thresholds &thresholds);
    QCompleter *completer() const { return m_completer; }
    SuggestionSource *suggestions() const { return m_suggestions; }
    PagedProductModel *model() const { return m_model; }
    ProductDetailPanel *detail() const { return m_detail; }
    // A valid ISBN or barcode scanned into the search field (a burst at scanner speed) goes
    // here instead of the text search (the window opens that product); one typed by hand is
    // searched as text.
    void setCodeHandler(std::function<void(const QString &code)> handler)
    {
        m_codeHandler = std::move(handler);
    }

public Q_SLOTS:
    void search(const QString &text);

private:
    void runSearch();
    void enterPressed();
    // Labels for the loaded results: their codes come from each product's detail.
    void printLabels();

    ConsoleSession *m_session;
    SuggestionSource *m_suggestions;
    PagedProductModel *m_model;
    MessageBanner *m_banner;
    SearchLineEdit *m_field;
    QCompleter *m_completer;
    QCheckBox *m_onlySeller;
    QSpinBox *m_seller;
    QLabel *m_count;
    ProductTableView *m_view;
    ProductDetailPanel *m_detail;
    std::function<void(const QString &code)> m_codeHandler;
    QString m_lastQuery;
};
