#include "server/services/syncpolicy.h"

bool SyncPolicy::refusedForGood(int status)
{
    return status >= 400 && status < 500 && status != 401 && status != 403 && status != 408
        && status != 429;
}
