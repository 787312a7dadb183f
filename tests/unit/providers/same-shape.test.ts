/**
 * `SameShape` (providers/endpoints.ts), checked by `tsc`: the conversation thread
 * (src/components/conversation-thread.tsx) takes the person's endpoints and the back office's as
 * they are, and refuses an endpoint of another shape. If the type ever widened to let any endpoint
 * through, the `@ts-expect-error` lines would become the errors and typecheck would fail.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/contracts/api';
import type { SameShape } from '../../../providers/endpoints';
import type { ThreadEndpoints } from '../../../src/components/conversation-thread';

type Messages = SameShape<(typeof api)['conversations']['messages']>;

/** The back office's side, the way the inbox gives it to the thread. */
export const staff: ThreadEndpoints = {
  messages: api['backoffice-inbox'].messages,
  post: api['backoffice-inbox'].reply,
  read: api['backoffice-inbox'].read,
  photo: api['backoffice-inbox'].photo,
};
/** The person's side: the conversations' own endpoints. */
export const person: ThreadEndpoints = api.conversations;

// @ts-expect-error another answer: one conversation, not its messages
export const wrongAnswer: Messages = api['backoffice-inbox'].show;
// @ts-expect-error another method and body: the PATCH of the assignee and state is no message
export const wrongBody: ThreadEndpoints['post'] = api['backoffice-inbox'].update;
// @ts-expect-error no path parameters: the list of conversations
export const wrongParams: Messages = api.conversations.list;

describe('SameShape', () => {
  it('is checked by tsc (this file compiles only while the wrong endpoints above are errors)', () => {
    expect(staff.post.path).toBe('/backoffice/inbox/:id/messages');
    expect(person.post.path).toBe('/conversations/:id/messages');
  });
});
