import type { ImportKind } from '@tuike/contract/settlement-rules';
import { uploadForm } from '../../../lib/upload';

export interface ImportUpload {
  taskPlatformId: number;
  reportDate: string;
  kind: ImportKind;
  file: File;
}

/**
 * Sends a report to POST /admin-api/settlement/imports, the fields before the file so the server
 * refuses a bad form before reading a byte of a 200 MB report. Answers the import (parsing, or ready
 * with its preview).
 */
export function uploadImport(input: ImportUpload, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('taskPlatformId', String(input.taskPlatformId));
  form.append('reportDate', input.reportDate);
  form.append('kind', input.kind);
  form.append('file', input.file);
  return uploadForm('POST /admin-api/settlement/imports', form, onProgress);
}
