import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import type { UploadedFile } from '../../core/uploaded-file';

export async function storeFile(
  db: DbOrTx,
  input: { shopId: string | null; uploadedBy: string; kind: 'avatar' | 'logo' | 'attachment'; file: UploadedFile },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      shopId: input.shopId,
      uploadedBy: input.uploadedBy,
      kind: input.kind,
      name: input.file.name,
      mimeType: input.file.mimeType,
      size: input.file.size,
      sha256: input.file.sha256,
      data: input.file.data,
    })
    .returning({ id: files.id });
  return row.id;
}
