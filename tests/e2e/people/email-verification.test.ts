// Issue 29 §1 in the browser: a player invited to a team signs up with the invited address but has not verified
// it; Your Profile tells them why the invitation waits and sends a verification link; they follow it in the dev
// mailbox, come back signed in with a verified address, and accept the invitation.
import { describe, expect, it } from 'vitest';
import { peopleJourney, signUpAtTeams } from '../support/people-journey.js';
import { newAccount, verifyEmailFromMailbox } from '../support/sign-in.js';
import { seriousAxeViolations } from '../support/axe.js';
import { journeyEngines } from '../support/journey-engine.js';
import { button, click, dialog, textAppears, typeIntoDialog } from '../support/page-actions.js';

const TIMEOUT = 30_000;
/** Where the screenshots go when SCREENSHOTS_DIR is set (they are looked at, not committed). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

describe.each(journeyEngines(import.meta.url))('verified e-mail in the browser (%s)', (engine) => {
  const journey = peopleJourney(engine, { width: 1280, height: 900 });

  it('an unverified invitee sees why, follows the mailed link and then accepts', async () => {
    const ownerAccount = newAccount('vowner');
    const playerAccount = newAccount('vmate');
    const teamName = `Verify ${Date.now().toString(36)}`;

    // A (verified) owner creates a team and invites an address that has no account yet.
    const owner = await signUpAtTeams(journey, ownerAccount);
    await click(owner, button('Create a team'));
    await typeIntoDialog(owner, 'Team name', teamName);
    await click(owner, button('Create team', dialog));
    const card = `//div[@data-team="${teamName}"]`;
    await click(owner, button('Manage', card));
    const invite = await owner.waitForSelector(
      `xpath/${card}//label[normalize-space(.)="Invite by e-mail"]/following::input[1]`,
      { visible: true, timeout: TIMEOUT },
    );
    await invite!.type(playerAccount.email);
    await click(owner, button('Send invitation', card));
    await textAppears(owner, `Invitation sent to ${playerAccount.email}.`);

    // The invitee signs up with that address but does not open the sign-up mail: no invitation, a notice instead.
    const player = await signUpAtTeams(journey, playerAccount, { verifyEmail: false });
    const notice = '//section[@data-testid="email-verification-notice"]';
    await player.waitForSelector(`xpath/${notice}`, { visible: true, timeout: TIMEOUT });
    const noticeText = await player.$eval(`xpath/${notice}`, (node) => (node as HTMLElement).innerText);
    expect(noticeText).toContain('Verify your e-mail address');
    expect(noticeText).toContain(playerAccount.email);
    expect(await player.$(`xpath///li[@data-invitation="${teamName}"]`)).toBeNull();

    await click(player, button('Send verification link', notice));
    await textAppears(player, `We sent a link to ${playerAccount.email}.`);
    expect(await seriousAxeViolations(player)).toEqual([]);
    if (SCREENSHOTS_DIR) {
      await player.screenshot({ path: `${SCREENSHOTS_DIR}/email-verification-1280.png`, fullPage: true });
      await player.setViewport({ width: 360, height: 800 });
      await player.screenshot({ path: `${SCREENSHOTS_DIR}/email-verification-360.png`, fullPage: true });
      await player.setViewport({ width: 1280, height: 900 });
    }

    // The newest link (the one just asked for), then Continue to Arena: signed in again, verified.
    await verifyEmailFromMailbox(player, journey.url, playerAccount.email);
    await player.goto(`${journey.url}/my-profile?tab=teams`, { waitUntil: 'networkidle0' });
    const invitation = `//li[@data-invitation="${teamName}"]`;
    await click(player, button('Accept', invitation));
    await player.waitForSelector(`xpath/${card}`, { visible: true, timeout: TIMEOUT });
    expect(await player.$('[data-testid="email-verification-notice"]')).toBeNull();
  });
});
