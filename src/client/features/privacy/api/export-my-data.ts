import { ApiError, callBlob } from '@client/lib/api-client.ts';
import { saveFile } from '@client/lib/save-file.ts';
import { endpoints } from '@contract/endpoints.ts';
import { privacyExportFileName } from '@contract/privacy-rights.ts';

/**
 * privacyExport: the ZIP of everything held about the learner, fetched with the session's token and
 * saved. A large account's answer is 202 `{ message }` (ADR 070): the ZIP is prepared and mailed as
 * a link; that message is returned to show, and null when the file was saved.
 */
export async function exportMyData(): Promise<string | null> {
  try {
    const zip = await callBlob(endpoints.privacyExport, {});
    saveFile(zip, privacyExportFileName(new Date()));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 202) return error.message;
    throw error;
  }
}

/** privacyExportPrepared: the prepared ZIP of the mailed link (`/profile/privacy?export=<id>`), saved. */
export async function downloadPreparedExport(id: string): Promise<void> {
  const zip = await callBlob(endpoints.privacyExportPrepared, { params: { id } });
  saveFile(zip, privacyExportFileName(new Date()));
}
