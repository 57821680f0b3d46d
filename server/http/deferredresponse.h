#pragma once

#include <QMutex>
#include <functional>
#include <optional>
#include <vector>

#include "server/http/httpresponder.h"
#include "server/http/httpresponse.h"

// An answer that arrives later, from another thread (a write answered after its group
// commit). While the request passes back out through the pipeline, each layer adds the step
// it would have applied to a direct answer (headers); the answer gets them all, in order,
// and goes to the responder once both the answer and the responder are there, whichever
// comes first. Thread-safe.
class DeferredResponse final
{
public:
    using Step = std::function<void(HttpResponse &)>;

    // On the request's thread, before deliverTo().
    void addStep(Step step);
    // On the request's thread, last.
    void deliverTo(HttpResponder responder);
    // On any thread, once.
    void resolve(HttpResponse response);

private:
    void sendIfReady(QMutexLocker<QMutex> &locker);

    QMutex m_mutex;
    std::vector<Step> m_steps;
    std::optional<HttpResponse> m_answer;
    HttpResponder m_responder;
    bool m_sent = false;
};
