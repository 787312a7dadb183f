import { ContentForm } from './components/content-form';

export default function ContentCreate() {
  return <ContentForm action="create" />;
}
