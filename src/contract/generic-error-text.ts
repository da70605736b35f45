// The text shown for anything that is not a known error code, and for network failures. Its own file so the web
// app's first load carries this line without the whole catalogue (web/app/api/error-texts.ts).
export const GENERIC_ERROR_TEXT = 'An unexpected error occurred. Please try again.';
