// The texts of the API's error codes (SPEC §8), for the web app. The catalogue (src/contract/error-catalogue.ts,
// about 5 KB gzipped and growing with every feature) is only read once something fails, so it is a chunk of its
// own rather than part of every page's first load: the API client loads it before it hands a refusal on, so
// every code a component reads from an ApiError has its text, and the app loads it once idle, for the checks made
// in the browser before any call (a picture too large).
import type { ErrorCode } from '../../../src/contract/error-catalogue.js';
import { GENERIC_ERROR_TEXT } from '../../../src/contract/generic-error-text.js';

export { GENERIC_ERROR_TEXT };

let texts: Readonly<Record<string, string>> | undefined;
let loading: Promise<void> | undefined;

/** Loads the catalogue once; later calls share the first. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('../../../src/contract/error-catalogue.js').then((module) => {
    texts = module.ERROR_CATALOGUE;
  });
  return loading;
}

/** Whether the texts are there (see use-error-texts.ts for components that need them without a refusal). */
export function errorTextsLoaded(): boolean {
  return texts !== undefined;
}

/** Whether `value` is a code of the catalogue (false until it is loaded: the API client loads it first). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && texts !== undefined && Object.prototype.hasOwnProperty.call(texts, value);
}

/** The text of `code`, or the generic text for anything else. */
export function errorText(code: unknown): string {
  return isErrorCode(code) ? texts![code] : GENERIC_ERROR_TEXT;
}
