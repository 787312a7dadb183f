import { ObjectForm } from './components/object-form';

export default function ObjectEdit() {
  return <ObjectForm action="edit" />;
}
