#pragma once

#include <QObject>
#include <QPointer>
#include <QStringListModel>
#include <QTimer>
#include <optional>

class ApiClient;
class ApiRequest;

// Autocomplete for a search field: waits until typing pauses (debounce), then asks
// /search/suggestions; a newer question cancels the older one (net/ supersedes it), so
// answers never arrive out of order. The strings land in model() for a QCompleter; the
// previous text's strings are dropped as soon as the text changes, never shown for it.
class SuggestionSource final : public QObject
{
    Q_OBJECT
public:
    explicit SuggestionSource(ApiClient *client, QObject *parent = nullptr);

    QStringListModel *model() { return &m_model; }
    // The text the model's suggestions belong to (empty while none are current).
    QString answeredText() const { return m_answered; }
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    void setSellerId(std::optional<qint64> sellerId) { m_sellerId = sellerId; }
    int requestsSent() const { return m_sent; }

public Q_SLOTS:
    void setText(const QString &text);

Q_SIGNALS:
    // The answer for `text`, the field's current text: a completer shows them now (it only
    // looks at the model on a keystroke, which would show them one keystroke late).
    void suggestionsReady(const QString &text, const QStringList &suggestions);

private:
    void ask();

    ApiClient *m_client;
    QStringListModel m_model;
    QTimer m_debounce;
    QString m_text;
    QString m_answered;
    std::optional<qint64> m_sellerId;
    QPointer<ApiRequest> m_request;
    int m_sent = 0;
};
