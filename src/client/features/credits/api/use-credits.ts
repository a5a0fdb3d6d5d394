import { queryOptions, useQuery } from '@tanstack/react-query';
import { CREDITS_PATH } from '@shared/paths';
import type { CreditsResponse } from '@shared/contracts/credits';
import { getJson } from '@client/lib/api';

export const fetchCredits = () => getJson<CreditsResponse>(CREDITS_PATH);

/** Credits and admin status: refetched on window focus and retried once (spec 7). */
export const creditsQuery = () =>
  queryOptions({
    queryKey: [CREDITS_PATH],
    queryFn: fetchCredits,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export function useCredits() {
  return useQuery(creditsQuery());
}
