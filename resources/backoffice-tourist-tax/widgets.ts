/** What other entities draw of the tourist tax: a booking's exemption claims (the back office's booking page). */
export { ExemptionClaims } from './components/exemption-claims';
