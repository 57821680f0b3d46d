#include "models/suggestionsource.h"

#include "net/apiclient.h"

SuggestionSource::SuggestionSource(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &SuggestionSource::ask);
}

void SuggestionSource::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    if (!m_answered.isEmpty()) {
        m_answered.clear();
        m_model.setStringList({}); // the old text's suggestions are not this text's
    }
    if (m_text.isEmpty()) {
        m_debounce.stop();
        if (m_request)
            m_request->abort();
        m_model.setStringList({});
        return;
    }
    m_debounce.start();
}

void SuggestionSource::ask()
{
    if (m_text.isEmpty())
        return;
    ++m_sent;
    const QString asked = m_text;
    m_request = m_client->suggestions(asked, m_sellerId, this,
        [this, asked](const ApiResult &result, const QStringList &suggestions) {
            if (!result.isSuccess() || asked != m_text)
                return; // superseded, cancelled or failed: autocomplete stays quiet
            m_answered = asked;
            m_model.setStringList(suggestions);
            Q_EMIT suggestionsReady(asked, suggestions);
        });
}
