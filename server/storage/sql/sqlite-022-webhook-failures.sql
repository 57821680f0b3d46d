-- Webhook deliveries' failures (numbered after the shop sync's 021, merged beside it). A
-- delivery's attempts count every attempt its receiver was sent, redeliveries included
-- (contract §13, the delivery log); its failures count those since the first attempt or the
-- last redelivery: the step of the retry schedule (about 5 s, 5 min, 30 min, ...). A delivery
-- waiting for its retry keeps its step.
ALTER TABLE webhook_deliveries ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;;
UPDATE webhook_deliveries SET failures = attempts WHERE state = 'pending';;
