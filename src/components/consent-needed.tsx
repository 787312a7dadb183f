/**
 * A form of a signed-in person that asks a consent only while none of its kind is in force
 * (docs/rules.md R21.2: the profile after the consent was withdrawn): reads GET app/v1/consents of the
 * kind and draws {@link ConsentField} when every record is withdrawn or there is none. The server
 * applies the same test (server/routes/profile/index.ts).
 */
import type { ConsentKind } from '../domain/consents';
import { api } from '../contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { ConsentField } from './consent-field';

/** The consent box of `kind` when the caller holds none in force; nothing otherwise (or while loading). */
export function ConsentIfMissing({ kind }: { kind: ConsentKind }) {
  const { query } = useEndpointQuery(api.consents.list, { query: { kind, _start: 0, _end: 50 } });
  const rows = query.data?.data.data;
  if (!rows || rows.some((r) => !r.withdrawnAt)) return null;
  return <ConsentField kind={kind} />;
}
