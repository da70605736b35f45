// Which pending ending modal a page shows (issue 26 §5.4): the modal covers the page, so it never shows on the page
// of another tournament, where it would hide that tournament's Submit results or check-in. It shows on the finished
// tournament's own page, and on the pages where nothing is played: home, the tournaments list and the profiles
// (paths.home, paths.tournaments, paths.myProfile, paths.profile; plain patterns keep every page's first load small).
const TOURNAMENT_PAGE = /^\/tournaments\/([^/]+)\/?$/;
const CALM_PAGE = /^\/(tournaments|my-profile|profile\/[^/]+)?\/?$/;

export function endingModalFor<T extends { id: string }>(pathname: string, pending: readonly T[]): T | undefined {
  const tournamentPage = TOURNAMENT_PAGE.exec(pathname);
  if (tournamentPage) return pending.find((tournament) => tournament.id === decodeURIComponent(tournamentPage[1]));
  return CALM_PAGE.test(pathname) ? pending[0] : undefined;
}
