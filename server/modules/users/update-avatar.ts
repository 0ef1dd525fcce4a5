import { eq, sql } from 'drizzle-orm';
import type { UserResponse } from '@/lib/contracts/users';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';
import type { UploadedFile } from '../../core/uploaded-file';
import { storeFile } from '../files/store-file';
import { toUserResponse } from './to-user-response';

export async function updateAvatar(db: DbOrTx, input: { userId: string; shopId: string | null; file: UploadedFile }): Promise<UserResponse> {
  const fileId = await storeFile(db, { shopId: input.shopId, uploadedBy: input.userId, kind: 'avatar', file: input.file });
  const [row] = await db
    .update(users)
    .set({ imageFileId: fileId, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId))
    .returning();
  if (!row) throw notFound('errors.userNotFound');
  return toUserResponse(row);
}
