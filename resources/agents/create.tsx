/** /agents/create (`add-agent`, docs/rules.md R12.3): the owner adds an agent by proxy. */
import { AgentForm } from './components/agent-form';

export default function AgentCreatePage() {
  return <AgentForm />;
}
