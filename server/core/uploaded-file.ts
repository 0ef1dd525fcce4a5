/** A file received in a multipart body, already checked by its content (server/http/multipart.ts). */
export interface UploadedFile {
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  data: Uint8Array;
}
