import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startI18n } from '@/lib/i18n/i18n.ts';
import { keepQueryCacheOnDevice, restoreQueryCache } from '@/lib/offline/query-cache-on-device.ts';
import { queryClient } from '@/lib/query-client.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The copy kept on the device goes into the cache before the first render, so a page opened
// offline shows the person's latest posts, trackers and identity (decision 19). The language's
// texts are in before it too, so nothing shows in English first (decision 21).
void Promise.all([restoreQueryCache(queryClient), startI18n()]).then(() => {
  keepQueryCacheOnDevice(queryClient);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole dashboard (Lighthouse blocking time: about a fifth
  // less on /login and /urnb; docs/performance.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  // What was written offline is sent from a chunk of its own: the first page need not wait.
  void import('@/lib/offline/send-outbox.ts').then(({ startSendingOutbox }) =>
    startSendingOutbox(queryClient),
  );
});
