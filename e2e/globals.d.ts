// The page's own globals the suite sets from page.addInitScript; the app declares them in its
// source (src/client/features/assessments/lib/editor/use-auto-save.ts), which this root does not compile.
export {};

declare global {
  interface Window {
    /** Shortens the auto-save interval (30 s in the app). */
    __PILLARS_AUTOSAVE_MS__?: number;
  }
}
