import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';

/** /admin/services: a placeholder until services are managed here (docs/product.md §2). */
export function AdminServicesPage() {
  useDocumentTitle('Admin Services');
  return (
    <>
      <h1 className="h3 mb-3">Services</h1>
      <p className="text-body-secondary">{MESSAGES.admin.servicesPlaceholder}</p>
    </>
  );
}
