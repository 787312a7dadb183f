/**
 * The personal-data consent of the public forms and the booking form (docs/rules.md R6.8–R6.10, R21.2):
 * {@link ConsentField} of kind `personal_data`, field `policyConsent`, kept under its old name for
 * the forms that use it.
 */
import { ConsentField } from './consent-field';

/** The required personal-data consent box (R21.2). */
export function PolicyConsent() {
  return <ConsentField kind="personal_data" />;
}
