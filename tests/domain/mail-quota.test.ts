// The mail quota's rule (issue 29 §1): which daily budgets a user-triggered mail counts against, in a fixed order,
// and which UTC day it counts in.
import { describe, expect, it } from 'vitest';
import {
  MAIL_QUOTA_LIMITS,
  parseMailQuotaLimits,
  quotaCounters,
  quotaDay,
  quotaResetsAt,
} from '../../src/domain/index.js';

describe('mail quota', () => {
  it('counts a team mail against the sender, the team and the address, in that order', () => {
    expect(quotaCounters({ senderId: 'u1', teamId: 't1', recipient: ' Victim@Example.COM ' })).toEqual([
      { scope: 'SENDER', key: 'u1', limit: MAIL_QUOTA_LIMITS.SENDER },
      { scope: 'TEAM', key: 't1', limit: MAIL_QUOTA_LIMITS.TEAM },
      { scope: 'RECIPIENT', key: 'victim@example.com', limit: MAIL_QUOTA_LIMITS.RECIPIENT },
    ]);
  });

  it('leaves the team out when a mail is for none', () => {
    expect(quotaCounters({ senderId: 'u1', recipient: 'a@b.test' }).map((counter) => counter.scope)).toEqual([
      'SENDER',
      'RECIPIENT',
    ]);
  });

  it('keeps the budgets small enough that a day of abuse is a few dozen mails', () => {
    expect(MAIL_QUOTA_LIMITS.SENDER).toBeLessThanOrEqual(MAIL_QUOTA_LIMITS.TEAM);
    expect(MAIL_QUOTA_LIMITS.RECIPIENT).toBeLessThan(MAIL_QUOTA_LIMITS.SENDER);
  });

  it('counts in the UTC calendar day, fresh again at the next UTC midnight', () => {
    const lastMs = Date.UTC(2026, 11, 6) - 1;
    expect(quotaDay(lastMs)).toBe('2026-12-05');
    expect(quotaDay(lastMs + 1)).toBe('2026-12-06');
    expect(quotaResetsAt(lastMs)).toBe(lastMs + 1);
    expect(quotaResetsAt(lastMs + 1)).toBe(Date.UTC(2026, 11, 7));
    expect(quotaResetsAt(Date.UTC(2026, 11, 6, 13, 45))).toBe(Date.UTC(2026, 11, 7));
  });

  it('takes budgets a self-hoster set as "sender,team,recipient", and nothing else', () => {
    expect(parseMailQuotaLimits('20,30,3')).toEqual(MAIL_QUOTA_LIMITS);
    expect(parseMailQuotaLimits(' 50, 80 ,5 ')).toEqual({ SENDER: 50, TEAM: 80, RECIPIENT: 5 });
    expect(
      quotaCounters({ senderId: 'u', teamId: 't', recipient: 'r@x.test' }, { SENDER: 5, TEAM: 6, RECIPIENT: 1 }),
    ).toEqual([
      { scope: 'SENDER', key: 'u', limit: 5 },
      { scope: 'TEAM', key: 't', limit: 6 },
      { scope: 'RECIPIENT', key: 'r@x.test', limit: 1 },
    ]);
    for (const bad of ['', '20,30', '20,30,3,4', '0,30,3', '-1,30,3', '20,thirty,3', '1.5,2,3', '20,30,99999999'])
      expect(parseMailQuotaLimits(bad), bad).toBeNull();
  });
});
