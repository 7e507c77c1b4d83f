import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contactTypeEnum = pgEnum('contact_type', ['phone', 'email']);

/** A login address: an E.164 phone number or a lower-cased e-mail address, unique site-wide. */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull().unique(),
    contactType: contactTypeEnum('contact_type').notNull(),
  },
  (t) => [index('user_contacts_user_id_idx').on(t.userId)],
);
