import { ARCHIVE_FILE_NAME, type ImportSummary } from '@app/domain/archive.schemas.ts';
import { API_BASE, createApiRequestError, createNetworkError } from '@/api/client.ts';
import { uploadWithProgress } from '@/api/upload.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { getOpenJournal } from '@/lib/seal/open-journal.ts';

/**
 * Downloads the export (GET archive/export) and saves it as a file. The server announces the
 * ZIP's exact size before the first byte, so the bytes read so far give the progress; the
 * stream is read here rather than by a plain link so the page can show it. A sealed journal's
 * export is made on this device instead, in the same format (decision 0068).
 */
export async function downloadExport(onProgress: (fraction: number) => void): Promise<void> {
  const journal = getOpenJournal();
  if (journal) {
    const { exportSealedJournal } = await import('@/lib/seal/device-export.ts');
    const day = new Date().toISOString().slice(0, 10);
    saveFile(await exportSealedJournal(journal, onProgress), `inner-compass-export-${day}.zip`);
    return;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/archive/export`, { credentials: 'same-origin' });
  } catch {
    throw createNetworkError();
  }
  if (!response.ok || !response.body) {
    throw createApiRequestError({
      status: response.status,
      statusText: response.statusText,
      body: await response.json().catch(() => null),
      retryAfter: response.headers.get('Retry-After'),
    });
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(received / total, 1));
  }
  onProgress(1);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  saveFile(new Blob(chunks, { type: 'application/zip' }), name?.[1] ?? ARCHIVE_FILE_NAME);
}

/** Hands a file made on the page to the browser's downloads. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Uploads a file to import (`POST archive/import`, the file as the body): an export of this
 * app or another journal's, which the server tells apart by its bytes. With `dryRun` nothing
 * is written: the answer is the preview of what the import would bring.
 */
export async function importArchive(
  file: File,
  onProgress: (fraction: number) => void,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<ImportSummary> {
  const response = await uploadWithProgress(`/archive/import${dryRun ? '?dryRun=true' : ''}`, {
    body: file,
    contentType: 'application/octet-stream',
    schema: 'archive.importResponseSchema',
    onProgress,
    unexpectedAnswer: () => i18next.t('archive:import.unexpected'),
  });
  return response.data;
}

/** The printable report's address (`GET archive/report`), opened in a tab of its own. */
export function reportUrl(query: URLSearchParams): string {
  return `${API_BASE}/archive/report?${query}`;
}
