import { describe, expect, it } from 'vitest';
import { READ19_FOUNDERS } from './fixtures/read19';
import { READ20_FOUNDERS } from './fixtures/read20';
import { READ21_FOUNDERS } from './fixtures/read21';
import { READ22_FOUNDERS } from './fixtures/read22';
import { READ18_FOUNDERS } from './fixtures/read17';
import { coachReviewFounder } from './fixtures/review';
import { saysNothing } from './words';
import { readPriority } from './priority-lines';
import { keyNumberLine } from './key-number';
import { coerceFormState } from '@shared/contracts/assessment-form';

// What the nineteenth read (nine founders the coach had never met, scored 2.57 / 5) found wrong:
// each case fails on the coach as it was before its fix.

const founder = (prefix: string) => coachReviewFounder(READ19_FOUNDERS, prefix);

describe('read 19: the founder’s words read right', () => {
  it('makes a customer written without its article plural', () => {
    expect(founder('nurse').all).toMatch(/private hospital groups in Riyadh or Jeddah/);
    expect(founder('nurse').all).not.toMatch(/your (3 latest|last \d+) private hospital group\b/);
    expect(founder('estimating').all).not.toMatch(/\bfamily owned GC\b(?!s)/);
    expect(founder('spanish').all).not.toMatch(/(?<!")Woman ~40/);
  });

  it('names the product by its name, never by a time label, a cut "1:1" or a registered suffix', () => {
    const tutor = founder('spanish').all;
    expect(tutor).not.toMatch(/right now: 1(?!:1)/i);
    expect(tutor).not.toMatch(/\b1: 1\b/);
    const cleaning = founder('office-cleaning').all;
    // The answer is still quoted as written where the card quotes it; the offer's name is the name.
    expect(cleaning.match(/Ltd\. Daily\/weekly/g)?.length ?? 0).toBeLessThanOrEqual(6);
    expect(cleaning).toMatch(/(?<!")Brightwell Commercial Cleaning(?!")/);
    expect(founder('ebike').all).not.toMatch(/"Two founders: Joris"/);
    expect(founder('puzzle').all).toMatch(/(?<!")Tiny Lanterns(?!")/);
  });

  it('reads "No one leaves. Plan for salary/career ready." as success measures, not a blank', () => {
    expect(saysNothing('No one leaves. Plan for salary/career ready. Me at max 18h treating')).toBe(
      false,
    );
    expect(saysNothing('No churn. 12 clients renewed in March.')).toBe(false);
    expect(saysNothing('No revenue yet.')).toBe(true);
    expect(saysNothing('None')).toBe(true);
    expect(founder('physio').all).not.toMatch(/Not in your answers yet: [^.]*success measures/);
  });
});

describe('read 19: what the founder has done, counted right', () => {
  const done = (prefix: string) => founder(prefix).profile.done;

  it('counts "38 cafés and 2 hotel chains (7 hotels total) buy every day" as 38 cafés', () => {
    expect(done('wholesale')).toContainEqual(
      expect.objectContaining({ kind: 'paying-customers', count: 38 }),
    );
    expect(founder('wholesale').all).not.toMatch(/Your answers count 7 hotels/);
  });

  it('reads a verb after the counted noun as a verb: "22 restaurants order", "one cable installs"', () => {
    expect(done('produce').some((d) => /restaurants order/.test(d.phrase))).toBe(false);
    expect(done('ebike').some((d) => /cable installs/.test(d.phrase))).toBe(false);
    expect(founder('ebike').all).not.toMatch(/one cable installs/);
  });

  it('counts 48k downloads as 48,000, over 380 Discord members', () => {
    expect(done('puzzle')).toContainEqual(expect.objectContaining({ kind: 'users', count: 48000 }));
    expect(founder('puzzle').all).not.toMatch(/Your answers count 380 members/);
  });

  it('hears "22 students pay $45/h, about $3,800/month" as 22 paying and $3,800 a month', () => {
    expect(done('spanish')).toContainEqual(
      expect.objectContaining({ kind: 'paying-customers', count: 22 }),
    );
    expect(done('spanish')).toContainEqual(
      expect.objectContaining({ kind: 'revenue', phrase: '$3,800' }),
    );
    expect(founder('spanish').profile.stage).toBe('revenue');
    expect(done('spanish').some((d) => d.phrase.startsWith('1:1'))).toBe(false);
  });

  it('reads revenue written with the currency after it ("486.000€", "CA 2023: 1.46 M€")', () => {
    expect(founder('physio').profile.stage).toBe('revenue');
    expect(done('wholesale').some((d) => d.kind === 'revenue' && /1\.46/.test(d.phrase))).toBe(
      true,
    );
  });

  it('reads 180 landing-page sign ups as a waitlist', () => {
    expect(done('ebike')).toContainEqual(expect.objectContaining({ kind: 'waitlist', count: 180 }));
  });

  it('knows a placement fee is paid per placement, and a produce trader sells goods', () => {
    expect(founder('nurse').profile.revenue).toBe('one-off');
    expect(founder('produce').profile.model).toBe('goods');
    expect(founder('produce').all).not.toMatch(
      /Proposals accepted at your full fee|Win Without Pitching/,
    );
  });
});

describe('read 19: the rating, weighed', () => {
  it('leaves a low rating the founder calls honest alone ("I am honest... so 2", "honestly 2")', () => {
    for (const prefix of ['physio', 'produce']) {
      const { profile, all } = founder(prefix);
      expect(profile.evidence.execution.verdict).toBe('fair');
      expect(all).not.toMatch(/may be underrating|Execution is stronger than its 2\/5/);
    }
    // Without the word, a 2 with paying customers is still named (eval: 'modest').
    expect(founder('wholesale').profile.evidence.market.verdict).toBe('modest');
  });

  it('does not back a 5/5 with D30 retention of 6%, and says what the answers do show', () => {
    const { profile, sessions } = founder('puzzle');
    expect(profile.evidence.product.supported).toBeLessThan(5);
    expect(sessions[2].teach).not.toMatch(/Your answers back it: "D1 retention/);
    // Weak retention also stops 'Mature' (read 22's re-read): a 5 two levels above is inflated.
    expect(profile.evidence.product.verdict).toBe('inflated');
    expect(sessions[2].teach).toMatch(/Your answers do not show that yet/);
  });

  it('backs a rating with a result, never a complaint, a duration, a headcount or followers', () => {
    const teach = (prefix: string) =>
      Object.values(founder(prefix).sessions)
        .map((r) => r.teach)
        .join('\n');
    expect(teach('nurse')).not.toMatch(
      /back it: "(1 nurse came back early|Met ~15 HR people|Time from application)/,
    );
    expect(teach('estimating')).not.toMatch(/back it: "(Onboarding each pilot|LinkedIn posts)/);
    expect(teach('spanish')).not.toMatch(/back it: "9k followers/);
    expect(teach('nurse')).toMatch(/back it: "USD 81,000 revenue last year/);
  });
});

describe('read 19: risks and resources, each asked in its own terms', () => {
  it('never takes "CASH" written in capitals for a rule with a date', () => {
    for (const prefix of ['office-cleaning', 'produce'])
      expect(founder(prefix).all).not.toMatch(/Find out when "CASH" applies to you/);
    expect(founder('office-cleaning').all).toMatch(/mark the week "CASH" bites/);
  });

  it('asks who leaves next about staff turnover, and runs no pre-mortem that names the goal as its reason', () => {
    const { all } = founder('physio');
    expect(all).not.toMatch(/"Staff turnover": who covers it next week/);
    expect(all).toMatch(/"Staff turnover": who is likeliest to leave next/);
    expect(all).not.toMatch(/besides "Staff turnover"|"Staff turnover" will be one reason/);
  });

  it('asks a licence for its renewal, a referrer for its share, a call for its decision', () => {
    expect(founder('nurse').all).not.toMatch(/what "DMW license[^"]*" gives you, by when/);
    expect(founder('nurse').all).toMatch(/"DMW license[^"]*" renews in the calendar/);
    expect(founder('physio').all).not.toMatch(
      /"Hospital Quironsalud traumatologist Dr\. Ferrer" ending early/,
    );
    expect(founder('physio').all).toMatch(
      /Count the clients "Hospital Quironsalud traumatologist Dr\. Ferrer" sent/,
    );
    const game = founder('puzzle').all;
    expect(game).not.toMatch(/If one part of "Had a call with 2 publishers" went tomorrow/);
    expect(game).not.toMatch(/resting on "Had a call with 2 publishers"/);
    expect(founder('estimating').all).not.toMatch(/what "Raised \$2\.1M seed in Nov" gives you/);
  });
});

describe('read 19: samples and events the founder does not have', () => {
  it('never asks for "your last 10" of 3 or 4 customers', () => {
    for (const prefix of ['nurse', 'estimating']) {
      const { all } = founder(prefix);
      expect(all).not.toMatch(
        /your last (ten|10|5|five) (clients|customers|private hospital|family owned)/i,
      );
      expect(all).not.toMatch(/In your last 10 clients/);
    }
  });

  it('calls nobody "who cancelled" when a customer only threatens to', () => {
    const { profile, all } = founder('estimating');
    expect(profile.leavers).toBe(false);
    expect(all).not.toMatch(/who cancelled/);
  });

  it('sells a waitlist for a course not built yet, instead of treating it as a supply queue', () => {
    const { all } = founder('spanish');
    expect(all).not.toMatch(
      /Until supply catches up|whoever limits your supply|next supply meeting/,
    );
  });

  it('puts the waitlist first when the plan is to sell to it before building', () => {
    const { profile, sessions } = founder('spanish');
    expect(profile.presell).toBe(true);
    expect(sessions[3].recommendActions.join('\n')).toMatch(
      /Offer the first 20 on your waitlist \("310 people/,
    );
  });

  it('names a channel without a dangling "+"', () => {
    expect(founder('estimating').all).not.toMatch(/your sales \+/);
  });
});

describe('read 19: lines that fit what the founder has and does', () => {
  it('raises illness at most twice in a session’s cards and once in its week', () => {
    for (const f of [...READ19_FOUNDERS, ...READ18_FOUNDERS]) {
      const { sessions } = coachReviewFounder([f], f.name);
      for (const r of Object.values(sessions)) {
        const ill = (items: readonly string[]) =>
          items.filter((t) => /\b(ill|illness|sick)\b/i.test(t)).length;
        expect(ill([...r.recommendActions, ...r.metrics, ...r.risks])).toBeLessThanOrEqual(2);
        expect(ill(r.microTasks)).toBeLessThanOrEqual(1);
      }
    }
    // The solo CFO of the eval heard it five times in one session.
    const cfo = coachReviewFounder(
      [
        {
          name: 'solo-cfo',
          labels: { product: 'honest', market: 'honest', execution: 'honest' },
          form: coerceFormState({
            product: {
              solution: 'A fractional CFO on a monthly retainer: 2 days a month for €2,400.',
              evidence: '7 clients on retainer; 5 renewed after their first year.',
              rating: 4,
            },
            market: { payEvidence: '7 clients pay €2,400 a month.', rating: 4 },
            execution: {
              delivery: 'I work alone, with a fixed monthly calendar.',
              resourcesPartners: 'Two accounting firms send me clients who outgrow them.',
              risks: 'If I am ill for a month, 7 clients miss their board packs.',
              rating: 3,
            },
          }),
        },
      ],
      'solo-cfo',
    );
    const s4 = cfo.sessions[4];
    const said = [...s4.recommendActions, ...s4.metrics, ...s4.risks, ...s4.microTasks].filter(
      (t) => /\b(ill|illness|sick)\b/i.test(t),
    );
    expect(said.length).toBeLessThanOrEqual(3);
  });

  it('asks a device nobody has bought yet for test notes, not reviews, returns or reorders', () => {
    const { all } = founder('ebike');
    expect(all).not.toMatch(/reviews, returns and reorders|return reasons|Hours per order/);
    expect(all).toMatch(/log each test of VoltWiel\b/);
  });

  it('prices a rival the customer buys from, and lists the hours only of a do-it-yourself workaround', () => {
    expect(founder('nurse').all).not.toMatch(
      /List each tool, person and hour behind "Big licensed agencies/,
    );
  });

  it('writes the challenged belief in plain English', () => {
    expect(founder('physio').all).not.toMatch(/held that firmly/);
  });
});

describe('read 19: the trade’s own practice', () => {
  it('coaches a nurse recruitment agency as placements, not as a clinic, a device or billable hours', () => {
    const { all, profile } = founder('nurse');
    expect(profile.sellsHours).toBe(false);
    expect(all).toMatch(/placements that last/);
    expect(all).not.toMatch(/Clinicians who like|signed pilot to live use with patients/);
    expect(all).not.toMatch(/Billable hours for|into new design work/);
  });

  it('coaches adults who pay for their own lessons without school budgets or evidence clearinghouses', () => {
    const { all } = founder('spanish');
    expect(all).not.toMatch(
      /budget year|What Works Clearinghouse|schools and employers will not renew/,
    );
    expect(all).toMatch(/adults pay for themselves/);
  });

  it('tells a bakery of 20 years neither to register for food safety nor to read SaaS metrics', () => {
    const { all } = founder('wholesale');
    expect(all).not.toMatch(/Complete food-safety registration|SaaS Metrics/);
  });
});

describe('read 19: the 30-day priority, read past its heading', () => {
  it('reads "Fix cash: get the late payers to pay on time" as money to collect', () => {
    expect(
      readPriority('Fix cash: get the late payers to pay on time and hire an ops manager')?.kind,
    ).toBe('collect');
    expect(
      readPriority(
        'Fix cash: get average payment days from ~24 to under 14 and spoilage from 9% to 6%',
      )?.kind,
    ).toBe('collect');
    const { all } = founder('produce');
    expect(all).not.toMatch(/where the extra hours went|the gap is 3 points/);
  });
});

describe('read 19: what keeps customers, told from what happens', () => {
  it('reads "Al Noor reorders. We follow up the nurses..." by the step, and asks nobody what "Clients stay" did for them', () => {
    expect(founder('nurse').all).not.toMatch(/Check "Al Noor reorders"/);
    expect(founder('nurse').all).toMatch(/"we follow up the nurses for 1st year/i);
    expect(founder('wholesale').all).not.toMatch(/what "Clients stay" did for them/);
  });
});

describe('read 19, re-read: what the second reviewer still found', () => {
  it('asks nothing of a husband who helps as if he were a supplier', () => {
    expect(founder('spanish').all).not.toMatch(
      /"my husband helps with tech a bit" (ending early|went tomorrow)|what "my husband helps/i,
    );
  });

  it('does not tell established businesses to serve their first customers by hand', () => {
    for (const prefix of ['physio', 'produce'])
      expect(founder(prefix).all).not.toMatch(/serve the first .* by hand/);
  });

  it('asks business clients on terms through their accounts team, never calls them non-customers', () => {
    expect(founder('office-cleaning').all).not.toMatch(
      /a customer who does not pay is not yet a customer|card on file/,
    );
  });

  it('writes no sentence that does not parse', () => {
    for (const f of READ19_FOUNDERS) {
      const { all } = coachReviewFounder([f], f.name);
      expect(all).not.toMatch(
        /is the yardstick|works without you in the room|or outsiders; act on the first|a belief that met .* and lost/,
      );
    }
  });
});

describe('read 19: the car valet of read 18, again', () => {
  it('keeps its monthly plan and its team', () => {
    const valet = coachReviewFounder(READ18_FOUNDERS, 'mobile-car');
    expect(valet.profile.team.size).toBe(6);
  });
});

describe('read 20: four more founders nobody had tuned the coach for', () => {
  const fresh = (prefix: string) => coachReviewFounder(READ20_FOUNDERS, prefix);

  it('knows a cake maker who makes "about 40 weddings a year" and is booked out sells, and is underrated', () => {
    const { profile, all } = fresh('wedding');
    expect(profile.done).toContainEqual(expect.objectContaining({ kind: 'sales', count: 40 }));
    expect(profile.stage).toBe('revenue');
    expect(profile.model).toBe('made-to-order');
    expect(profile.atCapacity).toBe(true);
    expect(profile.evidence.product.verdict).toBe('modest');
    expect(all).not.toMatch(/Your answers show 1\/5 so far|Sketch the smallest version/);
  });

  it('reads "Farmer with 3-4 acre" as farmers, not "Farmer withs aged 3-4", and a donor label as a label', () => {
    expect(fresh('farm').all).not.toMatch(/withs aged/);
    expect(fresh('food-bank').all).not.toMatch(/Donor sides/);
  });

  it('reads a booking platform paid by commission as a marketplace with no revenue yet', () => {
    const { profile, all } = fresh('farm');
    expect(profile.model).toBe('marketplace');
    expect(profile.revenue).toBe('commission');
    expect(profile.done.some((d) => d.kind === 'revenue')).toBe(false);
    expect(profile.evidence.product.verdict).toBe('inflated');
    expect(all).not.toMatch(/Split the revenue behind "Revenue Rs 0/);
  });

  it('names the funder by the largest grant, and reads a budget line as no way of selling', () => {
    const bank = fresh('food-bank').all;
    expect(bank).not.toMatch(/one funder \("Individual donors/);
    expect(bank).toMatch(/one funder \("City of Hamilton grant \$260,000"\)/);
    expect(fresh('cyber').all).not.toMatch(/around "Marketing spend R\$ 35k\/month"/);
  });

  it('keeps "Want 10 districts" and "weddings are one off!" out of the customer-keeping lines', () => {
    expect(fresh('farm').all).not.toMatch(/Check "Want 10 districts|than "Want 10 districts/);
    expect(fresh('wedding').all).not.toMatch(/with or without "weddings are one off/);
  });

  it('treats "maybe raise prices?" as no campaign with a budget, and names the cakes and the pantry', () => {
    const cakes = fresh('wedding').all;
    expect(cakes).not.toMatch(
      /Give "maybe raise prices" one line|Before "maybe raise prices" brings/,
    );
    expect(cakes).not.toMatch(/"I make wedding cakes\.\.\."/);
    expect(fresh('food-bank').all).toMatch(/(?<!")Eastside Community Pantry(?!")/);
  });

  it('infers software for phishing training sold to hospitals, and no restaurant notes for a food bank', () => {
    expect(fresh('cyber').industry).toBe('Technology/Software');
    expect(fresh('cyber').all).not.toMatch(/Clinicians who like|live use with patients/);
    const bank = fresh('food-bank');
    expect(bank.profile.industry.specific).toBe(false);
    expect(bank.all).not.toMatch(
      /Setting the Table|Food cost percentage|repeat customers are the whole business/,
    );
  });
});

describe('read 21: four more founders', () => {
  const fresh = (prefix: string) => coachReviewFounder(READ21_FOUNDERS, prefix);

  it('calls a persona "people like Tolu", and the owners of "a hardware or distribution business" as written', () => {
    expect(fresh('budget').all).not.toMatch(/Tolu, 27, works (cope|cut|why)|\d Tolu, 27/);
    expect(fresh('budget').all).toMatch(/people like Tolu/);
    expect(fresh('accounting').all).not.toMatch(/hardwares/);
  });

  it('counts "140 paying premium" as paying customers, so the app is past asking anyone to pay', () => {
    const { profile, all } = fresh('budget');
    expect(profile.done).toContainEqual(
      expect.objectContaining({ kind: 'paying-customers', count: 140 }),
    );
    expect(all).not.toMatch(/ask your users \([^)]*\) to pay/);
  });

  it('reads "Want to hire 2 juniors" and "Land and expand" as plans, not ways customers are kept', () => {
    expect(fresh('accounting').all).not.toMatch(
      /Check "Want to hire|what "Want to hire[^"]*" missed/,
    );
    expect(fresh('vibration').all).not.toMatch(/Check "Land and expand/);
  });

  it('asks nothing of land the family owns or software the founder uses as if they could end early', () => {
    expect(fresh('quinta').all).not.toMatch(/"Family owns the land[^"]*" ending early/);
    expect(fresh('accounting').all).not.toMatch(/"QuickBooks Online[^"]*" ending early/);
  });

  it('reads a boutique hotel as rooms it lets, paying a platform’s commission, not a food business earning one', () => {
    const { profile, industry, all } = fresh('quinta');
    expect(profile.model).toBe('services');
    expect(profile.revenue).not.toBe('commission');
    expect(industry).toBe('Other/Custom');
    expect(all).not.toMatch(
      /HACCP|Inconsistent quality between batches|earning a cut of each transaction/,
    );
  });

  it('hears buyers lost to price ("Lost 2 restaurants to price", "2 price)"), and not a hotel’s own 10% off', () => {
    expect(founder('produce').profile.pricePressure).toBe(true);
    expect(founder('office-cleaning').profile.pricePressure).toBe(true);
    expect(fresh('accounting').profile.pricePressure).toBe(true);
    expect(fresh('quinta').profile.pricePressure).toBe(false);
    expect(founder('produce').all).not.toMatch(/you are too cheap/);
  });

  it('hears "my hours are full" and "I turn people away" as a practice at capacity', () => {
    expect(fresh('accounting').profile.atCapacity).toBe(true);
  });

  it('gives a budgeting app that holds no money no licence, KYC or chargeback lines', () => {
    expect(fresh('budget').all).not.toMatch(/KYC|licence you do not hold|chargeback/);
  });

  it('asks factory pilots for field notes, not reviews and returns, and times the next installation', () => {
    const { all } = fresh('vibration');
    expect(all).not.toMatch(/reviews, returns and reorders|for 5 orders/);
  });
});

describe('read 22 and the re-read of reads 20-21', () => {
  const r20 = (prefix: string) => coachReviewFounder(READ20_FOUNDERS, prefix);
  const r21 = (prefix: string) => coachReviewFounder(READ21_FOUNDERS, prefix);
  const r22 = (prefix: string) => coachReviewFounder(READ22_FOUNDERS, prefix);

  it('asks nobody for money on insurance that "cant legally sell yet"', () => {
    const pet = r22('pet');
    expect(pet.profile.cannotSellYet).toBe(true);
    expect(pet.all).not.toMatch(/pre-payment on|a link to pay ahead/);
  });

  it('reads Shopify themes as software sold once, with no stock, dispatch or support tickets as sales', () => {
    const { profile, all } = r22('shopify');
    expect(profile.model).toBe('software');
    expect(profile.done.some((d) => /tickets/.test(d.phrase))).toBe(false);
    expect(all).not.toMatch(/Days of stock|tied up in stock|order to dispatch/);
  });

  it('argues a modest rating once, in its own session, not again in each loop', () => {
    const cakes = r20('wedding');
    const loops = [5, 6, 7]
      .map((n) => cakes.sessions[n as 5 | 6 | 7].recommendActions.join('\n'))
      .join('\n');
    expect(loops).not.toMatch(/may be underrating|is stronger than its/);
  });

  it('sells no funnel to the people a food bank feeds', () => {
    expect(r20('food-bank').all).not.toMatch(/funnel sheet|contacted, replied|Your share of "Need/);
  });

  it('plans for a state that gets worse, and keeps an "if" risk one clause', () => {
    expect(r21('budget').all).not.toMatch(/lived through "Emeka is part time"/);
    expect(r21('accounting').all).not.toMatch(/if "if I get sick/);
  });

  it('asks of a loan its due dates, never how many weeks it covers', () => {
    expect(r22('brewery').all).not.toMatch(/how many weeks "SBA loan/);
  });

  it('caps no guests for a hotel whose spring is under 40% full', () => {
    expect(r21('quinta').all).not.toMatch(/Cap new (clients|customers|guests)/);
  });

  it('does not call a paying app with 11% day-30 retention Mature', () => {
    expect(r21('budget').profile.evidence.product.supported).toBeLessThan(4);
  });

  it('asks for one loop number in the loop’s own terms', () => {
    for (const f of [...READ20_FOUNDERS, ...READ21_FOUNDERS])
      expect(coachReviewFounder([f], f.name).all).not.toMatch(/Pick one number for how fast/);
  });
});

describe('the founder’s own number, worked with (the re-readers: "quotes our words, never our numbers")', () => {
  it('puts a share going wrong on the Execution review, one staying in Product, one saying yes in Market', () => {
    const farm = coachReviewFounder(READ20_FOUNDERS, 'farm');
    expect(keyNumberLine(4, farm.profile)).toMatch(
      /^Put "31% of bookings cancelled or no-show by owner/,
    );
    const app = coachReviewFounder(READ21_FOUNDERS, 'budget');
    expect(keyNumberLine(2, app.profile)).toMatch(/"Day-30 retention about 11%"/);
    expect(keyNumberLine(3, app.profile)).toMatch(/"Survey: 48% said they would pay/);
    // Each share is worked with once: spoilage is no market answer.
    const produce = founder('produce');
    expect(keyNumberLine(4, produce.profile)).toMatch(/Spoilage is 9%/);
    expect(keyNumberLine(3, produce.profile) ?? '').not.toMatch(/Spoilage/);
    expect(produce.sessions[4].recommendActions.join('\n')).toMatch(/Spoilage is 9%/);
  });

  it('asks two factory customers as peers, never "your 3 latest" or "tell a friend"', () => {
    const { all } = coachReviewFounder(READ21_FOUNDERS, 'vibration');
    expect(all).not.toMatch(/your 3 latest|tell a friend/);
  });

  it('reads "Organic mostly" as where customers come from, not steps to number or a channel to cost', () => {
    expect(coachReviewFounder(READ21_FOUNDERS, 'budget').all).not.toMatch(/"Organic mostly"/);
  });

  it('reads venues that recommend the founder as referrers, and keeps an "if" risk whole', () => {
    const cakes = coachReviewFounder(READ20_FOUNDERS, 'wedding').all;
    expect(cakes).not.toMatch(
      /"5 venues have me on their recommended suppliers list" (went tomorrow|ending early)/,
    );
    expect(cakes).not.toMatch(/fortnight if I get sick or hurt my wrist nobody;/);
  });

  it('weighs no channel against a deposit', () => {
    expect(coachReviewFounder(READ20_FOUNDERS, 'wedding').all).not.toMatch(
      /costs less than "€150 deposit/,
    );
  });

  it('tells a hotel paying a platform’s 17% that each sale moved off it keeps the cut', () => {
    const hotel = coachReviewFounder(READ21_FOUNDERS, 'quinta');
    expect(hotel.profile.platformCut).toBe('booking.com at 17% commission');
    expect(hotel.all).toMatch(
      /Each sale moved off "booking\.com at 17% commission" keeps that cut/,
    );
  });

  it('names money owed even when its currency goes unsaid ("6 clients owe a total of 112k")', () => {
    const firm = coachReviewFounder(READ21_FOUNDERS, 'accounting');
    expect(firm.sessions[4].recommendActions.join('\n')).toMatch(/Money you are owed: "[^"]*112k/);
  });

  it('says nothing without a share of the founder’s own customers or work', () => {
    const bank = coachReviewFounder(READ20_FOUNDERS, 'food-bank');
    expect(keyNumberLine(3, bank.profile) ?? '').not.toMatch(/down 18%|% of the budget/);
  });
});

describe('the pre-stop read of the solo CFO', () => {
  const cfo = () =>
    coachReviewFounder(
      [
        {
          name: 'solo-cfo-price',
          labels: { product: 'honest', market: 'honest', execution: 'honest' },
          form: coerceFormState({
            product: {
              solution: 'A fractional CFO on a monthly retainer: 2 days a month for €2,400.',
              evidence: '9 clients in 2 years, 6 renewed their retainer after the first year.',
              rating: 4,
            },
            market: {
              payEvidence: '€148,000 revenue last year from 7 active retainers.',
              rating: 3,
            },
            execution: { delivery: 'I work alone, with a fixed monthly calendar.', rating: 3 },
            actionPlan: {
              priority:
                'Raise my retainer to €2,900 for new clients and cut hours per client to 14.',
            },
          }),
        },
      ],
      'solo-cfo-price',
    );

  it('does not tell a founder whose priority is a price rise to raise the rate again or draft a price', () => {
    expect(cfo().all).not.toMatch(
      /Raise your rate for new clients|Draft next quarter's price|Van Westendorp/,
    );
  });

  it('trains a second person for a risk that rests on one, instead of waiting for it to "happen"', () => {
    const saas = coachReviewFounder(
      [
        {
          name: 'saas-one-person',
          labels: { product: 'honest', market: 'honest', execution: 'honest' },
          form: coerceFormState({
            product: { solution: 'Scheduling software for heating contractors.', rating: 3 },
            execution: {
              risks: 'Onboarding takes 3 weeks and depends on one success manager.',
              rating: 3,
            },
          }),
        },
      ],
      'saas-one-person',
    );
    expect(saas.all).not.toMatch(/if "Onboarding takes 3 weeks[^"]*" happens/);
    expect(saas.all).toMatch(/Train a second person in what "Onboarding takes 3 weeks/);
  });

  it('gives one utilisation metric a session, not two', () => {
    for (const r of Object.values(cfo().sessions))
      expect(r.metrics.filter((m) => /utili[sz]ation/i.test(m)).length).toBeLessThanOrEqual(1);
  });
});
