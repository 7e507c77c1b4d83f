import type { UpdateUserRequest, User } from '@app/domain/users.schemas.ts';
import { apiRequest } from './api-client.ts';

/*
 * `PUT /users/current`, shared like the current-user query beside it: the profile page saves
 * the person's name and pictures, the post form their verbose-mode choice, and features may
 * not import each other. Each caller wraps it in the mutation its screen needs.
 */
export async function updateCurrentUser(body: UpdateUserRequest): Promise<User> {
  const response = await apiRequest('/users/current', {
    method: 'PUT',
    body,
    schema: () => import('@app/domain/users.schemas.ts').then((m) => m.userResponseSchema),
  });
  return response.data;
}
