import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { COACHING_SESSION_NUMBERS } from '@shared/domain';
import { buildProfile } from '../profile';
import { createOfflineEngine } from './index';
import { owedLine, priorityLine, readPriority, weeksFor } from './priority-lines';
import { founderWords, unmark } from './words';

// Priorities written for these tests, none of them in the fixtures or the eval founders.
describe('reading the 30-day priority', () => {
  it.each([
    ['Choose between a market stall and a second delivery van.', 'decide'],
    ['Work out which of our three menus to keep.', 'decide'],
    ['Put up our day rate to £650 for new clients.', 'price'],
    ['Put our box price up 10% for every office from May.', 'price'],
    ['Raise the 2026 minimum to $3,400 before booking opens.', 'price'],
    ['Charge for the onboarding call from January.', 'price'],
    ['Stop giving percentage discounts: every new shop signs at list price.', 'price'],
    ['Find out if gyms will stock the bars at our wholesale price.', 'test'],
    ['Run a pilot with two care homes.', 'test'],
    ['Close a £150k pre-seed round.', 'fund'],
    ['Close the USD 1.5M debt facility before the lenders move on.', 'fund'],
    ['Apply for the regional innovation grant.', 'fund'],
    ['Secure next year: submit the ESF+ renewal and replace the head baker.', 'fund'],
    ['Recruit a head chef for the second kitchen.', 'hire'],
    ['Add 3 cleaners for the new contracts.', 'hire'],
    ['Train my assistant to run the Saturday markets.', 'train'],
    ['Reduce refunds rate below 2%.', 'move'],
    ["Bring portfolio at risk from 24% to under 15% before the lender's test.", 'move'],
    ['Shorten delivery time to 48 hours.', 'move'],
    // A revenue made steadier is a number moved, not a product to announce.
    ["Make sponsor revenue predictable: 60% of next quarter's slots booked by month end.", 'move'],
    ['Make the Saturday market stall profitable.', 'move'],
    ['Cut our reliance on one wholesaler.', 'win'],
    ['Sign 8 dental practices.', 'win'],
    ['Enrol 40 students for the spring cohort.', 'win'],
    ['Publish the first 12 lessons.', 'deliver'],
    ['Finish the new booking page.', 'deliver'],
    // Paperwork an office decides on is the office's goal, not a thing to ship.
    ['Finish the certification paperwork.', 'comply'],
    ['Get healthier as a team.', 'other'],
    ['Get my residence permit renewed at the 9 April appointment.', 'comply'],
    ['Respond to the FDA deficiency letter, and raise a bridge from our angels.', 'comply'],
    ['Pass the food hygiene inspection at the new kitchen.', 'comply'],
    // An inspection report sold with each listing is the product, not an office's verdict.
    ['Get the first 10 machines listed with inspection reports and close 2 sales.', 'win'],
    // Money owed is collected from customers the founder has, not won from new ones.
    ['Collect the R$38,000 owed by the three late clinics.', 'collect'],
    ['Chase the unpaid invoices from the spring festivals.', 'collect'],
    ['Grow weekly orders to 300, and get the overdue $2,100 from Marlow paid.', 'win'],
    ['Get the outstanding council fees paid before year end.', 'collect'],
    // A lease is agreed with one landlord, not sold to customers.
    ['Sign the lease for the Fitzroy unit on terms we can carry.', 'negotiate'],
    ['Renegotiate the terms of the flour contract before it renews.', 'negotiate'],
    // Leasing a van is a purchase, not a negotiation with a landlord.
    ['Hire a second vet and lease a second van.', 'hire'],
    ['Sign the Penrith lease on terms we can survive.', 'negotiate'],
    ['Start the regulatory path: hire a QA lead and book the notified body.', 'comply'],
    ['Lodge the development application for the second site.', 'comply'],
  ])('"%s" is a goal to %s', (text, kind) => {
    expect(readPriority(text)?.kind).toBe(kind);
  });

  it('counts who is to be won only when the goal opens on the number', () => {
    expect(readPriority('Sign 8 dental practices.')?.count).toBe(8);
    expect(readPriority('Win the 4 trial gyms over.')?.count).toBe(4);
    expect(readPriority('Grow paying households to 2,400.')?.count).toBeNull();
    expect(readPriority('Sign one more distributor to reach 300 shops.')?.count).toBeNull();
    expect(readPriority('Sign 12 weeks of bookings.')?.count).toBeNull();
  });

  it('is nothing for a blank priority', () => {
    expect(readPriority('  ')).toBeNull();
  });
});

/** A founder of a lunch-box delivery for offices, with the given priority. */
function founder(priority: string) {
  return coerceFormState({
    product: {
      solution: 'Weekly lunch boxes delivered to small offices in Leeds.',
      evidence: '14 offices order every week.',
      rating: 3,
    },
    market: {
      idealCustomer: 'Office managers of firms with 10-40 staff.',
      payEvidence: '14 offices pay £6.50 a box.',
      rating: 3,
    },
    execution: {
      delivery: 'Two cooks and one driver, from a rented kitchen.',
      goToMarket: 'Visiting office managers with a free tasting box.',
      rating: 3,
    },
    actionPlan: { priority },
  });
}

/** The priority line of each of the six sessions, unmarked (null where a session has none). */
function lines(priority: string) {
  const form = founder(priority);
  const p = buildProfile(form, null);
  const goal = founderWords(form, p).goal;
  return COACHING_SESSION_NUMBERS.map((s) => {
    const l = priorityLine(s, priority, goal, p);
    return l === null ? null : unmark(l);
  });
}

describe('each session speaks to the priority from its own angle', () => {
  it('gives six different lines, each quoting the priority', () => {
    const out = lines('Sign 8 dental practices.');
    expect(out.every((l) => l?.includes('"Sign 8 dental practices"'))).toBe(true);
    expect(new Set(out).size).toBe(6);
  });

  it('turns a count into a weekly pace and a list longer than the goal', () => {
    expect(lines('Sign 8 dental practices.')[1]).toMatch(
      /means about two a week for four weeks: list the first 24 names you will approach/,
    );
    // Hundreds are brought by channels, not approached by name.
    expect(lines('Sell 400 gift boxes before Christmas.')[1]).toMatch(
      /about 100 a week .* how many your channels bring now/,
    );
  });

  it('asks the known people what would make them pay when the goal converts them', () => {
    expect(lines('Convert the 6 trial offices to a monthly plan.')[1]).toMatch(
      /ask each of them this week what would make them say yes now/,
    );
    expect(readPriority('Move 20 of my 45 hourly clients onto the monthly plan.')).toEqual({
      kind: 'win',
      count: 20,
    });
    expect(lines('Move 20 of my 45 hourly clients onto the monthly plan.')[1]).toMatch(
      /ask each of them this week what would make them say yes now/,
    );
    // Today's count of the same thing is in the answers (14 offices): the gap is worked out.
    expect(lines('Grow weekly orders to 30 offices.')[1]).toMatch(
      /from your 14 offices today the gap is 16, about four a week for four weeks/,
    );
    // Places to fill are taken one by one, not decided by someone on the other side.
    expect(lines('Fill the new Tuesday evening cohort by 15 April.')[1]).toMatch(
      /count the places still open and the days left, list twice as many people to invite/,
    );
    // Not counted anywhere: the founder does the division.
    expect(lines('Grow repeat orders to 30 households.')[1]).toMatch(
      /write today's number beside the target, divide the gap by four/,
    );
    expect(lines('Sign the catering contract with the hospital.')[1]).toMatch(
      /^Name who decides "Sign the catering contract/,
    );
  });

  it('decides on a big listing with the other side, not by asking customers', () => {
    const out = lines(
      "Decide whether to accept Jumbo's 36-store listing without running out of cash.",
    );
    expect(out[1]).toMatch(/ask the other side this week what they would change/);
    expect(out[1]).not.toMatch(/ask 10 customers/);
  });

  it('costs the options of a decision and asks customers which they would use', () => {
    const out = lines('Decide whether to add a breakfast box or a second city.');
    expect(out[1]).toMatch(/ask 10 customers which option they would use more/);
    expect(out[2]).toMatch(/cost each option on one page/);
  });

  it('collects money owed from the customers who owe it, never from new ones', () => {
    const out = lines('Collect the R$38,000 owed by the three late clinics.');
    // Clinics on terms are asked through their accounts team (read 19), people for an amount.
    expect(out[1]).toMatch(
      /call the largest debt first this week(: ask its accounts team| and ask)/,
    );
    expect(out[2]).toMatch(/put each debt on one page/);
    expect(out.join('\n')).not.toMatch(/new (customer|client)s? (read|on the way)|selling hours/);
  });

  it('negotiates a lease with walk-away terms, not with an offer to new clients', () => {
    const out = lines('Sign the lease for the Fitzroy unit on terms we can carry.');
    expect(out[2]).toMatch(/write your walk-away terms before the next meeting/);
    expect(out[4]).toMatch(/cost the worst case you would sign/);
    expect(out.join('\n')).not.toMatch(/short offer a new|weekly selling hours|each new customer/);
  });

  it('is silent without a priority, and where a kind has nothing for a session', () => {
    expect(lines('').every((l) => l === null)).toBe(true);
    expect(lines('Get healthier as a team.').slice(3)).toEqual([null, null, null]);
  });
});

describe('the offline coach', () => {
  const engine = createOfflineEngine();

  it("puts the session's priority line among the recommended actions of all six sessions", async () => {
    const form = founder('Hire a second driver before the autumn orders.');
    const actions = await Promise.all(
      COACHING_SESSION_NUMBERS.map(async (sessionNumber) =>
        (await engine.coach({ sessionNumber, form, industry: null })).recommendActions.join('\n'),
      ),
    );
    expect(actions[2]).toMatch(/write a scorecard for each role/);
    expect(actions[4]).toMatch(/show the work, then watch them do it/);
    for (const text of actions) expect(text).toContain('Hire a second driver');
  });

  it('gives the Execution session the 30-day task about money owed', async () => {
    const form = coerceFormState({
      ...founder('Grow weekly orders to 30 offices.'),
      actionPlan: {
        ...founder('').actionPlan,
        priority: 'Grow weekly orders to 30 offices.',
        next30Days: ['Write the new menu', 'Send the overdue invoice reminder to Hartley & Co'],
      },
    });
    const session = await engine.coach({ sessionNumber: 4, form, industry: null });
    expect(unmark(JSON.stringify(session))).toContain(
      'Send the overdue invoice reminder to Hartley & Co',
    );
  });
});

describe('the priority lines fit the founder', () => {
  const line = (session: 3 | 7, priority: string, form = founder(priority)) => {
    const p = buildProfile(form, null);
    const l = priorityLine(session, priority, founderWords(form, p).goal, p);
    return l === null ? null : unmark(l);
  };

  it('asks customers who buy once which option they would have chosen, and offers a new offer to the next enquiries', () => {
    const priority = 'Decide whether to add framed prints to every wedding package.';
    const form = coerceFormState({
      product: { solution: 'Wedding photography for couples marrying in the Lake District.' },
      market: { payEvidence: '31 couples paid £2,400 per wedding last year.' },
      actionPlan: { priority },
    });
    expect(line(3, priority, form)).toMatch(
      /which option they would have chosen, and at what price/,
    );
    expect(line(7, priority, form)).toMatch(/next 5 enquiries with a price/);
    expect(line(7, 'Decide whether to open a stall at the Sunday market.')).toMatch(
      /try the new place or channel cheaply/,
    );
  });

  it("plans a non-profit's grant around the people it reaches, not customers", () => {
    const priority = 'Win our first foundation grant by March.';
    const form = coerceFormState({
      product: {
        solution: 'Free evening English classes for newly arrived parents, run by volunteers.',
      },
      actionPlan: { priority },
    });
    expect(readPriority(priority)?.kind).toBe('fund');
    expect(line(7, priority, form)).toMatch(/reaches more people/);
  });
});

describe('a goal of borrowing', () => {
  it('speaks of lenders, not funders who back work like yours', () => {
    const priority = 'Get our working-capital loan raised to £400k by April.';
    const form = founder(priority);
    const p = buildProfile(form, null);
    const goal = founderWords(form, p).goal;
    expect(readPriority(priority)?.kind).toBe('fund');
    expect(unmark(priorityLine(3, priority, goal, p) ?? '')).toMatch(
      /list the lenders who could raise or match it/,
    );
    expect(unmark(priorityLine(2, priority, goal, p) ?? '')).toMatch(
      /lenders will ask about first/,
    );
  });
});

describe('a goal that raises prices on the way to its own aim', () => {
  it('announces the new price, not the aim, to customers', () => {
    const out = lines('Earn the same in 4 days a week: raise prices and stop weekend work.');
    expect(out[5]).toMatch(/announce the new price where customers find you/);
    expect(out[5]).not.toMatch(/^Announce "Earn/);
    expect(lines('Raise the day rate to £650 from March.')[5]).toMatch(
      /^Announce "Raise the day rate/,
    );
  });
});

describe('money the founder is owed', () => {
  const form = (priority: string, payEvidence = '', next30Days: string[] = []) => ({
    actionPlan: { priority, next30Days },
    market: { payEvidence },
    execution: { risks: '', resourcesPartners: '' },
  });
  const said = (f: ReturnType<typeof form>) => unmark(owedLine(4, f) ?? '');

  it('is raised in the Execution session wherever the founder wrote it', () => {
    expect(said(form('Raise enrollment to 25%, and get the overdue $4,944 paid.'))).toMatch(
      /^Money you are owed: "get the overdue \$4,944 paid"\. Ask for an amount and a date this week/,
    );
    expect(
      said(form('Earn the same in 4 days a week.', 'One firm owes me €4,300 for 3 invoices.')),
    ).toMatch(/"One firm owes me €4,300 for 3 invoices"/);
  });

  it('is left to the priority when collecting is the priority, and to other sessions never', () => {
    expect(owedLine(4, form('Collect the R$38,000 owed by three clinics.'))).toBeNull();
    expect(owedLine(3, form('Grow orders, and get the overdue $4,944 paid.'))).toBeNull();
    // Money without an amount, or owed by the founder, is not this line's.
    expect(owedLine(4, form('Sign 8 dental practices.', 'Two clients pay late.'))).toBeNull();
    expect(owedLine(4, form('Sign 8 dental practices.', 'We owe the bank €50,000.'))).toBeNull();
    // An amount written with its currency code first.
    expect(
      said(form('Sign 8 bars.', 'A distributor owes us CLP 2.1 million, 75 days overdue.')),
    ).toMatch(/CLP 2\.1 million/);
  });
});

describe("a goal's own deadline", () => {
  it.each([
    ['Cut monthly churn from 12.4% to 9% by the end of the quarter.', 13],
    ['Raise enrollment from 9% to 25% before the renewal in 4 months.', 17],
    ['Sign 12 clinics in 6 weeks.', 6],
    ['Sign 12 clinics.', 4],
  ])('"%s" has %i weeks', (text, weeks) => {
    expect(weeksFor(text.toLowerCase())).toBe(weeks);
  });

  it('paces a monthly number by the month and a count by the weeks the goal gives itself', () => {
    expect(lines('Cut monthly churn from 12.4% to 9% by the end of the quarter.')[2]).toMatch(
      /the gap is 3\.4 points over 3 months: about 1\.13 points a month/,
    );
    expect(lines('Sign 12 clinics in 6 weeks.')[1]).toMatch(/about two a week for six weeks/);
  });
});

describe('a goal to move a number from one value to another', () => {
  it('gives the gap and its weekly share', () => {
    const priority = 'Bring no-shows down from 18% to 10% by March.';
    const form = founder(priority);
    const p = buildProfile(form, null);
    expect(unmark(priorityLine(4, priority, founderWords(form, p).goal, p) ?? '')).toMatch(
      /the gap is 8 points: about 2 points a week/,
    );
  });
});

describe("the priority lines in the founder's terms", () => {
  it('speaks of the work for a goal about time, and of clients for a service', () => {
    const priority = 'Cut fitting time to 6 hours per kitchen.';
    const form = founder(priority);
    const p = buildProfile(form, null);
    const goal = founderWords(form, p).goal;
    expect(unmark(priorityLine(2, priority, goal, p) ?? '')).toMatch(/where the extra hours went/);
    expect(unmark(priorityLine(3, priority, goal, p) ?? '')).toMatch(
      /what a shorter wait would have changed/,
    );
    const service = { ...p, model: 'services' as const };
    const price = 'Raise our day rate by 10% for new customers.';
    const line = unmark(
      priorityLine(3, price, 'Raise our day rate by 10% for new customers', service) ?? '',
    );
    // 14 offices won one by one: a few quotes, not ten.
    expect(line).toMatch(/quote the next 3 new clients at the new price/);
    expect(line).toContain('"Raise our day rate by 10% for new customers"');
    const many = { ...service, audience: 'consumer' as const };
    expect(
      unmark(priorityLine(3, price, 'Raise our day rate by 10% for new customers', many) ?? ''),
    ).toMatch(/quote the next 10 new clients at the new price/);
  });
});

describe('a goal of no known kind', () => {
  it('gives a founder who works alone a day for each step, not an owner', () => {
    const form = coerceFormState({
      execution: { delivery: 'Just me, from a studio at home.', rating: 3 },
      actionPlan: { priority: 'Get healthier as a team.' },
    });
    const p = buildProfile(form, null);
    expect(p.team.solo).toBe(true);
    const goal = 'Get healthier as a team';
    expect(unmark(priorityLine(4, `${goal}.`, goal, p) ?? '')).toBe(
      'Break "Get healthier as a team" into four weekly steps, each on a day in your calendar, and do the first this week.',
    );
    expect(lines('Get healthier as a team.')[2]).toMatch(/with an owner each/);
  });
});

describe('a goal an office decides', () => {
  it("speaks to the office's paper: the founder's own standing, or the product's open items", () => {
    const visa = lines('Get my work visa renewed before the June appointment.');
    expect(visa[1]).toMatch(/ask your regular customers for a short letter/);
    expect(visa[0]).toMatch(/what shows the business stands on its own/);
    const fda = lines('Answer the FDA additional information request by May.');
    expect(fda[0]).toMatch(/what the product must still prove, item by item/);
    expect(fda[1]).toMatch(/tell the customers who wait on you the date you expect/);
    expect(fda[4]).toMatch(/start the longest this week/);
    // The founder's own right to stay is no product work to sequence.
    expect(visa[4]).toBeNull();
  });
});

describe('a price goal', () => {
  it('does the sum it turns on: how many sales at the new price bring what the last ones did', () => {
    const out = lines('Raise our box price from £6.50 to £7.50 for new offices from May.');
    // 14 offices pay £6.50 (the founder's own count): 13 at £7.50 bring £91 too.
    expect(out[4]).toBe(
      'At £7.50 rather than £6.50, 13 sales bring what your 14 did (£91): "Raise our box price from £6.50 to £7.50 for new offices..." still pays if one fewer says yes, and that is one fewer to deliver.',
    );
    // For new customers only: no note to current ones.
    expect(out[2]).toMatch(/put the new price on every quote and page from that day/);
    expect(lines('Raise our box price to £7.50 for everyone.')[2]).toMatch(
      /write the note to current customers/,
    );
  });

  it('works a rise written as a share on the sales the founder counted', () => {
    // 14 offices: 13 at 10% more bring what 14 did.
    expect(lines('Put our box price up 10% for every office from May.')[4]).toBe(
      'At 10% more: 13 offices bring what your 14 did, so "Put our box price up 10% for every office from May" still pays if one fewer says yes (about 1 in 11).',
    );
  });

  it('works a rise as a share on the average sale and the gross margin, without a count', () => {
    const form = coerceFormState({
      product: {
        solution: 'Repair of commercial espresso machines for cafes in Leeds.',
        evidence: 'Average job £180 last quarter. Gross margin 40% after parts.',
        rating: 3,
      },
      actionPlan: { priority: 'Raise prices 20% from March.' },
    });
    const p = buildProfile(form, null);
    const line = unmark(
      priorityLine(6, 'Raise prices 20% from March.', 'Raise prices 20% from March', p) ?? '',
    );
    // 1 - 1/1.2 = 17%; 0.2 / (0.4 + 0.2) = 33%.
    expect(line).toBe(
      'At 20% more, an average of £180 becomes about £216, the same takings need 17% fewer sales: "Raise prices 20% from March" pays unless more than about 1 in 6 walk away. With your 40% gross margin, profit holds while up to 33% go. Count who says no at the new price for the first 4 weeks.',
    );
  });

  it('judges a rise for new customers only on their close rate, not on the customers who stay', () => {
    const form = coerceFormState({
      product: {
        solution: 'Scheduling software for independent gyms.',
        evidence: '64 gyms paying $149 a month.',
        rating: 3,
      },
      execution: { salesMarketing: 'Demo over Zoom; we close ~1 in 3 demos.', rating: 3 },
      actionPlan: { priority: 'Raise prices 20% for new signups ($149 -> $179).' },
    });
    const p = buildProfile(form, null);
    const goal = 'Raise prices 20% for new signups ($149 -> $179)';
    const line = unmark(priorityLine(6, `${goal}.`, goal, p) ?? '');
    // 1/3 / 1.2 = 27.8%: the close rate may fall that far before the rise loses money. The 64
    // gyms already paying are not the base of a price only new ones pay.
    expect(line).toBe(
      'At 20% more ($149 to $179), the same new revenue needs 17% fewer new customers: your close rate (about 1 in 3, 33%) can fall to about 28% before "Raise prices 20% for new signups ($149 -> $179)" costs you anything. Judge it on at least 20 quotes or demos, not the first 5.',
    );
    expect(line).not.toMatch(/\b64\b/);
  });

  it('reads the rise from two prices when no share is given, without a count of sales', () => {
    const form = coerceFormState({
      product: { solution: 'Bookkeeping for cafes.', evidence: 'Cafes pay monthly.', rating: 3 },
      actionPlan: { priority: 'Put our fee up from £200 to £240 a month in June.' },
    });
    const p = buildProfile(form, null);
    const goal = 'Put our fee up from £200 to £240 a month in June';
    // £240 / £200 is 20% more; 1 - 1/1.2 is 17%.
    expect(unmark(priorityLine(6, `${goal}.`, goal, p) ?? '')).toBe(
      'At 20% more (£200 to £240), the same takings need 17% fewer sales: "Put our fee up from £200 to £240 a month in June" pays unless more than about 1 in 6 walk away. Count who says no at the new price for the first 4 weeks.',
    );
  });

  it('reads a fee charged as a share as a fee, not a rise', () => {
    expect(lines('Charge sellers an 8% fee from June.')[4]).not.toMatch(/At 8% more/);
  });
});

describe('a churn goal in people', () => {
  it('turns points of monthly churn into cancellations a month of the founder’s own subscribers', () => {
    const priority = 'Cut monthly churn from 4.2% to 3%';
    const form = coerceFormState({
      product: { evidence: '2,300 active subscribers, monthly churn of 4.2%.' },
      actionPlan: { priority },
    });
    const p = buildProfile(form, null);
    expect(unmark(priorityLine(4, priority, founderWords(form, p).goal, p) ?? '')).toBe(
      'For "Cut monthly churn from 4.2% to 3%": of your 2,300 active subscribers, 4.2% is about 97 cancellations a month and 3% about 69, so 28 fewer leave each month. Ask the next 10 who cancel why, before they go.',
    );
  });
});
