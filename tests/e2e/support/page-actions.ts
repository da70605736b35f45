// The few page actions every browser suite repeats, written against what a person sees: buttons by their
// label, dialogs by their role, inputs by their label.
import type { Page } from 'puppeteer-core';

/** Long enough for a slow CI machine; it only matters when something is genuinely missing. */
export const ACTION_TIMEOUT = 30_000;

export const dialog = '//div[@role="dialog"]';
/** XPath of a button by its visible label, optionally inside `within` (an XPath). */
export const button = (label: string, within = '') => `${within}//button[normalize-space(.)="${label}"]`;

export async function click(page: Page, xpath: string): Promise<void> {
  const element = await page.waitForSelector(`xpath/${xpath}`, { visible: true, timeout: ACTION_TIMEOUT });
  await element!.click();
}

export async function textAppears(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => document.body.innerText.includes(wanted),
    { timeout: ACTION_TIMEOUT },
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
      { timeout: ACTION_TIMEOUT },
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
