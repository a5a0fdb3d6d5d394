import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedView } from '@shared/contracts/sharing';
import { API, pathOf } from '@shared/contracts/routes';
import { call } from '@client/lib/api';

/**
 * A mentor's read of a shared assessment. No cookie is sent (`credentials: 'omit'`): the link's
 * token is the only key, so a signed-in visitor reads exactly what a signed-out one does.
 */
export function fetchSharedView(token: string): Promise<SharedView> {
  return call(
    API.sharedView,
    { params: { token } },
    { credentials: 'omit', referrerPolicy: 'no-referrer' },
  );
}

export const sharedViewQuery = (token: string) =>
  queryOptions({
    queryKey: [pathOf(API.sharedView, { params: { token } })],
    queryFn: () => fetchSharedView(token),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useSharedView(token: string) {
  return useQuery(sharedViewQuery(token));
}
