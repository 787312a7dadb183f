/**
 * Shows a server failure `{ message, errors }` (docs/rules.md R1.6) on an antd form: field messages
 * under their fields, the rest as one general message. Nothing the user typed is lost.
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { HttpError } from '@refinedev/core';

export function useServerErrors(form: FormInstance) {
  const [generalError, setGeneralError] = useState<string | null>(null);

  const apply = (error: HttpError | { message?: string; errors?: Record<string, string[]> }) => {
    const errors = (error as { errors?: Record<string, string[] | string> }).errors ?? {};
    const known = new Set(form.getFieldsError().map((f) => f.name.join('.')));
    const fields = Object.entries(errors)
      .filter(([name]) => known.has(name))
      .map(([name, msgs]) => ({ name: name.split('.'), errors: Array.isArray(msgs) ? msgs : [String(msgs)] }));
    form.setFields(fields);
    setGeneralError(fields.length ? null : error.message || null);
  };

  return { apply, generalError, clear: () => setGeneralError(null) };
}
