import { call } from '@client/lib/api-client.ts';
import type { ContactSubmit } from '@contract/contact.ts';
import { endpoints } from '@contract/endpoints.ts';
import { useMutation } from '@tanstack/react-query';

/** contactSubmit: only a 201 counts as success (docs/product.md §7). */
export function submitContact(contact: ContactSubmit) {
  return call(endpoints.contactSubmit, { body: contact });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
