// Mentor-link helpers for tests (ADR 032: a module's second face, for tests only).
import { SHARING_PATHS } from '@shared/paths';

/** The token in a link's address (`…/shared/<token>`). */
export function tokenOf(url: string): string {
  const path = new URL(url).pathname;
  if (!path.startsWith(SHARING_PATHS.pagePrefix)) throw new Error(`not a mentor link: ${url}`);
  return path.slice(SHARING_PATHS.pagePrefix.length);
}
