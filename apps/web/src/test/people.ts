import { type User, userSchema } from '@app/domain/users.schemas.ts';

/** A signed-in person as the session answers them, checked against the domain's schema. */
export function aPerson(fields: Partial<User> = {}): User {
  return userSchema.parse({
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Ana',
    city: '',
    contacts: [{ contact: 'ana@example.com', contactType: 'email' }],
    image: null,
    imageWidth: null,
    imageHeight: null,
    backgroundImage: null,
    backgroundImageWidth: null,
    backgroundImageHeight: null,
    verboseMode: true,
    happyChallenge: false,
    moderator: false,
    created: '2025-01-06T09:00:00.000Z',
    ...fields,
  });
}
