import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AssessmentListItem } from '@shared/contracts/assessments';

interface CurrentAssessment {
  currentId: string | undefined;
  setCurrentId: (id: string | undefined) => void;
}

const Context = createContext<CurrentAssessment | null>(null);

/**
 * Which assessment the signed-in screens show. The first in the list is chosen automatically when
 * none is selected (spec 2), or when the selected one is no longer in the list.
 */
export function CurrentAssessmentProvider({
  list,
  children,
}: {
  list: readonly AssessmentListItem[] | undefined;
  children: ReactNode;
}) {
  const [selectedId, setCurrentId] = useState<string | undefined>(undefined);
  const currentId =
    selectedId && (!list || list.some((a) => a.id === selectedId)) ? selectedId : list?.[0]?.id;
  const value = useMemo(() => ({ currentId, setCurrentId }), [currentId]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCurrentAssessment(): CurrentAssessment {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentAssessment needs a CurrentAssessmentProvider');
  return value;
}
