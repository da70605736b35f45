// A multi-stage event on the brackets tab (and the embed page): a switcher between its stages ("Stage 1 · Round
// robin", "Stage 2 · Single elimination"), the stage being played open first, each stage drawn by its format's
// own picture from that stage's matches and rounds alone. A stage not started yet says when it starts and how
// its entrants qualify; a finished stage without group tables lists who went on.
import { useMemo, useState } from 'react';
import type { BracketsView, StageView } from '../../../../src/contract/matches.js';
import type { LaterStage } from '../../../../src/contract/tournaments.js';
import { QualifiedMark } from '../../../../src/ui/qualified-mark.js';
import { Tabs } from '../../../../src/ui/tabs.js';
import { visuallyHidden } from '../../../../src/ui/visually-hidden.css.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';
import { entrantsBySeed } from './brackets-model.js';
import { stageView, upcomingStageText, type StageSwitcher } from './stage-model.js';
import * as styles from './staged-brackets.css.js';

type Picture = (props: { view: BracketsView; fill: boolean }) => React.JSX.Element;

export function StagedBrackets({
  view,
  switcher,
  fill,
  laterStages,
  pictureOf,
}: {
  view: BracketsView;
  switcher: StageSwitcher;
  fill: boolean;
  /** The Format section's later stages (who enters each), when the page has them. */
  laterStages?: readonly LaterStage[];
  pictureOf: (view: BracketsView) => Picture;
}) {
  // Until the viewer picks a stage, the switcher follows the stage being played (a live transition moves it on).
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? switcher.initial;
  const stages = view.stages ?? [];
  return (
    <div className={styles.stages} data-testid="stage-switcher">
      <Tabs
        label="Stages"
        selectedId={String(selected)}
        onSelect={(id) => setChosen(Number(id))}
        tabs={stages.map((stage) => ({
          id: String(stage.index),
          label: stage.name,
          panel: (
            <StagePanel
              view={view}
              stage={stage}
              fill={fill}
              rule={laterStages?.[stage.index - 1]?.qualification}
              pictureOf={pictureOf}
            />
          ),
        }))}
      />
    </div>
  );
}

function StagePanel({
  view,
  stage,
  fill,
  rule,
  pictureOf,
}: {
  view: BracketsView;
  stage: StageView;
  fill: boolean;
  rule: LaterStage['qualification'] | undefined;
  pictureOf: (view: BracketsView) => Picture;
}) {
  const own = useMemo(() => stageView(view, stage), [view, stage]);
  const heading = <h3 className={visuallyHidden}>{stage.name}</h3>;
  if (own.matches.length === 0) {
    return (
      <section className={styles.panel} aria-label={stage.name} data-stage={stage.index} data-testid="stage-upcoming">
        {heading}
        <p className={styles.notice}>
          <strong>{stage.name}</strong> has not started.
        </p>
        {upcomingStageText(view, stage, rule, dateTimeLabel).map((line) => (
          <p key={line} className={styles.muted}>
            {line}
          </p>
        ))}
      </section>
    );
  }
  const Picture = pictureOf(own);
  const names = entrantsBySeed(view);
  const listQualified = stage.qualifiedSeeds.length > 0 && !own.groups?.length;
  return (
    <section className={styles.panel} aria-label={stage.name} data-stage={stage.index}>
      {heading}
      <Picture view={own} fill={fill} />
      {listQualified ? (
        <div className={styles.qualified} data-testid="stage-qualified">
          <h4 className={styles.subheading}>Qualified for Stage {stage.index + 2}</h4>
          <ul className={styles.qualifiedList}>
            {stage.qualifiedSeeds.map((seed) => (
              <li key={seed}>
                {names.get(seed)?.name ?? `Seed ${seed}`}
                <QualifiedMark />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
