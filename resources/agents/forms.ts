/**
 * The agents' forms another entity embeds (docs/architecture.md § Layout): the owner's room page
 * adds a power of attorney with the same form as the agents' page.
 */
export { AgentForm } from './components/agent-form';
