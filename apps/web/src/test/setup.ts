import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { initI18n } from '@/lib/i18n/i18n.ts';
import { clearOutbox } from '@/lib/offline/outbox.ts';
import { queryClient } from '@/lib/query-client.ts';
import { fakeApi } from './fake-api.ts';

/*
 * Every component test file: i18next started as the app starts it, the API answered by the
 * test's fake (src/test/fake-api.ts), and nothing carried from one test to the next.
 */
beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fakeApi.reset();
  window.fetch = fakeApi.fetch;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  // Unmounted first: a component still on screen would fetch again what the clear drops.
  await cleanup();
  queryClient.clear();
  // The notifications' store outlives the render: one test's message would cover the next's.
  notifications.clean();
  // A write that could not be sent waits in IndexedDB, which outlives the test.
  await clearOutbox();
  expect(fakeApi.unanswered(), 'requests the test did not answer').toEqual([]);
  expect(fakeApi.failedReplies(), 'requests the fake server could not take').toEqual([]);
});
