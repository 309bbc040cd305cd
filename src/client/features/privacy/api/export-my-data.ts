import { callBlob } from '@client/lib/api-client.ts';
import { saveFile } from '@client/lib/save-file.ts';
import { endpoints } from '@contract/endpoints.ts';
import { privacyExportFileName } from '@contract/privacy-rights.ts';

/** privacyExport: the ZIP of everything held about the learner, fetched with the session's token and saved. */
export async function exportMyData(): Promise<void> {
  const zip = await callBlob(endpoints.privacyExport, {});
  saveFile(zip, privacyExportFileName(new Date()));
}
