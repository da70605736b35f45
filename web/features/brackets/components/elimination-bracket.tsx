// The elimination brackets as a picture: rounds as columns, elbow connectors from each match to the one it
// feeds, byes, boxes set apart (the third-place decider; double elimination's grand final and its reset),
// winners and scores, the viewer's path highlighted, zoom (buttons, +/- keys, ctrl/pinch wheel, two-finger
// pinch) and pan (drag, native scroll), a round selector and column snapping for phones. Single elimination
// is one bracket; double elimination stacks the winners and the losers bracket (bracket-picture-model.ts).
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
  matchRect,
  parentPosition,
  visibleColumns,
  type BracketLayout,
  type Rect,
} from './bracket-geometry.js';
import {
  BOX_HEADER,
  PART_HEADER,
  chipTarget,
  currentChip,
  doubleEliminationPicture,
  latestViewerMatch,
  pictureRectOf,
  singleEliminationPicture,
  type BracketPicture,
  type PicturePart,
} from './bracket-picture-model.js';
import { entrantsBySeed } from './brackets-model.js';
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
  const picture = useMemo(() => singleEliminationPicture(view), [view]);
  return <BracketPictureFrame view={view} picture={picture} fill={fill} label="Single elimination bracket" />;
}

export function DoubleEliminationBracket({ view, fill = false }: EliminationBracketProps) {
  const picture = useMemo(() => doubleEliminationPicture(view), [view]);
  return <BracketPictureFrame view={view} picture={picture} fill={fill} label="Double elimination bracket" />;
}

function BracketPictureFrame({
  view,
  picture,
  fill,
  label,
}: {
  view: BracketsView;
  picture: BracketPicture;
  fill: boolean;
  label: string;
}) {
  const entrants = useMemo(() => entrantsBySeed(view), [view]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomTo } = useZoomPan(scrollRef);
  const visible = useVisibleWindow(scrollRef, zoom, { x: 0, y: 0, width: 1600, height: 1200 });
  const [selectedChip, setSelectedChip] = useState(0);
  // One bracket without a title keeps its round names in a sticky row; stacked brackets carry their own headings.
  const stickyHeaders = picture.parts.length === 1 && picture.parts[0].title === null;
  const top = stickyHeaders ? HEADER_HEIGHT : 0;

  // The round selector follows scrolling, except during the smooth scroll to a chosen round.
  const choosing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const follow = () =>
      setSelectedChip((previous) =>
        currentChip(picture, previous, {
          left: element.scrollLeft / zoom,
          top: Math.max(0, element.scrollTop - top) / zoom,
          width: element.clientWidth / zoom,
          height: element.clientHeight / zoom,
        }),
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
  }, [picture, zoom, top]);

  // Open where the viewer plays (their latest match), once.
  const opened = useRef(false);
  useEffect(() => {
    const element = scrollRef.current;
    if (opened.current || !element || element.clientHeight === 0) return;
    opened.current = true;
    const latest = latestViewerMatch(picture, view.matches);
    const rect = latest ? pictureRectOf(picture, latest.id) : null;
    if (!rect) return;
    element.scrollLeft = Math.max(0, rect.x * zoom - element.clientWidth / 2 + (rect.width * zoom) / 2);
    element.scrollTop = Math.max(0, rect.y * zoom - element.clientHeight / 2 + top);
  }, [picture, view.matches, zoom, top]);

  function showChip(index: number) {
    const element = scrollRef.current;
    const chip = picture.chips[index];
    if (!element || !chip) return;
    const target = chipTarget(picture, chip);
    // Keep the vertical focus: centre the column's match nearest to what is in the middle of the view.
    const centreY = (element.scrollTop + element.clientHeight / 2 - top) / zoom;
    let middle = (target.top + target.bottom) / 2;
    if ('part' in chip) {
      const part = picture.parts[chip.part];
      const column = part.layout.columns[chip.column];
      const position = Math.min(
        column.count - 1,
        Math.max(0, Math.round((centreY - part.y - column.firstY) / column.pitch)),
      );
      const rect = matchRect(part.layout, chip.column, position);
      middle = part.y + rect.y + rect.height / 2;
    }
    element.scrollTo({
      left: Math.max(0, target.x * zoom),
      top: Math.max(0, middle * zoom - element.clientHeight / 2 + top),
      behavior: 'smooth',
    });
    setSelectedChip(index);
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

  const snaps = [...new Set(picture.parts.flatMap((part) => part.layout.columns.map((column) => part.x + column.x)))];
  const compact = zoom < DETAIL_ZOOM;
  return (
    <section
      className={styles.root}
      style={fill ? { flex: 1 } : undefined}
      data-fill={fill || undefined}
      aria-label={label}
    >
      <div className={styles.toolbar}>
        <nav className={styles.rounds} aria-label="Rounds">
          {picture.chips.map((chip, index) => (
            <button
              key={index}
              type="button"
              className={styles.roundChip}
              aria-current={index === selectedChip ? 'true' : undefined}
              onClick={() => showChip(index)}
            >
              {chip.name}
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
        {stickyHeaders ? (
          <div className={styles.headers} style={{ width: picture.width * zoom + 2 * INSET }} aria-hidden="true">
            {picture.parts[0].layout.columns.map((column) => (
              <span
                key={column.roundIndex}
                className={styles.header}
                style={{ left: INSET + column.x * zoom, width: picture.parts[0].layout.sizes.matchWidth * zoom }}
              >
                {picture.parts[0].roundNames[column.roundIndex]}
              </span>
            ))}
          </div>
        ) : null}
        <div
          className={styles.canvas}
          style={{ width: picture.width * zoom + 2 * INSET, height: picture.height * zoom + INSET }}
        >
          {snaps.map((x) => (
            <span key={x} className={styles.snapMarker} style={{ left: INSET + x * zoom }} />
          ))}
          <div
            className={styles.scaled}
            style={{ left: INSET, width: picture.width, height: picture.height, transform: `scale(${zoom})` }}
            data-testid="bracket-canvas"
          >
            {picture.parts.map((part) => (
              <BracketPart
                key={part.id}
                part={part}
                viewerPath={picture.viewerPath}
                visible={visibleColumns(part.layout, { ...visible, x: visible.x - part.x, y: visible.y - part.y })}
                entrants={entrants}
                viewerSeed={view.viewerSeed}
                compact={compact}
              />
            ))}
            <PictureExtras picture={picture} entrants={entrants} viewerSeed={view.viewerSeed} compact={compact} />
          </div>
        </div>
      </div>
    </section>
  );
}

interface CardContext {
  entrants: ReturnType<typeof entrantsBySeed>;
  viewerSeed: number | null;
  compact: boolean;
}

/** One bracket's columns: its title and headings when it has a title, the connectors and cards in view. */
function BracketPart({
  part,
  viewerPath,
  visible,
  entrants,
  viewerSeed,
  compact,
}: CardContext & {
  part: PicturePart;
  viewerPath: ReadonlySet<string>;
  visible: ReturnType<typeof visibleColumns>;
}) {
  const { layout } = part;
  const boxes = boxCache(layout);
  // All connectors in view as two paths (ordinary, viewer's): two DOM nodes however many lines there are.
  let plain = '';
  let mine = '';
  const cards = [];
  for (const column of visible) {
    const round = part.rounds[column.roundIndex];
    const next = part.rounds[column.roundIndex + 1];
    for (let p = column.linkFrom; p < column.linkTo; p++) {
      const d = connectorPath(layout, column.roundIndex, p);
      const child = round[p];
      const parent = next?.[parentPosition(layout, column.roundIndex, p)];
      if (child && parent && viewerPath.has(child.id) && viewerPath.has(parent.id)) mine += d;
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
          label={`${part.fullNames[column.roundIndex]}, match ${p + 1}`}
          box={rect}
          compact={compact}
        />,
      );
    }
  }
  return (
    <div
      className={styles.part}
      style={{ left: part.x, top: part.y, width: layout.width, height: layout.height }}
      data-part={part.id}
    >
      {part.title ? (
        <div className={styles.partHeader} style={{ top: -PART_HEADER, width: layout.width }}>
          <h4 className={styles.partTitle}>{part.title}</h4>
          {layout.columns.map((column) => (
            <span
              key={column.roundIndex}
              className={styles.partRoundName}
              style={{ left: column.x, width: layout.sizes.matchWidth }}
            >
              {part.roundNames[column.roundIndex]}
            </span>
          ))}
        </div>
      ) : null}
      <svg className={styles.connectors} width={layout.width} height={layout.height} aria-hidden="true">
        {plain ? <path className={styles.connector} d={plain} /> : null}
        {mine ? <path className={styles.connectorViewer} d={mine} data-testid="viewer-path" /> : null}
      </svg>
      {cards}
    </div>
  );
}

/** The boxes set apart (decider, grand final, reset) with their headings and the connectors into them. */
function PictureExtras({ picture, entrants, viewerSeed, compact }: CardContext & { picture: BracketPicture }) {
  if (picture.boxes.length === 0) return null;
  const plain = picture.links
    .filter((link) => !(picture.viewerPath.has(link.fromId) && picture.viewerPath.has(link.toId)))
    .map((link) => link.d)
    .join('');
  const mine = picture.links
    .filter((link) => picture.viewerPath.has(link.fromId) && picture.viewerPath.has(link.toId))
    .map((link) => link.d)
    .join('');
  return (
    <>
      {picture.links.length > 0 ? (
        <svg className={styles.connectors} width={picture.width} height={picture.height} aria-hidden="true">
          {plain ? <path className={styles.connector} d={plain} /> : null}
          {mine ? <path className={styles.connectorViewer} d={mine} data-testid="viewer-path" /> : null}
        </svg>
      ) : null}
      {picture.boxes.map((box) => (
        <div key={box.match.id}>
          <span
            className={box.match.isThirdPlaceDecider ? styles.deciderLabel : styles.boxHeading}
            style={{ left: box.rect.x, top: box.rect.y - BOX_HEADER }}
          >
            {box.heading}
          </span>
          <MatchCard
            match={box.match}
            entrants={entrants}
            viewerSeed={viewerSeed}
            label={box.label}
            box={box.rect}
            compact={compact}
          />
        </div>
      ))}
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
