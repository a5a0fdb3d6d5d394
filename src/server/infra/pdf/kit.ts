import { createContext, useContext } from 'react';
import type * as ReactPdf from '@react-pdf/renderer';
import { registerFonts } from './fonts';

/** The @react-pdf/renderer module: its components, `Font` and `pdf` (see pipeline.ts). */
export type PdfKit = typeof ReactPdf;

let loading: Promise<PdfKit> | undefined;

/**
 * The renderer, imported on the first export rather than at start-up: importing it takes about
 * 0.6 s, which the server's start and every test file would otherwise pay. A static import in the
 * documents would not do: esbuild hoists the external imports of lazily loaded files to the top
 * of the bundle. So the documents take the components from `usePdfKit()`.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('@react-pdf/renderer')
    .then(async (kit) => {
      await registerFonts(kit);
      return kit;
    })
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

/** What the documents' components render with. */
export interface PdfEnv {
  kit: PdfKit;
  /** The font families of this document's text (see fontStackFor). */
  fontStack: string[];
}

const PdfEnvContext = createContext<PdfEnv | null>(null);
export const PdfEnvProvider = PdfEnvContext.Provider;

function usePdfEnv(): PdfEnv {
  const env = useContext(PdfEnvContext);
  if (!env) throw new Error('PDF components must be rendered through infra/pdf/render');
  return env;
}

/** The renderer's components, inside a document rendered by infra/pdf/render. */
export function usePdfKit(): PdfKit {
  return usePdfEnv().kit;
}

export function useFontStack(): string[] {
  return usePdfEnv().fontStack;
}
