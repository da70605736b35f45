-- Mail quota (issue 29 §1): how many mails users' actions made Arena send today, per sending user, per team and per
-- recipient address (src/domain/mail-quota.ts). A mail increments its counters in the transaction that records
-- what it is about (an invitation), and only while each is under its limit, so concurrent requests cannot exceed
-- a limit and a refused or rolled-back action counts nothing. Rows of past days are deleted as new days begin.
CREATE TABLE mail_quota_counters (
  -- SENDER (a user id), TEAM (a team id) or RECIPIENT (a lower-case address); ACCOUNT_MAIL (a lower-case address):
  -- the identity provider's verification and sign-in-link mails, which anyone can ask for an address.
  scope text NOT NULL CHECK (scope IN ('SENDER', 'TEAM', 'RECIPIENT', 'ACCOUNT_MAIL')),
  key text NOT NULL,
  -- The UTC calendar day of the server's clock.
  day date NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (scope, key, day)
);

CREATE INDEX mail_quota_counters_day ON mail_quota_counters (day);
