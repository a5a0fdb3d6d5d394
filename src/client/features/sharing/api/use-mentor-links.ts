import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMentorLinkRequest,
  CreatedMentorLink,
  MentorLink,
  MentorLinkList,
} from '@shared/contracts/sharing';
import { API, pathOf } from '@shared/contracts/routes';
import type { MentorLinkExpiryDays } from '@shared/sharing-texts';
import { call } from '@client/lib/api';

export const fetchMentorLinks = (assessmentId: string) =>
  call(API.mentorLinks, { params: { id: assessmentId } });

/** The links' query key: the list's own URL. */
const linksKey = (assessmentId: string) => [
  pathOf(API.mentorLinks, { params: { id: assessmentId } }),
];

/** The links of one of the user's assessments, read when its dialog opens. */
export const mentorLinksQuery = (assessmentId: string, enabled = true) =>
  queryOptions({
    queryKey: linksKey(assessmentId),
    queryFn: () => fetchMentorLinks(assessmentId),
    enabled,
    // Last viewed and expiry move on their own: read afresh whenever the dialog opens.
    staleTime: 0,
  });

export function useMentorLinks(assessmentId: string, enabled = true) {
  return useQuery(mentorLinksQuery(assessmentId, enabled));
}

export function createMentorLink(
  input: CreateMentorLinkRequest & { assessmentId: string },
): Promise<CreatedMentorLink> {
  return call(API.createMentorLink, {
    params: { id: input.assessmentId },
    body: { expiresInDays: input.expiresInDays },
  });
}

export function revokeMentorLink(input: {
  assessmentId: string;
  linkId: string;
}): Promise<MentorLink> {
  return call(API.revokeMentorLink, { params: { id: input.assessmentId, linkId: input.linkId } });
}

/** Creates a link; the list is read again so that it shows the new one. */
export function useCreateMentorLink(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: MentorLinkExpiryDays) =>
      createMentorLink({ assessmentId, expiresInDays }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey(assessmentId) }),
  });
}

/** Revokes a link; the list shows it revoked at once, then is read again. */
export function useRevokeMentorLink(assessmentId: string) {
  const queryClient = useQueryClient();
  const key = linksKey(assessmentId);
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
