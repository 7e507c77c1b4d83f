import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login.page.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteError } from './route-error.tsx';
import { RootLayout } from './shell/root-layout.tsx';

/*
 * Every page but one is a lazy route module: the entry holds the shell, and each page's code
 * downloads when a person first opens it (docs/performance.md: a small login entry). The login
 * page, where every signed-out visit lands, is in the entry itself (a few KB): it paints with
 * the shell instead of one more round trip later.
 */

/** Open to everyone: docs/product.md sections 2 and 6 mark the first three; unsubscribe links too. */
const openRoutes: RouteObject[] = [
  { path: 'login', Component: LoginPage },
  {
    path: 'enter-code',
    lazy: async () => {
      const page = await import('@/features/auth/pages/enter-code.page.tsx');
      return { loader: page.enterCodeLoader, Component: page.EnterCodePage };
    },
  },
  {
    path: 'privacy',
    lazy: async () => ({
      Component: (await import('@/features/site/pages/privacy.page.tsx')).PrivacyPage,
    }),
  },
  {
    // A reminder's unsubscribe link: works signed in or not (the token is the permission).
    path: 'unsubscribe',
    lazy: async () => ({
      Component: (await import('@/features/reminders/pages/unsubscribe.page.tsx')).UnsubscribePage,
    }),
  },
];

/**
 * Pages that need a signed-in person. The placeholder page (/test) is guarded too: docs/product.md
 * leaves it unmarked, and unmarked means signed in.
 */
const guardedRoutes: RouteObject[] = [
  {
    // The billing feature's notice above the dashboard when the subscription does not allow
    // new posts (reading, editing and deleting stay open); the create pages have it too.
    lazy: async () => ({
      Component: (await import('@/features/billing/components/writing-access-layout.tsx'))
        .WritingAccessLayout,
    }),
    children: [
      {
        path: 'urnb',
        lazy: async () => ({
          Component: (await import('./home-route.tsx')).HomeRoute,
        }),
      },
    ],
  },
  {
    path: 'posts',
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('@/features/posts/pages/posts.page.tsx')).PostsPage,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import('@/features/billing/components/writing-access-layout.tsx'))
            .WritingAccessLayout,
        }),
        children: [
          {
            // New and edit share the form page; it tells them apart by the :id parameter.
            path: 'new',
            lazy: async () => ({
              Component: (await import('@/features/posts/pages/post-form.page.tsx')).PostFormPage,
            }),
          },
        ],
      },
      {
        path: 'deleted',
        lazy: async () => ({
          Component: (await import('@/features/posts/pages/recently-deleted.page.tsx'))
            .RecentlyDeletedPage,
        }),
      },
      {
        // The post with its suggestions: put together in the app layer (post-detail-route.tsx).
        path: ':id',
        lazy: async () => ({
          Component: (await import('./post-detail-route.tsx')).PostDetailRoute,
        }),
      },
      {
        path: ':id/edit',
        lazy: async () => ({
          Component: (await import('@/features/posts/pages/post-form.page.tsx')).PostFormPage,
        }),
      },
    ],
  },
  {
    lazy: async () => ({
      Component: (await import('@/features/billing/components/writing-access-layout.tsx'))
        .WritingAccessLayout,
    }),
    children: [
      {
        path: 'daily-intention',
        lazy: async () => ({
          Component: (await import('@/features/daily-intention/pages/daily-intention.page.tsx'))
            .DailyIntentionPage,
        }),
      },
      {
        path: 'excitement-start',
        lazy: async () => ({
          Component: (await import('@/features/excitement/pages/excitement-start.page.tsx'))
            .ExcitementStartPage,
        }),
      },
    ],
  },
  {
    // A saved daily intention (docs/product.md section 2); the page tells it from a new one by :id.
    path: 'manifest/:id/edit',
    lazy: async () => ({
      Component: (await import('@/features/daily-intention/pages/daily-intention.page.tsx'))
        .DailyIntentionPage,
    }),
  },
  {
    // The first run, offered once to a new account (docs/decisions/0062).
    path: 'welcome',
    lazy: async () => ({
      Component: (await import('@/features/users/pages/first-run.page.tsx')).FirstRunPage,
    }),
  },
  {
    path: 'search',
    lazy: async () => ({
      Component: (await import('@/features/search/pages/search.page.tsx')).SearchPage,
    }),
  },
  {
    path: 'feelings',
    lazy: async () => ({
      Component: (await import('@/features/feelings/pages/feelings.page.tsx')).FeelingsPage,
    }),
  },
  {
    path: 'trackers',
    lazy: async () => ({
      Component: (await import('@/features/trackers/pages/trackers.page.tsx')).TrackersPage,
    }),
  },
  {
    path: 'insights',
    lazy: async () => ({
      Component: (await import('@/features/insights/pages/insights.page.tsx')).InsightsPage,
    }),
  },
  {
    path: 'identity',
    lazy: async () => ({
      Component: (await import('@/features/identity/pages/identity.page.tsx')).IdentityPage,
    }),
  },
  {
    // Optional ?postid=: the results of an earlier excitement, edited again (docs/product.md section 2).
    path: 'excitement-end',
    lazy: async () => ({
      Component: (await import('@/features/excitement/pages/excitement-end.page.tsx'))
        .ExcitementEndPage,
    }),
  },
  {
    // The account pages share the customer sidebar (docs/product.md section 2).
    lazy: async () => ({
      Component: (await import('./customer-layout.tsx')).CustomerLayout,
    }),
    children: [
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('./profile-route.tsx')).ProfileRoute,
        }),
      },
      {
        path: 'billing',
        lazy: async () => ({
          Component: (await import('@/features/billing/pages/billing.page.tsx')).BillingPage,
        }),
      },
      {
        path: 'invoices',
        lazy: async () => ({
          Component: (await import('@/features/billing/pages/invoices.page.tsx')).InvoicesPage,
        }),
      },
      {
        path: 'invoices/:id',
        lazy: async () => ({
          Component: (await import('@/features/billing/pages/invoice.page.tsx')).InvoicePage,
        }),
      },
      {
        path: 'delete-account',
        lazy: async () => ({
          Component: (await import('@/features/users/pages/delete-account.page.tsx'))
            .DeleteAccountPage,
        }),
      },
    ],
  },
  {
    path: 'challenge',
    lazy: async () => ({
      Component: (await import('@/features/community/pages/challenge.page.tsx')).ChallengePage,
    }),
  },
  {
    // Moderators only; the page tells anyone else so (docs/security.md).
    path: 'h100_iris',
    lazy: async () => ({
      Component: (await import('@/features/community/pages/challenge-messages.page.tsx'))
        .ChallengeMessagesPage,
    }),
  },
  {
    path: 'test',
    lazy: async () => ({
      Component: (await import('@/features/site/pages/test.page.tsx')).TestPage,
    }),
  },
  {
    path: 'coffee',
    lazy: async () => ({
      Component: (await import('@/features/site/pages/coffee.page.tsx')).CoffeePage,
    }),
  },
  {
    // Inside the guard: a signed-out visitor opening a page that does not exist (mistyped) is
    // asked to log in, as for any guarded route, and sees the 404 once signed in.
    path: '*',
    lazy: async () => ({
      Component: (await import('@/features/site/pages/not-found.page.tsx')).NotFoundPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A page that fails keeps the top bar and footer around its error message.
        ErrorBoundary: RouteError,
        // Shown on first load, inside the top bar and footer, while the opening page's chunk
        // arrives: the frame the server's prerendered shell already showed (decisions 0023
        // and 0025).
        HydrateFallback: PageLoader,
        children: [
          { index: true, element: <Navigate to="/urnb" replace /> },
          ...openRoutes,
          {
            lazy: async () => ({
              Component: (await import('./guarded-layout.tsx')).GuardedLayout,
            }),
            children: guardedRoutes,
          },
        ],
      },
    ],
  },
];
