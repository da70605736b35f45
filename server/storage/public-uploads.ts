// Which uploaded files other sites may load. Helmet answers every response with
// Cross-Origin-Resource-Policy: same-origin, so an <img> of an avatar or of a Uniq's media on another origin
// (Arena Wallet's popup, any Ultra dApp or marketplace showing a Uniq minted here) is blocked by the browser.
// The public folders below are meant to be shown anywhere and get `cross-origin`; everything else keeps
// same-origin (match screenshots are dispute evidence, not something to embed elsewhere).
/** Folders of FileStorage.put whose files are public pictures and metadata. */
export const PUBLIC_UPLOAD_FOLDERS: ReadonlySet<string> = new Set([
  'avatars',
  'team-avatars',
  'tournaments',
  'uniqs',
  'uniq-metadata',
  'disciplines',
]);

/** The folder of a stored file's path relative to the uploads root ("avatars/….png" → avatars). */
export function isPublicUpload(relativePath: string): boolean {
  const [folder, ...rest] = relativePath.replace(/^\/+/, '').split('/');
  return rest.length > 0 && PUBLIC_UPLOAD_FOLDERS.has(folder ?? '');
}
