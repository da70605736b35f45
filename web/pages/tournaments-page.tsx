// /tournaments: the games on Arena and their tournaments. The filters live in the address (?game=, ?status=,
// ?platform=) and go as they are to GET /tournaments, a page of cards at a time ("Show more" for the next); promoted
// tournaments get a strip of their own above.
import { TrophyIcon } from '../../src/ui/icons.js';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../src/ui/button.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { Spinner } from '../../src/ui/spinner.js';
import { DisciplineGrid } from '../features/disciplines/components/discipline-grid.js';
import { useDisciplines } from '../features/disciplines/api/get-disciplines.js';
import type { TournamentListQuery, TournamentView } from '../../src/contract/tournaments.js';
import { TOURNAMENT_PLATFORMS, TOURNAMENT_STATUSES } from '../../src/contract/tournament-filters.js';
import { useTournaments } from '../features/tournaments/api/get-tournaments.js';
import { usePromotedTournaments } from '../features/tournaments/api/get-promoted-tournaments.js';
import { TournamentFilters } from '../features/tournaments/components/tournament-filters.js';
import { TournamentList } from '../features/tournaments/components/tournament-list.js';
import * as styles from './page.css.js';

export function TournamentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const disciplines = useDisciplines();
  const selectedCode = searchParams.get('game');
  const selected = disciplines.data?.find((discipline) => discipline.code === selectedCode) ?? null;
  // Unknown values in the address are ignored rather than sent (the server would refuse them).
  const status = oneOf(TOURNAMENT_STATUSES, searchParams.get('status'));
  const platform = oneOf(TOURNAMENT_PLATFORMS, searchParams.get('platform'));
  const filters: TournamentListQuery = { game: selectedCode ?? undefined, status, platform };
  const tournaments = useTournaments(filters);
  // The pages loaded so far, as one list (a tournament published meanwhile may move one onto the next page: once).
  const shown = tournaments.data ? uniqueById(tournaments.data.pages.flatMap((page) => page.tournaments)) : undefined;
  // "Show more" hands the keyboard to the first card it brought (the button may be gone: that was the last page).
  const listRef = useRef<HTMLDivElement>(null);
  const focusCard = useRef<number | null>(null);
  const shownCount = shown?.length ?? 0;
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || shownCount <= index) return;
    focusCard.current = null;
    listRef.current?.querySelectorAll('li')[index]?.querySelector('a')?.focus();
  }, [shownCount]);

  function showMore() {
    focusCard.current = shownCount;
    void tournaments.fetchNextPage();
  }
  const promoted = usePromotedTournaments();
  const filtered = Boolean(selectedCode || status || platform);

  function setFilter(name: 'status' | 'platform', value: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  }

  function toggleGame(code: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (params.get('game') === code) params.delete('game');
        else params.set('game', code);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Compete online</p>
        <h1 className={styles.title}>Tournaments</h1>
        <p className={styles.lead}>
          Pick your game, register solo or with your team, check in and battle your way up the bracket.
        </p>
      </header>

      {promoted.data && promoted.data.length > 0 ? (
        <section className={styles.section} aria-labelledby="promoted-title">
          <h2 id="promoted-title" className={styles.sectionTitle}>
            Promoted
          </h2>
          <TournamentList
            tournaments={promoted.data}
            label="Promoted tournaments"
            cardTestId="promoted-tournament-card"
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="games-title">
        <div className={styles.sectionHeader}>
          <h2 id="games-title" className={styles.sectionTitle}>
            Games
          </h2>
          {selected ? (
            <Button variant="ghost" size="sm" onClick={() => toggleGame(selected.code)}>
              Show all games
            </Button>
          ) : null}
        </div>
        {disciplines.isPending ? <Spinner label="Loading games…" /> : null}
        {disciplines.data && disciplines.data.length > 0 ? (
          <DisciplineGrid disciplines={disciplines.data} selectedCode={selectedCode} onToggle={toggleGame} />
        ) : null}
        {disciplines.data && disciplines.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No games yet"
            description="Games appear here once an administrator adds them."
          />
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="tournaments-title">
        <h2 id="tournaments-title" className={styles.sectionTitle}>
          {selected ? `${selected.name} tournaments` : 'Tournaments'}
        </h2>
        <TournamentFilters status={status} platform={platform} onChange={setFilter} />
        {tournaments.isPending ? <Spinner label="Loading tournaments…" /> : null}
        {shown && shown.length > 0 ? (
          <div ref={listRef}>
            <TournamentList tournaments={shown} />
          </div>
        ) : null}
        {tournaments.hasNextPage ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              className={styles.moreButton}
              onClick={showMore}
              disabled={tournaments.isFetchingNextPage}
              data-testid="more-tournaments"
            >
              {tournaments.isFetchingNextPage ? 'Loading…' : 'Show more tournaments'}
            </Button>
          </div>
        ) : null}
        {shown?.length === 0 || (tournaments.isError && !shown) ? (
          <EmptyState
            headingLevel={3}
            icon={<TrophyIcon />}
            title="No tournaments yet"
            description={
              filtered
                ? `No ${selected ? `${selected.name} ` : ''}tournament matches these filters. Check back soon or change the filters.`
                : 'No tournament is published right now. Organizers are setting up the first ones; check back soon.'
            }
          />
        ) : null}
      </section>
    </>
  );
}

function uniqueById(tournaments: TournamentView[]): TournamentView[] {
  const seen = new Set<string>();
  return tournaments.filter((tournament) => !seen.has(tournament.id) && Boolean(seen.add(tournament.id)));
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}
