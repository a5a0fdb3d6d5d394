import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@shared/contracts/routes';
import { call, queryKey, request } from '@client/lib/api';

export const adminUsersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKey(API.adminUsers),
    queryFn: () => call(API.adminUsers),
    enabled,
  });

export const accessGroupsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKey(API.accessGroups),
    queryFn: () => call(API.accessGroups),
    enabled,
  });

export const creditHistoryQuery = (userId: string | null) =>
  queryOptions({
    // Under the users' key, so that a grant's refresh of the users reaches it too.
    queryKey: queryKey(API.adminUsers, userId, 'credits'),
    queryFn: () => call(API.creditHistory, { params: { id: userId! } }),
    enabled: !!userId,
    staleTime: 0,
  });

/** The admin lists load only when the credits call reports isAdmin (spec 6). */
export function useAdminUsers(enabled: boolean) {
  return useQuery(adminUsersQuery(enabled));
}

export function useAccessGroups(enabled: boolean) {
  return useQuery(accessGroupsQuery(enabled));
}

export function useCreditHistory(userId: string | null) {
  return useQuery(creditHistoryQuery(userId));
}

export function useGrantCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; amount: number }) =>
      call(API.grantCredits, { body: input }),
    // Users and credits are refreshed after a grant (spec 7).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey(API.adminUsers) }),
        queryClient.invalidateQueries({ queryKey: queryKey(API.credits) }),
      ]),
  });
}

export function useAddGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupName: string) => call(API.addAccessGroup, { body: { groupName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(API.accessGroups) }),
  });
}

export function useRemoveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupName: string) => request(API.removeAccessGroup, { params: { groupName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(API.accessGroups) }),
  });
}
