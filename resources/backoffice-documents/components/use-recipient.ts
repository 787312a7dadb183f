/**
 * The person a document is issued to, found by phone (docs/rules.md R11.7; docs/architecture.md
 * § The SPA): the issue form's (./issue-form.tsx) phone field checks the phone with
 * GET app/v1/backoffice/documents/recipient, so a phone the company does not know is refused under
 * the field, and the person's objects fill the object select.
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import type { HttpError } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { callEndpoint } from '../../../providers/endpoints';
import type { BoRecipient } from '../../../src/contracts/documents';

/**
 * The recipient of the issue form `form`, looked up by its `phone` field.
 * @param prefilled whether the form opened with a phone (a request's): it is looked up at once.
 * @returns `recipient` (null until found, or when the phone is refused), `findRule` (the phone
 * field's rule: the lookup, the server's reason as its message; an object that is not the person's
 * is cleared) and `find` (checks the phone field, e.g. on the search button).
 */
export function useRecipient(form: FormInstance, prefilled: boolean) {
  const [recipient, setRecipient] = useState<BoRecipient | null>(null);

  /** The phone field's check: the company's user with that phone, or the server's reason under the field. */
  const findRule = {
    validator: async (_: unknown, phone?: string) => {
      if (!phone) return;
      try {
        const r = await callEndpoint(api['backoffice-documents'].recipient, { query: { phone } });
        setRecipient(r);
        const objectId = form.getFieldValue('objectId') as number | undefined;
        if (objectId && !r.objects.some((o) => o.id === objectId)) form.setFieldValue('objectId', null);
      } catch (e) {
        setRecipient(null);
        const err = e as HttpError;
        const reason = err.errors?.phone;
        throw new Error(Array.isArray(reason) ? reason[0] : typeof reason === 'string' ? reason : err.message, {
          cause: e,
        });
      }
    },
  };
  const find = () => void form.validateFields(['phone']).catch(() => undefined);
  useEffect(() => {
    if (prefilled) find();
    // Runs once for the prefilled phone of a request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { recipient, findRule, find };
}
