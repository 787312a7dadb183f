/**
 * The agents' public surface (docs/architecture.md § Layout): what another entity draws of them —
 * the owner's room page adds a power of attorney with the same form as the agents' page.
 */
export { AgentForm } from './components/agent-form';
