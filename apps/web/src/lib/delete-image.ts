import { apiRequest, type ResponseSchema } from './api-client.ts';

/** The answer's body carries nothing we use (spec section 7 leaves it unspecified). */
const ignoredBodySchema: ResponseSchema<void> = { parse: () => undefined };

/** `DELETE /images/{id}`: for an upload that was replaced or removed before it was ever saved. */
export function deleteImage(imageId: string): Promise<void> {
  return apiRequest(`/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
    schema: ignoredBodySchema,
  });
}
