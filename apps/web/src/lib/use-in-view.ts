import { type RefCallback, useCallback, useState } from 'react';

/*
 * The root's bottom edge pulled up by a pixel: an element that starts exactly where the screen
 * ends (the footer, below a main at least the screen's height) touches it, and an
 * IntersectionObserver counts touching as intersecting.
 */
const VISIBLE_MARGIN = '0px 0px -1px 0px';

/**
 * False until the element first shows on screen, then true for good. For what sits out of
 * sight at the foot of every page and costs the page's load real work (the footer's counts
 * and ideas box): it is done when the person scrolls to it.
 */
export function useInView<T extends Element>(): [RefCallback<T>, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback<RefCallback<T>>((element) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
