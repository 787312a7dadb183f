/** /my-rooms/{id}/add-subscription (`add-subscription`, docs/rules.md R12.8): the connect form with this room chosen. */
import { useParams } from 'react-router';
import { SubscriptionForm } from '../subscriptions/forms';

export default function RoomAddSubscriptionPage() {
  const { id } = useParams();
  return <SubscriptionForm objectId={Number(id)} />;
}
