// Issue 5's browser journey: an owner creates a team with an avatar and invites a player by e-mail (the
// mail shows in the dev mailbox); the player signs up with that address and accepts; the owner transfers
// ownership and leaves. Then an admin creates an organization for the former owner and locks it, and the
// new organizer sees Your Organization in the navigation bar.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { peopleJourney, signUpAtTeams } from '../support/people-journey.js';
import { DEMO_ACCOUNTS, newAccount, signInWithPassword } from '../support/sign-in.js';
import { seriousAxeViolations } from '../support/axe.js';
import { journeyEngines } from '../support/journey-engine.js';
import { button, click, dialog, textAppears, POLL_MS } from '../support/page-actions.js';

const TIMEOUT = 20_000;

async function typeInto(page: Page, label: string, value: string) {
  const input = await page.waitForSelector(
    `xpath///label[normalize-space(.)="${label}"]/ancestor::div[1]/following-sibling::input | //label[normalize-space(.)="${label}"]/following::input[1]`,
    { visible: true, timeout: TIMEOUT },
  );
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}

describe.each(journeyEngines(import.meta.url))('teams and organizations in the browser (%s)', (engine) => {
  const journey = peopleJourney(engine, { width: 1366, height: 900 });

  it('team life cycle by e-mail invitation, then an organization for the former owner', async () => {
    const ownerAccount = newAccount('owner');
    const playerAccount = newAccount('mate');
    const teamName = `Nova ${Date.now().toString(36)}`;

    // The owner creates a team with an avatar.
    const owner = await signUpAtTeams(journey, ownerAccount);
    await click(owner, button('Create a team'));
    await typeInto(owner, 'Team name', teamName);
    const folder = await mkdtemp(join(tmpdir(), 'arena-team-'));
    const picture = join(folder, 'team.png');
    await writeFile(
      picture,
      await sharp({ create: { width: 200, height: 200, channels: 3, background: '#22d3ee' } })
        .png()
        .toBuffer(),
    );
    const fileInput = await owner.waitForSelector('input[type=file][name=avatar]');
    await (fileInput as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(picture);
    await click(owner, button('Create team', dialog));
    const card = `//div[@data-team="${teamName}"]`;
    await owner.waitForSelector(`xpath/${card}`, { visible: true, timeout: TIMEOUT });
    const avatarSrc = await owner.$eval(`xpath/${card}//img`, (image) => image.getAttribute('src') ?? '');
    expect(avatarSrc).toMatch(/^\/uploads\/team-avatars\/.+\.png$/);

    // …and invites a player who has no account yet.
    await click(owner, button('Manage', card));
    await typeInto(owner, 'Invite by e-mail', playerAccount.email);
    await click(owner, button('Send invitation', card));
    await textAppears(owner, `Invitation sent to ${playerAccount.email}.`);
    expect(await seriousAxeViolations(owner)).toEqual([]);

    // The mail is in the dev mailbox.
    const mailbox = await journey.newPage();
    await mailbox.goto(`${journey.url}/dev/mailbox`, { waitUntil: 'networkidle0' });
    const mailboxText = await mailbox.evaluate(() => document.body.innerText);
    // The subject is fixed text (issue 29): the team name, chosen by the owner, is in the body only.
    expect(mailboxText).toContain('You are invited to join a team on Arena');
    expect(mailboxText).toContain(`to join the team "${teamName}" on Arena`);
    expect(mailboxText).toContain(playerAccount.email);

    // The player signs up with that address and accepts.
    const player = await signUpAtTeams(journey, playerAccount);
    const invitation = `//li[@data-invitation="${teamName}"]`;
    await click(player, button('Accept', invitation));
    await player.waitForSelector(`xpath/${card}`, { visible: true, timeout: TIMEOUT });

    // The owner hands the team over, then leaves it.
    await owner.reload({ waitUntil: 'networkidle0' });
    await click(owner, button('Manage', card));
    const memberRow = `//li[@data-member="${playerAccount.nickname}"]`;
    await click(owner, button('Make owner', memberRow));
    await click(owner, button('Transfer ownership', dialog));
    await owner.waitForSelector(`xpath/${memberRow}//span[normalize-space(.)="Owner"]`, {
      visible: true,
      timeout: TIMEOUT,
    });
    await click(owner, button('Leave team', card));
    await click(owner, button('Leave team', dialog));
    await textAppears(owner, 'No teams yet');
    await player.reload({ waitUntil: 'networkidle0' });
    await click(player, button('Manage', card));
    await player.waitForSelector(`xpath/${memberRow}//span[normalize-space(.)="Owner"]`, {
      visible: true,
      timeout: TIMEOUT,
    });
    expect(await player.$$eval(`xpath/${card}//li[@data-member]`, (rows) => rows.length)).toBe(1);

    // An admin creates an organization for the former owner and locks it.
    const admin = await journey.newPage();
    await signInWithPassword(
      admin,
      journey.url,
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
      '/admin-management',
    );
    const organizationName = `League ${Date.now().toString(36)}`;
    await typeInto(admin, 'Name', organizationName);
    await typeInto(admin, 'Owner e-mail', ownerAccount.email);
    await typeInto(admin, 'Discord (optional)', 'discord.gg/league');
    await click(admin, button('Create organization'));
    const row = `//tr[@data-organization="${organizationName}"]`;
    await admin.waitForSelector(`xpath/${row}`, { visible: true, timeout: TIMEOUT });
    await click(admin, `${row}//button[@aria-label="Lock ${organizationName}"]`);
    await click(admin, button('Lock organization', dialog));
    await admin.waitForSelector(`xpath/${row}//span[normalize-space(.)="Locked"]`, { visible: true, timeout: TIMEOUT });
    expect(await seriousAxeViolations(admin)).toEqual([]);

    // The new organizer sees Your Organization, and the lock, on their organization page.
    await owner.goto(`${journey.url}/tournaments`, { waitUntil: 'networkidle0' });
    await click(owner, '//nav//a[normalize-space(.)="Your Organization"]');
    await owner.waitForFunction(() => window.location.pathname === '/my-organization', {
      timeout: TIMEOUT,
      polling: POLL_MS,
    });
    await textAppears(owner, organizationName);
    await textAppears(owner, 'This organization is locked');
    expect(await seriousAxeViolations(owner)).toEqual([]);
  });
});
