#pragma once

#include <functional>

#include "server/http/httpresponse.h"

// Answers one request. Call it exactly once, now (inside RequestPipeline::handle) or later
// from any thread: the connection takes the answer over to its own thread and drops it
// silently when the client has gone meanwhile.
using HttpResponder = std::function<void(HttpResponse)>;
