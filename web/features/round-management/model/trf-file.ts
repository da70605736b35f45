// What the "Import TRF" panel checks in the browser before sending a file; the server reads the file itself.

/** The contract's bound on the file's text (TrfImportBodySchema). */
export const TRF_MAX_CHARS = 1_000_000;

/** What is wrong with a file's text before sending it, or null. */
export function trfFileProblem(text: string): string | null {
  if (text.trim() === '') return 'The file is empty.';
  if (text.length > TRF_MAX_CHARS) return 'The file is larger than a tournament report file can be (1 MB).';
  return null;
}
