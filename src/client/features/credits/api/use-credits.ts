import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey } from '@client/lib/api';

export const fetchCredits = () => call(API.credits);

/** Credits and admin status: refetched on window focus and retried once (spec 7). */
export const creditsQuery = () =>
  queryOptions({
    queryKey: queryKey(API.credits),
    queryFn: fetchCredits,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export function useCredits() {
  return useQuery(creditsQuery());
}
