import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the requests `matches` picks (those `holds` picks among them, when given) until
 * `release` is called, so what comes before their answers shows. `started` settles when the
 * first one is held.
 */
export async function holdRequests(
  page: Page,
  matches: RegExp | ((url: URL) => boolean),
  holds: (request: Request) => boolean = () => true,
): Promise<{ started: Promise<void>; release: () => void }> {
  let release = (): void => {};
  const released = new Promise<void>((resolveRelease) => {
    release = resolveRelease;
  });
  let markStarted = (): void => {};
  const started = new Promise<void>((resolveStarted) => {
    markStarted = resolveStarted;
  });
  await page.route(matches, async (route: Route) => {
    if (holds(route.request())) {
      markStarted();
      await released;
    }
    await route.continue();
  });
  return { started, release };
}
