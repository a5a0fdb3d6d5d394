import {
  STAGE_ORDER,
  type BusinessModel,
  type DoneKind,
  type FounderProfile,
  type Stage,
} from '../../profile';

/** Conditions plays state when they apply, read from the founder profile. */
export const did = (p: FounderProfile, ...kinds: DoneKind[]) =>
  p.done.some((d) => kinds.includes(d.kind));
/** Customers pay: paying customers, sales, revenue or pre-orders. */
export const paying = (p: FounderProfile) =>
  p.stage === 'paying' ||
  p.stage === 'revenue' ||
  did(p, 'paying-customers', 'sales', 'revenue', 'pre-orders');
/**
 * Paid ahead and not yet delivered: pre-orders or backers, and nobody served yet. Retention,
 * churn and stock turns have nothing to count until the first ones ship.
 */
export const preOrdersOnly = (p: FounderProfile) =>
  did(p, 'pre-orders') &&
  p.stage !== 'revenue' &&
  !did(p, 'paying-customers', 'sales', 'revenue', 'users', 'launched');
/** The product is in people's hands: pilots, users, a launch, or paying customers. */
export const inUse = (p: FounderProfile) => paying(p) || did(p, 'pilots', 'users', 'launched');
export const stageAtMost = (p: FounderProfile, stage: Stage) =>
  STAGE_ORDER.indexOf(p.stage) <= STAGE_ORDER.indexOf(stage);
export const sells = (p: FounderProfile, ...models: BusinessModel[]) => models.includes(p.model);
export const solo = (p: FounderProfile) => p.team.solo || p.team.hiring === 'no';
export const b2b = (p: FounderProfile) => p.audience === 'business' || p.audience === 'public';
export const b2c = (p: FounderProfile) => p.audience === 'consumer';
/**
 * New customers arrive a few a year ('we grow only by referrals, 3-5 new clients per year'): a
 * quote to 'the next five' would take a year or more (read 30).
 */
export const fewNewAYear = (p: FounderProfile) =>
  p.done.some(
    (d) =>
      /\bnew (clients|customers|accounts|members)\b/i.test(d.phrase) &&
      /\bnew (clients|customers|accounts|members)\s*(a|per|each|every|\/)\s*(year|yr)\b/i.test(
        d.sentence,
      ) &&
      (d.count ?? 99) < 12,
  );
export const recurring = (p: FounderProfile) =>
  p.revenue === 'subscription' || p.revenue === 'usage';
/** Customers pay once per order, not for continued use (commissions, one-off sales, devices). */
export const buysOnce = (p: FounderProfile) =>
  ['one-off', 'commission', 'donations'].includes(p.revenue) ||
  (['made-to-order', 'hardware', 'non-profit'].includes(p.model) && p.revenue !== 'subscription');
/** How many customers have paid, by the largest count the founder gives (0 when none). */
/** A handful of buyers won one at a time: a practice of 9 clients, a maker of 31 tables a year. */
export const fewBuyers = (p: FounderProfile) => {
  const n = payingCount(p);
  // A maker of tables by hand sells a few dozen a year: well under one a week.
  return n > 0 && (p.model === 'made-to-order' ? n < 100 : n < 20 && p.audience !== 'consumer');
};
export const payingCount = (p: FounderProfile) =>
  Math.max(
    0,
    ...p.done
      .filter((d) => d.kind === 'paying-customers' || d.kind === 'sales')
      .map((d) => d.count ?? 1),
  );

/** A measure of app use: downloads, installs, active users. */
const APP_COUNT =
  /\b(downloads?|installs?|app (users|opens|sessions)|DAU|MAU|daily active|monthly active|active users)\b/i;

/** A measure of an app the business does not sell yet: a meal box with 'an app later' (read 37). */
export const appCountLater = (text: string, p: FounderProfile) =>
  APP_COUNT.test(text) && !['software', 'marketplace', 'hardware'].includes(p.model);
