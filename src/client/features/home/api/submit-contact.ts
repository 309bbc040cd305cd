import { apiRequest } from '@client/lib/api-client.ts';
import { API } from '@contract/api-paths.ts';
import type { ContactSubmit } from '@contract/contact.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/contact/submit: only a 201 counts as success (spec, section 7). */
export function submitContact(contact: ContactSubmit): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(API.contactSubmit, {
    method: 'POST',
    body: contact,
    expectStatus: 201,
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
