-- An e-mail may carry files (an event's calendar file with an RSVP's confirmation): a JSON list of
-- { filename, contentType, content } as text, erased with the rest of the message after the retention period.
ALTER TABLE outbox ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]'
