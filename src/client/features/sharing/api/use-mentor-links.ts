import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMentorLinkRequest,
  CreatedMentorLink,
  MentorLink,
  MentorLinkList,
} from '@shared/contracts/sharing';
import { SHARING_PATHS } from '@shared/paths';
import type { MentorLinkExpiryDays } from '@shared/sharing-texts';
import { apiRequest, getJson } from '@client/lib/api';

export const fetchMentorLinks = (assessmentId: string) =>
  getJson<MentorLinkList>(SHARING_PATHS.links(assessmentId));

/** The links of one of the user's assessments, read when its dialog opens. */
export const mentorLinksQuery = (assessmentId: string, enabled = true) =>
  queryOptions({
    queryKey: [SHARING_PATHS.links(assessmentId)],
    queryFn: () => fetchMentorLinks(assessmentId),
    enabled,
    // Last viewed and expiry move on their own: read afresh whenever the dialog opens.
    staleTime: 0,
  });

export function useMentorLinks(assessmentId: string, enabled = true) {
  return useQuery(mentorLinksQuery(assessmentId, enabled));
}

export async function createMentorLink(
  input: CreateMentorLinkRequest & { assessmentId: string },
): Promise<CreatedMentorLink> {
  const res = await apiRequest('POST', SHARING_PATHS.links(input.assessmentId), {
    expiresInDays: input.expiresInDays,
  });
  return (await res.json()) as CreatedMentorLink;
}

export async function revokeMentorLink(input: {
  assessmentId: string;
  linkId: string;
}): Promise<MentorLink> {
  const res = await apiRequest('POST', SHARING_PATHS.revoke(input.assessmentId, input.linkId));
  return (await res.json()) as MentorLink;
}

/** Creates a link; the list is read again so that it shows the new one. */
export function useCreateMentorLink(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: MentorLinkExpiryDays) =>
      createMentorLink({ assessmentId, expiresInDays }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [SHARING_PATHS.links(assessmentId)] }),
  });
}

/** Revokes a link; the list shows it revoked at once, then is read again. */
export function useRevokeMentorLink(assessmentId: string) {
  const queryClient = useQueryClient();
  const key = [SHARING_PATHS.links(assessmentId)];
  return useMutation({
    mutationFn: (linkId: string) => revokeMentorLink({ assessmentId, linkId }),
    onSuccess: (revoked) => {
      queryClient.setQueryData<MentorLinkList>(key, (list) =>
        list
          ? { ...list, links: list.links.map((l) => (l.id === revoked.id ? revoked : l)) }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
