/**
 * Building loading (docs/rules.md R4.9): the list from GET app/v1/building shows at once, then each
 * building's full record is fetched by id with a 1 second wait before each request; details
 * fill in as they arrive. Records already loaded (per language) are kept for the session.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, useApi } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import type { BuildingBrief, BuildingFull } from '../contracts/content';

/** A building as the list gives it, and its full record (GET app/v1/building/{id}). */
export type { BuildingBrief, BuildingFull };

/** The wait before each building request, ms (docs/rules.md R4.9). */
export const BUILDING_REQUEST_DELAY_MS = 1000;

const cache = new Map<string, BuildingFull>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The building list and the details loaded so far (`details[id]`). */
export function useBuildings() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const list = useApi(api.content.buildings);
  const [details, setDetails] = useState<Record<number, BuildingFull>>({});
  useEffect(() => {
    const rows = list.data;
    if (!rows) return;
    let cancelled = false;
    const known: Record<number, BuildingFull> = {};
    for (const b of rows) {
      const c = cache.get(`${lang}:${b.id}`);
      if (c) known[b.id] = c;
    }
    setDetails(known);
    void (async () => {
      for (const b of rows) {
        if (known[b.id]) continue;
        await sleep(BUILDING_REQUEST_DELAY_MS);
        if (cancelled) return;
        try {
          const full = await apiCall(api.content.building, { params: { id: b.id } });
          cache.set(`${lang}:${b.id}`, full);
          if (!cancelled) setDetails((d) => ({ ...d, [b.id]: full }));
        } catch {
          // the list entry stays usable without details
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [list.data, lang]);
  return { list, details };
}
