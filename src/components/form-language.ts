/**
 * A form's messages follow the interface language (docs/rules.md R6.1): after a switch, the fields
 * showing an error are validated again, so their messages are drawn by the rules of the new
 * language instead of staying in the old one until a reload. Used by every endpoint form
 * (providers/endpoint-forms.ts); a form of its own calls it with its instance.
 */
import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/** Validates again, after a language switch, the fields of `form` that show an error. */
export function useFormFollowsLanguage(form: FormInstance | undefined): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const shown = useRef(lang);
  useEffect(() => {
    if (!form || shown.current === lang) return;
    shown.current = lang;
    const failing = form
      .getFieldsError()
      .filter((f) => f.errors.length)
      .map((f) => f.name);
    // The rules were drawn again with the new language before this effect; a refusal is expected.
    if (failing.length) form.validateFields(failing).catch(() => undefined);
  }, [form, lang]);
}
