import { describe, expect, it, vi } from 'vitest';
import { coachingResultSchema } from '@shared/contracts/ai';
import { coerceFormState, emptyFormState, type FormState } from '@shared/contracts/assessment-form';
import { COACHING_SESSION_NUMBERS } from '@shared/domain';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { FIXTURES } from './fixtures';
import { allStrings, CARD_KEYS, cardText, ownWords, withRatings } from './fixtures/helpers';
import { buildProfile } from '../profile';
import { createOfflineEngine } from './index';
import { doneLines } from './done-lines';
import { findGaps } from './gaps';
import { Weave } from './weave';
import { founderWords, plural, unmark } from './words';
import { readPriority } from './priority-lines';
import { SESSION_PLAYS } from './plays';

const engine = createOfflineEngine();
const SESSIONS: readonly CoachingSessionNumber[] = COACHING_SESSION_NUMBERS;
const coach = (form: (typeof FIXTURES)[number]['form'], sessionNumber: CoachingSessionNumber) =>
  engine.coach({ sessionNumber, form, industry: null });
/** All six sessions of a founder as one text. */
const allSessions = async (form: (typeof FIXTURES)[number]['form']) =>
  (await Promise.all(SESSIONS.map((s) => coach(form, s)))).flatMap(allStrings).join('\n');

/** Each session's whole result as one text, the founder's marks removed. */
const sessionTexts = async (form: (typeof FIXTURES)[number]['form']) =>
  Promise.all(
    SESSIONS.map(async (s) => [s, unmark(JSON.stringify(await coach(form, s)))] as const),
  );
/** The play of a session whose text says `words`, found by its template. */
const playOf = (session: CoachingSessionNumber, words: RegExp) => {
  const found = SESSION_PLAYS[session].find((pl) => words.test(pl.text.toString()));
  if (!found) throw new Error(`no play ${words}`);
  return found;
};

const answered = FIXTURES.filter((f) => ownWords(f.form).length > 0);
const cases = FIXTURES.flatMap((f) => SESSIONS.map((s) => [f.name, s, f] as const));
const answeredCases = answered.flatMap((f) => SESSIONS.map((s) => [f.name, s, f] as const));

describe('offline coach over the 20 fixture assessments', () => {
  it('has 20 fixtures, 19 of them with answers of their own', () => {
    expect(FIXTURES).toHaveLength(20);
    expect(answered).toHaveLength(19);
  });

  it.each(cases)(
    '%s, session %i: the result is schema-valid and no card is empty',
    async (_n, s, f) => {
      const result = await coach(f.form, s);
      expect(coachingResultSchema.parse(result)).toEqual(result);
      for (const key of CARD_KEYS) expect(cardText(result, key).trim()).not.toBe('');
    },
  );

  it.each(answeredCases)(
    '%s, session %i: at least 3 of the 6 cards quote the user',
    async (_n, s, f) => {
      const result = await coach(f.form, s);
      // Library text that the blank form also gets does not count as the user's words.
      const generic = CARD_KEYS.map((k) => cardText(result, k)).join('\n');
      const blank = await coach(emptyFormState(), s);
      const blankText = CARD_KEYS.map((k) => cardText(blank, k)).join('\n');
      // The founder's own short name for their offer ('your taco food truck' for "A taco food
      // truck with a rotating menu...") is their words too: after one quote a session, cards use it.
      const offer = founderWords(f.form, buildProfile(f.form)).short.offer;
      const named = offer
        ? [
            unmark(offer)
              .replace(/^your /, '')
              .toLowerCase(),
          ]
        : [];
      const needles = [...ownWords(f.form), ...named].filter(
        (n) => generic.includes(n) && !blankText.includes(n),
      );
      const quoting = CARD_KEYS.filter((k) => needles.some((n) => cardText(result, k).includes(n)));
      expect(
        quoting.length,
        `cards quoting the user: ${quoting.join(', ')}`,
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(SESSIONS)(
    'a blank form, session %i: the lesson names what to fill in first',
    async (s) => {
      const result = await coach(emptyFormState(), s);
      expect(result.teach).toContain('Not in your answers yet');
      expect(result.recommendActions.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(cases)(
    '%s, session %i: rating 1 and rating 5 give a different lesson and different actions',
    async (_n, s, f) => {
      const low = await coach(withRatings(f.form, 1), s);
      const high = await coach(withRatings(f.form, 5), s);
      expect(low.teach).not.toBe(high.teach);
      expect(low.recommendActions).not.toEqual(high.recommendActions);
    },
  );

  it.each(answered.flatMap((f) => ([2, 3, 4] as const).map((s) => [f.name, s, f] as const)))(
    '%s, session %i: a 5 the answers do not back is challenged, naming the rating',
    async (_n, s, f) => {
      const form = withRatings(f.form, 5);
      const pillar = (['product', 'market', 'execution'] as const)[s - 2] ?? 'product';
      const result = await coach(form, s);
      const challenged = result.recommendActions.some(
        (a) => a.includes('5/5') && a.includes('not yet backed by'),
      );
      // Only fixtures whose answers truly show a level-5 business may keep an unchallenged 5.
      const evidence = buildProfile(form).evidence[pillar];
      expect(challenged).toBe(evidence.verdict === 'inflated');
    },
  );

  it('no action or 7-day task is repeated across the six sessions of a founder', async () => {
    for (const f of FIXTURES) {
      const seen = new Map<string, number>();
      for (const s of SESSIONS) {
        const r = await coach(f.form, s);
        for (const line of [
          ...r.recommendActions,
          ...r.microTasks.map((t) => t.replace(/^Day \d+: /, '')),
        ]) {
          expect(
            seen.get(line),
            `${f.name}: "${line}" in sessions ${seen.get(line)} and ${s}`,
          ).toBeUndefined();
          seen.set(line, s);
        }
      }
    }
  });

  it("asks for today's value of a loop metric the founder named, not for a number", async () => {
    const form = coerceFormState({
      execution: { goToMarket: 'Two refrigeration resellers and trade shows.' },
      market: { idealCustomer: 'Operations managers of restaurant groups with 5-20 sites.' },
      loops: {
        market_execution: {
          current: 'Each quarter we compare channels by the sites they bring.',
          actions: 'Add a referral fee for resellers.',
          metrics: 'Sites per channel and cancellations per quarter.',
        },
      },
    });
    const r = await coach(form, 7);
    expect(r.teach).not.toMatch(/Not in your answers yet:[^.]*a number for the Market-Execution/);
    expect(r.teach).toMatch(/today's value of your Market-Execution Loop metric/);
  });

  it('starts a loop the founder left blank with a first turn, instead of asking them to describe it', async () => {
    // A dog-walking service with paying clients and no loop answers at all.
    const form = coerceFormState({
      product: { solution: 'Group dog walks of 90 minutes in the Pentland Hills.', rating: 3 },
      market: {
        idealCustomer: 'A working owner of a young dog who is out all day.',
        payEvidence: '31 clients pay £18 a walk, most of them twice a week.',
        rating: 3,
      },
      execution: { delivery: 'Two walkers with one van, six dogs per walk.', rating: 3 },
    });
    for (const [session, title] of [
      [5, 'Product-Market Loop'],
      [6, 'Product-Execution Loop'],
      [7, 'Market-Execution Loop'],
    ] as const) {
      const r = await coach(form, session);
      expect(r.teach).toContain(`You left the ${title} blank; the actions below start it.`);
      expect(r.teach).not.toMatch(/the .* Loop itself/);
      expect(r.recommendActions.join('\n')).not.toMatch(/^Describe the |^Plan two actions/m);
    }
    // Its first turn asks the clients; the plan's one question to them in this session is what
    // nearly stopped them, or (with no count of clients) what they would change.
    expect((await coach(form, 5)).recommendActions.join('\n')).toMatch(
      /^Ask (3 clients what they would change in "Group dog walks|your 31 clients what nearly stopped them buying)/m,
    );
    // Its first number is counted in the founder's own terms.
    expect((await coach(form, 5)).metrics.join('\n')).toMatch(
      /^Requests about (your group dog walks|"Group dog walks[^"]*") heard per week/m,
    );
    expect((await coach(form, 7)).recommendActions.join('\n')).toMatch(
      /^Ask your next 5 clients where they heard of "Group dog walks/m,
    );
    // Once the loop is described, it is not started again.
    const described = coerceFormState({
      ...form,
      loops: { product_market: { current: 'Owners text me after each walk; I change routes.' } },
    });
    const r5 = await coach(described, 5);
    expect(r5.teach).not.toContain('You left the Product-Market Loop blank');
    expect(r5.recommendActions.join('\n')).not.toMatch(/what they would change in "Group dog/);
  });

  it("keeps an industry's practice for organisations (seats, budget holders) away from founders who sell to people", async () => {
    const app = coerceFormState({
      industry: 'Education/EdTech',
      product: {
        solution: 'A phone app with a voice tutor for English job interviews.',
        rating: 3,
      },
      market: {
        idealCustomer: 'A 25-year-old graduate in São Paulo preparing for interviews.',
        payEvidence: '140 learners pay R$29 a month.',
        rating: 3,
      },
      execution: { delivery: 'Two founders build and run the app.', rating: 3 },
    });
    expect(buildProfile(app).audience).toBe('consumer');
    const text = await allSessions(app);
    expect(text).not.toMatch(/paid seats|teacher onboarding|school lead|annual licences/);
    // A paying app people buy for themselves gets the learning app's notes (read 38), which
    // still ask what learners can do after a month.
    expect(text).toMatch(/what a sample of them can do after a month/);
    const schools = coerceFormState({
      ...app,
      market: {
        idealCustomer: 'The head of maths at a public secondary school.',
        payEvidence: '12 schools pay an annual licence of $2,400.',
        rating: 3,
      },
    });
    expect(buildProfile(schools).audience).not.toBe('consumer');
    expect(await allSessions(schools)).toMatch(/paid seats|teacher onboarding/);
  });

  it('never asks why a restored heirloom did not "come back", unless the founder sells the client more', async () => {
    const binder = coerceFormState({
      product: { solution: 'Restoration of family bibles and heirloom books, to commission.' },
      market: {
        idealCustomer: 'Someone who inherited a family bible with a loose spine.',
        payEvidence: '52 restorations last year at £480 on average.',
        rating: 3,
      },
      execution: {
        delivery: 'I work alone; every restoration is made to order.',
        retentionGrowth: 'A thank-you card with care tips after each restoration.',
        rating: 3,
      },
    });
    expect(buildProfile(binder).audience).toBe('consumer');
    expect((await allSessions(binder)).replace(/"[^"]*"/g, '')).not.toMatch(
      /come back|buy again|repeat clients/i,
    );
    const tables = coerceFormState({
      ...binder,
      execution: {
        ...binder.execution,
        retentionGrowth: 'Matching benches offered 6 months after each table.',
      },
    });
    expect(buildProfile(tables).sellsAgain).toBe(true);
  });

  it('coaches a paying street-food stall without sales-pipeline steps or problem rewrites, and keeps brand names capitalised', async () => {
    const stall = coerceFormState({
      product: {
        problem: 'Students near the campus have 30 minutes for lunch and only vending machines.',
        solution: 'A noodle stall at the north gate, bowls ready in 3 minutes.',
        evidence: 'We sell about 150 bowls a day.',
        rating: 4,
      },
      market: { idealCustomer: 'A second-year student who skips lunch.', rating: 3 },
      execution: { goToMarket: 'Instagram stories with the daily special.', rating: 3 },
    });
    const r = await allSessions(stall);
    expect(r).not.toMatch(/first contact to first payment/);
    expect(r).not.toMatch(/in one line: who/);
    expect(r).not.toMatch(/your instagram/);
    expect(founderWords(stall, buildProfile(stall)).short.channel).toMatch(/Instagram stories/);
  });

  it('coaches a physiotherapy practice as a practice: its patient survey is no sales pipeline, and no device or product-team advice', async () => {
    const clinic = coerceFormState({
      industry: 'Healthcare/Medical',
      product: {
        solution: 'A physiotherapy practice with 45-minute one-to-one sessions.',
        evidence: '520 sessions a month at CLP 28,000 each.',
        rating: 4,
      },
      market: {
        discoveryEvaluation: 'We asked 120 new patients how they found us: 46% a friend.',
        payEvidence: 'Patients pay per session.',
        rating: 3,
      },
      execution: { delivery: 'Three physiotherapists and a receptionist.', rating: 3 },
    });
    const p = buildProfile(clinic);
    expect(p.done.find((d) => d.count === 120)?.kind).toBe('survey');
    const text = (await allSessions(clinic)).replace(/"[^"]*"/g, '');
    expect(text).not.toMatch(/120 new patients (by urgency|a one-paragraph offer|expect after)/);
    expect(text).not.toMatch(/regulatory approval|readmissions|product teams|Marty Cagan/);
  });

  it("calls a coliving operator's people by their own word, and keeps property-software practice away", async () => {
    const coliving = coerceFormState({
      industry: 'Real Estate',
      product: {
        solution: 'Furnished rooms in shared flats we lease and renovate.',
        evidence: '19 rooms at 95% occupancy; 11 residents extended their contract.',
        rating: 4,
      },
      market: {
        idealCustomer: 'A 25-year-old nurse from Galicia starting her first post.',
        rating: 3,
      },
      execution: { delivery: 'Two founders and a cleaner.', rating: 3 },
    });
    const words = founderWords(coliving, buildProfile(coliving));
    expect(unmark(words.short.whoAll ?? '')).toBe('residents');
    // A one-word plural of the founder's own ('farmers') is their short name too, not 'customers'.
    const maize = coerceFormState({
      market: { idealCustomer: 'A farmer with 2 acres and a basic phone.' },
    });
    expect(unmark(founderWords(maize, buildProfile(maize)).short.whoAll ?? '')).toBe('farmers');
    const text = await allSessions(coliving);
    expect(text).not.toMatch(
      /Shadow 3 agents|under management on the platform|every party in a transaction/,
    );
  });

  it('meets a named risk with a first move of its kind: cover for a person, a margin for a price', async () => {
    const base = {
      product: { solution: 'Oak dining tables made to order.', rating: 3 },
      market: { payEvidence: '38 tables sold last year at £2,400.', rating: 3 },
    };
    const ill = coerceFormState({
      ...base,
      execution: { risks: 'If I am ill for a month, every order stops.', rating: 3 },
    });
    // Read 21: 'if "if I get sick..." happens' read twice; a risk that opens on 'if' is its own clause.
    expect(await allSessions(ill)).toMatch(/Name who covers a fortnight for "If I am ill/i);
    const oak = coerceFormState({
      ...base,
      execution: { risks: 'Oak prices rose 18% this year.', rating: 3 },
    });
    const text = await allSessions(oak);
    expect(text).toMatch(/does to your margin at 10% and 20% higher/);
    const bus = coerceFormState({
      ...base,
      market: { payEvidence: '26 children paying PEN 380 a month each.', rating: 3 },
      execution: { risks: 'A single incident would end trust.', rating: 3 },
    });
    expect(buildProfile(bus).packaged).toBe(true);
    expect(await allSessions(bus)).toMatch(/Write the first hour after "A single incident/i);
    expect(text).not.toMatch(/Call one person who has lived through "Oak prices/);
  });

  it('coaches a game sold once to anonymous players: no paid tier, no calls to demo players, no set-up hours', async () => {
    const game = coerceFormState({
      product: {
        solution: 'A hand-drawn puzzle game sold once for $14.99 on Steam.',
        evidence: 'Our Steam demo had 6,100 players and wishlists grew to 18,400.',
        rating: 3,
      },
      market: {
        idealCustomer: 'An adult who wants a calm game after work.',
        payEvidence: 'No sales yet; launch is in March.',
        rating: 3,
      },
      execution: { delivery: 'Three people building in Unity.', rating: 3 },
    });
    const text = await allSessions(game);
    expect(text).not.toMatch(
      /paid tier|call the 10 most active|from signature to live|first contact to live/,
    );
  });

  it('offers no paid tier to active users who already pay a fee', async () => {
    const circles = coerceFormState({
      product: {
        solution: 'An app where a savings circle saves into a bank account.',
        evidence: '1,240 active savers in 96 circles.',
        rating: 4,
      },
      market: {
        payEvidence: 'Circles pay a fee of 1% of each payout; fees were ₦380,000 last month.',
        rating: 3,
      },
    });
    expect(buildProfile(circles).stage).toBe('revenue');
    expect(await allSessions(circles)).not.toMatch(/Offer a paid tier/);
  });

  it('gives no churn or payback metrics to a software team that nobody pays yet', async () => {
    const idea = coerceFormState({
      industry: 'Technology/Software',
      product: {
        solution: 'A web tool that reminds HR of visa expiries.',
        evidence: 'A prototype shown to 9 HR managers; 6 asked to hear when it launches.',
        rating: 3,
      },
      market: { payEvidence: 'Nobody has paid yet.', rating: 2 },
      execution: { delivery: 'Two co-founders, one technical.', rating: 4 },
    });
    expect(await allSessions(idea)).not.toMatch(/revenue churn|CAC payback/i);
  });

  it('tells consumers who buy an extra to fit a budget, never tenants or patients', async () => {
    const base = {
      market: { rating: 3, idealCustomer: 'A nurse on night shifts who moved to the city.' },
      execution: { delivery: 'Two of us run it with a cleaner.' },
    };
    const rent = coerceFormState({
      ...base,
      product: { solution: 'Furnished rooms in shared flats with 6-month leases.' },
      market: { ...base.market, budget: 'Tenants spend about 38% of their income on rent.' },
    });
    expect(await allSessions(rent)).not.toMatch(/cut extras first/);
    const game = coerceFormState({
      ...base,
      product: { solution: 'A hand-drawn puzzle game for Switch and PC.' },
      market: { ...base.market, budget: 'Players in this genre usually pay $10-$20 per game.' },
    });
    expect(await allSessions(game)).toMatch(/cut extras first: show how your price fits inside/);
  });

  it('offers a sales script only for a sale someone talks through, and a growth meeting only to a team', async () => {
    const shop = coerceFormState({
      product: { solution: 'Hand-thrown stoneware mugs sold from stock.' },
      market: { idealCustomer: 'A coffee lover furnishing a first flat.', rating: 3 },
      execution: {
        salesMarketing: 'A clear price list on the shop page and free shipping over £60.',
        delivery: 'I make and ship everything myself.',
      },
      actionPlan: { priority: 'Reach 40 orders a month by spring.' },
    });
    const shopText = await allSessions(shop);
    expect(shopText).not.toMatch(/one-page script/);
    // People buying for themselves pre-order or sign up; they hold no sales talks.
    expect(shopText).not.toMatch(/per 10 sales talks/);
    expect(shopText).not.toMatch(/weekly growth meeting/);
    const sales = coerceFormState({
      ...shop,
      product: { solution: 'Payroll software for dental practices.' },
      market: { idealCustomer: 'A practice manager at a dental group with 5-20 clinics.' },
      execution: {
        salesMarketing: 'A 30-minute demo call, then a two-week trial.',
        delivery: 'Our team of 6 ships weekly releases.',
      },
    });
    expect(await allSessions(sales)).toMatch(/one-page script behind "A 30-minute demo call/);
  });

  it('turns gaps into actions: no evidence of payment asks for pre-orders or letters of intent', async () => {
    const bakery = FIXTURES.find((f) => f.name === 'bakery');
    if (!bakery) throw new Error('bakery fixture missing');
    const result = await coach(bakery.form, 3);
    expect(result.teach).toContain('evidence that customers will pay');
    // One ask for a commitment a card (read 38): the action builds on the 12 bakery owners
    // talked to, and a day of the week writes the pre-order or letter-of-intent offer.
    const asks = [...result.recommendActions, ...result.microTasks].filter((a) =>
      /pre-order|letter.of.intent|deposit/.test(a),
    );
    expect(asks.some((a) => /12 bakery owners.*deposit/.test(a))).toBe(true);
    expect(asks.some((a) => /pre-order or letter-of-intent offer with a price/.test(a))).toBe(true);
  });

  it('coaches for the industry passed in, even when the form names another one', async () => {
    const bakery = FIXTURES.find((f) => f.name === 'bakery');
    if (!bakery) throw new Error('bakery fixture missing');
    expect(bakery.form.industry).toBe('Food & Beverage');
    // The industry's context opens the first session's lesson.
    const result = await engine.coach({
      sessionNumber: 2,
      form: bakery.form,
      industry: 'Manufacturing',
    });
    expect(result.teach).toContain('In Manufacturing,');
    expect(result.teach).not.toContain('In Food & Beverage,');
  });

  it('gives software or a device sold to a trade no practice notes of that trade', async () => {
    const form = coerceFormState({
      industry: 'Food & Beverage',
      product: {
        solution: 'Wireless probes and an app that alert restaurants when a cool room warms up.',
      },
      market: { payEvidence: '64 paying sites on a monthly subscription.' },
      execution: {
        delivery: 'Three people: hardware, software and sales; the alerts saved stock.',
      },
    });
    const text = await allSessions(form);
    expect(text).not.toContain('In Food & Beverage,');
    expect(text).not.toMatch(/per outlet|average basket|days of stock|best sellers/i);
  });

  it('infers the industry from the answers when none is passed in', async () => {
    const saas = FIXTURES.find((f) => f.name === 'saas');
    if (!saas) throw new Error('saas fixture missing');
    const result = await coach(saas.form, 2);
    expect(result.teach).toContain('In Technology/Software,');
  });

  it('names a custom industry in its own words', async () => {
    const custom = FIXTURES.find((f) => f.name === 'sparse custom industry');
    if (!custom) throw new Error('custom fixture missing');
    const result = await coach(custom.form, 2);
    expect(result.teach).toContain('In your industry (Mobile pet grooming),');
  });

  it('writes plain text with no markup and no unfinished work', async () => {
    const texts = (
      await Promise.all(FIXTURES.flatMap((f) => SESSIONS.map((s) => coach(f.form, s))))
    ).flatMap(allStrings);
    for (const text of texts) {
      expect(text).not.toMatch(
        /TODO|FIXME|coming soon|not implemented|lorem ipsum|\b(undefined|null|NaN)\b/i,
      );
      expect(text).not.toMatch(/^#|<[a-z/]|\*\*/m);
    }
  });
});

describe('offline coach: sessions written lazily, in order', () => {
  it('writes the same six sessions whichever session a founder opens first', async () => {
    const form = FIXTURES.find((f) => f.name === 'bakery')?.form;
    if (!form) throw new Error('bakery fixture missing');
    // Fresh module instances: each has its own memo, so each plans the founder from scratch.
    const fresh = async () => {
      vi.resetModules();
      const { createOfflineEngine: make } = await import('./index');
      return make();
    };
    const inOrder = await fresh();
    const expected = await Promise.all(
      SESSIONS.map((s) => inOrder.coach({ sessionNumber: s, form, industry: null })),
    );
    const lastFirst = await fresh();
    const reversed = [...SESSIONS].reverse();
    const got = new Map<CoachingSessionNumber, unknown>();
    for (const s of reversed)
      got.set(s, await lastFirst.coach({ sessionNumber: s, form, industry: null }));
    SESSIONS.forEach((s, i) => expect(got.get(s), `session ${s}`).toEqual(expected[i]));
  });
});

describe('offline coach: advice that fits the founder', () => {
  const sessionsOf = async (form: ReturnType<typeof coerceFormState>) =>
    (await allSessions(form)).replace(/"[^"]*"/g, '');

  it('never tells a solo consultant who will not hire to hire, nor to build features', async () => {
    const text = await sessionsOf(
      coerceFormState({
        product: { solution: 'Fractional CFO advice for founders, sold as a monthly retainer.' },
        market: { payEvidence: 'I have 4 paying clients on a £1,500 monthly retainer.' },
        execution: {
          delivery: 'I work alone and do not want to hire; I deliver every engagement myself.',
        },
      }),
    );
    expect(text).not.toMatch(/\bhir(e|ing)\b|recruit/i);
    expect(text).not.toMatch(/\bfeatures?\b|roadmap/i);
  });

  it('never gives stock or churn advice to a bookbinder who makes to order', async () => {
    const text = await sessionsOf(
      coerceFormState({
        product: { solution: 'Hand-bound wedding albums, each book is made to order.', rating: 3 },
        market: { payEvidence: 'Sold 23 albums at £380 each last year.', rating: 3 },
        execution: {
          delivery: 'I hold no stock; every album is bound after the deposit.',
          rating: 3,
        },
      }),
    );
    expect(text).not.toMatch(/days of stock|inventory|stock levels?|\bchurn\b|\bMRR\b/i);
  });

  it('coaches a commission binder with 64 paid orders as a one-off consumer business, past discovery', async () => {
    const form = coerceFormState({
      product: {
        problem: 'People with a family bible or a thesis cannot find anyone to bind it properly.',
        solution: 'Hand binding and restoration to commission, each made after the client orders.',
        evidence: '64 commissions last year at an average of £640.',
        whyWorthSolving: 'These books cannot be replaced, and a bad repair damages them for good.',
        rating: 3,
      },
      market: {
        target: 'Private clients in Edinburgh, plus PhD graduates across Scotland.',
        idealCustomer: 'Someone who inherited a family bible with a loose spine.',
        discoveryEvaluation: 'Clients find me through Google Maps and word of mouth.',
        payEvidence: 'Revenue of £41,000 last year; clients pay a 50% deposit.',
        rating: 4,
      },
      execution: { delivery: 'I work alone; I hold no stock, every binding is made to order.' },
    });
    expect(buildProfile(form).audience).toBe('consumer');
    const text = await sessionsOf(form);
    expect(text).not.toMatch(
      /still active|retention by cohort|leaking bucket|keep choosing it|miss most|Sean Ellis/i,
    );
    expect(text).not.toMatch(/discovery calls|discovery conversations|handful of conversations/i);
    // 'two or three' as customers a business rests on; two or three standard options fit commissions.
    expect(text).not.toMatch(
      /hold the budget|who signs|rest on two or three|two or three (customers|clients|buyers)|last month's cost/i,
    );
  });

  it('coaches a food stall that already sells without stock, trial-sale or pain-pricing advice', async () => {
    const form = coerceFormState({
      industry: 'Food & Beverage',
      product: {
        problem: 'Students near the campus have cheap but dull lunch options.',
        currentHandling: 'They eat instant noodles or queue at the canteen.',
        solution: 'A street food stall selling Filipino rice bowls at lunch, 5 days a week.',
        evidence: 'We sell about 120 bowls a day, half to regulars.',
        rating: 4,
      },
      market: {
        target: 'University students in Cebu',
        payEvidence: 'Revenue of PHP 240,000 a month; average ticket PHP 95.',
        rating: 3,
      },
      execution: { delivery: 'The founder cooks with 2 staff from 6am.', rating: 3 },
    });
    const profile = buildProfile(form);
    expect(profile.holdsStock).toBe(false);
    expect(profile.team.size).toBe(3);
    const text = await sessionsOf(form);
    expect(text).not.toMatch(/days of stock|tied up in stock|trial sale|at your intended price/i);
    expect(text).not.toMatch(/hours, people, money|cost of the problem|before-and-after/i);
    expect(text).toMatch(/run by a team of 3/);
  });

  it('counts who paid, not who was asked, and never calls downloads or survey answers', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A weekly podcast for hospital pharmacists, paid for by sponsors.',
        evidence: '9 episodes so far, about 800 downloads each.',
        rating: 2,
      },
      market: {
        discoveryEvaluation: 'We surveyed 150 pharmacists at a conference; 70% listen at work.',
        payEvidence: 'We pitched 30 sponsors; 4 paid for a first episode.',
        rating: 2,
      },
      execution: { delivery: 'Two co-hosts record remotely.', rating: 2 },
    });
    const profile = buildProfile(form);
    expect(profile.done).toContainEqual(
      expect.objectContaining({ kind: 'paying-customers', count: 4 }),
    );
    expect(profile.done.some((d) => d.kind === 'interviews')).toBe(false);
    const text = await sessionsOf(form);
    expect(text).not.toMatch(/of your 800 downloads|paid tier to your 800|notes from the 150/i);
    expect(text).not.toMatch(/30 sponsors/);
  });

  it('asks sponsors, not listeners, for money when sponsors pay', async () => {
    const form = coerceFormState({
      product: {
        problem: 'Nurses in Lisbon have no podcast about night-shift health.',
        currentHandling: 'They read forums or listen to English shows.',
        solution: 'A weekly podcast for night-shift nurses, free to listen.',
        evidence: '8 episodes, about 900 downloads each.',
        rating: 3,
      },
      market: {
        target: 'Night-shift nurses in Portugal',
        idealCustomer: 'A sponsor selling sleep products to health workers',
        payEvidence: 'No sponsors yet.',
        rating: 5,
      },
      execution: { delivery: 'Two hosts record at home.', rating: 2 },
    });
    expect(buildProfile(form).paidByOthers).toBe(true);
    const text = await allSessions(form);
    expect(text).toMatch(/pitch 5 sponsors a first paid slot/);
    expect(text).not.toMatch(/written paid offer/);
    expect(text).not.toMatch(/(How|hands of) sponsors/);
    // More listeners cost a show no booked hours.
    expect(text).not.toMatch(/cap monthly starts|warn at 85%|rework, a revisit or a refund/);
  });

  it('backs each honest rating with its own pillar’s answers, not one sentence for all three', async () => {
    const form = coerceFormState({
      product: { evidence: '40 kitchens use the planner daily; 31 renewed.', rating: 4 },
      market: {
        target: 'Restaurant groups with €2M-€10M revenue',
        payEvidence: '€96,000 revenue last year from 31 kitchens.',
        rating: 4,
      },
      execution: { rating: 3 },
    });
    const [product, market] = await Promise.all([coach(form, 2), coach(form, 3)]);
    const backed = (r: Awaited<ReturnType<typeof coach>>) =>
      /Your answers (?:back it|show \d\/5 so far): "([^"]*)"/.exec(allStrings(r).join('\n'))?.[1] ??
      '';
    expect(backed(product)).toMatch(/40 kitchens/);
    expect(backed(market)).toMatch(/€96,000 revenue/);
  });

  it('never shortens an offer to the first half of a pair', () => {
    const form = coerceFormState({
      product: {
        solution:
          'A fixed-price brand and packaging sprint: strategy, identity and 3 pack designs in 6 weeks.',
      },
      execution: { delivery: 'A studio of 6 in Barcelona.' },
    });
    const short = founderWords(form, buildProfile(form)).short;
    expect(unmark(short.offer ?? '')).not.toBe('your fixed-price brand');
  });

  it('coaches a SaaS team with 160 paying customers as a team at scale', async () => {
    const form = coerceFormState({
      product: {
        solution:
          'Scheduling and dispatch software for heating contractors, sold per seat monthly.',
        evidence: '160 paying contractors, CA$1.4M ARR, logo churn of 1.1% a month.',
        rating: 4,
      },
      market: {
        target: 'Heating and plumbing contractors in Canada with 5 to 50 technicians.',
        payEvidence: 'Average contract CA$730 a month, paid annually by 58% of customers.',
        rating: 4,
      },
      execution: {
        delivery: 'A team of 12: 6 engineers, 2 in customer success, 2 in sales and the founders.',
        retentionGrowth: 'Quarterly business reviews for accounts over CA$1,000 a month.',
        rating: 3,
      },
    });
    const text = await sessionsOf(form);
    // 160 customers: revenue cannot rest on two or three of them, nor one line per customer.
    expect(text).not.toMatch(/two or three|a few large customers|one or two clients/i);
    expect(text).not.toMatch(/dated before-and-after results|per hour of your time/i);
    expect(text).not.toMatch(/only you can do|did not come back/i);
  });

  it('calls the people a non-profit serves by its own word, never customers', () => {
    const form = coerceFormState({
      product: { evidence: '410 learners enrolled in 2024 and 71% completed the 20 weeks.' },
      market: {
        idealCustomer: 'A 42-year-old domestic worker who wants to read her own payslip.',
        payEvidence: 'Learners pay nothing; a government grant and 1,140 donors fund the classes.',
      },
    });
    const profile = buildProfile(form);
    expect(profile.model).toBe('non-profit');
    expect(unmark(founderWords(form, profile).short.whoAll ?? '')).toBe('learners');
  });

  it('coaches an emergency vet team that is hiring as a clinic: no dates for the sick, no users, a next hire', async () => {
    const form = coerceFormState({
      product: {
        problem:
          'When a cat or dog falls ill at night, owners drive 45 minutes to an emergency hospital.',
        solution: 'An overnight veterinary practice open 6pm to 8am for urgent cases.',
        evidence: 'Open 7 months: 310 visits a month, average bill $240.',
        rating: 3,
      },
      market: {
        payEvidence: 'Owners pay per visit; 310 visits a month.',
        budget: 'Owners pay per visit, $150-$400 a night.',
        rating: 3,
      },
      execution: {
        delivery:
          'Two vets and three vet technicians on rotating night shifts; a practice manager runs the day side.',
        rating: 3,
      },
      actionPlan: { priority: 'Recruit a third vet so we can open Sundays.' },
    });
    const profile = buildProfile(form);
    expect(profile.team.size).toBe(6);
    expect(profile.buyingCycle).toBe('urgent');
    const text = await sessionsOf(form);
    expect(text).not.toMatch(/honest date|users who stopped|active users|first hire/i);
    // A sick animal is not a discretionary extra.
    expect(text).not.toMatch(/seen as an extra/i);
  });

  it('turns a waitlist into proof for the supply side when supply, not demand, is the limit', async () => {
    const form = coerceFormState({
      product: {
        solution: 'We lease whole flats from owners and rent rooms on 6-12 month contracts.',
      },
      market: {
        payEvidence: 'Rooms rent at €610 a month; monthly rent roll is €11,000.',
        reasoning: 'Paying residents; owner supply, not demand, limits growth.',
      },
      loops: {
        market_execution: {
          current: 'We have 30 people waiting but only 1 new flat in the pipeline.',
        },
      },
    });
    expect(buildProfile(form).atCapacity).toBe(true);
    const text = await sessionsOf(form);
    expect(text).not.toMatch(/paid early place|paid early-access|double the source/i);
  });

  it('does not ask where customers come from when the founder already asked them', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A bike repair workshop with same-day service and a loan bike while you wait.',
        evidence: '310 repairs a month at an average of EUR 45.',
      },
      market: {
        target: 'Commuters in Utrecht who cycle to work every day.',
        discoveryEvaluation:
          'Last month we asked 80 customers how they heard of us: 52% from a friend, 30% walked past.',
        payEvidence: 'Customers pay per repair at the counter.',
        rating: 3,
      },
      execution: { goToMarket: 'Word of mouth, a shop window on a busy street and Google Maps.' },
    });
    expect(buildProfile(form).knowsSources).toBe(true);
    const text = await allSessions(form);
    expect(text).not.toMatch(/first hear of us|where they heard of|come from, versus/i);
  });

  it('coaches a passenger service without freight practice or billable hours', async () => {
    const form = coerceFormState({
      industry: 'Transportation/Logistics',
      product: {
        solution: 'Airport shuttle vans on fixed timetables from three hill towns, booked online.',
        evidence: '1,900 seats sold last quarter at USD 18 a seat.',
        rating: 3,
      },
      market: { target: 'Residents of hill towns flying out of the regional airport.', rating: 3 },
      execution: { delivery: '3 vans, 4 drivers and a dispatcher.', rating: 3 },
    });
    const text = await allSessions(form);
    expect(text).not.toMatch(/shippers|carriers|The Box|cost per delivery|billable hours/i);
  });

  it('gives a pre-product tool for small firms no usage metrics and no enterprise procurement', async () => {
    const form = coerceFormState({
      industry: 'Technology/Software',
      product: {
        solution: 'A scheduling app for independent driving schools, planned as a web app.',
        evidence: 'A clickable mock-up shown to 7 instructors.',
        rating: 2,
      },
      market: {
        target: 'Driving schools with 2-15 instructors in Ontario.',
        discoveryEvaluation: 'We interviewed 11 school owners.',
        rating: 2,
      },
      execution: { delivery: 'Two co-founders building evenings and weekends.', rating: 2 },
    });
    const text = await allSessions(form);
    expect(text).not.toMatch(/stickiness|weekly active|instrument|procurement|security reviews/i);
  });

  it('does not read a coffee exporter selling to roasters as a farm-input business', async () => {
    const form = coerceFormState({
      industry: 'Agriculture/AgTech',
      product: {
        solution: 'We export washed green coffee from 3 cooperatives in Huila to roasters abroad.',
        evidence: '4 containers shipped last harvest; 7 of 9 roasters reordered.',
        rating: 4,
      },
      market: { target: 'Specialty roasters in Korea and Australia.', rating: 4 },
    });
    expect(buildProfile(form).farmersBuy).toBe(false);
    const text = await allSessions(form);
    expect(text).not.toMatch(/farmers decide once a year|small plot/i);
  });

  it('sets up a loop metric once in a plan, not again in its loop session', async () => {
    const form = coerceFormState({
      product: { solution: 'Weekly meal boxes for new parents.', rating: 3 },
      loops: {
        product_market: { metrics: 'Boxes reordered within 14 days' },
        market_execution: { metrics: 'Cost per first box' },
      },
    });
    const text = await allSessions(form);
    // Set up in one of three wordings, one per pillar session.
    const setUp = (metric: string) =>
      text.match(
        new RegExp(
          `"${metric}": note today's value|Today's value of "${metric}"|Put "${metric}" on your weekly review`,
          'g',
        ),
      ) ?? [];
    expect(setUp('Boxes reordered within 14 days')).toHaveLength(1);
    expect(setUp('Cost per first box')).toHaveLength(1);
  });

  it('asks a team with a waiting list for no referrals or new leads', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Rooms in shared houses for visiting nurses, let on 3-month contracts.',
        evidence: '24 rooms let, all full; 40 nurses on the waiting list.',
        rating: 4,
      },
      market: { reasoning: 'Supply, not demand, is the limit: we need more houses.', rating: 4 },
      execution: { delivery: 'Three partners run the houses.', rating: 3 },
    });
    expect(buildProfile(form).atCapacity).toBe(true);
    const text = await allSessions(form);
    expect(text.replace(/"[^"]*"/g, '')).not.toMatch(/\breferrals?\b|new leads|prospecting/i);
  });

  it('gives goods on a subscription with a supplier minimum no repeat-purchase or small-batch advice', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Dog food made from insect protein, delivered to the door every 4 weeks for £24.',
        evidence: '640 subscribers; monthly churn 6%.',
        rating: 4,
      },
      market: { payEvidence: 'Monthly revenue of £15,000.', rating: 4 },
      execution: {
        delivery: 'A co-packer makes it; we hold stock in a warehouse in Leeds.',
        risks: 'The co-packer has a minimum run of 2 tonnes.',
        rating: 3,
      },
    });
    const p = buildProfile(form);
    expect(p).toMatchObject({ revenue: 'subscription', model: 'goods', minimumOrder: true });
    const text = (await allSessions(form)).replace(/"[^"]*"/g, '');
    expect(text).not.toMatch(/repeat[- ]purchase|order again within|small batch/i);
  });

  it.each([
    [
      'Frozen dumplings in family packs of 40, delivered every fortnight with a sauce of the month.',
      'your frozen dumplings',
    ],
    [
      'Refurbished school laptops for families, sold with a two-year warranty.',
      'your refurbished school laptops',
    ],
    // A verb opens it: no name from its first words.
    ['Connects dog walkers with busy owners in Leeds, booked by the hour.', null],
  ])('names the offer by its opening words when they end on a plural: %s', (solution, name) => {
    const form = coerceFormState({ product: { solution } });
    const short = founderWords(form, buildProfile(form)).short.offer;
    if (name === null) expect(unmark(short ?? '')).not.toMatch(/^your connects/);
    else expect(unmark(short ?? '')).toBe(name);
  });

  it("finds a loop metric's value written elsewhere, and asks for it when only a count of something else is there", async () => {
    const known = coerceFormState({
      product: { evidence: '410 members; weekly churn of 2.5% since March.', rating: 3 },
      loops: {
        product_market: {
          current: 'We read every cancellation note on Mondays.',
          metrics: 'Weekly churn and share of members who upgrade',
        },
      },
    });
    const knownText = await allSessions(known);
    expect(knownText).not.toMatch(/today's value of your Product-Market Loop metric/);
    // Cancellation notes come from those who left: no 'hears who stays'.
    expect(knownText).not.toMatch(/hears who stays/);
    const gapKeys = (
      form: FormState,
      session: 5 | 7,
      loop: 'product_market' | 'market_execution',
    ) =>
      findGaps(session, loop, new Weave(form, '', true, 'Other/Custom'), buildProfile(form)).map(
        (g) => g.key,
      );
    expect(gapKeys(known, 5, 'product_market')).not.toContain('product_market.metrics-value');
    const unknown = coerceFormState({
      product: { evidence: 'We shipped 50 tonnes of cocoa last season.', rating: 3 },
      loops: { market_execution: { metrics: 'Tonnes under contract before the season' } },
    });
    expect(gapKeys(unknown, 7, 'market_execution')).toContain('market_execution.metrics-value');
  });

  it("treats a loop's own step (calling, offering) as the founder's, not as a feature that ships or that someone asked for", async () => {
    const form = coerceFormState({
      product: {
        solution: 'Private swimming lessons for adults at two hotel pools.',
        evidence: '85 adults paying NZD 45 per lesson.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'We ask each learner after the 4th lesson what still scares them.',
          actions: 'Call every learner who skips two lessons in a row',
          metrics: 'Lessons booked per learner',
        },
      },
    });
    const text = await allSessions(form);
    expect(text).not.toMatch(/before it ships|park it|delivered by the date promised/);
  });

  it('tells software with 140 paying firms nothing about instrumenting a first version', async () => {
    const form = coerceFormState({
      industry: 'Technology/Software',
      product: {
        solution: 'Rota software for care homes, sold per site per month.',
        evidence: '140 paying care homes, CA$900k ARR.',
        rating: 4,
      },
    });
    expect(await allSessions(form)).not.toMatch(/before adding features|instrument the three/i);
  });

  it('gives a food truck no dispatch hours per order', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A food truck serving arepas at two business parks, orders ready in 4 minutes.',
        evidence: 'We sell about 150 arepas a day.',
        rating: 3,
      },
      market: { rating: 3 },
      execution: { delivery: 'Two cooks and the founder in one truck.', rating: 3 },
    });
    expect(await allSessions(form)).not.toMatch(/from order to dispatch/);
  });

  it('recommends a book once per card, however its items name it', async () => {
    for (const { form } of FIXTURES) {
      for (const session of COACHING_SESSION_NUMBERS) {
        const { recommendLearning } = await coach(form, session);
        const titles = recommendLearning
          .map((r) => /^([A-Z0-9][\w'’ -]{2,40}?)(?: by [A-Z]| \(|:)/.exec(r)?.[1]?.toLowerCase())
          .filter(Boolean);
        expect(new Set(titles).size).toBe(titles.length);
      }
    }
  });

  it('quotes the clause that holds the count, and names no money source "your friends and family"', async () => {
    const form = coerceFormState({
      product: {
        evidence:
          '3 working prototypes tested in 8 homes for 6 weeks; 1,100 people joined the waitlist from our landing page.',
      },
      execution: { resourcesPartners: '$250k from friends and family; certification booked.' },
    });
    expect(founderWords(form, buildProfile(form)).short.partners).toBeUndefined();
    const text = await allSessions(form);
    expect(text).toContain('waitlist ("1,100 people joined the waitlist from our landing page")');
    expect(text).not.toMatch(/your friends and family/);
  });

  it('asks all of a group smaller than the sample, never "the top all the 2 managers"', async () => {
    const form = coerceFormState({
      market: {
        discoveryEvaluation: 'We interviewed 2 managers at a trade show.',
        rating: 3,
      },
    });
    const text = await allSessions(form);
    expect(text).not.toMatch(/top all|the top 3 of the 2|\ball (the|your) \w*2\b/);
    // (A day of the week no longer repeats the session's action on them: the action asks each.)
    expect(text).toMatch(/ask each of them for a paid trial|each of the \w*2 managers/);
    expect(text).not.toMatch(/the top 3 for|the 3 most engaged/);
  });

  it('turns a pilot with public schools into a contract with whoever pays for them', async () => {
    const form = coerceFormState({
      product: { evidence: 'Free pilot in 9 public schools with 2,700 students since February.' },
      market: {
        target: 'Public secondary schools, bought through the municipal education secretariats.',
        idealCustomer: 'The education secretary of a municipality with 20-60 public schools.',
      },
    });
    expect(buildProfile(form).audience).toBe('public');
    const text = await allSessions(form);
    expect(text).toContain('into a paid contract with whoever pays for them');
    expect(text).not.toMatch(/agree a price and start date with each of the 9 public schools/);
  });

  it('never backs a rating with an offer or a headcount', async () => {
    const form = coerceFormState({
      execution: {
        delivery: 'Two plumbers and a van; bookings by phone.',
        retentionGrowth: 'A CA$15 credit for each neighbour who books.',
        salesMarketing: 'A pack refresh offer 18 months after the first job.',
        rating: 3,
      },
    });
    const { teach } = await coach(form, 4);
    expect(teach).not.toMatch(/back it: "(A CA\$15 credit|A pack refresh offer)/);
  });

  it("keeps the capital letter that ends a name in its short name ('your CA$6M Series A')", () => {
    const form = coerceFormState({
      execution: { resourcesPartners: 'CA$6M Series A closed in March; two distributor partners.' },
    });
    const short = founderWords(form, buildProfile(form)).short;
    expect(unmark(short.partners ?? '')).toBe('your CA$6M Series A');
  });

  it('gives farm-trial advice only when farmers are the customers, and no repeat window to a seasonal buyer', async () => {
    const exporter = coerceFormState({
      industry: 'Agriculture/AgTech',
      product: { solution: 'We export washed cocoa lots from 3 cooperatives in Ghana.', rating: 3 },
      market: {
        target: 'Craft chocolate makers in Belgium and Japan',
        payEvidence: 'Makers sign forward contracts before each harvest; 9 of 11 renewed.',
        rating: 3,
      },
      execution: { delivery: 'A team of 6 handles grading and shipping.', rating: 3 },
    });
    expect(buildProfile(exporter).farmersBuy).toBe(false);
    expect(buildProfile(exporter).buyingCycle).toBe('seasonal');
    const text = await sessionsOf(exporter);
    expect(text).not.toMatch(/trial plots?|per hectare|until harvest/i);
    // Buyers who contract once a harvest have no 30- or 90-day repeat window.
    expect(text).not.toMatch(/within (30|90) days/i);
    // An exporter's capacity is lots and shipping, not booked hours.
    expect(text).not.toMatch(/booked over free hours/);
    const advice = coerceFormState({
      industry: 'Agriculture/AgTech',
      product: {
        solution: 'Planting advice by SMS, from a soil test and the forecast.',
        rating: 2,
      },
      market: { target: 'Smallholder maize farmers in western Kenya', rating: 2 },
    });
    expect(buildProfile(advice).farmersBuy).toBe(true);
  });

  it('builds on pilots already running instead of recommending a first pilot', async () => {
    const form = coerceFormState({
      product: { evidence: 'We run 3 pilots with Leeds bakeries.', rating: 2 },
      market: { target: 'Independent bakeries', rating: 2 },
    });
    const text = await sessionsOf(form);
    expect(text).toMatch(/Convert the 3 pilots into paying customers/);
    expect(text).not.toMatch(/concierge MVP|run (a|your first) pilot/i);
  });
});

describe('reading what is done, as a founder wrote it', () => {
  it('does not cite the rating reasoning twice in one opening', async () => {
    // A bike-repair van: its reasoning and its evidence both hold figures.
    const form = coerceFormState({
      product: {
        solution: 'A bike-repair van that comes to offices on a fixed weekday.',
        evidence: 'We fixed 210 bikes in 3 months at 4 offices.',
        reasoning: 'Riders come back every month, and we sell out most Mondays.',
        rating: 4,
      },
    });
    const teach = (await coach(form, 2)).teach;
    expect(teach).toContain('Your reasoning for the rating: "Riders come back');
    expect(teach).not.toMatch(/Your answers back it: "Riders come back/);
  });

  it('reads "pre-orders on Telegram" as how customers order, not as orders taken', () => {
    const form = coerceFormState({
      product: {
        solution: 'Fresh dumplings from a home kitchen; customers pre-order on Telegram by 11am.',
      },
    });
    expect(buildProfile(form).done.map((d) => d.kind)).not.toContain('pre-orders');
    const taken = coerceFormState({
      market: { payEvidence: 'We took pre-orders from our neighbours before the first batch.' },
    });
    expect(buildProfile(taken).done.map((d) => d.kind)).toContain('pre-orders');
  });

  it('counts "14 offices order every week" as 14 offices, not "14 offices customers"', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Weekly lunch boxes for small offices.',
        evidence: '14 offices order every week.',
        rating: 3,
      },
      market: { payEvidence: '14 offices pay £6.50 a box.', rating: 3 },
    });
    const text = await allSessions(form);
    expect(text).toMatch(/your 14 offices\b/);
    expect(text).not.toMatch(/offices customers/);
  });
});

describe('a loop metric whose value the founder already wrote', () => {
  it('is not called missing: "420 bowls a week" and "35% of diners" are its values', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A ramen counter in a food hall, open for lunch and dinner.',
        evidence: 'We sell about 420 bowls a week; 35% of diners come back within a month.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'We change one topping a month from comment cards.',
          metrics: 'Bowls sold per week and share of returning diners.',
        },
      },
    });
    const text = allStrings(await coach(form, 5)).join('\n');
    expect(text).not.toMatch(/today's value of your Product-Market Loop metric/);
    expect(text).not.toMatch(/Without today's value of/);
  });
});

describe('a company with a team of its own', () => {
  it('is not told its promises hold because someone works late, nor to ask 3 customers for introductions', async () => {
    // A payroll bureau of 25 people with 400 client firms.
    const form = coerceFormState({
      product: {
        solution: 'Payroll and pension filing for restaurants, run by our own team.',
        evidence: '400 client firms pay us every month.',
        rating: 4,
      },
      market: {
        idealCustomer: 'Restaurant groups with 3-10 sites.',
        discoveryEvaluation: 'We asked 60 clients why they switched to us.',
        payEvidence: '400 client firms pay £180 a month on average.',
        rating: 4,
      },
      execution: {
        delivery: 'A team of 25: 18 payroll specialists, 4 in sales and 3 in support.',
        rating: 4,
      },
    });
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/works late/);
    expect(text).not.toMatch(/3 happiest/);
  });
});

describe('from a founder read: a non-profit, a named trade, others’ customers', () => {
  it('tells an underrated pillar to aim at the level after the one it shows, in plain words', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Sourdough loaves baked overnight and sold from our shop counter.',
        evidence: 'We sell 900 loaves a week and 60% of buyers come back every week.',
        rating: 2,
      },
    });
    const text = allStrings(await coach(form, 2)).join('\n');
    expect(text).toMatch(/may be underrating it/);
    expect(text).not.toMatch(/coach the next step/);
    expect(text).toMatch(/Rate it from that evidence, and aim next at/);
  });

  it('asks a free programme for people who come back and a funder, never for the people it serves to pay', async () => {
    const form = coerceFormState({
      industry: 'Education/EdTech',
      product: {
        solution: 'Free Saturday maths clinics for teenagers in care, run by volunteers.',
        evidence: 'Two pilot clinics with 14 teenagers since September.',
        rating: 4,
      },
      execution: {
        resourcesPartners:
          'Incorporated as a charity in May. A library lends us a room; a local bank funds snacks.',
        rating: 2,
      },
    });
    const profile = buildProfile(form);
    expect(profile.model).toBe('non-profit');
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(
      /use it regularly and pay for it|clinics? to pay\b|pilot customers to pay/,
    );
    expect(text).toMatch(/came back each week|who comes back the week after|funder or host/);
    // Its own registration is not a partner, let alone a funder.
    expect(text).not.toMatch(/"Incorporated as a charity/);
  });

  it("does not count a partner's own customers as the founder's", () => {
    const form = coerceFormState({
      execution: {
        resourcesPartners:
          'A builders’ merchant has offered to show our kit to its 1,200 trade customers.',
      },
    });
    expect(buildProfile(form).done.filter((d) => d.count === 1200)).toEqual([]);
  });

  it('keeps a trade the founder named when its own words point nowhere else', () => {
    const form = coerceFormState({
      industry: 'Other/Custom',
      customIndustry: 'Family portrait photography',
      product: {
        solution: 'Outdoor family portrait sessions, with a short video and a printed album.',
        differentiation:
          'We tell each family’s story; our audience on Instagram follows the shoots.',
      },
      market: { target: 'Parents of young children in Bristol who want relaxed photos.' },
    });
    const industry = buildProfile(form).industry;
    expect(industry.industry).toBe('Other/Custom');
    expect(industry.label).toBe('Family portrait photography');
  });

  it('reads followers as an audience, not as users to call', () => {
    const form = coerceFormState({
      execution: { goToMarket: 'Instagram (5,400 followers) and two wedding fairs a year.' },
    });
    expect(buildProfile(form).done.map((d) => d.kind)).not.toContain('users');
  });
});

describe('names and numbers as the founder wrote them', () => {
  it('calls the offer by the brand it opens on, as written and without "your"', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Harbour Kayaks: guided sea-kayak trips from the old harbour, 3 hours each.',
        evidence: 'We guided 1,100 paddlers last summer; 30% came back.',
        rating: 3,
      },
    });
    const short = founderWords(form, buildProfile(form)).short.offer;
    expect(unmark(short ?? '')).toBe('Harbour Kayaks');
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/your harbour Kayaks|your Harbour Kayaks/);
    // 1,100 paddlers guided is work sold, not an idea.
    expect(text).not.toMatch(/you are at the idea stage/);
  });

  it("charts the loop's metric, never the sentence that describes the loop", async () => {
    const form = coerceFormState({
      product: { solution: 'Tool hire for weekend gardeners, delivered to the door.', rating: 3 },
      market: { payEvidence: '220 hires in the spring at £35 each.', rating: 3 },
      loops: {
        market_execution: {
          current: 'Each month we count hires from flyers and from the hardware shop.',
          metrics: 'Hires per channel per week',
        },
      },
    });
    const text = allStrings(await coach(form, 7)).join('\n');
    expect(text).not.toMatch(/Chart "each month|Log the last 4 weeks of "each month/i);
    expect(text).toMatch(/"Hires per channel per week"/);
  });
});

describe('money and sales as they stand', () => {
  it('does not tell a business with paying customers that its loan runs out before it pays its way', async () => {
    const form = coerceFormState({
      product: { solution: 'A bakery café with a wholesale round to 12 cafés.', rating: 4 },
      market: { payEvidence: '£41,000 revenue last month; 12 cafés pay weekly.', rating: 4 },
      execution: { resourcesPartners: 'A £90,000 bank loan paid for the ovens.', rating: 3 },
    });
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/running out before/);
  });

  it('points a non-profit with no fundraising yet at funders, not at the people it serves', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Free repair cafés where volunteers fix neighbours’ appliances.',
        rating: 2,
      },
      market: { idealCustomer: 'Pensioners on low incomes in Salford.', rating: 2 },
      execution: {
        salesMarketing: 'Towards funders we have not started anything.',
        resourcesPartners: 'A community grant pays for tools; volunteers give their time.',
        rating: 2,
      },
    });
    const text = allStrings(await coach(form, 4)).join('\n');
    expect(text).not.toMatch(/make 20 contacts this week/);
    expect(text).toMatch(/list 10 funders who back work like yours/);
  });
});

describe('from a second founder read', () => {
  it('says "women aged 25-40" and keeps a brand with "&" whole', () => {
    const form = coerceFormState({
      product: { solution: 'Salt & Ember: small-batch hot sauces sold online and at two markets.' },
      market: { idealCustomer: 'A woman aged 25-40 who cooks at home most nights.' },
    });
    const words = founderWords(form, buildProfile(form));
    expect(unmark(words.short.offer ?? '')).toBe('Salt & Ember');
    expect(unmark(words.whoAll ?? '')).toMatch(/^women aged 25-40\b/);
  });

  it('names the offer by its whole opening phrase and keeps a brand with an accent', () => {
    const name = (solution: string) => {
      const form = coerceFormState({ product: { solution } });
      return unmark(founderWords(form, buildProfile(form)).short.offer ?? '');
    };
    expect(name('Free weekly 3-hour sewing classes in two community halls for new mothers.')).toBe(
      'your free weekly 3-hour sewing classes',
    );
    expect(name('Früh & Gut: breakfast boxes for small offices in Graz.')).toBe('Früh & Gut');
  });

  it("does not ask whether the founder's own laptop and savings will change their terms", async () => {
    const form = coerceFormState({
      product: { solution: 'A budgeting course for nurses, sold as video lessons.', rating: 2 },
      execution: {
        resourcesPartners: 'My own laptop and a friend who edits video.',
        rating: 2,
      },
    });
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/resting on "my own laptop[^"]*": if one changes terms/i);
  });

  it("does not park the founder's own manual test as a feature nobody asked for", async () => {
    const form = coerceFormState({
      product: { solution: 'A meal-planning bot for new parents.', rating: 2 },
      loops: {
        product_market: { actions: 'Run a manual version by text message for 15 parents.' },
      },
    });
    const text = allStrings(await coach(form, 5)).join('\n');
    expect(text).not.toMatch(/fewer than 3, park it/);
  });
});

describe('a marketplace whose cut is its price', () => {
  it('is not told to quote its buyers 15% higher', async () => {
    const form = coerceFormState({
      product: {
        solution: 'We match hotel kitchens with local farms for weekly produce boxes.',
        evidence: '14 hotels order through us; farms pay us 8% of each order.',
        rating: 3,
      },
      market: {
        idealCustomer: 'Head chefs of boutique hotels with 20-60 rooms.',
        budget: 'Hotels spend €3,000-€8,000 a month on produce.',
        payEvidence: '14 hotels order weekly; €46,000 of orders last month.',
        rating: 3,
      },
    });
    expect(buildProfile(form).model).toBe('marketplace');
    const text = allStrings(await coach(form, 3)).join('\n');
    expect(text).not.toMatch(/quote 15% higher|charge 15% more/);
  });
});

describe('a full business', () => {
  it('is not warned of an empty diary, nor asked to price a problem its revenue already prices', async () => {
    // A solo sports masseur with a waiting list and steady revenue.
    const form = coerceFormState({
      product: {
        problem: 'Amateur runners get injured in the weeks before a marathon.',
        solution: 'Sports massage and taping at my studio in Porto, 50-minute sessions.',
        evidence: 'I give 28 sessions a week and 12 runners are on my waiting list.',
        rating: 4,
      },
      market: { payEvidence: 'Revenue of €5,200 a month from 90 regular runners.', rating: 4 },
      execution: {
        delivery: 'I work alone, Monday to Saturday.',
        salesMarketing: 'Two running clubs send me their members.',
        rating: 3,
      },
    });
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/the diary is empty/);
    expect(text).not.toMatch(/Put a number on the pain/);
  });
});

describe('names from a third founder read', () => {
  it('pluralises both nouns of a pair, and names no partner from the founder alone', () => {
    const form = coerceFormState({
      product: { solution: 'Fixed-fee tax returns for tradespeople, done online.' },
      market: { idealCustomer: 'A plumber or electrician who works alone.' },
      execution: {
        resourcesPartners: 'Just me. A tax-software licence and an insurer for indemnity cover.',
      },
    });
    const words = founderWords(form, buildProfile(form));
    expect(unmark(words.whoAll ?? '')).toMatch(/^plumbers or electricians\b/);
    expect(unmark(words.partners ?? '')).toMatch(/^a tax-software licence/i);
  });

  it('gives no discovery-notes homework to a business whose customers already pay', async () => {
    const form = coerceFormState({
      product: { solution: 'Payroll software for bakeries.', rating: 3 },
      market: {
        discoveryEvaluation: 'We interviewed 18 bakery owners before building.',
        payEvidence: '42 bakeries pay €59 a month.',
        rating: 3,
      },
    });
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/Reread your notes from the 18|Tag each note from the 18/);
  });

  it('does not name the offer after a time of week ("your each Monday")', () => {
    const form = coerceFormState({
      product: {
        solution: 'Each Monday the shop manager uploads the rota and we text every worker.',
      },
    });
    expect(unmark(founderWords(form, buildProfile(form)).short.offer ?? '')).not.toMatch(
      /^your each/i,
    );
  });
});

describe('what backs a rating', () => {
  it("never cites the founder's own hours or headcount as proof", async () => {
    const form = coerceFormState({
      product: { solution: 'Monthly bookkeeping packages for sole traders.', rating: 3 },
      market: { payEvidence: '48 clients pay €95 a month by direct debit.', rating: 3 },
      execution: {
        delivery: 'I do all the bookkeeping myself for 48 clients, from a home office.',
        retentionGrowth: 'Clients stay: 46 of 48 renewed last year.',
        rating: 4,
      },
      loops: {
        market_execution: { actions: 'Pay a €50 referral fee to clients who bring a friend.' },
      },
    });
    const text = allStrings(await coach(form, 4)).join('\n');
    expect(text).not.toMatch(/Your answers back it: "I do all the bookkeeping myself/);
    // A business that needs more clients is not told to cap its starts.
    expect(allStrings(await coach(form, 7)).join('\n')).not.toMatch(/cap monthly starts/);
  });
});

describe('bad news and a team description back no rating', () => {
  it('cites neither monthly churn nor who works where', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A monthly science box for kids aged 8-12.',
        evidence: '1,920 active subscribers after 22 months. Monthly churn is 12.4%.',
        rating: 3,
      },
      execution: {
        delivery: 'Two co-founders and 3 part-time packers in a rented unit, 4 days a week.',
        rating: 3,
      },
    });
    const product = allStrings(await coach(form, 2)).join('\n');
    expect(product).not.toMatch(/Your answers back it: "Monthly churn/);
    const execution = allStrings(await coach(form, 4)).join('\n');
    expect(execution).not.toMatch(/Your answers back it: "Two co-founders/);
  });
});

describe('a perk, a commission or a pilot offer is not proof', () => {
  it('does not back a rating with what the founder offers or pays', async () => {
    const form = coerceFormState({
      product: { solution: 'A London dry gin with native botanicals, sold to bars.', rating: 3 },
      market: {
        payEvidence: '41 of 64 bar accounts reordered at least 3 times.',
        rating: 3,
      },
      execution: {
        salesMarketing:
          'Free training for bar staff, menu co-branding for accounts ordering 24+ bottles. Our rep earns CLP 500 per bottle sold.',
        rating: 3,
      },
    });
    const text = allStrings(await coach(form, 4)).join('\n');
    expect(text).not.toMatch(/Your answers back it: "(Free training|Our rep earns)/);
  });
});

describe('a sales step is not proof', () => {
  it('does not back a rating with "a free call, then I quote"', async () => {
    const form = coerceFormState({
      product: { solution: 'Garden design for small city gardens.', rating: 3 },
      market: { payEvidence: '31 gardens designed and paid for last year.', rating: 3 },
      execution: {
        salesMarketing: 'A free 30-minute video call, then I quote within two days.',
        rating: 4,
      },
    });
    expect(allStrings(await coach(form, 4)).join('\n')).not.toMatch(
      /Your answers back it: "A free 30-minute video call/,
    );
  });
});

describe('a 13-week cash table', () => {
  const execution = async (resourcesPartners: string) => {
    const form = coerceFormState({
      product: { solution: 'A dog-training school with group classes.', rating: 3 },
      market: { payEvidence: 'Revenue of £9,400 a month from 160 owners.', rating: 3 },
      execution: { resourcesPartners, rating: 3 },
    });
    return allStrings(await coach(form, 4)).join('\n');
  };
  it('is planned where the founder raised cash, not for every business with revenue', async () => {
    expect(await execution('A rented hall and two part-time trainers.')).not.toMatch(
      /13 weeks of cash|13-week cash/,
    );
    expect(await execution('A £40,000 bank loan for the hall fit-out.')).toMatch(
      /13 weeks of cash|13-week cash/,
    );
  });
});

describe('buyers, not things, find you', () => {
  it('asks how the buyers behind things sold found you, when the rating is not backed', async () => {
    const form = coerceFormState({
      product: { solution: 'Sediment surveys of storm ponds for towns.', rating: 3 },
      market: { payEvidence: 'We surveyed 9 storm ponds for two towns last summer.', rating: 5 },
    });
    const text = allStrings(await coach(form, 3)).join('\n');
    expect(text).not.toMatch(/how each of your 9 storm ponds found you/);
    expect(text).toMatch(/how the buyers behind your 9 storm ponds found you/);
    // Surveying ponds is work sold; surveying owners is asking people.
    const asked = coerceFormState({ market: { discoveryEvaluation: 'We surveyed 120 owners.' } });
    expect(buildProfile(asked).done.map((d) => d.kind)).not.toContain('sales');
  });
});

describe('a metric that already says its value', () => {
  it('asks only for the target, and reads a credit line as funding', async () => {
    const form = coerceFormState({
      product: { solution: 'Invoice financing for florists.', rating: 3 },
      loops: { product_market: { metrics: 'Invoices financed per week (now 40)' } },
      actionPlan: { priority: 'Get our credit line raised to €2M by June.' },
    });
    const text = await allSessions(form);
    expect(text).toMatch(
      /"Invoices financed per week \(now 40\)": write the day-30 target beside each number/,
    );
    expect(text).not.toMatch(/"Invoices financed per week \(now 40\)": note today's value/);
    expect(text).toMatch(/write the one result lenders will ask about first/);
  });
});

describe('buyers who already push the price down', () => {
  it('are not quoted 15% higher, nor told that nobody pushing back means too cheap', async () => {
    const form = coerceFormState({
      product: { solution: 'Certified translation of contracts for law firms.', rating: 3 },
      market: {
        idealCustomer: 'Partners at mid-sized law firms in Warsaw.',
        budget: 'Firms spend €2,000-€6,000 a month on translation.',
        payEvidence: '14 firms pay a monthly retainer; two asked in writing for 30% off.',
        rating: 3,
      },
    });
    expect(buildProfile(form).pricePressure).toBe(true);
    const text = allStrings(await coach(form, 3)).join('\n');
    expect(text).not.toMatch(/quote 15% higher|charge 15% more|you are too cheap/);
  });
});

describe('organisations that buy for other people', () => {
  it('sends no product-market fit survey or usage question to the buyer', async () => {
    const form = coerceFormState({
      product: {
        solution: 'A phone app where hotel cleaners swap shifts; the hotel pays per room.',
        evidence: '9 hotels pay; 310 cleaners swapped at least one shift last month.',
        rating: 3,
      },
      market: {
        idealCustomer: 'The operations manager of a city hotel with 80-300 rooms.',
        rating: 3,
      },
    });
    expect(buildProfile(form).usersNotBuyers).toBe(true);
    const text = allStrings(await Promise.all(SESSIONS.map((s) => coach(form, s)))).join('\n');
    expect(text).not.toMatch(/Sean Ellis|product-market fit survey/);
    // A tool the buyer's own HR person uses on staff records is bought and used by the same person.
    const hr = coerceFormState({
      product: {
        solution: 'A web tool that reads staff contracts and reminds HR before visas expire.',
      },
      market: { idealCustomer: 'The HR manager of a 60-person logistics firm.' },
    });
    expect(buildProfile(hr).usersNotBuyers).toBe(false);
  });
});

describe('from a screenshot of the bakery founder', () => {
  it('pluralises a customer written without its article, and reads "the first 10" as a count', () => {
    expect(plural('Manager of a family-run hotel')).toBe('managers of family-run hotels');
    expect(readPriority('Sign the first 12 paying dentists.')?.count).toBe(12);
  });

  it("does not take the customer's loss ('Waste costs them 8% of revenue') for the founder's revenue", () => {
    const form = coerceFormState({
      product: { whyWorthSolving: 'Spoilage costs them 6% of revenue every month.' },
    });
    expect(buildProfile(form).done.map((d) => d.kind)).not.toContain('revenue');
  });
});

describe('deposits for places, not goods', () => {
  it('counts the places a course deposit holds; only goods get a production plan', () => {
    const preorders = (solution: string, payEvidence: string) => {
      const form = coerceFormState({ product: { solution }, market: { payEvidence } });
      return ([3, 4] as const)
        .map((session) =>
          doneLines(session, buildProfile(form)).find((d) => d.kind === 'pre-orders'),
        )
        .map((line) => (line ? unmark(`${line.action}\n${line.task}`) : ''))
        .join('\n');
    };
    const course = preorders(
      'Ten-week Spanish courses for expats in Valencia, taught in small evening groups.',
      'Deposits paid for the evening cohort: 4 of 12 places.',
    );
    expect(course).toMatch(/Count the places the deposits/);
    expect(course).toMatch(/Ask each who paid a deposit .* whether a friend would join them/);
    expect(course).not.toMatch(/delivery date|Deliver the pre-orders/);
    expect(course).not.toMatch(/production|supplier/i);
    expect(
      preorders(
        'Hand-thrown stoneware dinner sets sold from stock through our online shop.',
        'Deposits paid by 40 buyers for the spring batch.',
      ),
    ).toMatch(/Plan production for the pre-orders/);
  });
});

describe('a sample never asks for more people than the founder has', () => {
  it("calls 'the most active and the ones who stopped' of 3 offices, not 10 and 10", () => {
    const form = coerceFormState({
      product: { evidence: '3 offices use the tasting menu every week.' },
    });
    const users = doneLines(2, buildProfile(form)).find((d) => d.kind === 'users');
    expect(users && unmark(users.action)).toMatch(
      /Of your 3 offices, call the most active and the ones who stopped/,
    );
  });
});

describe('a product that may not be sold before its clearance', () => {
  it('is never asked for deposits, offers at a price or new paying customers', async () => {
    const form = coerceFormState({
      product: {
        solution:
          'HaemoSense: a bedside reader and cartridge that flags sepsis from one drop of blood in 12 minutes.',
        evidence: 'AUC 0.91 on 180 retrospective samples. 4 working prototype readers.',
        rating: 4,
      },
      market: {
        idealCustomer: 'The head of emergency medicine at a 600-bed teaching hospital.',
        payEvidence: 'No sales. Two hospitals signed letters of intent for a study.',
        rating: 3,
      },
      execution: {
        risks: 'CE marking under IVDR, Class C: needs a notified body and a performance study.',
        rating: 3,
      },
      actionPlan: {
        priority: 'Choose a notified body and submit the study to the ethics committee.',
      },
    });
    for (const [sessionNumber, text] of await sessionTexts(form))
      expect(text, `session ${sessionNumber}`).not.toMatch(
        /\b(deposit|new paying|offer for|five-line offer|at a named price|ask your pilot customers to pay)\b/i,
      );
  });
});

describe('users an organisation signs up', () => {
  it('are not asked where they heard of it, nor offered a paid tier', () => {
    const form = coerceFormState({
      product: {
        solution:
          'A mobile app that builds each worker a sleep plan around their rota. The employer pays per enrolled worker.',
        evidence: 'Of 862 eligible workers, 141 enrolled and 58 are still active after 8 weeks.',
      },
      market: { idealCustomer: 'The VP of nursing at a hospital with 400+ night staff.' },
    });
    const p = buildProfile(form);
    const lines = [3, 7].flatMap((s) =>
      doneLines(s as CoachingSessionNumber, p)
        .filter((d) => d.kind === 'users')
        .map((d) => unmark(d.action)),
    );
    expect(lines).toEqual([]);
  });
});

describe('a problem that costs lives', () => {
  it('is never called mild or tolerable, nor recalled as an event that happened', async () => {
    const form = coerceFormState({
      product: {
        problem:
          'Sepsis kills about 11 million people a year; every hour of delay raises mortality by 8%.',
        solution: 'A bedside test that flags sepsis from one drop of blood in 12 minutes.',
        currentHandling: 'ER doctors rely on clinical scores and wait for the lab.',
        rating: 3,
      },
      market: { idealCustomer: 'The head of emergency medicine at a teaching hospital.' },
    });
    expect(buildProfile(form).gravePain).toBe(true);
    for (const [sessionNumber, text] of await sessionTexts(form))
      expect(text, `session ${sessionNumber}`).not.toMatch(
        /\b(tolerate|rare or mild|mild pain)\b|last time "Sepsis kills[^"]*" happened/i,
      );
  });
});

describe('a business that sells access or space', () => {
  it('gets no delivery dates, custom design work or hours per delivery', async () => {
    const form = coerceFormState({
      product: {
        solution:
          'Crux Wall: a bouldering gym with a yoga room and café. Memberships at A$89/month, intro classes A$45.',
        evidence: '1,140 members pay monthly; revenue last year A$1.46M.',
        rating: 4,
      },
      market: { payEvidence: '1,140 members pay A$89 a month by direct debit.', rating: 4 },
      execution: {
        delivery: 'Two co-founders, 11 casual staff and a head setter. Open 6 a.m. to 10 p.m.',
        rating: 3,
      },
    });
    expect(buildProfile(form).sellsAccess).toBe(true);
    for (const [sessionNumber, text] of await sessionTexts(form))
      expect(text, `session ${sessionNumber}`).not.toMatch(
        /On-time share|Custom requests turning|Hours per delivery|billable hours/,
      );
  });
});

describe('lines that need a result or a referral channel', () => {
  const p = buildProfile(coerceFormState({}));
  const play = (session: CoachingSessionNumber, words: RegExp) => {
    const found = playOf(session, words);
    return (v: Partial<Record<string, string>>) =>
      unmark(found.text(v as Parameters<typeof found.text>[0], p));
  };

  it('shows a result as before-and-after, never a count', () => {
    const show = play(2, /as dated before-and-after results/);
    expect(show({ whoAll: 'clients', proofText: '3 paying distribution centres' })).toBe('');
    expect(show({ whoAll: 'clients', proofText: 'waste fell from 14% to 8%' })).toMatch(
      /before-and-after/,
    );
  });

  it('does not tell a founder who learned the buyer is someone else to act on the old one only', () => {
    const tag = playOf(5, /requests from anyone else wait/);
    const rethought = buildProfile(
      coerceFormState({
        reflection: {
          challengedAssumptions: 'We thought clinicians were the buyer; the lab director decides.',
        },
      }),
    );
    expect(rethought.buyerRethought).toBe(true);
    expect(tag.when?.(rethought)).toBe(false);
  });

  it('codes a channel of partners or referrers, not a study or a trade show', () => {
    const code = play(7, /its own code/);
    expect(code({ channel: 'Prospective study at Sheba' })).toBe('');
    expect(code({ channel: 'Referrals from 4 accountants' })).toMatch(/its own code/);
  });
});

describe('a count of interviews', () => {
  it('speaks of the people interviewed, not of the interviews', () => {
    const form = coerceFormState({
      market: { discoveryEvaluation: '34 interviews with DC managers; 22 track detention cost.' },
    });
    const lines = [2, 3, 7].flatMap((s) =>
      doneLines(s as CoachingSessionNumber, buildProfile(form))
        .filter((d) => d.kind === 'interviews')
        .map((d) => unmark(`${d.action}\n${d.task}`)),
    );
    expect(lines.join('\n')).toMatch(/the 34 people you interviewed/);
    expect(lines.join('\n')).not.toMatch(/the 34 interviews\b/);
  });

  it("does not say '34 interviews interviewed' in the opening", async () => {
    const form = coerceFormState({
      product: { solution: 'Dock scheduling software for distribution centres.' },
      market: { discoveryEvaluation: '34 interviews with DC managers; 22 track detention cost.' },
      execution: { delivery: 'Pilots with 2 distribution centres since March.' },
    });
    const text = unmark(
      JSON.stringify(await engine.coach({ sessionNumber: 2, form, industry: null })),
    );
    expect(text).not.toMatch(/interviews interviewed/);
  });
});

describe('a plan that pauses new sales', () => {
  it('asks for no referrals that month', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Solar home systems on pay-as-you-go, KSh 55 a day by M-Pesa.',
        evidence: '1,150 customers have paid off and own their systems.',
      },
      market: { payEvidence: '1,150 customers have paid off; 1 in 4 is more than 30 days behind.' },
      actionPlan: {
        priority: 'Bring portfolio at risk from 24% to under 15%.',
        next30Days: ['Pause sales in the 5 villages with the worst repayment'],
      },
    });
    expect(buildProfile(form).pausingSales).toBe(true);
    for (const [sessionNumber, text] of await sessionTexts(form))
      expect(text, `session ${sessionNumber}`).not.toMatch(/\breferrals?\b/i);
  });
});

describe('a device that sells consumables', () => {
  it('is not "sold once"', async () => {
    const form = coerceFormState({
      product: {
        solution:
          'A benchtop reader (€9,000) and a single-use cartridge (€38 each) that tests for sepsis at the bedside.',
        evidence: '14 hospitals bought a reader; each uses about 200 cartridges a month.',
      },
      market: { payEvidence: '14 hospitals bought readers and reorder cartridges monthly.' },
    });
    expect(buildProfile(form).consumables).toBe(true);
    const text = unmark(
      JSON.stringify(await engine.coach({ sessionNumber: 7, form, industry: null })),
    );
    expect(text).not.toMatch(/Each device is sold once/);
  });
});

describe('growth lines wait when the business is full or pausing sales', () => {
  it('holds no growth meeting and tests no higher price while sales are paused', () => {
    const paused = buildProfile(
      coerceFormState({
        execution: { delivery: 'A team of 26: 4 in the office and 22 field agents.' },
        actionPlan: { next30Days: ['Pause sales in the 5 villages with the worst repayment'] },
      }),
    );
    expect(playOf(7, /weekly growth meeting/).when?.(paused)).toBe(false);
    expect(playOf(3, /charge 15% more/).when?.(paused)).toBe(false);
  });

  it('counts no rework per job for a business that sells access', () => {
    const gym = buildProfile(
      coerceFormState({
        product: { solution: 'A bouldering gym. Memberships at A$89/month, intro classes A$45.' },
        market: { payEvidence: '1,140 members pay monthly.' },
      }),
    );
    expect(playOf(6, /needing rework/).when?.(gym)).toBe(false);
  });

  it('plans no cash from a revenue sentence without a figure', () => {
    const form = coerceFormState({
      market: { payEvidence: 'Parents, not adults, are most of our revenue.' },
      execution: { resourcesPartners: 'Cash is tight: 4 months of runway.' },
    });
    const lines = [3, 4, 6].flatMap((s) =>
      doneLines(s as CoachingSessionNumber, buildProfile(form)).filter((d) => d.kind === 'revenue'),
    );
    expect(lines).toEqual([]);
  });
});

describe('a practice that wins a client at a time', () => {
  it('counts new paying clients per month, not per week', () => {
    const metric = playOf(4, /New paying/);
    const few = buildProfile(
      coerceFormState({
        market: {
          idealCustomer: 'A founder-CEO of a software company with 20-80 employees.',
          payEvidence: '9 clients pay a monthly retainer.',
        },
      }),
    );
    const v = { sell: 'One intro call, then a written proposal', whoAll: 'founder-CEOs' };
    expect(unmark(metric.text(v as Parameters<typeof metric.text>[0], few))).toMatch(
      /per month, and which step/,
    );
  });
});

describe('a maker of tables for households, selling for a year', () => {
  it('hears of no industrial buyers, no prototype to produce, and counts couples per month', async () => {
    const founder = coerceFormState({
      product: {
        solution: 'Oak tables and benches made to order in our workshop; we hold no stock.',
        evidence: '31 tables delivered last year; every order starts with a 40% deposit.',
      },
      market: {
        idealCustomer: 'A couple in their 40s who just bought a flat.',
        target: 'Households in Stockholm renovating a dining room.',
        payEvidence: '9 orders in the book, each with a 40% deposit.',
      },
      execution: { salesMarketing: 'A size and price configurator on the website.' },
    });
    const text = (await sessionTexts(founder)).map(([, t]) => t).join('\n');
    expect(text).not.toMatch(/industrial buyers|works as a prototype/);
    expect(text).not.toMatch(/New paying [^.]* per week/);
  });
});
