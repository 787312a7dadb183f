import { ContentForm } from './components/content-form';

export default function ContentEdit() {
  return <ContentForm action="edit" />;
}
