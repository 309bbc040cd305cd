import { certificateBadgeFileName, certificateFileName } from '@contract/certificate.ts';
import { API_BASE, endpoints, fillPath } from '@contract/endpoints.ts';

/** A certificate's PDF: its address and the name it is saved under (one place for every page). */
export const certificatePdfLink = (id: string) => ({
  href: `${API_BASE}${fillPath(endpoints.certificatePdf.path, { id })}`,
  download: certificateFileName(id),
});

/** A certificate's Open Badge (a VC-JWT, ADR 057): its address and the name it is saved under. */
export const certificateBadgeLink = (id: string) => ({
  href: `${API_BASE}${fillPath(endpoints.certificateBadge.path, { id })}`,
  download: certificateBadgeFileName(id),
});
