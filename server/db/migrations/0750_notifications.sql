-- Notifications (issue 26 §4): what a player is told in the app (player_notices) and by e-mail. A notification is
-- written in the transaction of the change it tells of (or by the time sweep, once per unique key), so a rolled-back
-- change tells nothing and a repeated sweep tells nothing twice; its e-mail is then sent by the job queue from
-- this table (the outbox), so a restart loses none.

-- Only the choices a user changed from the defaults (src/contract/notifications.ts) are stored.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('IN_APP', 'EMAIL')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  tournament_id uuid,
  -- What makes it one notification (e.g. 'match-ready:<match id>'): the same key is never told twice to a user.
  key text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  -- PENDING until mailed (SENT); NONE when its e-mail was off when it was written.
  mail_state text NOT NULL CHECK (mail_state IN ('NONE', 'PENDING', 'SENT')),
  -- A sender's claim: past this instant another process may send it again (it crashed mid-send).
  mail_claimed_until timestamptz,
  mailed_at timestamptz,
  UNIQUE (user_id, key)
);
CREATE INDEX notifications_to_mail ON notifications (user_id, created_at) WHERE mail_state = 'PENDING';
-- The digest window looks back at a user's last mail.
CREATE INDEX notifications_mailed ON notifications (user_id, mailed_at DESC) WHERE mail_state = 'SENT';

-- Told at commit (NOTIFY is transactional): a sender starts at once in whichever process listens.
CREATE FUNCTION arena_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_notify
  AFTER INSERT ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION arena_notify_notifications();

-- The key that signs unsubscribe links (one row, created by the first server that needs it).
CREATE TABLE notification_signing_key (
  id int PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

-- Mail headers (List-Unsubscribe…) kept by the dev mailbox, as SMTP would send them.
ALTER TABLE dev_mailbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
