/** The excitement posts this feature reads by id (`/excitement-end?postid=`). */
export const excitementQueryKeys = {
  post: (postId: string) => ['excitement', 'post', postId] as const,
};
