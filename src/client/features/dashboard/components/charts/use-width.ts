import { useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date: the charts are drawn at the size they are shown, so
 * that their text keeps its size at 375 px as at 1440 px (a scaled drawing would shrink it).
 */
export function useWidth<T extends HTMLElement>(
  fallback: number,
): [(el: T | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((el: T | null) => {
    if (!el) return;
    const measure = () => {
      const next = Math.floor(el.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
