import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { isDeleted } from '@client/features/assessments/lib/local-copy';
import { useAuth } from '@client/features/auth/api/use-auth';
import {
  carriesSelection,
  readRememberedSelection,
  rememberSelection,
  resolveSelection,
  SELECTION_PARAM,
  withSelection,
} from '@client/features/assessments/lib/selection';

interface SelectOptions {
  /** The user chose it: a new history entry names it, so Back returns to the one before. */
  push?: boolean;
  /** With `push`, open it on this route (default: the current one). */
  path?: string;
}

interface CurrentAssessment {
  /** The assessment the signed-in screens show; undefined while the list loads or is empty. */
  currentId: string | undefined;
  /** Selects an assessment (undefined: none, e.g. the last one was deleted). */
  setCurrentId: (id: string | undefined, options?: SelectOptions) => void;
}

const Context = createContext<CurrentAssessment | null>(null);

/**
 * Which assessment the signed-in screens show (ADR 019). The address carries it (`?a=<id>` on
 * the assessment, dashboard and coaching routes, once the user has two or more), so a link, a
 * reload or the back button opens the same one; without it, the one last chosen in this tab or
 * browser; else the first in the list (spec 2). Only the user's own ids count: any other falls
 * back, and the address is corrected.
 */
export function CurrentAssessmentProvider({
  list,
  children,
}: {
  list: readonly AssessmentListItem[] | undefined;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const userId = user?.id;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const fromUrl = new URLSearchParams(search).get(SELECTION_PARAM) ?? undefined;
  const [selected, setSelected] = useState(() =>
    userId ? readRememberedSelection(userId) : undefined,
  );
  const [trusted, setTrusted] = useState<string | undefined>(undefined);
  // An assessment deleted in this tab is gone at once, before the list is read again.
  const mine = list?.filter((a) => !isDeleted(a.id));
  const currentId = resolveSelection({
    list: mine,
    fromUrl,
    selected,
    trusted: trusted && !isDeleted(trusted) ? trusted : undefined,
  });

  // What is shown stays chosen in this tab (for routes without `?a=`)...
  if (currentId && currentId !== selected) setSelected(currentId);
  // ...and in this browser, for a reload or a new tab.
  useEffect(() => {
    if (currentId && userId) rememberSelection(userId, currentId);
  }, [currentId, userId]);

  // The address names what is shown whenever there is a choice: `?a=` is added (two or more
  // assessments), corrected or removed, in place. With one assessment it stays plain.
  const carries = carriesSelection(location);
  const count = mine?.length ?? 0;
  useEffect(() => {
    if (!list || !carries || fromUrl === currentId) return;
    if (fromUrl === undefined && count < 2) return;
    navigate(withSelection(location, search, currentId), { replace: true });
  }, [list, carries, count, fromUrl, currentId, location, search, navigate]);

  // The setter stays the same function (the editor's saves depend on it), so it reads what is
  // shown and the address from a ref and the browser rather than from this render.
  const shown = useRef(currentId);
  useEffect(() => {
    shown.current = currentId;
  }, [currentId]);
  const setCurrentId = useCallback(
    (id: string | undefined, options: SelectOptions = {}) => {
      setTrusted(id);
      setSelected(id);
      if (id && userId) rememberSelection(userId, id);
      if (!options.push || !id) return;
      const { pathname, search: query } = window.location;
      const target = withSelection(options.path ?? pathname, options.path ? '' : query, id);
      if (target === pathname + query) return;
      // Back must return to the assessment being left: its entry is named first.
      const leaving = new URLSearchParams(query).get(SELECTION_PARAM);
      if (carriesSelection(pathname) && !leaving && shown.current)
        navigate(withSelection(pathname, query, shown.current), { replace: true });
      navigate(target);
    },
    [userId, navigate, setTrusted, setSelected],
  );

  const value = useMemo(() => ({ currentId, setCurrentId }), [currentId, setCurrentId]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCurrentAssessment(): CurrentAssessment {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentAssessment needs a CurrentAssessmentProvider');
  return value;
}
