#include "net/apirequest.h"

#include "net/requestengine.h"

ApiRequest::ApiRequest(RequestEngine *engine, quint64 ticket, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_ticket(ticket)
{
    m_timeout.setSingleShot(true);
    m_retryTimer.setSingleShot(true);
}

void ApiRequest::abort()
{
    if (m_state != State::Finished)
        m_engine->cancel(this, ApiErrorMapper::Abort::Cancelled);
}

void ApiRequest::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}
