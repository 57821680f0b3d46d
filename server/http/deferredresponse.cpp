#include "server/http/deferredresponse.h"

void DeferredResponse::addStep(Step step)
{
    QMutexLocker locker(&m_mutex);
    m_steps.push_back(std::move(step));
}

void DeferredResponse::deliverTo(HttpResponder responder)
{
    QMutexLocker locker(&m_mutex);
    m_responder = std::move(responder);
    sendIfReady(locker);
}

void DeferredResponse::resolve(HttpResponse response)
{
    QMutexLocker locker(&m_mutex);
    m_answer = std::move(response);
    sendIfReady(locker);
}

void DeferredResponse::sendIfReady(QMutexLocker<QMutex> &locker)
{
    if (m_sent || !m_answer || !m_responder)
        return;
    m_sent = true;
    HttpResponse answer = std::move(*m_answer);
    const std::vector<Step> steps = std::move(m_steps);
    const HttpResponder responder = std::move(m_responder);
    locker.unlock(); // the steps and the responder may take their own locks
    for (const Step &step : steps)
        step(answer);
    responder(std::move(answer));
}
