/** What other entities draw of the profile's (docs/architecture.md § How to add a resource, step 5): the consent columns. */
export { consentColumns, ConsentState } from './components/consent-columns';
