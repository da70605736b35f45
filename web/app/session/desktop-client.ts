// The Arena desktop client embeds this web app in Electron; there the client owns sign-in and downloads.
export function isDesktopClient(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return userAgent.includes('Electron');
}
