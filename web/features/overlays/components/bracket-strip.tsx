// The bracket overlay: the rounds around the current match (model/bracket-window.ts), the current match outlined.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import type { BracketWindow } from '../model/bracket-window.js';
import { scoreText, sideLabel } from '../model/match-labels.js';
import * as styles from './overlay.css.js';

export function BracketStrip({ view, window, title }: { view: BracketsView; window: BracketWindow; title: string }) {
  return (
    <section className={styles.bracketPanel} data-testid="overlay-bracket" aria-label="Bracket">
      <h1 className={styles.panelTitle}>{title}</h1>
      <div className={styles.columns}>
        {window.rounds.map((round) => (
          <div key={round.index} className={styles.column} data-testid="overlay-bracket-round">
            <span className={styles.columnTitle}>{round.name}</span>
            <div className={styles.columnMatches}>
              {round.matches.map((match) => (
                <MatchBox key={match.id} view={view} match={match} focus={match.id === window.focusMatchId} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function MatchBox({ view, match, focus }: { view: BracketsView; match: MatchView; focus: boolean }) {
  const decided = match.winnerSeed !== null;
  return (
    <div
      className={`${styles.matchBox} ${focus ? styles.focusBox : ''}`}
      data-testid="overlay-bracket-match"
      data-focus={focus || undefined}
    >
      {match.sides.map((side, k) => (
        <Row key={k} name={sideLabel(view, side)} score={scoreText(side)} lost={decided && !side.isWinner} />
      ))}
    </div>
  );
}

function Row({ name, score, lost }: { name: string; score: string; lost: boolean }) {
  return (
    <>
      <span className={`${styles.boxName} ${lost ? styles.loserName : ''}`}>{name}</span>
      <span className={styles.boxScore}>{score}</span>
    </>
  );
}
