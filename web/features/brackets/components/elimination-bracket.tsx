// The single-elimination bracket as a picture: rounds as columns, elbow connectors from each match to the one
// it feeds, byes, the third-place decider set apart, winners and scores, the viewer's path highlighted, zoom
// (buttons, +/- keys, ctrl/pinch wheel, two-finger pinch) and pan (drag, native scroll), a round selector and
// column snapping for phones.
//
// Drawn here rather than with a package: brackets-viewer (1.9.1, the maintained candidate, June 2026) renders
// every match of every round into the DOM (1,023 boxes plus connectors at 1,024 players), has no zoom or pan,
// no "viewer's path", styles through its own global CSS rather than our tokens, and pulls in brackets-manager,
// i18next and Node polyfills (path-browserify, util, process) for its data model, which we would have to
// translate ours into. @g-loot/react-tournament-brackets needs React 18 and styled-components 4 and was last
// released in 2024. Our layout is a formula (bracket-geometry.ts), so drawing only what is in view is cheap.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BracketsView } from '../../../../src/contract/matches.js';
import { useVisibleWindow } from '../hooks/use-visible-window.js';
import { MAX_ZOOM, MIN_ZOOM, useZoomPan } from '../hooks/use-zoom-pan.js';
import {
  connectorPath,
  currentColumn,
  layoutBracket,
  matchRect,
  visibleColumns,
  type BracketLayout,
  type Rect,
} from './bracket-geometry.js';
import { eliminationModel, entrantsBySeed, type EliminationModel } from './brackets-model.js';
import { MatchCard } from './match-card.js';
import * as styles from './elimination-bracket.css.js';

const HEADER_HEIGHT = 32;
/** Space between the frame's left edge and the first column. */
const INSET = 8;
const ZOOM_STEP = 1.25;
/** Below this zoom the text of a card is under ~6 px: cards are drawn compact (see MatchCard). */
const DETAIL_ZOOM = 0.5;

export interface EliminationBracketProps {
  view: BracketsView;
  /** The embed page lets the picture fill its frame. */
  fill?: boolean;
}

export function EliminationBracket({ view, fill = false }: EliminationBracketProps) {
  const model = useMemo(() => eliminationModel(view), [view]);
  const entrants = useMemo(() => entrantsBySeed(view), [view]);
  const layout = useMemo(
    () =>
      layoutBracket(
        model.rounds.map((round) => round.length),
        model.decider !== null,
      ),
    [model],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomTo } = useZoomPan(scrollRef);
  const visible = useVisibleWindow(scrollRef, zoom, { x: 0, y: 0, width: 1600, height: 1200 });
  const [selectedRound, setSelectedRound] = useState(0);

  // The round selector follows horizontal scrolling, except during the smooth scroll to a chosen round.
  const choosing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const follow = () =>
      setSelectedRound((previous) =>
        currentColumn(layout, previous, element.scrollLeft / zoom, element.clientWidth / zoom),
      );
    const onScroll = () => {
      if (choosing.current === null) follow();
    };
    const onScrollEnd = () => {
      if (choosing.current === null) return;
      clearTimeout(choosing.current);
      choosing.current = null;
      follow();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('scrollend', onScrollEnd);
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('scrollend', onScrollEnd);
    };
  }, [layout, zoom]);

  // Open where the viewer plays (their latest match), once.
  const opened = useRef(false);
  useEffect(() => {
    const element = scrollRef.current;
    if (opened.current || !element || element.clientHeight === 0) return;
    opened.current = true;
    const latest = latestViewerMatch(model);
    if (!latest) return;
    const rect = latest.decider && layout.decider ? layout.decider : matchRect(layout, latest.round, latest.position);
    element.scrollLeft = Math.max(0, rect.x * zoom - element.clientWidth / 2 + (rect.width * zoom) / 2);
    element.scrollTop = Math.max(0, rect.y * zoom - element.clientHeight / 2 + HEADER_HEIGHT);
  }, [model, layout, zoom]);

  function showRound(roundIndex: number) {
    const element = scrollRef.current;
    if (!element) return;
    const column = layout.columns[roundIndex];
    // Keep the vertical focus: centre the match of that round nearest to what is in the middle of the view.
    const centreY = (element.scrollTop + element.clientHeight / 2 - HEADER_HEIGHT) / zoom;
    const position = Math.min(column.count - 1, Math.max(0, Math.round((centreY - column.firstY) / column.pitch)));
    const rect = matchRect(layout, roundIndex, position);
    element.scrollTo({
      left: Math.max(0, column.x * zoom),
      top: Math.max(0, (rect.y + rect.height / 2) * zoom - element.clientHeight / 2 + HEADER_HEIGHT),
      behavior: 'smooth',
    });
    setSelectedRound(roundIndex);
    // Until the smooth scroll ends (`scrollend`; a timer where browsers lack it) the chosen round stays marked.
    if (choosing.current !== null) clearTimeout(choosing.current);
    choosing.current = setTimeout(() => {
      choosing.current = null;
    }, 3000);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === '+' || event.key === '=') zoomTo(zoom * ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(zoom / ZOOM_STEP);
    else if (event.key === '0') zoomTo(1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className={styles.root}
      style={fill ? { flex: 1 } : undefined}
      data-fill={fill || undefined}
      aria-label="Single elimination bracket"
    >
      <div className={styles.toolbar}>
        <nav className={styles.rounds} aria-label="Rounds">
          {model.roundNames.map((name, r) => (
            <button
              key={r}
              type="button"
              className={styles.roundChip}
              aria-current={r === selectedRound ? 'true' : undefined}
              onClick={() => showRound(r)}
            >
              {name}
            </button>
          ))}
        </nav>
        <div className={styles.zoomControls} role="group" aria-label="Zoom">
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => zoomTo(zoom / ZOOM_STEP)}
            disabled={zoom <= MIN_ZOOM}
            aria-label="Zoom out"
          >
            −
          </button>
          <span className={styles.zoomValue} aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => zoomTo(zoom * ZOOM_STEP)}
            disabled={zoom >= MAX_ZOOM}
            aria-label="Zoom in"
          >
            +
          </button>
          <button type="button" className={styles.zoomButton} onClick={() => zoomTo(1)} aria-label="Reset zoom">
            1:1
          </button>
        </div>
      </div>
      <div
        ref={scrollRef}
        className={fill ? `${styles.viewport} ${styles.viewportFill}` : styles.viewport}
        tabIndex={0}
        role="region"
        aria-label="Bracket picture: scroll or drag to move, ctrl + wheel or + and - to zoom"
        onKeyDown={onKeyDown}
        data-testid="bracket-viewport"
      >
        <div className={styles.headers} style={{ width: layout.width * zoom + 2 * INSET }} aria-hidden="true">
          {layout.columns.map((column) => (
            <span
              key={column.roundIndex}
              className={styles.header}
              style={{ left: INSET + column.x * zoom, width: layout.sizes.matchWidth * zoom }}
            >
              {model.roundNames[column.roundIndex]}
            </span>
          ))}
        </div>
        <div
          className={styles.canvas}
          style={{ width: layout.width * zoom + 2 * INSET, height: layout.height * zoom + INSET }}
        >
          {layout.columns.map((column) => (
            <span key={column.roundIndex} className={styles.snapMarker} style={{ left: INSET + column.x * zoom }} />
          ))}
          <div
            className={styles.scaled}
            style={{ left: INSET, width: layout.width, height: layout.height, transform: `scale(${zoom})` }}
            data-testid="bracket-canvas"
          >
            <BracketContent
              model={model}
              layout={layout}
              visible={visibleColumns(layout, visible)}
              entrants={entrants}
              viewerSeed={view.viewerSeed}
              compact={zoom < DETAIL_ZOOM}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function BracketContent({
  model,
  layout,
  visible,
  entrants,
  viewerSeed,
  compact,
}: {
  model: EliminationModel;
  layout: BracketLayout;
  visible: ReturnType<typeof visibleColumns>;
  entrants: ReturnType<typeof entrantsBySeed>;
  viewerSeed: number | null;
  compact: boolean;
}) {
  const boxes = boxCache(layout);
  // All connectors in view as two paths (ordinary, viewer's): two DOM nodes however many lines there are.
  let plain = '';
  let mine = '';
  const cards = [];
  for (const column of visible) {
    const round = model.rounds[column.roundIndex];
    const next = model.rounds[column.roundIndex + 1];
    for (let p = column.linkFrom; p < column.linkTo; p++) {
      const d = connectorPath(layout, column.roundIndex, p);
      const child = round[p];
      const parent = next?.[p >> 1];
      if (child && parent && model.viewerPath.has(child.id) && model.viewerPath.has(parent.id)) mine += d;
      else plain += d;
    }
    for (let p = column.from; p < column.to; p++) {
      const match = round[p];
      if (!match) continue;
      const rect = boxes.get(match.id) ?? matchRect(layout, column.roundIndex, p);
      boxes.set(match.id, rect);
      cards.push(
        <MatchCard
          key={match.id}
          match={match}
          entrants={entrants}
          viewerSeed={viewerSeed}
          label={`${model.roundNames[column.roundIndex]}, match ${p + 1}`}
          box={rect}
          compact={compact}
        />,
      );
    }
  }
  return (
    <>
      <svg className={styles.connectors} width={layout.width} height={layout.height} aria-hidden="true">
        {plain ? <path className={styles.connector} d={plain} /> : null}
        {mine ? <path className={styles.connectorViewer} d={mine} data-testid="viewer-path" /> : null}
      </svg>
      {cards}
      {model.decider && layout.decider ? (
        <>
          <span className={styles.deciderLabel} style={{ left: layout.decider.x, top: layout.decider.y - 22 }}>
            Third place
          </span>
          <MatchCard
            match={model.decider}
            entrants={entrants}
            viewerSeed={viewerSeed}
            label="Third place decider"
            box={layout.decider}
          />
        </>
      ) : null}
    </>
  );
}

// One box object per match and layout, so memoised cards see the same props from one scroll band to the next.
const boxCaches = new WeakMap<BracketLayout, Map<string, Rect>>();
function boxCache(layout: BracketLayout): Map<string, Rect> {
  let cache = boxCaches.get(layout);
  if (!cache) boxCaches.set(layout, (cache = new Map<string, Rect>()));
  return cache;
}

function latestViewerMatch(model: EliminationModel): { round: number; position: number; decider: boolean } | null {
  if (model.viewerPath.size === 0) return null;
  if (model.decider && model.viewerPath.has(model.decider.id)) return { round: 0, position: 0, decider: true };
  for (let r = model.rounds.length - 1; r >= 0; r--) {
    const position = model.rounds[r].findIndex((match) => match && model.viewerPath.has(match.id));
    if (position >= 0) return { round: r, position, decider: false };
  }
  return null;
}
