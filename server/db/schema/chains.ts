import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// A chain groups branches (shops) whose members may switch between them (DESIGN §4).
export const chains = pgTable('chains', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
