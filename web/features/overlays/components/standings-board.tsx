// The standings overlay: the first rows of the tournament's order (model/standings-top.ts) with wins, losses and
// points.
import type { StandingRow } from '../../../../src/contract/matches.js';
import * as styles from './overlay.css.js';

export function StandingsBoard({ title, rows }: { title: string; rows: StandingRow[] }) {
  return (
    <section className={styles.standingsPanel} data-testid="overlay-standings" aria-label="Standings">
      <h1 className={styles.panelTitle}>{title}</h1>
      <table className={styles.standingsTable}>
        <thead>
          <tr>
            <th className={styles.rankHead}>#</th>
            <th className={styles.nameHead}>Name</th>
            <th className={styles.numberHead}>W–L</th>
            <th className={styles.numberHead}>Pts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seed} className={styles.standingsRow} data-testid="overlay-standings-row">
              <td className={styles.rankCell}>{row.rank ?? '–'}</td>
              <td className={styles.nameCell}>{row.name}</td>
              <td className={styles.numberCell}>
                {row.wins}–{row.losses}
              </td>
              <td className={styles.numberCell}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
