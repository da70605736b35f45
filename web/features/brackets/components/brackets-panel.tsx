// The brackets tab (and the embeddable bracket page): the picture that fits the tournament's format, or a
// friendly word while there is nothing to draw yet; a multi-stage event gets a switcher between its stages, each
// drawn by its format's picture. Follows live updates through the query key namespace.
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { TrophyIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import type { BracketsView } from '../../../../src/contract/matches.js';
import type { LaterStage } from '../../../../src/contract/tournaments.js';
import { useBrackets } from '../api/get-brackets.js';
import { DoubleEliminationBracket, EliminationBracket } from './elimination-bracket.js';
import { FfaLobbies } from './ffa-lobbies.js';
import { GroupStage } from './group-stage.js';
import { RoundPairings } from './round-pairings.js';
import { stageSwitcher } from './stage-model.js';
import { StagedBrackets } from './staged-brackets.js';

type Picture = (props: { view: BracketsView; fill: boolean }) => React.JSX.Element;

/** The picture of each format (CONVENTIONS.md §15): a new format is one entry here. */
const PICTURES: { readonly [F in BracketsView['format']]: (view: BracketsView) => Picture } = {
  SINGLE_ELIMINATION: () => EliminationBracket,
  DOUBLE_ELIMINATION: () => DoubleEliminationBracket,
  SWISS_SYSTEM: () => RoundPairings,
  MATCHUPS: (view) => (view.matchType === 'FFA' ? FfaLobbies : RoundPairings),
  ROUND_ROBIN: () => GroupStage,
};

const pictureOf = (view: BracketsView): Picture => PICTURES[view.format](view);

export function BracketsPanel({
  tournamentId,
  fill = false,
  laterStages,
}: {
  tournamentId: string;
  fill?: boolean;
  /** The Format section's later stages: an upcoming stage says how its entrants qualify. */
  laterStages?: readonly LaterStage[];
}) {
  const brackets = useBrackets(tournamentId);
  if (brackets.isPending) return <Spinner label="Loading brackets…" />;
  if (!brackets.data) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<TrophyIcon />}
        title="Brackets unavailable"
        description="The brackets of this tournament cannot be shown right now."
      />
    );
  }
  return <BracketsPicture view={brackets.data} fill={fill} laterStages={laterStages} />;
}

/** Draws a brackets view; exported for pages that already hold the data. */
export function BracketsPicture({
  view,
  fill = false,
  laterStages,
}: {
  view: BracketsView;
  fill?: boolean;
  laterStages?: readonly LaterStage[];
}) {
  const switcher = stageSwitcher(view);
  if (switcher && view.entrants.length > 0) {
    return (
      <StagedBrackets view={view} switcher={switcher} fill={fill} laterStages={laterStages} pictureOf={pictureOf} />
    );
  }
  if (view.entrants.length === 0 || view.matches.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<TrophyIcon />}
        title="No brackets yet"
        description="The brackets appear here once the participants are seeded, when the tournament starts."
      />
    );
  }
  const Picture = pictureOf(view);
  return <Picture view={view} fill={fill} />;
}
