import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { callOrNullOn401, queryKey } from '@client/lib/api';

export const fetchCurrentUser = () => callOrNullOn401(API.currentUser);

export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKey(API.currentUser),
    queryFn: fetchCurrentUser,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The current user, loaded once (spec 4: no retry, no refetch on focus). */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery());
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}
