import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { EraseRequest } from '@contract/privacy-rights.ts';

/** privacyErase: 400 on `password` when it is wrong; on success the account is closed and signed out. */
export function eraseAccount(body: EraseRequest) {
  return call(endpoints.privacyErase, { body });
}

/** privacyEraseCancel: the mailed link's token; 400 when it is used, wrong or late. */
export function cancelErasure(token: string) {
  return call(endpoints.privacyEraseCancel, { body: { token } });
}
