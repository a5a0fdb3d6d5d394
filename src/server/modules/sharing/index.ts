// The face of the sharing module: what the rest of the server may use (docs/architecture.md).
// It owns the mentor_links table (read-only links to one assessment, docs/decisions/033).
export { sharedViewHeaders, sharingRoutes, withoutShareToken } from './sharing.routes';
export { hashMentorToken, newMentorToken } from './sharing.service';
export { LiveLinkCache } from './sharing.live-links';
