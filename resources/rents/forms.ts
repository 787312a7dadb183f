/**
 * The rents' forms another entity embeds (docs/architecture.md § Layout): the owner's room page
 * adds a lease with the same form as the rents' page. Apart from ./widgets.ts so that a screen
 * drawing a rent card (the dashboard) does not load the form's code (`npm run size`).
 */
export { RentForm } from './components/rent-form';
