/** /subscriptions/create (`add-subscription`, docs/rules.md R12.8); `?objectId=` preselects the room. */
import { useSearchParams } from 'react-router';
import { SubscriptionForm } from './components/subscription-form';

export default function SubscriptionCreatePage() {
  const [params] = useSearchParams();
  return <SubscriptionForm objectId={Number(params.get('objectId')) || undefined} />;
}
