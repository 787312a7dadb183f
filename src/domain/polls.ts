/**
 * Owners' voting (docs/rules.md R14.1–R14.4): votes weighted by room area, a decision rule and a quorum
 * per question, the live turnout and the result at the end. Pure rules shared by the server
 * (tally, protocol) and the SPA (turnout meter, rule labels).
 *
 * Pure: no React, no Node.
 */

/** Who votes: owners of rooms in one building, or owners of rooms in the MC's pool. */
export const POLL_SCOPES = ['building', 'pool'] as const;
export type PollScope = (typeof POLL_SCOPES)[number];

/**
 * Decision rules (docs/rules.md R14.3):
 * - `cast_majority`: more than half of the votes cast (by area) are for;
 * - `all_majority`: more than half of ALL votes (the whole electorate's area) are for;
 * - `two_thirds_all`: at least two thirds of all votes are for.
 */
export const DECISION_RULES = ['cast_majority', 'all_majority', 'two_thirds_all'] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

/** Poll states: draft (back office only) → published (voting between start and end) → closed (result). */
export const POLL_STATUSES = ['draft', 'published', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const CHOICES = ['for', 'against'] as const;
export type Choice = (typeof CHOICES)[number];

/** The default quorum: more than 50 % of all votes took part (ЖК РФ ст. 45 ч. 3). */
export const DEFAULT_QUORUM_PERCENT = 50;

/** A room of the electorate (snapshot at publication): its area is its weight, m². */
export interface Voter {
  objectId: number;
  area: number;
}

/** One room's answer to one question. */
export interface Ballot {
  objectId: number;
  choice: Choice;
}

/** A question's tally: weights in m², shares in percent (0–100, one decimal). */
export interface Tally {
  forArea: number;
  againstArea: number;
  castArea: number;
  totalArea: number;
  /** Cast share of all votes, %. */
  turnoutPercent: number;
  forPercentOfCast: number;
  forPercentOfAll: number;
  quorumMet: boolean;
  /** The question is decided "for" (quorum met and the rule satisfied). */
  accepted: boolean;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Tallies one question (docs/rules.md R14.3–R14.4): each room's vote weighs its area; a room
 * counts once (the last ballot per room wins; rooms outside the electorate are ignored). The
 * quorum is met when the cast area is MORE than `quorumPercent` % of all; the rule decides among
 * the votes cast or among all votes.
 */
export function tallyQuestion(
  electorate: readonly Voter[],
  ballots: readonly Ballot[],
  rule: DecisionRule,
  quorumPercent = DEFAULT_QUORUM_PERCENT,
): Tally {
  const areaOf = new Map(electorate.map((v) => [v.objectId, v.area]));
  const last = new Map<number, Choice>();
  for (const b of ballots) if (areaOf.has(b.objectId)) last.set(b.objectId, b.choice);
  let forArea = 0;
  let againstArea = 0;
  for (const [objectId, choice] of last) {
    const a = areaOf.get(objectId)!;
    if (choice === 'for') forArea += a;
    else againstArea += a;
  }
  const totalArea = electorate.reduce((s, v) => s + v.area, 0);
  const castArea = forArea + againstArea;
  const quorumMet = totalArea > 0 && castArea * 100 > quorumPercent * totalArea;
  const ruleMet =
    rule === 'cast_majority'
      ? forArea * 2 > castArea
      : rule === 'all_majority'
        ? forArea * 2 > totalArea
        : forArea * 3 >= totalArea * 2;
  return {
    forArea: round2(forArea),
    againstArea: round2(againstArea),
    castArea: round2(castArea),
    totalArea: round2(totalArea),
    turnoutPercent: pct(castArea, totalArea),
    forPercentOfCast: pct(forArea, castArea),
    forPercentOfAll: pct(forArea, totalArea),
    quorumMet,
    accepted: quorumMet && castArea > 0 && ruleMet,
  };
}

/** The poll's turnout: rooms that answered at least one question, by area, % of all (one decimal). */
export function turnout(
  electorate: readonly Voter[],
  votedObjectIds: Iterable<number>,
): { votedArea: number; totalArea: number; percent: number; rooms: number } {
  const voted = new Set(votedObjectIds);
  let votedArea = 0;
  let rooms = 0;
  let totalArea = 0;
  for (const v of electorate) {
    totalArea += v.area;
    if (voted.has(v.objectId)) {
      votedArea += v.area;
      rooms++;
    }
  }
  return { votedArea: round2(votedArea), totalArea: round2(totalArea), percent: pct(votedArea, totalArea), rooms };
}

/** Where a poll stands at `now`: not yet open, open for voting, or over (the end has passed or it was closed). */
export type PollPhase = 'draft' | 'upcoming' | 'open' | 'ended';

/** The phase of a poll at `now` (timestamps compared as instants). */
export function pollPhase(p: { status: PollStatus; startsAt: Date; endsAt: Date }, now: Date): PollPhase {
  if (p.status === 'draft') return 'draft';
  if (p.status === 'closed' || now.getTime() >= p.endsAt.getTime()) return 'ended';
  if (now.getTime() < p.startsAt.getTime()) return 'upcoming';
  return 'open';
}

function round2(n: number) {
  return Math.round(n * 100) / 100;
}
