// User-chosen text (a team name, a nickname) quoted in a mail body: on one line and bounded, so a 256-character name
// full of line breaks cannot pass for Arena's own words or push the real text out of view. The HTML part escapes it
// on top (escapeHtml).

/** Team names can be 256 characters; a mail shows at most this many of one. */
export const MAIL_NAME_LIMIT = 60;

/** `text` with control characters and runs of whitespace made single spaces, cut to `limit` characters with "…". */
export function boundedUserText(text: string, limit = MAIL_NAME_LIMIT): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
  const characters = [...oneLine];
  return characters.length > limit ? `${characters.slice(0, limit - 1).join('')}…` : oneLine;
}
