// /tournaments: the games on Arena and their tournaments. The game filter lives in the address (?game=).
// Published tournaments come from GET /tournaments (filtered by the same ?game=); until one is published the
// list says so.
import { TrophyIcon } from '../../src/ui/icons.js';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../src/ui/button.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { Spinner } from '../../src/ui/spinner.js';
import { DisciplineGrid } from '../features/disciplines/components/discipline-grid.js';
import { useDisciplines } from '../features/disciplines/api/get-disciplines.js';
import { useTournaments } from '../features/tournaments/api/get-tournaments.js';
import { TournamentList } from '../features/tournaments/components/tournament-list.js';
import * as styles from './page.css.js';

export function TournamentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const disciplines = useDisciplines();
  const selectedCode = searchParams.get('game');
  const selected = disciplines.data?.find((discipline) => discipline.code === selectedCode) ?? null;
  const tournaments = useTournaments(selectedCode);

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
          <EmptyState headingLevel={3} title="No games yet" description="Games appear here once an administrator adds them." />
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="tournaments-title">
        <h2 id="tournaments-title" className={styles.sectionTitle}>
          {selected ? `${selected.name} tournaments` : 'Upcoming tournaments'}
        </h2>
        {tournaments.isPending ? <Spinner label="Loading tournaments…" /> : null}
        {tournaments.data && tournaments.data.length > 0 ? <TournamentList tournaments={tournaments.data} /> : null}
        {tournaments.data?.length === 0 || tournaments.isError ? (
          <EmptyState
            headingLevel={3}
            icon={<TrophyIcon />}
            title="No tournaments yet"
            description={
              selected
                ? `No ${selected.name} tournament is open right now. Check back soon or pick another game.`
                : 'No tournament is published right now. Organizers are setting up the first ones; check back soon.'
            }
          />
        ) : null}
      </section>
    </>
  );
}
