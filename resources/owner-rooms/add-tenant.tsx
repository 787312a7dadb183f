/** /my-rooms/{id}/add-tenant (`add-tenant`, docs/rules.md R12.4): the add-tenant form with this room chosen. */
import { useParams } from 'react-router';
import { RentForm } from '../../src/components/rents/rent-form';

export default function RoomAddTenantPage() {
  const { id } = useParams();
  return <RentForm objectId={Number(id)} />;
}
