/** Owners' voting (docs/rules.md R14.3): weighted tally, quorum, decision rules, turnout, phase. */
import { describe, expect, it } from 'vitest';
import { pollPhase, tallyQuestion, turnout } from '../../../src/domain/polls';

const electorate = [
  { objectId: 1, area: 50 },
  { objectId: 2, area: 30 },
  { objectId: 3, area: 20 },
];

/**
 * Whether {@link tallyQuestion} accepts, under `two_thirds_all` over {@link electorate}, the
 * ballots `choices` gives (room id → choice, one ballot a room).
 */
const acceptedByTwoThirds = (choices: Record<number, 'for' | 'against'>) =>
  tallyQuestion(
    electorate,
    Object.entries(choices).map(([objectId, choice]) => ({ objectId: Number(objectId), choice })),
    'two_thirds_all',
  ).accepted;

describe('tallyQuestion', () => {
  it('weighs votes by area and counts a room once (the last ballot wins)', () => {
    const t = tallyQuestion(
      electorate,
      [
        { objectId: 1, choice: 'against' },
        { objectId: 1, choice: 'for' },
        { objectId: 2, choice: 'against' },
        { objectId: 9, choice: 'for' },
      ],
      'cast_majority',
    );
    expect(t).toMatchObject({
      forArea: 50,
      againstArea: 30,
      castArea: 80,
      totalArea: 100,
      turnoutPercent: 80,
      forPercentOfCast: 62.5,
      forPercentOfAll: 50,
      quorumMet: true,
      accepted: true,
    });
  });
  it('majority of votes cast vs more than half of all votes', () => {
    const ballots = [
      { objectId: 2, choice: 'for' as const },
      { objectId: 3, choice: 'for' as const },
      { objectId: 1, choice: 'against' as const },
    ];
    // for 50 of 100: not more than half of all, and not more than half of the cast either
    expect(tallyQuestion(electorate, ballots, 'cast_majority').accepted).toBe(false);
    expect(tallyQuestion(electorate, ballots, 'all_majority').accepted).toBe(false);
    const two = [
      { objectId: 2, choice: 'for' as const },
      { objectId: 3, choice: 'against' as const },
      { objectId: 1, choice: 'for' as const },
    ];
    expect(tallyQuestion(electorate, two, 'all_majority').accepted).toBe(true);
    expect(tallyQuestion(electorate, two, 'two_thirds_all').accepted).toBe(true); // 80 ≥ 66.7
    // rooms 1 and 3 for: 70 ≥ 66.7; room 1 alone: 50 < 66.7
    expect(acceptedByTwoThirds({ 1: 'for', 3: 'for', 2: 'against' })).toBe(true);
    expect(acceptedByTwoThirds({ 1: 'for', 2: 'against', 3: 'against' })).toBe(false);
  });
  it('without a quorum nothing is decided, even a unanimous "for"', () => {
    const t = tallyQuestion(electorate, [{ objectId: 1, choice: 'for' }], 'cast_majority');
    // 50 of 100 is not MORE than 50 %
    expect(t).toMatchObject({ quorumMet: false, accepted: false, forPercentOfCast: 100 });
    expect(tallyQuestion(electorate, [{ objectId: 1, choice: 'for' }], 'cast_majority', 40).accepted).toBe(true);
  });
  it('no votes: no quorum, no decision', () => {
    expect(tallyQuestion(electorate, [], 'cast_majority')).toMatchObject({
      castArea: 0,
      turnoutPercent: 0,
      quorumMet: false,
      accepted: false,
    });
  });
});

describe('turnout and phase', () => {
  it('turnout counts rooms that answered anything, by area', () => {
    expect(turnout(electorate, [3, 3, 2])).toEqual({ votedArea: 50, totalArea: 100, percent: 50, rooms: 2 });
  });
  it('phase follows the period and the status', () => {
    const p = {
      status: 'published' as const,
      startsAt: new Date('2026-01-10T00:00:00Z'),
      endsAt: new Date('2026-01-20T00:00:00Z'),
    };
    expect(pollPhase(p, new Date('2026-01-09T23:59:59Z'))).toBe('upcoming');
    expect(pollPhase(p, new Date('2026-01-10T00:00:00Z'))).toBe('open');
    expect(pollPhase(p, new Date('2026-01-20T00:00:00Z'))).toBe('ended');
    expect(pollPhase({ ...p, status: 'closed' }, new Date('2026-01-15T00:00:00Z'))).toBe('ended');
    expect(pollPhase({ ...p, status: 'draft' }, new Date('2026-01-15T00:00:00Z'))).toBe('draft');
  });
});
