/**
 * Owners' voting (docs/rules.md R14.1–R14.4):
 * - `polls`: a poll of the MC — title, questions (text, decision rule, quorum), voting period,
 *   who votes (a building's or the pool's room owners), the electorate snapshot taken at
 *   publication (room and area), and the result once closed;
 * - `poll_votes`: one room's answer to one question (unique per poll, room and question, so a
 *   second vote replaces the first), with who cast it and the room's weight (area, m²).
 */
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { buildings, companyColumn } from './company';
import { userColumn } from './users';
import { objectColumn } from './objects';
import type { Choice, DecisionRule, PollScope, PollStatus, Tally } from '../../../src/domain/polls';

/** A question of a poll. */
export interface PollQuestion {
  text: string;
  rule: DecisionRule;
  /** Quorum: the cast area must be more than this % of all. */
  quorumPercent: number;
}

/** A room of the electorate, fixed when the poll is published. */
export interface PollVoter {
  objectId: number;
  ownerId: number;
  area: number;
}

/** A poll (docs/rules.md R14.1). */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scope: text('scope').$type<PollScope>().notNull(),
    buildingId: integer('building_id').references(() => buildings.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PollStatus>().notNull().default('draft'),
    questions: jsonb('questions').$type<PollQuestion[]>().notNull(),
    electorate: jsonb('electorate').$type<PollVoter[]>().notNull().default([]),
    results: jsonb('results').$type<Tally[] | null>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('polls_company_status_idx').on(t.companyId, t.status)],
);

/** One room's answer to one question (docs/rules.md R14.2). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    objectId: objectColumn(),
    question: integer('question').notNull(),
    choice: text('choice').$type<Choice>().notNull(),
    /** Who cast it (the owner, or an agent by proxy). */
    userId: userColumn(),
    /** The room's area at publication, m². */
    weight: doublePrecision('weight').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('poll_votes_uq').on(t.pollId, t.objectId, t.question), index('poll_votes_poll_idx').on(t.pollId)],
);
