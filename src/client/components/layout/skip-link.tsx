import { TEXTS } from '@shared/texts';

/** The first tab stop of every page: hidden until focused, it moves the focus to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(e) => {
        const main = document.getElementById('main');
        if (!main) return;
        // Focus rather than a hash in the URL: the route stays as it is.
        e.preventDefault();
        main.focus();
      }}
      className="fixed top-2 left-2 z-[100] -translate-y-[200%] rounded-md border bg-card px-4 py-2 text-sm font-medium text-foreground shadow-lg transition-transform focus:translate-y-0 focus:ring-2 focus:ring-ring focus:outline-none"
    >
      {TEXTS.skipToMain}
    </a>
  );
}
