import {
  type Post,
  type PostInput,
  type PostListResponse,
  postInputSchema,
  postListResponseSchema,
  postSchema,
} from '@app/domain/posts.schemas.ts';
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
    goal: null,
    firstRunDone: true,
    journal: 'open',
    ...fields,
  });
}

/** A saved post of the person's, as the API answers it, checked against the domain's schema. */
export function aPost(fields: PostInput & Partial<Post>): Post {
  return postSchema.parse({
    _id: '00000000-0000-4000-8000-0000000000a1',
    isOwner: true,
    fakeUser: null,
    imageWidth: null,
    imageHeight: null,
    uncheckedItems: 0,
    approvalStatus: '',
    created: '2025-03-01T08:00:00.000Z',
    lastUpdate: '2025-03-01T08:00:00.000Z',
    importedFrom: null,
    ...postInputSchema.parse(fields),
    ...fields,
  });
}

/** One page of posts as `GET /posts` answers it, the only page there is. */
export function aPostPage(posts: Post[] = []): PostListResponse {
  return postListResponseSchema.parse({
    data: posts,
    has_more: false,
    has_more_after: false,
    next_cursor: null,
    previous_cursor: null,
  });
}
