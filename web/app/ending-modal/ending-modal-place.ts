// Which pending ending modal a page shows (issue 26 §5.4): the modal covers the page, so it never shows on the page
// of another tournament, where it would hide that tournament's Submit results or check-in. It shows on the finished
// tournament's own page, and on the pages where nothing is played: home, the tournaments list and the profiles.
import { matchPath } from 'react-router-dom';
import { paths } from '../../paths.js';

const CALM_PAGES = [paths.home, paths.tournaments, paths.myProfile, paths.profile.pattern];

export function endingModalFor<T extends { id: string }>(pathname: string, pending: readonly T[]): T | undefined {
  const tournamentPage = matchPath(paths.tournament.pattern, pathname);
  if (tournamentPage) return pending.find((tournament) => tournament.id === tournamentPage.params.id);
  return CALM_PAGES.some((pattern) => matchPath(pattern, pathname)) ? pending[0] : undefined;
}
