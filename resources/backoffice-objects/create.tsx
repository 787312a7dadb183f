import { ObjectForm } from './components/object-form';

export default function ObjectCreate() {
  return <ObjectForm action="create" />;
}
