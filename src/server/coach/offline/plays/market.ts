import type { FounderProfile } from '../../profile';
import { unmark } from '../words';
import { b2b, b2c, did, fewNewAYear, paying, recurring, sells, solo } from './when';
import type { Play } from './types';

/** A cheaper or lighter version of the offer: 'a self paced version ($399?)', 'a lite plan'. */
const CHEAPER =
  /\b(cheaper|self[- ]?paced|lite|light|basic|budget|entry[- ]level|lower[- ]priced|low[- ]cost|starter|mini|diy) (version|tier|plan|option|course|edition|offer|package|product)\b/i;

/** Three paying customers or fewer, counted as customers (not seats or units sold). */
const fewCustomers = (p: FounderProfile) => {
  const counts = p.done.filter((d) => d.kind === 'paying-customers').map((d) => d.count ?? 0);
  return counts.length > 0 && Math.max(...counts) > 0 && Math.max(...counts) <= 3;
};

/**
 * Session 3, Market Focus: who buys first, what they already spend, how many there are, and the
 * commitment that proves they will pay. Each play keeps the coach's own words between the
 * founder's short (see plays/types.ts), and uses each founder phrase once or twice a session, so
 * that the customer's name is not repeated in every line. Answers that may say "nobody yet"
 * (paid, found, size, the customer) are read before they are built on.
 */

/** An answer that says nothing has happened yet: "Nobody has paid yet", "None", "Not sure yet". */
const NOTHING =
  /^\W*(no|none|nobody|nothing|not|unknown|n\/a|tbd|hard to|dunno|idk|no clue|who knows)\b|\b(not (yet|started|defined|sure|measured)|have not|has not|haven't|pay nothing|yet to|(do not|don't|did not|didn't) know|no idea)\b/i;

export function nothing(phrase: string): boolean {
  return NOTHING.test(unmark(phrase));
}

/**
 * A market size that is a whole industry's spend, top down ('Creator economy is $250B by 2027',
 * 'US skincare is $20B+'), not a count of buyers times a price ('38,000 practices x 149'): a
 * share of it is too small to see move.
 */
export function wholeIndustry(phrase: string): boolean {
  const text = unmark(phrase);
  return (
    /(?:[$€£¥₹]|\b(?:usd|eur|gbp|[A-Z]{2}\$))\s?~?\d[\d.,]*\s?(?:b|bn|bln|billion|trillion|tn)\b|\b\d[\d.,]*\s?(?:bn|bln|billion|trillion)\b/i.test(
      text,
    ) && !/\s(?:x|×|\*)\s?\d|\d\s?(?:x|×)\s/i.test(text)
  );
}

/** The founder's customers as a plural noun phrase, or 'possible buyers' when not named yet. */
export function people(v: { whoAll: string }): string {
  if (nothing(v.whoAll)) return 'possible buyers';
  // 'Someone who inherited a bible' reads 'Someones who...' once made plural.
  return v.whoAll.replace(/^(\uE000?)Someones\b/, '$1people');
}

/**
 * A gross margin under 10% ('gross margin 4,1% avg'): a distributor whose buyers switch for Rp 500
 * a kilo is not told to quote 15% higher (read 29).
 */
function thinMargin(p: FounderProfile): boolean {
  return p.figures.some((f) => {
    const m = /\bgross margins?\b[^.;%]{0,20}?(\d{1,2}(?:[.,]\d+)?)\s?%/i.exec(f.sentence);
    return !!m?.[1] && Number(m[1].replace(',', '.')) < 10;
  });
}

export const nonProfit = (p: FounderProfile) => p.model === 'non-profit';
/** Customers pay (and the business is not funded by grants and donors). */
export const sold = (p: FounderProfile) => paying(p) && !nonProfit(p);

/** The commitment that proves demand, in the terms of what the founder sells. */
function commitment(p: FounderProfile): string {
  // A marketplace's buyers commit by booking through it; it is paid by its commission.
  if (sells(p, 'marketplace')) return 'a booking made through you';
  if (sells(p, 'services') && b2c(p)) return 'a paid first session';
  if (sells(p, 'made-to-order', 'goods', 'hardware')) return 'a deposit';
  if (b2c(p)) return 'a pre-payment';
  return 'a signed letter of intent';
}

/** What the founder's written offer asks for, as the last item of a list. */
function commitmentAsk(p: FounderProfile): string {
  if (sells(p, 'marketplace')) return 'a link to book through you';
  if (sells(p, 'services') && b2c(p)) return 'a first paid session to book';
  if (sells(p, 'made-to-order', 'goods', 'hardware')) return 'a deposit to pay';
  if (b2c(p)) return 'a link to pay ahead';
  return 'a letter of intent';
}

/** A budget answer that speaks of money: an amount, a budget, a spend, a price. */
const MONEY_TALK =
  /\d|\b(budgets?|spends?|spending|spent|pays?|paid|paying|costs?|price|prices|fees?|money|funds?|funding|grants?|salary|wallet|pocket|afford\w*|cheap|expensive)\b/i;

/** Spending people keep when money is tight: housing, care, schooling, getting to work or school. */
const ESSENTIAL =
  /\b(rent|rents|rental|lease|housing|flat|flats|apartment|room|rooms|income|treatment|therapy|physio\w*|clinic|patients?|medical|health|school|schools|commute|transport|bus|minibus|insurance|childcare)\b/i;

/** A budget that is an investment: a build-out, machines, a loan, capital expenditure. */
const CAPEX =
  /\b(build-?outs?|fit-?outs?|capex|capital (expenditure|cost)|loans?|set-?up costs?|start-?up costs?|machines|equipment|franchise fees?|investment)\b/i;

export const MARKET_PLAYS: readonly Play[] = [
  // The lesson: two per founder, the first that fit (non-profit, then the band, then money).
  {
    card: 'teach',
    needs: ['whoAll', 'funder'],
    when: nonProfit,
    text: (v) =>
      `You serve two markets: ${people(v)}, who give their time, and funders such as "${v.funder}", who pay for results you can show.`,
  },
  {
    card: 'teach',
    needs: ['market', 'whoAll', 'pain'],
    bands: ['early'],
    text: (v) =>
      `Moore's beachhead (Crossing the Chasm): win the ${people(v)} who feel "${v.pain}" most; once they recommend you, widen to ${v.market}.`,
  },
  {
    card: 'teach',
    needs: ['paid', 'found', 'whoAll'],
    bands: ['developing'],
    when: (p) => !nonProfit(p),
    text: (v) =>
      nothing(v.paid)
        ? `"${v.paid}" is the gap to close now: until ${people(v)} pay, "${v.found}" measures interest, not demand.`
        : v.channel
          ? `"${v.paid}" proves the money and "${v.channel}" the route; demand is repeatable when more ${people(v)} arrive that way.`
          : `"${v.paid}" proves the money; demand is repeatable when more ${people(v)} arrive the same way.`,
  },
  {
    card: 'teach',
    needs: ['size', 'market', 'found'],
    bands: ['scaling'],
    text: (v) =>
      nothing(v.size)
        ? `At your stage, replace "${v.size}" with a count of ${v.market} you could serve; track your share, and grow where "${v.found}" works.`
        : // The route customers come by is the channel the founder named, when named; what they
          // found in discovery ('every demo ends with a discount request') is no channel.
          wholeIndustry(v.size)
          ? `"${v.size}" is a whole industry, not what you can sell: count the ${v.market} you could reach this year and what each spends, and track your share of that. Grow where your channel (today: "${v.channel ?? v.found}") already works.`
          : `Track your share of "${v.size}", not the total. Grow next beside ${v.market}, where your channel (today: "${v.channel ?? v.found}") already works.`,
  },
  {
    card: 'teach',
    needs: ['paid', 'offer'],
    bands: ['early', 'scaling'],
    when: (p) => !nonProfit(p),
    // 'If nobody pushes back, you are too cheap' is not for buyers already asking for discounts.
    text: (v, p) =>
      !nothing(v.paid) && (p.pricePressure || p.priceSet)
        ? ''
        : nothing(v.paid)
          ? // No money may be taken before a disclosure or licence the answers say is missing.
            /\b(fdd|disclosure|licen[cs]e|authori[sz]ation|prospectus)\b/i.test(unmark(v.paid))
            ? `Until someone commits, "${v.paid}" stays true. End each talk about "${v.offer}" with an ask: a date, an introduction.`
            : `Until someone commits, "${v.paid}" stays true. End each talk about "${v.offer}" with an ask: money, a date, an introduction.`
          : `Price is a market signal: after "${v.paid}", watch who pushes back on "${v.offer}"; if nobody does, you are too cheap.`,
  },
  {
    card: 'teach',
    needs: ['budget', 'offer'],
    when: (p) => !nonProfit(p),
    text: (v, p) =>
      nothing(v.budget)
        ? `You wrote "${v.budget}" for what buyers spend: until you know it, the price of "${v.offer}" has nothing to stand on.`
        : p.priceSet
          ? `Your price is set for you ("${v.budget}"): margin comes from paid hours per worker, cancellations and the mix of services, not from the price.`
          : // 'The practice owner signs, but the manager decides' names who buys, not a spend.
            !MONEY_TALK.test(unmark(v.budget))
            ? ''
            : `Your price is judged against "${v.budget}", not against your costs: quote "${v.offer}" in those terms.`,
  },
  // Actions.
  {
    card: 'action',
    needs: ['surprise'],
    // What the founder found sells it is the pitch (read 43: 'The necrologio digitale sells it,
    // not the pratiche' never appeared in six sessions).
    text: (v, p) =>
      !/\b(sells (it|us|them)|is what sells|what sells( it)? is|sold (it|us)|is the hook|(buy|pick|choose) (us|it) for)\b/i.test(
        unmark(v.surprise),
      )
        ? ''
        : p.audience !== 'consumer'
          ? `You found what sells: "${v.surprise}". Lead your next demos with it; count who signs.`
          : `You found what sells: "${v.surprise}". Put it first where buyers meet you; count sales.`,
  },
  {
    card: 'action',
    needs: ['learned', 'thought', 'whoAll'],
    // What the founder learned buyers value is the first line they read (read 41: an acoustic
    // firm whose pitch stayed on the PhD it had found was not the reason).
    text: (v) =>
      `You found "${v.learned}", not "${v.thought}": lead with it where new ${v.whoAll} first meet you; count the yeses for two weeks.`,
  },
  {
    card: 'action',
    needs: ['whoAll', 'offer'],
    when: (p) => !paying(p) && !nonProfit(p) && !did(p, 'pilots'),
    text: (v, p) =>
      `Ask the 3 warmest ${people(v)} for ${commitment(p)} on "${v.offer}", at a named price, by Friday.`,
  },
  {
    card: 'action',
    needs: ['funder', 'whoAll'],
    when: nonProfit,
    text: (v) =>
      `Ask your funder ("${v.funder}") which result for ${people(v)} decides the next grant; report it every month.`,
  },
  {
    card: 'action',
    needs: ['whoAll', 'market'],
    bands: ['early'],
    when: (p) => !paying(p) && b2b(p),
    text: (v) =>
      nothing(v.whoAll)
        ? `You wrote "${v.whoAll}" for your ideal customer: pick one kind of ${v.market} today and list 30 of them by name.`
        : `List thirty ${v.whoAll} by name, all within ${v.market}. Stuck before ten? Narrow it.`,
  },
  {
    card: 'action',
    needs: ['budget', 'whoAll', 'offer'],
    // A marketplace's price is its cut, often paid by the other side: not a quote to the buyer.
    when: (p) =>
      sold(p) &&
      !sells(p, 'made-to-order', 'marketplace') &&
      !(sells(p, 'services') && solo(p)) &&
      !p.paidByOthers &&
      !p.pricePressure &&
      !p.priceSet &&
      !p.pausingSales &&
      !thinMargin(p),
    text: (v, p) =>
      // A build-out financed by a loan is an investment, not what a customer pays each time.
      CAPEX.test(unmark(v.budget))
        ? ''
        : // Term contracts and monthly plans cannot be re-priced for two weeks: quote the next ones.
          // A service booked months ahead (a wedding, a loan) is quoted, not re-priced for two weeks.
          // A price the founder means to try ('raise price to 2.500') is the one to test.
          v.priceStep
          ? `Test your own "${v.priceStep}": quote it to the next five ${people(v)}, and count the yeses.`
          : // Usage priced on a public page is not quoted: new sign-ups see the new price
            // (read 28: a per-page API paid by card had no quote to raise).
            p.revenue === 'usage' && sells(p, 'software')
            ? `Test your price against "${v.budget}": show new sign-ups "${v.offer}" 15% higher for two weeks; compare conversions.`
            : // A consumer app's price sits on its paywall: nobody is quoted (read 38).
              b2c(p) && sells(p, 'software')
              ? `Test your price against "${v.budget}": show half of new sign-ups a price 15% higher for two weeks; compare paid conversions.`
              : b2c(p) && p.revenue !== 'subscription' && !sells(p, 'services')
                ? `Test your price against "${v.budget}": charge 15% more for "${v.offer}" for two weeks, and compare sales.`
                : // A few new clients a year: the clients who renew are where a price is tested.
                  fewNewAYear(p) && recurring(p)
                  ? `Test your price at renewal, not on new ${people(v)}: against "${v.budget}", ask five renewing ${people(v)} for 10% more; count who stays.`
                  : `Test your price against "${v.budget}": quote 15% higher to the next five ${people(v)}, and count the yeses.`,
  },
  {
    card: 'action',
    needs: ['edge', 'today', 'whoAll'],
    text: (v) =>
      `Write one line that sets "${v.edge}" against "${v.today}", read it to five ${people(v)}, and keep the wording they repeat back.`,
  },
  {
    card: 'action',
    needs: ['found', 'whoAll'],
    text: (v, p) =>
      nothing(v.found)
        ? `"${v.found}": book 5 talks with ${people(v)} this week, each through a different route; note which answered.`
        : paying(p)
          ? // A company with a sales team of its own has a pipeline; favours from three customers
            // are not its next step.
            (p.team.size ?? 0) >= 10
            ? ''
            : // Three customers or fewer are not a group to pick the happiest from.
              fewCustomers(p)
              ? `Ask each of your ${people(v)} for two introductions, with a two-line note they can forward.`
              : `Ask your 3 happiest ${people(v)} for two introductions each, with a two-line note they can forward.`
          : `You wrote "${v.found}": pick the 3 most eager ${people(v)}, and ask each for two introductions.`,
  },
  {
    card: 'action',
    needs: ['size', 'whoAll', 'budget'],
    bands: ['early', 'developing'],
    when: (p) => !nonProfit(p),
    text: (v) =>
      nothing(v.size)
        ? `"${v.size}" is a reason to count: list up to fifty ${people(v)} within reach this year.`
        : nothing(v.budget)
          ? `Cut "${v.size}" down to the ${people(v)} reachable this year, and find what one spends a year; note each source.`
          : `Cut "${v.size}" down to the ${people(v)} reachable this year, times what one spends ("${v.budget}"); note each source.`,
  },
  {
    card: 'action',
    needs: ['market', 'whoAll'],
    bands: ['scaling'],
    text: (v) =>
      `Name the segment next to ${v.market} whose buyers look most like ${people(v)}, and list 10 of them by Friday.`,
  },
  // Learning.
  {
    card: 'learning',
    needs: ['market'],
    bands: ['early', 'developing'],
    when: (p) => !paying(p) && !nonProfit(p),
    text: (v) =>
      `The Mom Test (Rob Fitzpatrick), on commitment: talks with ${v.market} that end in money, time or introductions.`,
  },
  {
    card: 'learning',
    needs: ['whoAll', 'funder'],
    when: nonProfit,
    text: (v) =>
      `The Kellogg Foundation's Logic Model Guide: link what ${people(v)} get to the result "${v.funder}" pays for.`,
  },
  {
    card: 'learning',
    needs: ['market', 'size'],
    bands: ['early'],
    text: (v) =>
      `Disciplined Entrepreneurship (Bill Aulet), steps 1-4: segment ${v.market}, then pick and size a beachhead within "${v.size}".`,
  },
  {
    card: 'learning',
    needs: ['market', 'whoAll'],
    bands: ['developing'],
    text: (v) =>
      `Crossing the Chasm (Geoffrey Moore): which slice of ${v.market} to win first, so ${people(v)} refer each other.`,
  },
  {
    card: 'learning',
    needs: ['market', 'whoAll'],
    bands: ['scaling'],
    text: (v) =>
      `Inside the Tornado (Geoffrey Moore): after ${people(v)}, which segment beside ${v.market} falls next (the bowling alley).`,
  },
  {
    card: 'learning',
    needs: ['edge', 'market'],
    text: (v, p) =>
      sells(p, 'services') && b2b(p)
        ? `Blair Enns's Win Without Pitching Manifesto: make "${v.edge}" the expertise ${v.market} come to you for.`
        : b2c(p) && sells(p, 'goods', 'made-to-order')
          ? `Donald Miller's Building a StoryBrand: tell "${v.edge}" as a story where ${people(v)} are the hero.`
          : `Obviously Awesome (April Dunford): position "${v.edge}" for the part of ${v.market} that values it most.`,
  },
  {
    card: 'learning',
    needs: ['offer', 'whoAll'],
    bands: ['developing', 'scaling'],
    when: (p) => sold(p) && !p.priceSet,
    text: (v) =>
      `Van Westendorp's four price questions on "${v.offer}" (too cheap, bargain, expensive, too expensive) for ten ${people(v)}.`,
  },
  {
    card: 'learning',
    needs: ['offer', 'whoAll'],
    bands: ['scaling'],
    when: sold,
    text: (v) =>
      `Monetizing Innovation (Madhavan Ramanujam, Georg Tacke): package "${v.offer}" around what ${people(v)} value most.`,
  },
  // Metrics.
  {
    card: 'metric',
    needs: ['offer'],
    when: (p) => !paying(p) && !nonProfit(p),
    // People buying for themselves commit by pre-ordering or signing up, not in sales talks.
    text: (v, p) =>
      b2b(p)
        ? `Commitments per 10 sales talks about "${v.offer}" (aim: 3).`
        : `Pre-orders or sign-ups per 100 people shown "${v.offer}", by where they saw it.`,
  },
  {
    card: 'metric',
    needs: [],
    when: (p) => sold(p) && (b2b(p) || sells(p, 'made-to-order')),
    // The price holds where the buyer says yes: a sponsor's booking, a trial's upgrade, a
    // proposal's signature, a quote's order.
    text: (_v, p) =>
      p.paidByOthers
        ? `Sponsor pitches that book a paid slot at your full rate, per 10 sent.`
        : sells(p, 'software') && !sells(p, 'made-to-order')
          ? `Trials or free accounts that start paying at list price, per 10 started.`
          : sells(p, 'services') && b2b(p)
            ? `Proposals accepted at your full fee, per 10 sent.`
            : // Goods sold to shops are won on the shelf: the reorder at full wholesale price.
              sells(p, 'goods') &&
                !sells(p, 'made-to-order') &&
                (p.channels.some((c) => c.kind === 'retail') ||
                  p.done.some((d) =>
                    /\b(stores|shops|stockists|retailers|delis|supermarkets)\b/i.test(d.phrase),
                  ))
              ? `Stockists that reorder at your full wholesale price within 60 days, per 10 that stock you.`
              : `Full-price quotes won, per 10 sent.`,
  },
  {
    card: 'metric',
    needs: ['channel', 'whoAll'],
    when: (p) => paying(p),
    text: (v) => `New ${people(v)} per month, by source (today: "${v.channel}").`,
  },
  {
    card: 'metric',
    needs: ['size'],
    bands: ['developing', 'scaling'],
    when: paying,
    text: (v) =>
      nothing(v.size) || wholeIndustry(v.size)
        ? `Your share of a counted market (in place of "${v.size}"), each quarter.`
        : `Your share of "${v.size}", updated every quarter.`,
  },
  {
    card: 'metric',
    needs: [],
    when: (p) => !nonProfit(p),
    text: (_v, p) =>
      b2b(p)
        ? 'Days from first talk to signed order.'
        : 'Days from first contact to first payment.',
  },
  {
    card: 'metric',
    needs: ['budget'],
    when: nonProfit,
    text: (v) => `Funding secured per person who completes, against "${v.budget}".`,
  },
  // Risks.
  // A cheaper version of what sells ('launch self paced version ($399?) without killing cohort
  // sales'): the risk is the buyers it takes from the full price.
  {
    card: 'risk',
    needs: ['goal', 'offer'],
    when: paying,
    text: (v) =>
      CHEAPER.test(unmark(v.goal))
        ? `"${v.goal}" taking buyers who would have paid for "${v.offer}": count who switches.`
        : '',
  },
  {
    card: 'risk',
    needs: ['paid'],
    when: (p) => !paying(p) && !nonProfit(p),
    text: (v) => `Warm talks mistaken for demand, while "${v.paid}" stays true.`,
  },
  {
    card: 'risk',
    needs: ['paid', 'whoAll'],
    // A few big accounts can carry a business that sells to organisations; hundreds of lunch
    // buyers or pet owners cannot 'rest on two or three'.
    when: (p) => sold(p) && b2b(p),
    text: (v) =>
      nothing(v.paid)
        ? `"${v.paid}" at this stage: ${people(v)} may like it but not budget for it.`
        : `"${v.paid}" may rest on two or three ${people(v)}; one loss would hurt.`,
  },
  {
    card: 'risk',
    needs: ['size', 'whoAll'],
    bands: ['early', 'developing'],
    text: (v) =>
      nothing(v.size)
        ? `"${v.size}" hides whether there are enough ${people(v)} within reach to live on.`
        : `"${v.size}" may shrink once you count only ${people(v)} you can reach this year.`,
  },
  {
    card: 'risk',
    needs: ['budget', 'whoAll'],
    // Discretionary spending only: not an emergency, rent, or a made-to-order piece whose
    // 'budget' answer is the founder's own price list.
    when: (p) =>
      b2c(p) && !nonProfit(p) && p.buyingCycle === 'any' && !sells(p, 'made-to-order', 'goods'),
    // Rent, care, school and transport are not cut like an extra, whatever the budget line says.
    text: (v) =>
      ESSENTIAL.test(unmark(`${v.budget} ${v.offer ?? ''} ${v.pain ?? ''}`)) ||
      CAPEX.test(unmark(v.budget))
        ? ''
        : `When money is tight, ${v.whoAll} cut extras first: show how your price fits inside "${v.budget}", not on top of it.`,
  },
  {
    card: 'risk',
    needs: ['funder'],
    when: nonProfit,
    text: (v) => `Resting on one funder ("${v.funder}"): one decision ends the programme.`,
  },
  // Tasks.
  {
    card: 'task',
    needs: ['whoAll', 'offer'],
    when: (p) => !paying(p) && !nonProfit(p) && !did(p, 'pilots'),
    text: (v, p) =>
      `Send three ${people(v)} a five-line offer for "${v.offer}": a price, then ${commitmentAsk(p)}.`,
  },
  {
    card: 'task',
    needs: ['whoAll', 'budget'],
    when: (p) => !paying(p) && !nonProfit(p),
    text: (v) =>
      nothing(v.budget)
        ? `Ask two ${people(v)} what they spend on this today, and who approves it.`
        : // An approval limit or a sale price is no spend to ask about.
          /\b(approve|up to|sells? for|average|avg|range)\b/i.test(unmark(v.budget))
          ? ''
          : `Ask two ${people(v)} for last month's real figure behind "${v.budget}".`,
  },
  {
    card: 'task',
    needs: ['size'],
    bands: ['early', 'developing'],
    text: (v) =>
      nothing(v.size)
        ? `Replace "${v.size}" with a count on one page, sourced.`
        : `Redo "${v.size}" bottom-up on one page: count, spend, sources.`,
  },
  {
    card: 'task',
    needs: ['market'],
    when: (p) => !paying(p) && b2b(p),
    text: (v) => `Start a sheet of 30 named ${v.market}: contact, and why they might buy now.`,
  },
  {
    card: 'task',
    needs: ['offer', 'whoAll'],
    when: (p) => sold(p) && !p.priceSet,
    text: (v) =>
      `Draft next quarter's price for "${v.offer}", and one sentence that defends it to ${people(v)}.`,
  },
  {
    card: 'task',
    needs: ['channel', 'whoAll'],
    when: (p) => paying(p) && !p.knowsSources,
    text: (v) =>
      `Ask 5 of this month's ${people(v)}: how did you first hear of us? Compare with "${v.channel}".`,
  },
  {
    card: 'task',
    needs: ['funder'],
    when: nonProfit,
    text: (v) =>
      `List every funder besides "${v.funder}" that funds work like yours, with its next deadline.`,
  },
];
