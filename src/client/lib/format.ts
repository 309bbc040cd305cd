/** Rupee and date formatting lives in the contract: the server's e-mails and the pages use the same. */
export * from '@contract/format.ts';
