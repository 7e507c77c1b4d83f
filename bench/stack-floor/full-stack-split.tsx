import '@mantine/core/styles.css';

/*
 * The stack at its most patient: each library evaluated in a task of its own, and the view
 * rendered in a transition, so React yields to the browser every few milliseconds of render.
 * Its tree is full-stack.tsx's, written again: a module shared by the two would be one more
 * chunk in each page's loading, and the pages would differ in more than their start.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const React = await import('react');
await nextTask();
const { createRoot } = await import('react-dom/client');
await nextTask();
const { MantineProvider } = await import('@mantine/core');
await nextTask();
const { QueryClient, QueryClientProvider, useQuery } = await import('@tanstack/react-query');
await nextTask();
const { default: i18next } = await import('i18next');
const { I18nextProvider, initReactI18next } = await import('react-i18next');
await nextTask();
const { createBrowserRouter, RouterProvider } = await import('react-router');
await nextTask();
const { Dashboard } = await import('./mantine.tsx');
await nextTask();

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { greeting: 'Good evening' } } },
});
await nextTask();
const queryClient = new QueryClient();

function Page() {
  useQuery({ queryKey: ['cards'], queryFn: async () => 12 });
  return <Dashboard />;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = createRoot(document.getElementById('root') as HTMLElement);
React.startTransition(() =>
  root.render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  ),
);
