import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { shops } from './shops';
import { users } from './users';

// A reminder the desk followed up (issue 19 §6): who called the customer about a vaccination due,
// a follow-up visit or tomorrow's appointment, when, and what came of it. The reminder itself is not
// stored: it is read from the vaccination line, the clinical record or the appointment `source_id`
// names (of `kind`), so it can never disagree with them.
export const reminderContacts = pgTable(
  'reminder_contacts',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** the due day it was about: a new due date (a booster given, a visit moved) is a new reminder */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    note: text('note'),
    contactedBy: uuid('contacted_by')
      .notNull()
      .references(() => users.id),
    contactedAt: at('contacted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_contacts_source_key').on(t.shopId, t.kind, t.sourceId, t.dueOn),
    check('reminder_contacts_kind_check', sql`${t.kind} in ('vaccination', 'follow_up', 'appointment')`),
    check('reminder_contacts_outcome_check', sql`${t.outcome} in ('reached', 'no_answer', 'will_come', 'declined')`),
  ],
);
