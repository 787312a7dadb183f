/** The receipt contact's refusal (docs/rules.md R5.24), apart from its form so a pay button can test for it without loading the form. */

/** Whether a rejected payment start asks for the receipt's e-mail (a 422 with an `email` field error). */
export function asksForEmail(e: unknown): boolean {
  return !!(e as { errors?: Record<string, unknown> } | null)?.errors?.email;
}
