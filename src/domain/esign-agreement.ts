/**
 * The agreement on the use of a simple electronic signature (docs/rules.md R11.9; Federal Law
 * 63-FZ "On electronic signature", art. 6 p. 2 and art. 9): its versions as data, each with the
 * date it takes effect. The text of each version is a file per language in
 * `src/legal/esign-agreement/<version>.<lang>.md`; the server serves it (server/services/esign.ts).
 * A new version is a new entry here and two new files: everyone is then asked to accept it again
 * before their next signing.
 */

/** One version of the agreement: its id and the hotel date (YYYY-MM-DD) it takes effect. */
export interface EsignAgreementVersion {
  /** The version's id, as printed on the signature sheet ("1", "2", …). */
  version: string;
  /** The first hotel day (Asia/Yekaterinburg, YYYY-MM-DD) it is in force. */
  effectiveFrom: string;
}

/**
 * Every version of the agreement, oldest first. Version 1: issue 38, the agreement separate from
 * the user agreement (identification by phone and one-time code, the duty to keep the code
 * secret, the legal effect: 63-FZ art. 9 p. 2).
 */
export const ESIGN_AGREEMENT_VERSIONS: readonly EsignAgreementVersion[] = [
  { version: '1', effectiveFrom: '2026-11-01' },
];

/**
 * The version in force on hotel date `today` (YYYY-MM-DD): the latest that took effect on or before
 * it; before the first one takes effect, the first one (signing always rests on some version).
 * @throws Error when `versions` is empty (a configuration error).
 */
export function agreementInForce(versions: readonly EsignAgreementVersion[], today: string): EsignAgreementVersion {
  if (!versions.length) throw new Error('No e-signature agreement version is configured');
  const sorted = [...versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return sorted.filter((v) => v.effectiveFrom <= today).at(-1) ?? sorted[0]!;
}

/** Whether `version` is one of `versions` (the page of an old version stays readable). */
export const isAgreementVersion = (versions: readonly EsignAgreementVersion[], version: string) =>
  versions.some((v) => v.version === version);
