import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedView } from '@shared/contracts/sharing';
import { SHARING_PATHS } from '@shared/paths';
import { throwIfResNotOk } from '@client/lib/api';

/**
 * A mentor's read of a shared assessment. No cookie is sent (`credentials: 'omit'`): the link's
 * token is the only key, so a signed-in visitor reads exactly what a signed-out one does.
 */
export async function fetchSharedView(token: string): Promise<SharedView> {
  const res = await fetch(SHARING_PATHS.view(token), {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as SharedView;
}

export const sharedViewQuery = (token: string) =>
  queryOptions({
    queryKey: [SHARING_PATHS.view(token)],
    queryFn: () => fetchSharedView(token),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useSharedView(token: string) {
  return useQuery(sharedViewQuery(token));
}
