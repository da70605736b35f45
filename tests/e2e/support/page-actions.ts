// The few page actions every browser suite repeats, written against what a person sees: buttons by their
// label, dialogs by their role, inputs by their label.
import type { Page } from 'puppeteer-core';

/** Long enough for a slow CI machine; it only matters when something is genuinely missing. */
export const ACTION_TIMEOUT = 30_000;
/**
 * How often a wait on something other than the DOM (a location, a layout) asks again. Puppeteer's default asks on
 * every animation frame, 60 times a second for as long as the wait lasts, which kept the page's renderer busy; the
 * waits on text ask when the DOM changes ('mutation'). Measured on the single-elimination journey alone: 56.5 → 49.3 s
 * of CPU.
 */
export const POLL_MS = 50;
/** How long a click waits for whatever covers its element (a closing dialog, a toast) to go. */
const UNCOVER_TIMEOUT = 5_000;

export const dialog = '//div[@role="dialog"]';
/** XPath of a button by its visible label, optionally inside `within` (an XPath). */
export const button = (label: string, within = '') => `${within}//button[normalize-space(.)="${label}"]`;

/**
 * Clicks the element at `xpath` as a person would: once it is visible and nothing covers it. Puppeteer clicks at
 * the element's centre whatever lies on top, so a dialog still closing (or a toast over a button) would take the
 * click and the test would wait for an effect that never comes; waiting until the element is the one hit at its
 * centre removes that race.
 */
export async function click(page: Page, xpath: string): Promise<void> {
  const element = await page.waitForSelector(`xpath/${xpath}`, { visible: true, timeout: ACTION_TIMEOUT });
  await element!.scrollIntoView();
  await page
    .waitForFunction(
      (node: Element) => {
        // A node replaced by a re-render is left to element.click(), which says so.
        if (!node.isConnected) return true;
        const box = node.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === node || node.contains(hit));
      },
      { timeout: UNCOVER_TIMEOUT, polling: POLL_MS },
      element!,
    )
    .catch(() => {
      // Still covered after a while: a styled control over a visually hidden input, say. Click as before.
    });
  await element!.click();
}

export async function textAppears(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => document.body.innerText.includes(wanted),
    { timeout: ACTION_TIMEOUT, polling: 'mutation' },
    text,
  );
}

/**
 * Waits until an element at `selector` contains `text` (a live update, a refetch or a page load brings it). On a
 * timeout the error says what the elements held instead, so a wrong state is told apart from a slow page.
 */
export async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      (css: string, wanted: string) =>
        [...document.querySelectorAll(css)].some((node) => node.textContent?.includes(wanted)),
      { timeout: ACTION_TIMEOUT, polling: 'mutation' },
      selector,
      text,
    );
  } catch (error) {
    const found = await page
      .$$eval(selector, (nodes) => nodes.map((node) => (node.textContent ?? '').trim().slice(0, 300)))
      .catch(() => ['(page unreadable)']);
    throw new Error(
      `No "${text}" in ${selector} on ${page.url()} within ${ACTION_TIMEOUT} ms; it held: ${JSON.stringify(found)}`,
      { cause: error },
    );
  }
}

/** Replaces the value of the open dialog's input labelled `label`. */
export async function typeIntoDialog(page: Page, label: string, value: string): Promise<void> {
  const input = await page.waitForSelector(
    `xpath/${dialog}//label[normalize-space(.)="${label}"]/following::input[1]`,
    { visible: true, timeout: ACTION_TIMEOUT },
  );
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}
