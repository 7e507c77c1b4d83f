import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a page the server rendered (the markup was made with
 * false), true from the render after and on every page rendered in the browser alone. For
 * controls that must not act before the app can handle them (decision 0023).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
