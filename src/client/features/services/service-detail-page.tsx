import { LoadingStatus } from '@client/components/loading-status.tsx';
import { ResourceDetail, ResourceNotFound } from '@client/components/resource-detail.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isServiceMissing, useService } from './api/get-service.ts';

/**
 * /services/:id (id or slug): a service's detail page, laid out as a program's. As there, a failed
 * fetch leaves 'Loading...' (the error is logged) and a 404 says the service does not exist.
 */
function ServiceDetail({ idOrSlug }: { idOrSlug: string }) {
  const service = useService(idOrSlug);
  const missing = service.isError && isServiceMissing(service.error);

  useDocumentTitle(
    service.data?.title ??
      (missing ? MESSAGES.subscriptions.serviceNotFound.replace(/\.$/, '') : MESSAGES.generic.loading),
  );

  useEffect(() => {
    if (service.isError && !missing) console.error('Failed to load the service', service.error);
  }, [service.isError, service.error, missing]);

  if (missing) return <ResourceNotFound resourceType="service" />;

  if (!service.data) {
    return (
      <div className="container py-5">
        <LoadingStatus text={MESSAGES.generic.loading} />
      </div>
    );
  }

  return <ResourceDetail resourceType="service" resource={service.data} />;
}

export function ServiceDetailPage() {
  const { id = '' } = useParams();
  return <ServiceDetail key={id} idOrSlug={id} />;
}
