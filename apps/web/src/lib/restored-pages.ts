/**
 * A page the browser kept for Back and Forward (the back-forward cache) is not shown as it
 * was: it may hold a person's writing from before a lock or a logout made in another tab, or
 * by the server's idle rule, while it slept and heard of neither. It is hidden as it goes into
 * that cache and loaded afresh when it comes back, so the server says again who may see what.
 */
export function reloadPagesRestoredFromHistory(): void {
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) document.documentElement.style.visibility = 'hidden';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
