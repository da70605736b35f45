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

/** Replaces the value of the open dialog's input labelled `label`. */
export async function typeIntoDialog(page: Page, label: string, value: string): Promise<void> {
  const input = await page.waitForSelector(
    `xpath/${dialog}//label[normalize-space(.)="${label}"]/following::input[1]`,
    { visible: true, timeout: ACTION_TIMEOUT },
  );
  await input!.click({ clickCount: 3 });
  await input!.type(value);
}
