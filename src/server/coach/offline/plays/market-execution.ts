import { hasAmount } from '../../money';
import type { FounderProfile } from '../../profile';
import {
  b2b,
  buysOnce,
  did,
  fewBuyers,
  inUse,
  paying,
  recurring,
  sells,
  solo,
  stageAtMost,
} from './when';
import type { Play } from './types';
import { unmark } from '../words';
import { people } from './market';

/**
 * Session 7, Market-Execution Loop: whether the channel and the sales process reach enough
 * customers at a cost the price pays for, repeatably, and whether delivery keeps up with what is
 * sold. The moves are about numbers per channel, sales steps someone else could follow, and the
 * hand-off from a yes to the people who deliver. The channel, sales and delivery answers are
 * often clauses, so they are quoted after a noun of ours where they would be a subject.
 */

const funded = (p: FounderProfile) => p.model === 'non-profit' || p.revenue === 'donations';
/** The founder's partners phrase names who pays: a grant, a foundation, a council, a sponsor. */
const namesFunder = (partners: string) =>
  /\b(grants?|funders?|foundations?|donors?|donations?|sponsors?|councils?|trusts?|funding|funded|ministry|lottery|philanthrop\w*)\b/i.test(
    unmark(partners),
  );
/** Bought online: an app or platform, or through ads or a marketplace listing (not a shop's Instagram). */
const online = (p: FounderProfile) =>
  sells(p, 'software', 'marketplace') ||
  p.channels.some((c) => ['ads', 'marketplace'].includes(c.kind));
/** Who arrives through the channel: customers, clients, or the people a non-profit serves. */
const arrivals = (p: FounderProfile) =>
  funded(p) ? 'people' : p.model === 'services' ? 'clients' : 'customers';
/**
 * What winning more than delivery can serve turns into, in this founder's trade: slipped
 * deadlines, sold-out weeks, a support queue, a lengthening wait.
 */
function overflow(deliver: string, p: FounderProfile): string {
  if (p.atCapacity)
    // A founder who will stay alone does not grow the set-up: the price chooses who waits.
    return solo(p)
      ? `Already turning work away: more ${arrivals(p)} than "${deliver}" can take means longer waits; raise the price first.`
      : `Already turning work away: more ${arrivals(p)} before "${deliver}" grows means longer waits, not more sales.`;
  if (p.model === 'marketplace')
    return `More ${arrivals(p)} on one side than "${deliver}" can match: the waiting side leaves first.`;
  // A consumer app onboards itself: a rush floods support and the store reviews (read 38).
  if (p.model === 'software' && p.audience === 'consumer')
    return `A rush of new ${arrivals(p)} (a campaign, a season) that "${deliver}" cannot answer in time: the reviews turn before revenue does.`;
  if (p.model === 'software')
    return `More ${arrivals(p)} than "${deliver}" can onboard: the support queue outgrows revenue.`;
  // Desks, rooms and memberships are the capacity, not the staff's hours (read 48).
  if (p.sellsAccess && p.model === 'services')
    return `More ${arrivals(p)} than your places hold at the busiest site or hour, while others sit empty: steer them before you turn any away.`;
  if (p.model === 'services' || p.sellsHours)
    return `More ${arrivals(p)} than "${deliver}" can staff: deadlines slip before anyone refuses.`;
  if (p.model === 'made-to-order')
    return `More orders than "${deliver}" can make: waits grow, deposits become refunds.`;
  if (p.holdsStock)
    return `More ${arrivals(p)} than "${deliver}" can supply: sold-out weeks feed your rivals.`;
  return `Winning more ${arrivals(p)} than "${deliver}" can serve: success turned into late work.`;
}
/** What one piece of work is called, for capacity. */
/** Sold to organisations through a sales process (not made-to-order or shop goods). */
const outbound = (p: FounderProfile) => b2b(p) && !funded(p) && !sells(p, 'made-to-order', 'goods');
/** A channel that costs money per customer (not referrals, partners or a community). */
const paidChannel = (p: FounderProfile) =>
  !['referrals', 'partners', 'community'].includes(p.channels[0]?.kind ?? 'referrals');
/** Sales are limited by people's hours: services, work made to order, a non-profit's places. */
const hoursBound = (p: FounderProfile) =>
  sells(p, 'services', 'made-to-order') || funded(p) || p.model === 'unknown';
/** A sale that someone talks through: calls, demos, meetings, visits, pitches. */
const TALKED_SALE =
  /\b(call|calls|demo|demos|meeting|meetings|visit|visits|pitch|pitches|present|presentation|phone|door|conversation|conversations|consultation|intro|walk[- ]?through|tasting|tastings|sales reps?|outreach|cold email|talk|talks)\b/i;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const units = (p: FounderProfile) =>
  sells(p, 'made-to-order', 'goods', 'hardware')
    ? 'orders'
    : p.model === 'services'
      ? 'clients'
      : funded(p)
        ? 'places'
        : 'customers';

/**
 * A plan that brings customers (a campaign, an event, a channel) has a budget and a target; a
 * price change or a maybe ('maybe raise prices?') brings nobody.
 */
const campaign = (plan: string) =>
  !/^(maybe|perhaps|possibly|not sure|thinking)\b|\b(raise|increase|put up|change|new) (the |our |my )?(prices?|fees?|rates?)\b|\?\s*$/i.test(
    unmark(plan).trim(),
  );

export const MARKET_EXECUTION_PLAYS: readonly Play[] = [
  // A platform's cut ('booking.com at 17% commission') is kept on every sale moved to the
  // founder's own channel: the cheapest margin there is.
  {
    card: 'action',
    needs: ['cut', 'whoAll'],
    when: paying,
    text: (v) =>
      `Each sale moved off "${v.cut}" keeps that cut: this week, write to 20 past ${people(v)}.`,
  },
  // A loop left blank: its first number.
  {
    card: 'metric',
    needs: ['channel'],
    loopAbsent: ['now', 'metric'],
    text: (v, p) =>
      // A maker of a few dozen tables a year, or a practice of 9 clients, counts by the month.
      `New ${arrivals(p)} per ${fewBuyers(p) ? 'month' : 'week'} through "${v.channel}", beside what each one cost.`,
  },
  // A loop left blank: its first turn asks where people came from, or tries the channel before launch.
  {
    card: 'action',
    needs: ['offer'],
    loopAbsent: ['now'],
    when: (p) => inUse(p) && !p.knowsSources,
    text: (v, p) =>
      `Ask your next 5 ${arrivals(p)} where they heard of "${v.offer}"; put an hour a week where most did.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    loopAbsent: ['now'],
    when: (p) => !inUse(p),
    text: (v) =>
      `Ask 10 ${v.whoAll} where they last looked for something like "${v.offer}"; your first channel is where most did.`,
  },
  // The lesson.
  {
    card: 'teach',
    needs: [],
    loopNeeds: ['now', 'metric'],
    text: (v) =>
      `Your loop today: "${v.now}". Read "${v.metric}" monthly, beside each new customer's cost.`,
  },
  {
    card: 'teach',
    needs: ['channel', 'whoAll'],
    bands: ['early'],
    when: (p) => !funded(p),
    text: (v) =>
      `Early, one route that reliably reaches ${v.whoAll} beats five half-tried ones. Give "${v.channel}" a month, a budget and a target first.`,
  },
  {
    card: 'teach',
    needs: ['sell'],
    bands: ['developing'],
    when: (p) => !funded(p),
    text: (v) => `Would "${v.sell}" bring customers in a week you were away?`,
  },
  {
    card: 'teach',
    needs: ['offer', 'paid'],
    bands: ['developing', 'scaling'],
    when: (p) => inUse(p) && !funded(p),
    text: (v) =>
      // A deposit or payment terms ('€150 deposit to book the date') is not what a customer is worth.
      // '64 stores paying monthly by card' counts people, not what one returns.
      /\b(deposit|balance|on invoice|\d+ days|terms|upfront)\b/i.test(unmark(v.paid)) ||
      !hasAmount(unmark(v.paid))
        ? ''
        : `Channel-model fit: winning a customer costs less than "${v.paid}" returns within months (Balfour).`,
  },
  {
    card: 'teach',
    needs: ['deliver', 'whoAll'],
    bands: ['scaling'],
    // An app people buy on their own needs no room made for each new one (read 38).
    text: (v, p) =>
      p.model === 'software' && p.audience === 'consumer'
        ? ''
        : `At your stage this loop is capacity: new ${v.whoAll} need room in "${v.deliver}". Sell to the room you will have.`,
  },
  {
    card: 'teach',
    needs: ['whoAll', 'sell'],
    when: funded,
    text: (v) =>
      `This loop has two routes: how ${v.whoAll} find you, and how funders hear "${v.sell}". Each needs a number and an owner.`,
  },

  // Actions: numbers per channel, sales steps someone else could run, and the hand-off to delivery.
  {
    card: 'action',
    needs: [],
    // The loop's metric is charted, not the sentence describing the loop ('we have not approached
    // any funder yet' is no number).
    loopNeeds: ['metric'],
    // A number counted by the year ('new clients/yr') moves by the quarter, not the week.
    text: (v) =>
      /(\/\s?(yr|year)\b|\b(per|a) year\b|\bannual\w*|\byearly\b)/i.test(unmark(v.metric))
        ? `Chart "${v.metric}" by quarter for a year; mark quarters a channel changed.`
        : // 'new shops per quarter' moves by the month at best (read 43).
          /(\/\s?q(tr)?\b|\b(per|a) quarter\b|\bquarterly\b)/i.test(unmark(v.metric))
          ? `Chart "${v.metric}" by month for a year; mark months a channel changed.`
          : `Chart "${v.metric}" weekly for 3 months; mark weeks a channel changed.`,
  },
  {
    card: 'action',
    needs: [],
    loopNeeds: ['plan', 'metric'],
    text: (v) =>
      campaign(v.plan)
        ? `Give "${v.plan}" a budget, end date and target in "${v.metric}"; judge it on that date only.`
        : '',
  },
  {
    card: 'action',
    needs: ['deliver'],
    loopNeeds: ['plan'],
    // A cap on starts is for a business whose delivery is the limit, not one that needs more.
    when: (p) => !sells(p, 'marketplace', 'goods') && !p.paidByOthers && p.atCapacity,
    text: (v, p) =>
      campaign(v.plan)
        ? buysOnce(p) &&
          sells(p, 'services', 'made-to-order') &&
          p.done.some((d) => d.kind === 'pre-orders')
          ? // Work booked once and months ahead (a wedding, a build) is capped per season, and
            // the extra enquiries are raised, not turned away.
            `Before "${v.plan}" brings more ${arrivals(p)}, set how many you take a season with "${v.deliver}", and quote the rest at a higher price or a later date.`
          : `Before "${v.plan}" brings more ${arrivals(p)}, cap monthly starts to fit "${v.deliver}".`
        : '',
  },
  {
    card: 'action',
    needs: ['sell', 'whoAll'],
    when: (p) => !funded(p),
    // A script is for a sale someone talks through; a price list or a shop page has none.
    text: (v) =>
      !TALKED_SALE.test(unmark(v.sell))
        ? ''
        : `Write a one-page script behind "${v.sell}" for ${v.whoAll}: opener, top 3 objections, answers.`,
  },
  {
    card: 'action',
    needs: ['keep'],
    when: (p) => paying(p) && !funded(p),
    text: (v, p) =>
      `Check whether "${v.keep}" keeps ${arrivals(p)} long enough to repay winning them.`,
  },
  {
    card: 'action',
    needs: ['sell', 'offer'],
    // A founder who gives the figure ('CAC $71') has worked it out (read 37).
    when: (p) => paying(p) && !funded(p) && !p.knowsCost,
    text: (v, p) =>
      `Work out what one customer won through "${v.sell}" costs in money and hours, beside what "${v.offer}" earns from them in ${recurring(p) ? 'a year' : 'the first order'}.`,
  },
  {
    card: 'action',
    needs: ['deliver', 'whoAll'],
    // Not for an emergency service: a sick animal or a burst pipe cannot be given a date.
    when: (p) =>
      hoursBound(p) && paying(p) && !funded(p) && p.buyingCycle !== 'urgent' && !p.sellsAccess,
    text: (v, p) =>
      `Cap new ${units(p)} at what your set-up ("${v.deliver}") serves well each week; give other ${v.whoAll} an honest date.`,
  },
  {
    card: 'action',
    needs: ['channel', 'whoAll'],
    when: (p) => stageAtMost(p, 'pilots') && !funded(p),
    text: (v, p) =>
      p.audience === 'public'
        ? `Pick 3 ways to reach ${v.whoAll}, starting with "${v.channel}"; give each until the next budget round.`
        : `Pick 3 ways to reach ${v.whoAll}, starting with "${v.channel}"; two weeks and a small budget each.`,
  },
  {
    card: 'action',
    needs: ['channel'],
    when: (p) => p.channels.some((c) => c.kind === 'partners' || c.kind === 'referrals'),
    // The quoted channel must be the partners or referrers: 'Prospective study at Sheba' is not.
    text: (v) =>
      /\b(referr\w*|partners?|affiliates?|resellers?|ambassadors?|distributors?|agents?)\b/i.test(
        unmark(v.channel),
      )
        ? `Give each partner or referrer behind "${v.channel}" its own code, and count monthly.`
        : '',
  },
  {
    card: 'action',
    needs: ['sell', 'proofText'],
    when: funded,
    text: (v) =>
      `Send "${v.sell}" to 10 named funders, leading with "${v.proofText}"; call each who replies.`,
  },
  {
    card: 'action',
    needs: ['sell', 'whoAll'],
    when: (p) => b2b(p) && !funded(p),
    text: (v) =>
      `Track "${v.sell}" as a funnel for ${v.whoAll} this month: contacted, replied, met, offer, won, with sources.`,
  },

  // Learning.
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['developing', 'scaling'],
    when: (p) => !funded(p),
    text: (v) => `Brian Balfour's "Four Fits", on whether "${v.offer}" can pay for its channel.`,
  },
  {
    card: 'learning',
    needs: ['sell'],
    when: outbound,
    text: (v) =>
      `Predictable Revenue (Ross, Tyler): separate prospecting from "${v.sell}", so neither waits.`,
  },
  {
    card: 'learning',
    needs: ['goal'],
    // A meeting needs people to meet: a founder alone or with one partner gets none.
    // Not while the business is full or pausing sales: growth is not this month's question.
    when: (p) => !solo(p) && (p.team.size ?? 0) >= 3 && !p.atCapacity && !p.pausingSales,
    text: (v) => `A weekly growth meeting aimed at "${v.goal}": Hacking Growth (Ellis, Brown).`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: outbound,
    text: (v) => `SPIN Selling (Rackham): discovery questions before pitching "${v.offer}".`,
  },
  {
    card: 'learning',
    needs: ['whoAll'],
    when: (p) => !b2b(p) && !funded(p),
    text: (v) => `The smallest viable audience among ${v.whoAll}: Seth Godin's This Is Marketing.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    when: (p) => !funded(p),
    text: (v) =>
      `Before, during and after the sale of "${v.offer}": The 1-Page Marketing Plan (Allan Dib).`,
  },
  {
    card: 'learning',
    needs: ['keep'],
    bands: ['developing', 'scaling'],
    when: (p) => !funded(p),
    text: (v) => `Reforge's "Growth Loops" essay: how "${v.keep}" can bring the next customer.`,
  },
  {
    card: 'learning',
    needs: ['whoAll'],
    when: funded,
    text: (v) =>
      `The Nonprofit Marketing Guide (Kivi Leroux Miller): reaching ${v.whoAll} and funders.`,
  },

  // Metrics.
  {
    card: 'metric',
    needs: ['sell'],
    when: (p) => !funded(p),
    text: (v, p) =>
      `Cost per new ${arrivals(p).replace(/s$/, '')} won through "${v.sell}": money plus hours at a set rate.`,
  },
  {
    card: 'metric',
    needs: ['sell'],
    when: (p) => !funded(p),
    text: (v) => `Win rate of leads from "${v.sell}", and days from first contact to yes.`,
  },
  {
    card: 'metric',
    needs: ['keep'],
    when: (p) => paying(p) && !funded(p),
    text: (v, p) =>
      `${recurring(p) ? `${capital(arrivals(p))} still paying at 6 months` : `Repeat ${arrivals(p)} within a year`}, by channel; "${v.keep}" should lift it.`,
  },
  {
    card: 'metric',
    needs: ['deliver'],
    when: (p) => hoursBound(p) && inUse(p),
    text: (v) => `Enquiries each week against the capacity of "${v.deliver}".`,
  },
  {
    card: 'metric',
    needs: ['partners'],
    when: funded,
    text: (v) =>
      namesFunder(v.partners)
        ? `Funding secured against this year's target, by funder: "${v.partners}" first.`
        : `Funding secured against this year's target, by funder.`,
  },

  // Risks.
  {
    card: 'risk',
    needs: [],
    loopNeeds: ['now'],
    // How the loop brings work in says what drifts: referrers move on, ad prices move, a
    // platform changes its rules (the plain line reached most founders word for word).
    text: (v) => {
      const now = unmark(v.now);
      if (/\b(ads?|ppc|adwords|paid (social|search)|boost\w*|sponsored|meta)\b/i.test(now))
        return `Counting on "${v.now}" at today's cost per customer; ad prices move month to month.`;
      // 'we turn away referrals' has more work than it takes: nothing to count on there.
      if (
        /\b(referr\w*|word of mouth|recommend\w*|wom|indica\w*|boca)\b/i.test(now) &&
        !/\b(turn\w* (away|down)|declin\w*)\b/i.test(now)
      )
        return `Counting on "${v.now}" to keep sending work; one referrer moving on empties a month.`;
      if (
        /\b(tiktok|instagram|reels|facebook|posts?|posting|content|youtube|linkedin)\b/i.test(now)
      )
        return `Counting on "${v.now}" for reach; one change to the feed can halve it.`;
      if (
        /\b(etsy|amazon|app store|play store|marketplace|shopee|airbnb|booking\.com|hotmart|udemy)\b/i.test(
          now,
        )
      )
        return `Resting on "${v.now}": one rule change there moves your sales.`;
      return `Treating "${v.now}" as settled; demand and capacity drift monthly.`;
    },
  },
  {
    card: 'risk',
    needs: ['sell', 'offer'],
    when: (p) => !funded(p) && paidChannel(p),
    text: (v) =>
      `Customers won through "${v.sell}" costing more than "${v.offer}" earns back; more sales, more losses.`,
  },
  {
    card: 'risk',
    needs: ['sell', 'offer'],
    when: (p) => solo(p) || sells(p, 'services', 'made-to-order'),
    // A paywall, a checkout or a free trial sells without anyone in person.
    text: (v) =>
      /\b(paywall|checkout|self[- ]serve|app stores?|free trial|in-app|online store|webshop|website)\b/i.test(
        unmark(v.sell),
      )
        ? ''
        : `"${v.sell}" depending on you in person: when delivery of "${v.offer}" fills your week, selling stops.`,
  },
  {
    card: 'risk',
    needs: ['deliver'],
    when: (p) => inUse(p) && !p.paidByOthers,
    text: (v, p) => overflow(v.deliver, p),
  },
  {
    card: 'risk',
    needs: ['keep'],
    when: (p) => paying(p) && !funded(p),
    text: (v) =>
      `Winning customers faster than "${v.keep}" keeps them, so every channel looks worse each month.`,
  },
  {
    card: 'risk',
    needs: ['partners'],
    when: funded,
    // Only a funder named among the partners is one: 'Registered as an e.V. in January' is not.
    text: (v) =>
      namesFunder(v.partners)
        ? `One funder carrying the year ("${v.partners}"): a late decision stops the work.`
        : '',
  },

  // Next 7 days.
  {
    card: 'task',
    needs: [],
    loopNeeds: ['metric'],
    // Nothing sold or run yet ('restaurants signed' at zero): the count starts, it is not looked
    // back on (read 43).
    text: (v, p) =>
      inUse(p) || did(p, 'waitlist', 'pre-orders', 'landing-page', 'users')
        ? `Log the last 4 weeks of "${v.metric}" as one number a week.`
        : `Start "${v.metric}" this Friday: one number a week.`,
  },
  {
    card: 'task',
    needs: [],
    loopNeeds: ['plan'],
    text: (v) => (campaign(v.plan) ? `Give "${v.plan}" one line: budget, end date, target.` : ''),
  },
  {
    card: 'task',
    needs: ['offer'],
    // Objections are heard where someone sells in conversation; a shop or café customer who
    // walks past raises none, and an online buyer's doubts are answered on the page.
    when: (p) => !funded(p) && (b2b(p) || sells(p, 'services') || p.audience === 'consumer'),
    text: (v, p) =>
      b2b(p) || sells(p, 'services')
        ? `Note the 5 objections to "${v.offer}" heard most, each with a short answer.`
        : online(p)
          ? `On the page where buyers first meet "${v.offer}", answer the 3 doubts that stop them paying.`
          : '',
  },
  {
    card: 'task',
    needs: ['channel'],
    when: (p) => paying(p) && !p.knowsSources,
    text: (v, p) => `Where did your last 10 ${arrivals(p)} come from, versus "${v.channel}"?`,
  },
  {
    card: 'task',
    needs: ['sell'],
    when: (p) => inUse(p) && !funded(p),
    // Nobody has paid yet: the ones who said yes took a pilot or a free trial.
    text: (v, p) =>
      paying(p)
        ? `Ask 3 recent ${arrivals(p)} whether "${v.sell}" is why they said yes.`
        : `Ask 3 of the people trying it whether "${v.sell}" is why they agreed to try it.`,
  },
  {
    card: 'task',
    needs: ['deliver'],
    when: (p) => hoursBound(p) && inUse(p),
    text: (v, p) =>
      `Write how many new ${units(p)} your set-up ("${v.deliver}") takes next month; ${solo(p) ? 'block the slots' : funded(p) ? 'tell whoever enrols' : 'tell whoever sells'}.`,
  },
];
