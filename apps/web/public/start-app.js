/*
 * The rendered pages' loader (the login page and the shells, decisions 0023, 0043):
 * src/app/document.tsx puts it in place of the app's <script type="module"> and its
 * modulepreload links, which it carries in data-entry and data-modules. The page paints first and asks for its JavaScript
 * only then, so on a slow connection the stylesheet has the bandwidth to itself and the page
 * shows sooner.
 */
(() => {
  const tag = document.currentScript;
  const entry = tag.dataset.entry;
  const modules = (tag.dataset.modules || '').split(' ').filter(Boolean);
  const start = () => {
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
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
