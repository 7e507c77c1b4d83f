import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Dashboard } from './mantine.tsx';

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { greeting: 'Good evening' } } },
});
const queryClient = new QueryClient();

function Page() {
  // One query, answered at once: the floor has no request to wait for.
  useQuery({ queryKey: ['cards'], queryFn: async () => 12 });
  return <Dashboard />;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nextProvider i18n={i18next}>
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </I18nextProvider>,
);
