import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessGroup,
  AdminUser,
  CreditHistoryEntry,
  GrantCreditsResponse,
} from '@shared/contracts/admin';
import { ADMIN_PATHS, CREDITS_PATH } from '@shared/paths';
import { apiRequest, getJson } from '@client/lib/api';

export const adminUsersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [ADMIN_PATHS.users],
    queryFn: () => getJson<AdminUser[]>(ADMIN_PATHS.users),
    enabled,
  });

export const accessGroupsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [ADMIN_PATHS.accessGroups],
    queryFn: () => getJson<AccessGroup[]>(ADMIN_PATHS.accessGroups),
    enabled,
  });

export const creditHistoryQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [ADMIN_PATHS.users, userId, 'credits'],
    queryFn: () => getJson<CreditHistoryEntry[]>(ADMIN_PATHS.userCredits(userId!)),
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
    mutationFn: async (input: { userId: string; amount: number }) =>
      (await (
        await apiRequest('POST', ADMIN_PATHS.grantCredits, input)
      ).json()) as GrantCreditsResponse,
    // Users and credits are refreshed after a grant (spec 7).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_PATHS.users] }),
        queryClient.invalidateQueries({ queryKey: [CREDITS_PATH] }),
      ]),
  });
}

export function useAddGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupName: string) =>
      (await (
        await apiRequest('POST', ADMIN_PATHS.accessGroups, { groupName })
      ).json()) as AccessGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_PATHS.accessGroups] }),
  });
}

export function useRemoveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupName: string) => apiRequest('DELETE', ADMIN_PATHS.accessGroup(groupName)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_PATHS.accessGroups] }),
  });
}
