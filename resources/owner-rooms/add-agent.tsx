/** /my-rooms/{id}/add-agent (`add-agent`, docs/rules.md R12.3): the add-agent form with this room chosen. */
import { useParams } from 'react-router';
import { AgentForm } from '../agents/forms';

export default function RoomAddAgentPage() {
  const { id } = useParams();
  return <AgentForm objectId={Number(id)} />;
}
