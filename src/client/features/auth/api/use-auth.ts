import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_PATHS } from '@shared/paths';
import type { User } from '@shared/contracts/auth';
import { getJson } from '@client/lib/api';

export const fetchCurrentUser = () =>
  getJson<User | null>(AUTH_PATHS.user, { on401: 'returnNull' });

export const currentUserQuery = () =>
  queryOptions({
    queryKey: [AUTH_PATHS.user],
    queryFn: fetchCurrentUser,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The current user, loaded once (spec 4: no retry, no refetch on focus). */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery());
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}
