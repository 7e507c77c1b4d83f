import type { Notices } from '@app/domain/notices.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { noticesQueryKey } from '@/api/query-keys.ts';

/** How often an open app looks for new notices (one indexed read of a bounded page). */
const NOTICES_REFRESH_MS = 2 * 60 * 1000;

/** `GET /notices`: the person's newest notices and how many are unread. */
async function getNotices(signal?: AbortSignal): Promise<Notices> {
  const response = await apiRequest('/notices', {
    schema: 'notices.noticesResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const noticesQuery = queryOptions({
  queryKey: noticesQueryKey,
  queryFn: ({ signal }) => getNotices(signal),
  staleTime: 30 * 1000,
  refetchInterval: NOTICES_REFRESH_MS,
});

export function useNotices() {
  return useQuery(noticesQuery);
}

/** `POST /notices/read`: the named notices read, or every one without ids. */
async function markNoticesRead(ids?: string[]): Promise<{ unread: number }> {
  const response = await apiRequest('/notices/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    schema: 'notices.markNoticesReadResponseSchema',
  });
  return response.data;
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    // Shown read at once; the server's count follows.
    onMutate: (ids) => {
      queryClient.setQueryData<Notices>(noticesQueryKey, (current) =>
        current
          ? {
              ...current,
              items: current.items.map((notice) =>
                !ids || ids.includes(notice._id) ? { ...notice, read: true } : notice,
              ),
            }
          : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
  });
}
