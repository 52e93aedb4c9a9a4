-- Staff roles (admin, coordinator, editor, translator; the role column came with 0003): the one language a
-- translator may change, and password links found by their account (only an account's newest link works).
ALTER TABLE staff_users ADD COLUMN translates TEXT;
CREATE INDEX password_links_user ON password_links (user_id);
CREATE INDEX sign_in_known_addresses_user ON sign_in_known_addresses (user_id, last_sign_in_at)
