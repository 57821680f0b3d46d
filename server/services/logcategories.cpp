#include "server/services/logcategories.h"

Q_LOGGING_CATEGORY(lcSync, "catalog.sync", QtInfoMsg)
Q_LOGGING_CATEGORY(lcWebhooks, "catalog.webhooks")
