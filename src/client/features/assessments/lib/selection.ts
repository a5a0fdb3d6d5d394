import type { AssessmentListItem } from '@shared/contracts/assessments';

/** The query parameter that carries the selected assessment: `/dashboard?a=<id>`. */
export const SELECTION_PARAM = 'a';

/** The routes that show one assessment and so carry it in their address (spec 2). */
export function carriesSelection(path: string): boolean {
  return (
    path === '/' ||
    path === '/assessment' ||
    path === '/dashboard' ||
    /^\/coaching\/[2-7]$/.test(path)
  );
}

export interface SelectionInput {
  /** The user's assessments; undefined while loading (nothing is chosen until they are known). */
  list: readonly AssessmentListItem[] | undefined;
  /** The address's `?a=`. */
  fromUrl: string | undefined;
  /** Chosen in this tab (or remembered from the last visit). */
  selected: string | undefined;
  /** An id the app itself just created, which a list still loading may not hold yet. */
  trusted: string | undefined;
}

/**
 * Which assessment the signed-in screens show: the address's, else the one chosen in this tab or
 * remembered, else the first of the list (spec 2). Only ids of the user's own list count, so an
 * address naming someone else's assessment, a deleted or a made-up one falls back without a
 * single request for it.
 */
export function resolveSelection({
  list,
  fromUrl,
  selected,
  trusted,
}: SelectionInput): string | undefined {
  if (!list) return undefined;
  const known = (id: string | undefined) =>
    !!id && (id === trusted || list.some((a) => a.id === id));
  if (known(fromUrl)) return fromUrl;
  if (known(selected)) return selected;
  return list[0]?.id;
}

/**
 * The one to show after `deletedId` goes: the next in the list, else the one before it;
 * undefined when none is left.
 */
export function nextAfterDelete(
  list: readonly AssessmentListItem[],
  deletedId: string,
): string | undefined {
  const index = list.findIndex((a) => a.id === deletedId);
  const rest = list.filter((a) => a.id !== deletedId);
  if (rest.length === 0) return undefined;
  return (rest[index] ?? rest[index - 1] ?? rest[0])!.id;
}

/** The address `path` with `?a=` set to `id` (or removed), other parameters kept. */
export function withSelection(path: string, search: string, id: string | undefined): string {
  const params = new URLSearchParams(search);
  if (id) params.set(SELECTION_PARAM, id);
  else params.delete(SELECTION_PARAM);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const KEY_PREFIX = 'pillars:selected-assessment:';

/** The assessment the user last had open in this browser (shared by its tabs). */
export function readRememberedSelection(userId: string): string | undefined {
  try {
    return localStorage.getItem(KEY_PREFIX + userId) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberSelection(userId: string, id: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, id);
  } catch {
    // A full or disabled storage only costs the remembered place.
  }
}
