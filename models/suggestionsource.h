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
// answers never arrive out of order. The strings land in model() for a QCompleter.
class SuggestionSource final : public QObject
{
    Q_OBJECT
public:
    explicit SuggestionSource(ApiClient *client, QObject *parent = nullptr);

    QStringListModel *model() { return &m_model; }
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    void setSellerId(std::optional<qint64> sellerId) { m_sellerId = sellerId; }
    int requestsSent() const { return m_sent; }

public Q_SLOTS:
    void setText(const QString &text);

Q_SIGNALS:
    void suggestionsReady(const QStringList &suggestions);

private:
    void ask();

    ApiClient *m_client;
    QStringListModel m_model;
    QTimer m_debounce;
    QString m_text;
    std::optional<qint64> m_sellerId;
    QPointer<ApiRequest> m_request;
    int m_sent = 0;
};
