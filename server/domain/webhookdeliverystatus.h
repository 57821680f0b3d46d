#pragma once

// Which of a webhook's deliveries a list shows (contract §13: status=ok|failed|pending).
enum class WebhookDeliveryStatus { Any, Ok, Failed, Pending };
