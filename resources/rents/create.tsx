/** /rents/create (docs/rules.md R12.4): an owner or agent adds a tenant to a self-administered room. */
import { RentForm } from './components/rent-form';

export default function RentCreatePage() {
  return <RentForm />;
}
