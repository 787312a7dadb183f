/**
 * The clients a session and a push device belong to (docs/rules.md R2.13, R7.6, R11.8): the web
 * site, and the mobile app on iOS or Android. A session's client is fixed when it logs in (with
 * the app's device registration) and never changes afterwards; only an app session may sign a
 * document (R11.3).
 *
 * Pure: no React, no Node.
 * @module
 */

/** Every client type, `web` first (the default of a session and a device). */
export const CLIENT_TYPES = ['web', 'ios', 'android'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The mobile app's client types. */
export const APP_CLIENT_TYPES = ['ios', 'android'] as const satisfies readonly ClientType[];

/** True for a session of the mobile app (iOS or Android), the only one allowed to sign (R11.3). */
export function isAppClient(type: ClientType): boolean {
  return (APP_CLIENT_TYPES as readonly ClientType[]).includes(type);
}
