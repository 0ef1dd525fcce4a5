import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { shops } from './shops';
import { users } from './users';

// Uploaded files live in the database so no instance keeps state of its own (DESIGN §1).
export const files = pgTable(
  'files',
  {
    id: id(),
    // null for files of the system administrator, who has no shop.
    shopId: uuid('shop_id').references(() => shops.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_shop_id_idx').on(t.shopId, t.createdAt),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    check('files_kind_check', sql`${t.kind} in ('avatar', 'logo', 'attachment')`),
  ],
);
