#pragma once

#include <QLoggingCategory>

// The services' log categories shared by several files, each defined once (logcategories.cpp).
Q_DECLARE_LOGGING_CATEGORY(lcSync) // "catalog.sync": the shop sync (contract §14)
Q_DECLARE_LOGGING_CATEGORY(lcWebhooks) // "catalog.webhooks": deliveries (contract §13)
