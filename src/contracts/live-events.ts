/**
 * The live events the server pushes to open tabs (docs/rules.md R23). The live engineer's file:
 * this copy holds exactly the shared union so the conversations compile before the merge.
 */
export type LiveEvent =
  | { type: 'conversation.message'; conversationId: number; messageId: number }
  | { type: 'conversation.read'; conversationId: number }
  | { type: 'notification'; notificationId: number };
