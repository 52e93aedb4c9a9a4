-- Joining the mailing list is confirmed from the address itself (app/forms/subscription/): a new address waits as
-- 'pending' until the link sent to it is used, and only 'subscribed' addresses receive newsletters. Those already
-- on the list stay subscribed; their joining date stands for their confirmation. `confirmation_sent_at` lets a
-- form sent twice in a row send one e-mail.
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscribers ADD COLUMN confirmation_sent_at TEXT;
UPDATE subscribers SET confirmed_at = created_at WHERE status = 'subscribed';
CREATE INDEX subscribers_status ON subscribers (status, updated_at);
