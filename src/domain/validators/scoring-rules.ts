// Scoring system rules (SPEC §5): rank ranges, in-game metrics, win/loss/bye points and the forfeit penalty.

import type { MatchType, ParticipantType, ScoreReportingSystem, ScoringSystem } from '../types.js';
import * as msg from '../validation-messages.js';
import { addError, type FieldErrors, isFiniteNumber } from './field-checks.js';

export interface ScoringContext {
  participantType: ParticipantType;
  matchType: MatchType;
  scoreReportingSystem: ScoreReportingSystem;
}

/** Scoring values lie strictly between -1024 and 1024 (SPEC §9); `nonNegative` adds "at least 0". */
function checkValue(errors: FieldErrors, path: string, value: unknown, nonNegative: boolean): boolean {
  if (value === undefined || value === null || value === '') {
    addError(errors, path, msg.REQUIRED);
    return false;
  }
  if (!isFiniteNumber(value)) {
    addError(errors, path, msg.INVALID_NUMBER);
    return false;
  }
  if (value >= 1024) addError(errors, path, msg.LESS_THAN_1024);
  else if (value <= -1024) addError(errors, path, msg.GREATER_THAN_MINUS_1024);
  else if (nonNegative && value < 0) addError(errors, path, msg.minValue(0));
  else return true;
  return false;
}

function isRank(value: unknown): value is number {
  return isFiniteNumber(value) && Number.isInteger(value) && value >= 1;
}

export function validateScoring(scoring: ScoringSystem, context: ScoringContext, base = 'scoring'): FieldErrors {
  const errors: FieldErrors = {};
  const ranges = scoring.rankRanges ?? [];
  const metrics = scoring.ingameMetrics ?? [];

  if (context.participantType === 'TEAM_MATCH' && ranges.length > 0) {
    addError(errors, `${base}.rankRanges`, msg.RANK_SCALE_NOT_FOR_TEAMS);
  }
  const assigned: [number, number][] = [];
  ranges.forEach((range, i) => {
    const path = `${base}.rankRanges.${i}`;
    const startOk = isRank(range.startRank);
    const endOk = isRank(range.endRank);
    if (!startOk) addError(errors, `${path}.startRank`, range.startRank == null ? msg.REQUIRED : msg.INVALID_RANK);
    if (!endOk) addError(errors, `${path}.endRank`, range.endRank == null ? msg.REQUIRED : msg.INVALID_RANK);
    // A single rank is a range whose ends are equal; otherwise the start must come first.
    if (startOk && endOk && range.startRank > range.endRank) {
      addError(errors, `${path}.endRank`, msg.START_RANK_BEFORE_END_RANK);
    } else if (startOk && endOk) {
      if (assigned.some(([s, e]) => range.startRank <= e && s <= range.endRank)) {
        addError(errors, `${path}.startRank`, msg.RANK_ALREADY_ASSIGNED);
      }
      assigned.push([range.startRank, range.endRank]);
    }
    checkValue(errors, `${path}.points`, range.points, true);
  });

  const labels = new Set<string>();
  metrics.forEach((metric, i) => {
    const path = `${base}.ingameMetrics.${i}`;
    const label = typeof metric.label === 'string' ? metric.label.trim() : '';
    if (label.length === 0 || label.length > 256) addError(errors, `${path}.label`, msg.VALID_LABEL_REQUIRED);
    else if (labels.has(label.toLowerCase())) addError(errors, `${path}.label`, msg.METRIC_ALREADY_ASSIGNED);
    else labels.add(label.toLowerCase());
    if (checkValue(errors, `${path}.factor`, metric.factor, false) && metric.factor === 0) {
      addError(errors, `${path}.factor`, msg.INGAME_FACTOR_METRICS);
    }
  });

  if (context.matchType === 'FFA') {
    if (context.scoreReportingSystem === 'RANK' && ranges.length === 0 && context.participantType !== 'TEAM_MATCH') {
      addError(errors, `${base}.rankRanges`, msg.RANK_SCALE_NEEDS_RULE);
    }
    if (context.scoreReportingSystem === 'SCORE' && metrics.length === 0) {
      addError(errors, `${base}.ingameMetrics`, msg.INGAME_RANK_AND_METRIC_MANDATORY);
    }
  }

  const winOk = checkValue(errors, `${base}.winPoints`, scoring.winPoints, true);
  const lossOk = checkValue(errors, `${base}.lossPoints`, scoring.lossPoints, true);
  const byeOk = checkValue(errors, `${base}.byePoints`, scoring.byePoints, true);
  if (checkValue(errors, `${base}.forfeitPenalty`, scoring.forfeitPenalty, false) && scoring.forfeitPenalty > 0) {
    addError(errors, `${base}.forfeitPenalty`, msg.PENALTY_AT_MOST_ZERO);
  }
  if (context.matchType === 'DUEL') {
    if (winOk && lossOk && !(scoring.winPoints > scoring.lossPoints)) {
      addError(errors, `${base}.winPoints`, msg.WIN_GREATER_THAN_LOSS);
    }
    if (winOk && byeOk && scoring.winPoints < scoring.byePoints) {
      addError(errors, `${base}.winPoints`, msg.WIN_AT_LEAST_BYE);
    }
    if (byeOk && lossOk && !(scoring.byePoints > scoring.lossPoints)) {
      addError(errors, `${base}.byePoints`, msg.BYE_GREATER_THAN_LOSS);
    }
  }
  return errors;
}
