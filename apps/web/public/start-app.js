/*
 * The rendered pages' loader (the login page and the shells, decisions 0023, 0043, 0052):
 * src/app/document.tsx puts it in place of the app's <script type="module"> and its
 * modulepreload links, which it carries in data-entry and data-modules. The page paints first
 * and asks for its JavaScript only then, so on a slow connection the stylesheet has the
 * bandwidth to itself and the page shows sooner.
 *
 * The login page (data-start="on-intent") is whole as drawn: a first visitor's browser runs
 * none of the app until they act on it (a press, a key, a scroll, an input). A press on one of
 * its buttons, or a form sent, before the app runs is held and made again once the app says it
 * runs (the event named in data-started-event). A browser someone signed in with before (the
 * key in data-at-once-if-stored), or a page drawn in another language than the one chosen here
 * (before-paint.js marks it stale and hides it), starts the app at once.
 */
(() => {
  const tag = document.currentScript;
  const { entry, start: startMode, startedEvent, atOnceIfStored } = tag.dataset;
  const modules = (tag.dataset.modules || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A frame's callbacks run just before it paints; a task queued from one runs after. A tab
  // in the background paints nothing, so it starts at once.
  const startAfterPaint = () => {
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };

  // The login page's presses and sends before the app runs: the last one is held and made
  // again, once, when the app says it runs.
  const root = document.getElementById('root');
  if (startedEvent && root) {
    let held = null;
    const hold = (event) => {
      if (!root.contains(event.target)) return;
      const pressed = event.type === 'click' ? event.target.closest('button') : event.target;
      if (!pressed) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = pressed;
      start();
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    document.addEventListener(
      startedEvent,
      () => {
        document.removeEventListener('click', hold, true);
        document.removeEventListener('submit', hold, true);
        if (!held?.isConnected) return;
        // In a task of its own: what the app's first commit set in motion (such as taking in
        // what was typed before it ran) renders first.
        setTimeout(() => {
          if (held instanceof HTMLFormElement) held.requestSubmit();
          else held.click();
        }, 0);
      },
      { once: true },
    );
  }

  let storedMark = null;
  try {
    storedMark = atOnceIfStored ? window.localStorage.getItem(atOnceIfStored) : null;
  } catch {
    // Storage blocked: a first visit, as far as this page can tell.
  }
  const stale = document.documentElement.hasAttribute('data-prerender-stale');
  if (startMode !== 'on-intent' || storedMark !== null || stale) {
    startAfterPaint();
    return;
  }
  const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'input'];
  const onIntent = () => {
    for (const type of INTENTS) window.removeEventListener(type, onIntent, true);
    start();
  };
  for (const type of INTENTS) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
})();
