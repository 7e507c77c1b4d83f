import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { WritingAccessNotice } from './writing-access-notice.tsx';

/**
 * A layout route around the dashboard and the pages that create posts (src/app/router.tsx):
 * the notice above the page when the subscription does not allow new posts. Its own Suspense,
 * so the page never waits for the notice's texts.
 */
export function WritingAccessLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <WritingAccessNotice />
      </Suspense>
      <Outlet />
    </>
  );
}
