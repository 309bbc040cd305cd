// The learner's certificates are shown on the profile and on a completed course (ADR 061): one hook.
export { getMyCertificates, useMyCertificates } from '@client/lib/get-my-certificates.ts';
