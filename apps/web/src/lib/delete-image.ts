import { apiRequest, noContentSchema } from './api-client.ts';

/** `DELETE /images/{id}`: for an upload that was replaced or removed before it was ever saved. */
export function deleteImage(imageId: string): Promise<void> {
  return apiRequest(`/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
    schema: noContentSchema,
  });
}
