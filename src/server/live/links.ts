import { randomBytes } from 'node:crypto';
import { isAllowedLiveLink, liveLinkMessage } from '@contract/live.ts';
import { JITSI_BASE_URL, type LiveLocation } from '@contract/live-vocabulary.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * A new Jitsi Meet room for a session (docs/product.md §20.2, ADR 073): 128 random bits in
 * base64url, so nobody can guess a room and walk into a class. Jitsi needs no account or API: the
 * first person in opens the room.
 */
export function newJitsiRoom(): string {
  return `${JITSI_BASE_URL}FinTrain-${randomBytes(16).toString('base64url')}`;
}

/**
 * The join link a session keeps: the pasted one when it passes the host list (checked again here,
 * whatever the caller's schema did), else a new Jitsi room for a Jitsi session.
 */
export function joinLinkFor(location: LiveLocation, pasted: string | undefined): string {
  const link = pasted?.trim() ?? '';
  if (link === '' && location === 'jitsi') return newJitsiRoom();
  if (!isAllowedLiveLink(location, link)) throw new DomainError('invalid', liveLinkMessage(location));
  return link;
}
