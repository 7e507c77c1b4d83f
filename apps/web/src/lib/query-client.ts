import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set when the screen shows the error itself, so the shared red notification stays away. */
      handlesOwnErrors?: boolean;
    };
  }
}

/**
 * The shared HTTP error handler (docs/product.md section 8): a failed mutation shows a red notification
 * with the server's message, unless the mutation shows its errors on its own screen.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesOwnErrors) return;
        console.error(error);
        notifications.show({
          color: 'red',
          title: i18next.t('somethingWentWrong'),
          message: getErrorMessage(error),
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        // A 4xx will not change on its own; retrying it only delays what the person sees.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(isApiRequestError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** One client for the app: route loaders and components must see the same cache. */
export const queryClient = createQueryClient();
