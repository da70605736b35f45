// Issue 30 §2 in real Chromium against the app the server builds (in-process, on a ManualClock): a 6-player chess
// Swiss of 4 rounds with White/Black, check-in over and the seeds still open. The organizer's round management
// offers "Import TRF"; a file naming a stranger is refused with the names that do not match, and the panel stays
// usable; the report file of 2 rounds played elsewhere (written by Arena's own TRF writer from a Swiss the domain
// engine paired) is taken: its rounds are stored as played, and round 3 is drawn as the engine pairs it from that
// history, each entrant with their side in the brackets' pairings.
// Set ARENA_SCREENSHOT_DIR to keep PNGs at 1280 and 360 px.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import {
  createSwiss,
  pairNextRound,
  recordSwissResults,
  writeTrf,
  type SwissTournament,
} from '../../../src/domain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { journeyEngines } from '../support/journey-engine.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { HOUR, brackets, type PlayTournament } from '../../api/matches/play-kit.js';
import { win } from '../../domain/builders.js';
import { button, click, POLL_MS } from '../support/page-actions.js';
import { startPlayJourney, type JourneyPlayer } from '../support/play-journey-setup.js';
import { JourneyBrowser, waitForText } from '../support/play-journey.js';

const PLAYERS = 6;
const ROUNDS = 4;
const PLAYED = 2;
const SIDES = { names: ['White', 'Black'], firstGame: 'HIGHER_SEED' };
/** The format's scoring (tournament-kit's), so the domain pairs round 3 as the server will. */
const SCORING = { winPoints: 3, lossPoints: 0, byePoints: 1, forfeitPenalty: 0 };
const PANEL = '[data-testid="trf-import"]';
const FILE_INPUT = `${PANEL} input[type="file"]`;

/** Two rounds elsewhere, White winning every game but the last board's, and the third round the engine pairs next. */
function playedElsewhere(): { played: SwissTournament; next: SwissTournament } {
  let t = createSwiss({
    participantCount: PLAYERS,
    numberOfRounds: ROUNDS,
    scoring: SCORING,
    sides: { initialSide: 1 },
  });
  for (let r = 0; r < PLAYED; r++) {
    t = pairNextRound(t);
    const pairs = t.rounds[r].pairs;
    const entries = [];
    for (let k = 0; k < pairs.length; k += 2) {
      const [white, black] = [pairs[k], pairs[k + 1]];
      entries.push({ pair: k >> 1, result: k + 2 === pairs.length ? win(black, white) : win(white, black) });
    }
    t = recordSwissResults(t, r, entries).tournament;
  }
  return { played: t, next: pairNextRound(t) };
}

describe.each(journeyEngines(import.meta.url))('a Swiss continued from its TRF in the browser (%s)', (engine) => {
  let server: TestServer;
  let web: JourneyBrowser;
  const clock = new ManualClock(Date.now() - 3.5 * HOUR);
  const suffix = Math.random().toString(36).slice(2, 7);
  let organizer: Session;
  let t: PlayTournament;
  let players: JourneyPlayer[] = [];
  let files: string;
  /** The file's players: the journey's in reverse, so the seeds visibly become the file's pairing numbers. */
  let names: string[];
  const { played, next } = playedElsewhere();

  const trfFile = async (name: string, text: string) => {
    const path = join(files, name);
    await writeFile(path, text);
    return path;
  };
  const upload = async (page: Page, path: string) => {
    const input = (await page.waitForSelector(FILE_INPUT, { timeout: 30_000 })) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(path);
  };

  beforeAll(async () => {
    ({ server, web, organizer, players, t } = await startPlayJourney({
      engine,
      clock,
      suffix,
      label: 'Imported',
      letter: 'I',
      count: PLAYERS,
      rounds: ROUNDS,
      seedingWindow: true,
      format: {
        format: 'SWISS_SYSTEM',
        numberOfRounds: ROUNDS,
        maxParticipants: 8,
        bestOf: [1],
        sides: SIDES,
      },
    }));
    names = players.map((player) => player.name).reverse();
    files = await mkdtemp(join(tmpdir(), 'arena-trf-'));
  }, 120_000);

  afterAll(async () => {
    await web?.close();
    await server?.close();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('offers "Import TRF" while the seeds are open, and shows a refused file with the names that do not match', async () => {
    expect((await brackets(server, t.id, organizer)).matches).toHaveLength(0);
    const page = await web.as(organizer, `/create-tournament/${t.id}?section=round-management`);
    await waitForText(page, PANEL, "the file's players must be this tournament's checked-in participants, by name");
    await web.shoot(page, 'trf-import-open');

    const stranger = 'Stranger'.padEnd(names[0].length, 'x');
    const wrong = writeTrf(played, { name: 'Elsewhere Open', names: [stranger, ...names.slice(1)] });
    await upload(page, await trfFile('wrong.trf', wrong));
    await click(page, button('Import TRF', `//section[@data-testid="trf-import"]`));
    await waitForText(page, `${PANEL} [role="alert"]`, `Not a checked-in participant: ${stranger}`);
    await waitForText(
      page,
      `${PANEL} [role="alert"]`,
      "The tournament report file's players are not this tournament's checked-in participants.",
    );
    // Nothing was written, and the panel takes another file.
    expect((await brackets(server, t.id, organizer)).matches).toHaveLength(0);
    expect(await page.$eval(FILE_INPUT, (input) => input.disabled)).toBe(false);
    await web.shoot(page, 'trf-import-refused');
  });

  it('imports the 2 rounds played elsewhere and shows round 3 drawn, each entrant with their side', async () => {
    const page = await web.as(organizer, `/create-tournament/${t.id}?section=round-management`);
    await upload(page, await trfFile('elsewhere.trf', writeTrf(played, { name: 'Elsewhere Open', names })));
    await click(page, button('Import TRF', `//section[@data-testid="trf-import"]`));
    await waitForText(page, '[data-testid="trf-imported"]', 'the next round is drawn');
    await page.waitForFunction(
      (css: string) => !document.querySelector(css),
      { timeout: 30_000, polling: POLL_MS },
      PANEL,
    );
    await waitForText(page, 'select', 'Round 3 (current)');
    expect(await page.$$('[data-testid="round-match-row"]')).toHaveLength(PLAYERS / 2);
    await web.shoot(page, 'trf-imported-round-management');

    // Stored: the file's pairing numbers are the seeds, its two rounds are played, round 3 waits for its games.
    const view = await brackets(server, t.id, organizer);
    expect([...view.entrants].sort((a, b) => a.seed - b.seed).map((entrant) => entrant.name)).toEqual(names);
    for (let r = 0; r < PLAYED; r++) {
      const round = view.matches.filter((match) => match.roundIndex === r);
      expect(round).toHaveLength(PLAYERS / 2);
      expect(round.every((match) => match.status === 'COMPLETED')).toBe(true);
    }
    expect(view.matches.filter((match) => match.roundIndex === PLAYED).map((match) => match.status)).toEqual(
      Array(PLAYERS / 2).fill('READY'),
    );

    // Round 3 as the engine pairs the file's history, White first: "White name–Black name" per board.
    const pairs = next.rounds[PLAYED].pairs;
    const expected = Array.from({ length: pairs.length / 2 }, (_, k) =>
      [names[pairs[2 * k]], names[pairs[2 * k + 1]]].join('–'),
    ).sort();
    const pairings = await web.as(organizer, `/tournaments/${t.id}?tab=brackets`);
    const section = `[data-testid="round-pairings"] section[aria-label="Round ${PLAYED + 1}"] [data-match-id]`;
    await pairings.waitForSelector(section, { timeout: 30_000 });
    const shown = await pairings.$$eval(
      section,
      (cards, all: string[]) =>
        cards.map((card) => {
          const markers = [...card.querySelectorAll('[data-testid="side-marker"]')].map((marker) => ({
            side: marker.getAttribute('data-side'),
            label: marker.textContent,
          }));
          // The names in the card's order, which is side order: the first side's entrant first.
          const text = card.textContent ?? '';
          const order = all.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
          return { markers, order };
        }),
      names,
    );
    for (const card of shown) {
      expect(card.markers).toEqual([
        { side: 'FIRST', label: 'White' },
        { side: 'SECOND', label: 'Black' },
      ]);
    }
    expect(shown.map((card) => card.order.join('–')).sort()).toEqual(expected);
    await web.shoot(pairings, 'trf-imported-pairings');
  });
});
