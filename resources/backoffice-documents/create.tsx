/** /backoffice/documents/create (docs/rules.md R11.7): issue a document to a user of the company. */
import { IssueForm } from './components/issue-form';

export default function BackofficeDocumentCreatePage() {
  return <IssueForm />;
}
