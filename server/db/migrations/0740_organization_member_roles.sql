-- Issue 26 §3: organization staff. A member is a plain MEMBER (full organizer rights, as before) or a REFEREE,
-- who may only run the event day (resolve disputes, set results, report both sides, check players in); the
-- permitted actions live in src/domain/staff-permissions.ts. Existing members keep their rights (default MEMBER).
ALTER TABLE organization_members ADD COLUMN role text NOT NULL DEFAULT 'MEMBER'
  CHECK (role IN ('MEMBER', 'REFEREE'));
