import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// The first location a heading saw (the page load) and the last one whose heading took the focus.
// Module state on purpose: a screen's heading may mount late (a lazy chunk, a loading state),
// and it must still know whether it arrived by a navigation.
let firstLocation: string | null = null;
let lastFocused: string | null = null;

/**
 * The main heading of a screen: sets the document title, and after an in-app navigation moves the
 * focus to the heading (so keyboard and screen-reader users start on the new page, not on the link
 * they left). The page load itself keeps the browser's own start.
 */
export function usePageHeading(title: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [location] = useLocation();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    firstLocation ??= location;
    if (location === firstLocation && lastFocused === null) return;
    if (location === lastFocused) return;
    lastFocused = location;
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, [location]);

  return ref;
}
