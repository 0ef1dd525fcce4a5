import { useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { type ImportMode, importResult } from '../contracts/spreadsheets';
import { api } from './client';
import { compactParams } from './list-params';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** The catalogues that have spreadsheet routes (`/<catalogue>/export`, `/import`, `/import-template`). */
export type SheetCatalogue = 'customers' | 'pets' | 'products' | 'services' | 'suppliers';

/** The file name the server gave in Content-Disposition, or a fallback. */
function fileNameOf(disposition: string | undefined, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A refused download answers a JSON error as a Blob: read it so the error handler sees the body. */
async function withJsonBody(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text());
    } catch {
      // not JSON: the handler falls back to the generic message
    }
  }
  throw error;
}

/** Downloads `GET /<path>` (an .xlsx) through the API client, so the token and shop go with it. */
export async function downloadSheet(path: string, params: Record<string, string | number | undefined> = {}): Promise<void> {
  const res = await api.get<Blob>(path, { params: compactParams(params), responseType: 'blob' }).catch(withJsonBody);
  saveBlob(res.data, fileNameOf(res.headers['content-disposition'] as string | undefined, `${path.split('/')[1]}.xlsx`));
}

export const useDownloadSheet = () => useMutation({ mutationFn: (input: { path: string; params?: Record<string, string | number | undefined> }) => downloadSheet(input.path, input.params) });

export interface UploadSheetInput {
  catalogue: SheetCatalogue;
  file: File;
  mode: ImportMode;
  importId: string;
}

export async function uploadSheet(input: UploadSheetInput) {
  const form = new FormData();
  form.set('document', input.file);
  form.set('mode', input.mode);
  form.set('importId', input.importId);
  const { data } = await api.post(`/${input.catalogue}/import`, form);
  return importResult.parse(data);
}

// silent: the import dialog lists the rejected rows itself
export const useUploadSheet = (catalogue: SheetCatalogue) => useInvalidatingMutation(uploadSheet, [[catalogue]], { silent: true });
