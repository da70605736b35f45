-- Issue 28: a mail pass reads the PENDING notifications whose claim has run out. In a report rush most pending
-- ones are held for their user's digest window (their claim set to its end), and the partial index on
-- mail_state alone made every pass read all of those to keep the few that are due (7,600 read for 2 kept, 1 ms a
-- pass, a pass per report). Ordered by the claim's end, a pass reads only the due ones.
CREATE INDEX notifications_due ON notifications ((coalesce(mail_claimed_until, '-infinity'::timestamptz)))
  WHERE mail_state = 'PENDING';
