// @vitest-environment jsdom
// Issue 26 §5.8: the audit trail reads as text, not codes: an automatic dispute says the two reports differ and that
// Arena opened it; a person's reason is quoted as they wrote it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AuditTrail } from '../../../web/features/round-management/components/audit-trail.js';
import { dateTimeLabel } from '../../../web/app/labels/date-time-label.js';

afterEach(cleanup);

describe('audit trail', () => {
  it('shows an automatic dispute as Arena’s with a readable reason, and quotes the organizer’s own reason', () => {
    render(
      <AuditTrail
        events={[
          {
            kind: 'REPORTED',
            actorId: 'u1',
            actorNickname: 'Ada',
            actorRole: null,
            at: '2026-11-28T10:00:00Z',
            details: { seed: 1 },
          },
          {
            kind: 'DISPUTED',
            actorId: null,
            actorNickname: null,
            actorRole: null,
            at: '2026-11-28T10:01:00Z',
            details: { reason: 'CONFLICTING_REPORTS' },
          },
          {
            kind: 'RESULT_SET',
            actorId: 'o1',
            actorNickname: 'Orga',
            actorRole: null,
            at: '2026-11-28T10:05:00Z',
            details: { reason: 'Screenshot shows Ada won' },
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[1]).toContain('Score disputed by Arena');
    expect(items[1]).toContain('The two sides reported different results.');
    expect(items[1]).not.toContain('CONFLICTING_REPORTS');
    expect(items[2]).toContain('Result set by Orga');
    expect(items[2]).toContain('“Screenshot shows Ada won”');
  });

  it('dates each event as the rest of the app does ("Nov 28, 2026, 10:05 AM"), not in the browser\'s format', () => {
    const at = '2026-11-28T10:05:00Z';
    render(
      <AuditTrail
        events={[
          { kind: 'RESULT_SET', actorId: 'o1', actorNickname: 'Orga', actorRole: null, at, details: { reason: null } },
        ]}
      />,
    );
    const time = screen.getByRole('listitem').querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(at);
    expect(time.textContent).toBe(dateTimeLabel(at));
    expect(time.textContent).toMatch(/^Nov 2[89], 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('names a referee as such (issue 26 §3)', () => {
    render(
      <AuditTrail
        events={[
          {
            kind: 'RESULT_SET',
            actorId: 'r1',
            actorNickname: 'Ana',
            actorRole: 'REFEREE',
            at: '2026-11-28T10:05:00Z',
            details: { reason: null },
          },
        ]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toContain('Result set by Ana (referee)');
  });
});
