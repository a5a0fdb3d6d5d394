import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from './index';

const form = (input: Parameters<typeof coerceFormState>[0]) => coerceFormState(input);

describe('founder profile', () => {
  it('reads a solo consultant who will not hire', () => {
    const p = buildProfile(
      form({
        product: {
          solution: 'Fractional CFO advice for founders, sold as a monthly retainer.',
          evidence: 'I have 4 paying clients on a £1,500 monthly retainer.',
        },
        market: { target: 'Seed-stage startups in London' },
        execution: {
          delivery: 'I work alone and do not want to hire; I deliver every engagement myself.',
          resourcesPartners: 'Just me, a laptop and a network of two accountants I refer to.',
        },
      }),
    );
    expect(p.model).toBe('services');
    expect(p.audience).toBe('business');
    expect(p.revenue).toBe('subscription');
    expect(p.team).toMatchObject({ solo: true, hiring: 'no', size: 1 });
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'paying-customers', count: 4 }));
    // Four clients on a monthly retainer are recurring revenue.
    expect(p.stage).toBe('revenue');
    expect(p.figures.map((f) => f.figure)).toContain('£1,500');
  });

  it('knows where customers come from only when the founder asked them or gives shares by source', () => {
    const knows = (discoveryEvaluation: string) =>
      buildProfile(form({ market: { discoveryEvaluation } })).knowsSources;
    expect(knows('We asked 45 members how they found us; most came through a friend.')).toBe(true);
    expect(knows('Sign-ups: 40% Instagram, 35% word of mouth, the rest search.')).toBe(true);
    expect(knows('Our sales by channel: wholesale 60%, online 40%.')).toBe(true);
    expect(knows('60% of residents came through colleagues.')).toBe(true);
    expect(knows('We interviewed 12 gym owners about their booking software.')).toBe(false);
    expect(knows('We plan to find customers through Google ads.')).toBe(false);
  });

  it('knows small organisational buyers from a headcount range or their own words, not from ages', () => {
    const small = (target: string) => buildProfile(form({ market: { target } })).smallBuyers;
    expect(small('Accounting firms with 3 to 40 staff in Leeds.')).toBe(true);
    expect(small('Independent cafés and other small businesses.')).toBe(true);
    expect(small('Independent bike shops in the Netherlands and Belgium.')).toBe(true);
    expect(small('A shop with a 2-3 person workshop doing 20+ repairs a week.')).toBe(true);
    expect(small('Hospitals with 500-2000 beds.')).toBe(false);
    expect(small('Graduates aged 23-32 moving to Madrid.')).toBe(false);
    expect(small('Global banks and insurers.')).toBe(false);
  });

  it("tells a service that sells people's time from one that sells rooms or seats", () => {
    const hours = (solution: string) => buildProfile(form({ product: { solution } })).sellsHours;
    expect(hours('Bookkeeping for dentists, billed monthly.')).toBe(true);
    expect(hours('One-to-one piano lessons at home.')).toBe(true);
    expect(hours('Shared minibus routes to three schools with a monitor on board.')).toBe(false);
    expect(hours('Furnished rooms on 6-12 month contracts.')).toBe(false);
    // Classes and training in a gym or a bakery-café do not make it a seller of hours.
    expect(
      hours('A bouldering gym with a yoga room. Memberships at A$89/month, intro classes A$45.'),
    ).toBe(false);
    expect(hours('A bakery-café that runs a paid training for 12 women a year.')).toBe(false);
  });

  it('counts what happened as written, not a risk, a minimum order or a plural it cannot see', () => {
    const p = buildProfile(
      form({
        product: { evidence: 'We deliver to 1,450 paying members every week.' },
        market: { payEvidence: 'A van route carries 34 children each school day, paid monthly.' },
        execution: {
          risks:
            'Our mill has a 5,000-bag minimum order; if 200 customers leave at once we lose a quarter.',
        },
      }),
    );
    const phrases = p.done.map((d) => d.phrase);
    expect(phrases).toContain('1,450 paying members');
    expect(phrases).toContain('34 children');
    expect(phrases.join(' ')).not.toMatch(/5,?000|200 customers/);
  });

  it('knows one offer at one price from an offer with several lines', () => {
    const single = (solution: string, payEvidence: string) =>
      buildProfile(form({ product: { solution }, market: { payEvidence } })).singleOffer;
    expect(
      single('Evening pottery classes in Porto.', 'Students pay €90 a month; 64 enrolled.'),
    ).toBe(true);
    expect(
      single('Bookkeeping for cafés in three plans.', 'Basic £80 a month, Plus £140 a month.'),
    ).toBe(false);
    expect(single('Hot sauces sold at markets.', 'Small bottles £6 each, large £11 each.')).toBe(
      false,
    );
  });

  it('reads a bookbinder who makes to order and holds no stock', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            "Hand-bound wedding albums, each book is made to order from the couple's photos.",
        },
        market: {
          target: 'Couples planning a wedding',
          payEvidence: 'Sold 23 albums at £380 each last year.',
        },
        execution: {
          delivery: 'I hold no stock; every album is bound in my studio after the deposit.',
        },
      }),
    );
    expect(p.model).toBe('made-to-order');
    expect(p.holdsStock).toBe(false);
    expect(p.revenue).toBe('one-off');
    expect(p.audience).toBe('consumer');
  });

  it('reads a one-off hardware sensor and a funded SaaS that is hiring', () => {
    const sensor = buildProfile(
      form({
        product: {
          solution: 'A soil moisture sensor, a device farmers buy once for $90 per unit.',
        },
        market: { target: 'Vineyard owners' },
      }),
    );
    expect(sensor.model).toBe('hardware');
    expect(sensor.revenue).toBe('one-off');

    const saas = buildProfile(
      form({
        product: { solution: 'A SaaS dashboard for HR teams, $400 per month per company.' },
        market: { payEvidence: '38 paying customers and $15,200 MRR, growing 8% month-on-month.' },
        execution: {
          resourcesPartners: 'A team of 12 after our seed round; we are hiring two engineers.',
        },
      }),
    );
    expect(saas.model).toBe('software');
    expect(saas.revenue).toBe('subscription');
    expect(saas.team).toMatchObject({ size: 12, solo: false, hiring: 'plans' });
    expect(saas.stage).toBe('revenue');
  });

  it('counts done facts from the words, not from negations or plans', () => {
    const p = buildProfile(
      form({
        product: {
          evidence:
            'We run three paid pilots with Leeds bakeries. We have no paying customers yet.',
        },
        market: { discoveryEvaluation: 'Talked to 12 bakery owners; 9 said waste is a top worry.' },
        actionPlan: {
          priority: 'Sign 20 paying bakeries.',
          next30Days: ['Launch the app with 50 users'],
        },
      }),
    );
    const kinds = p.done.map((d) => `${d.kind}:${d.count ?? '-'}`);
    expect(kinds).toContain('pilots:3');
    expect(kinds).toContain('interviews:12');
    expect(kinds.some((k) => k.startsWith('paying-customers:20'))).toBe(false);
    expect(kinds.some((k) => k.startsWith('users'))).toBe(false);
    // Paid pilots are customers who pay, whatever the next sentence says of 'paying customers'.
    expect(p.stage).toBe('paying');
  });

  it('reads the business from what the founder does, not from what customers or rivals do', () => {
    // A shop that ships from stock, whose customers' alternative is a maker working to order.
    const shop = buildProfile(
      form({
        product: {
          currentHandling: 'They wait six weeks for a joiner who builds to order.',
          solution: 'Oak shelves in 4 sizes, made in batches and shipped from stock in 3 days.',
        },
        market: { payEvidence: 'Sold 300 shelves last year at £120 each.' },
        execution: { delivery: 'We keep about 200 finished units in our unit in Leeds.' },
      }),
    );
    expect(shop.model).toBe('goods');
    expect(shop.holdsStock).toBe(true);
    // A software add-in whose partner is a consultancy and whose buyers are law practices.
    const addIn = buildProfile(
      form({
        product: {
          problem: 'Small law practices lose hours checking leases by hand.',
          solution: 'An Outlook add-in that checks lease clauses against a firm’s own rules.',
        },
        market: { idealCustomer: 'A practice manager at a consultancy-backed firm of 10 lawyers.' },
        execution: { resourcesPartners: 'A referral deal with a legal consultancy.' },
      }),
    );
    expect(addIn.model).toBe('software');
    // A design studio that designs packaging sells a service, not goods.
    const studio = buildProfile(
      form({
        product: {
          problem: 'New sauce brands launch with packaging nobody notices.',
          solution: 'A fixed-price branding and packaging design sprint for €9k.',
        },
        market: { payEvidence: '18 projects last year for clients in three countries.' },
      }),
    );
    expect(studio.model).toBe('services');
  });

  it('reads how the founder charges, not what they spend, raise or measure', () => {
    const podcast = buildProfile(
      form({
        product: { solution: 'A weekly podcast for nurses, free to listen.' },
        market: { payEvidence: 'No sponsors yet; we plan to charge US$30 per 1,000 downloads.' },
        execution: { resourcesPartners: 'A grant of €20,000 from a media fund.' },
      }),
    );
    // Sponsors buy advertising and a grant is funding: neither is a non-profit's donations.
    expect(podcast.revenue).not.toBe('donations');
    expect(podcast.revenue).toBe('usage');
    const clinic = buildProfile(
      form({
        product: {
          solution: 'A hand-therapy clinic for climbers.',
          evidence: 'Insurers reimburse about 60% of each session; results within 5% of plan.',
        },
        market: { payEvidence: 'Patients pay KES 4,000 per session.' },
      }),
    );
    expect(clinic.revenue).toBe('one-off');
    const tuition = buildProfile(
      form({
        product: { solution: 'Weekly chemistry lessons in groups of 5.' },
        market: { payEvidence: '60 students paying AED 900 a month each.' },
        execution: { delivery: 'We spend AED 2,000 a month on rent.' },
      }),
    );
    expect(tuition.revenue).toBe('subscription');
    const truck = buildProfile(
      form({
        product: { solution: 'A food truck selling arepas at two business parks.' },
        market: { payEvidence: 'Revenue of COP 9,000,000 a month; average ticket COP 18,000.' },
      }),
    );
    expect(truck.revenue).toBe('one-off');
    expect(truck.stage).toBe('revenue');
  });

  it('counts neither money nor free readers as customers', () => {
    const p = buildProfile(
      form({
        product: {
          evidence: 'Buyers paid R$40,000 for tiles in the trial; 90 newsletter subscribers.',
        },
        market: { target: 'Builders with R$1M-R$5M revenue.' },
      }),
    );
    expect(p.done.some((d) => d.count === 40000)).toBe(false);
    expect(p.done.filter((d) => d.kind === 'paying-customers')).toEqual([]);
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'users', count: 90 }));
    // The customers' revenue in the target answer is not the founder's.
    expect(p.done.some((d) => d.kind === 'revenue')).toBe(false);
  });

  it('counts neither a review score nor people the founder pays to train as customers', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            'A bakery-café that runs a 9-month paid training for 12 women a year, funded by bread sales plus grants.',
          evidence: 'Kids love the boxes (4.7/5) but families leave after a few months.',
        },
      }),
    );
    expect(p.done.filter((d) => d.kind === 'paying-customers')).toEqual([]);
    expect(p.done.some((d) => d.count === 4.7 || d.count === 12)).toBe(false);
  });

  it('knows a device that needs a notified body and has sold nothing cannot be sold yet', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            'A point-of-care cartridge test for sepsis markers, read in 20 minutes at the bedside.',
          evidence:
            '$3.4M raised; 16 months of runway. Cartridge pilot line at a contract manufacturer.',
        },
        market: { payEvidence: 'No sales. Two hospitals signed letters of intent for a study.' },
        execution: {
          risks: 'CE marking under IVDR, probably Class C: needs a notified body and a study.',
        },
      }),
    );
    expect(p.cannotSellYet).toBe(true);
    // A pilot line makes cartridges; it is not a pilot with customers.
    expect(p.done.some((d) => d.kind === 'pilots')).toBe(false);
    // The same words with paying customers: it sells already.
    const selling = buildProfile(
      form({
        product: { solution: 'A handheld sepsis reader; the next model needs a notified body.' },
        market: { payEvidence: '14 hospitals paid €9,000 each for the first model.' },
      }),
    );
    expect(selling.cannotSellYet).toBe(false);
  });

  it('reads a cut of each meal, units rented by the month and a monthly box', () => {
    const model = (solution: string) => buildProfile(form({ product: { solution } })).model;
    expect(
      model(
        'Jipbap: a web app (Next.js) where offices order next-day lunch boxes from vetted home cooks. We take 20% of each meal.',
      ),
    ).toBe('marketplace');
    expect(
      model('GuardaTodo: 220 self-storage units in a leased warehouse, month-to-month contracts.'),
    ).toBe('services');
    expect(model('Spark Crate: a monthly box with 2 experiments and all materials.')).toBe('goods');
  });

  it('reads agents paid on commission as a sales team, not made-to-order work', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            'Mwanga Home: a 50 W solar panel, battery and 4 lights, locked remotely until paid; KSh 55 a day by M-Pesa.',
        },
        execution: {
          delivery:
            'A team of 26: 4 in the office, 22 commissioned field agents who sell and install.',
        },
      }),
    );
    expect(p.model).not.toBe('made-to-order');
  });

  it('reads a channel named Marketplace, a kit with motors and a known acquisition cost', () => {
    const storage = buildProfile(
      form({
        product: {
          solution:
            'Self-storage units of 2 to 20 m² in a leased warehouse in Monterrey, rented monthly.',
        },
        execution: {
          goToMarket: 'Ads on Facebook Marketplace and Facebook Marketplace groups; Google Maps.',
        },
      }),
    );
    expect(storage.model).not.toBe('marketplace');
    const box = buildProfile(
      form({
        product: {
          solution:
            'A monthly subscription box for kids aged 8-12 with 2 experiments (magnets and motors).',
        },
        market: { payEvidence: 'Customer acquisition cost C$41 on Meta ads to parents.' },
      }),
    );
    expect(box.model).not.toBe('hardware');
    expect(box.knowsSources).toBe(true);
  });

  it('counts the customers of a sales sentence as paying, not as a pilot', () => {
    const p = buildProfile(
      form({
        product: {
          evidence:
            'We sold 11,800 bottles last year to 64 bars and bottle shops and a 12-store regional trial.',
        },
      }),
    );
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'paying-customers', count: 64 }));
    expect(p.done).not.toContainEqual(expect.objectContaining({ kind: 'pilots', count: 64 }));
    // Nor is the retailer's trial listing a pilot with users.
    expect(p.done.some((d) => d.kind === 'pilots')).toBe(false);
  });

  it('reads a pay-as-you-go down payment as credit, not a pre-order', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            'A solar home system locked remotely until paid. KSh 3,000 deposit, then KSh 55 a day by M-Pesa for 14 months.',
        },
      }),
    );
    expect(p.done.some((d) => d.kind === 'pre-orders')).toBe(false);
  });

  it('counts invoices a client owes as money owed, not as sales', () => {
    const p = buildProfile(
      form({
        market: {
          payEvidence: 'One firm owes me €4,300 for 3 invoices, the oldest 94 days overdue.',
        },
      }),
    );
    expect(p.done.some((d) => d.kind === 'sales')).toBe(false);
  });

  it('counts a team named role by role, and founders beside their casual staff', () => {
    const team = (delivery: string) => buildProfile(form({ execution: { delivery } })).team;
    expect(
      team(
        'Me (vet, owner), one registered veterinary nurse and a part-time receptionist who books by phone.',
      ),
    ).toMatchObject({ size: 3, solo: false });
    expect(
      team('Two co-founders (me on operations, Jess on setting), 11 casual staff, a head setter.')
        .size,
    ).toBeGreaterThanOrEqual(13);
    // The founder's own role, a freelancer, a role to fill and another business are no team.
    expect(team('I am a solo groomer; a vet clinic nearby refers anxious dogs.').solo).toBe(true);
    expect(team('Just me so far; I would need an installer.').solo).toBe(true);
  });

  it('counts the team from who does the work, not from partners or customers', () => {
    const size = (delivery: string, resourcesPartners = '') =>
      buildProfile(form({ execution: { delivery, resourcesPartners } })).team.size;
    expect(size('A studio of 8 in Lyon: 2 founders, 5 designers and a producer.')).toBe(8);
    expect(size('Five coaches, including the two founders, in one gym.')).toBe(5);
    expect(size('Three tutors, including both founders, in one centre.')).toBe(3);
    expect(size('The founder bakes with 3 staff before dawn.')).toBe(4);
    expect(size('My sister and I run it at weekends.')).toBe(2);
    expect(size('Two nurses and three care assistants on rotating shifts.')).toBe(5);
    // Each role named once counts: three drivers, two loaders and one dispatcher are six.
    expect(size('3 drivers, 2 loaders and a dispatcher.')).toBe(6);
    expect(size('Two founders and an agronomist; SMS sent through a bulk provider.')).toBe(3);
    expect(
      size('Two vets and three vet technicians on night shifts; a practice manager runs the day.'),
    ).toBe(6);
    // A total and its breakdown are one team, not two.
    expect(size('5 staff: 2 install engineers, 1 support engineer, sales and the founder.')).toBe(
      5,
    );
    expect(size('I work alone.', 'A network of three designers I refer work to.')).toBe(1);
  });

  it('counts people in a pilot or an interview by the verb, whatever they are called', () => {
    const p = buildProfile(
      form({
        product: { evidence: 'A free pilot with 300 farmers for one season.' },
        market: { discoveryEvaluation: 'We interviewed 60 farmers and 4 cooperative managers.' },
      }),
    );
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'pilots', count: 300 }));
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'interviews', count: 60 }));
  });

  it('keeps a rate with its count: "180 tacos a day" is not 180 tacos in all', () => {
    const phraseOf = (evidence: string) =>
      buildProfile(form({ product: { evidence } })).done.find((d) => d.count !== null)?.phrase;
    expect(phraseOf('We sell about 180 tacos a day; 40% of customers are regulars.')).toBe(
      '180 tacos a day',
    );
    expect(phraseOf('We sold 240 candles per month at markets.')).toBe('240 candles a month');
    expect(phraseOf('We sold 64 commissions last year.')).toBe('64 commissions');
    // The founder's capitals come back: '14 HR managers', never '14 hr managers'.
    const hr = buildProfile(
      form({ market: { discoveryEvaluation: 'We interviewed 14 HR managers in Dubai.' } }),
    );
    expect(hr.done.find((d) => d.kind === 'interviews')?.phrase).toBe('14 HR managers');
    // '2 partner schools': the adjective takes its noun.
    const camps = buildProfile(
      form({ execution: { resourcesPartners: 'We work with 2 partner schools in Riyadh.' } }),
    );
    expect(camps.done).toContainEqual(
      expect.objectContaining({ kind: 'partners', count: 2, phrase: '2 partner schools' }),
    );
    // Selling in the present tense is selling: 'we sell 150 bowls a day' is a business with sales.
    const stall = buildProfile(form({ product: { evidence: 'We sell 150 bowls a day.' } }));
    expect(stall.done).toContainEqual(expect.objectContaining({ kind: 'sales', count: 150 }));
  });

  it('reads people who pay as customers, and a trial offer or sales step as no pilot', () => {
    const p = buildProfile(
      form({
        product: { evidence: 'Free trial running in 3 pubs in Bristol for 5 weeks.' },
        market: { payEvidence: '11 firms converted from trial to paid at $390 a month.' },
        execution: {
          salesMarketing: 'A 20-minute demo, then a 30-day trial on the firm’s own contracts.',
          retentionGrowth: 'A free trial week for each new family.',
        },
      }),
    );
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'paying-customers', count: 11 }));
    expect(p.done).toContainEqual(expect.objectContaining({ kind: 'pilots', count: 3 }));
    // The team is never counted as people talked to.
    const team = buildProfile(
      form({
        execution: {
          delivery: 'Two founders: one builds the app, the other writes interview scripts.',
        },
      }),
    );
    expect(team.done.filter((d) => d.kind === 'interviews')).toEqual([]);
    // Only the pubs' trial is a pilot running.
    expect(p.done.filter((d) => d.kind === 'pilots')).toHaveLength(1);
  });

  it('keeps dotted names and figures whole', () => {
    const p = buildProfile(
      form({
        product: { solution: 'Built on Next.js for 1.8M sales reps in the U.S. with $7,800 MRR.' },
      }),
    );
    expect(p.figures.map((f) => f.figure)).toEqual(expect.arrayContaining(['1.8M', '$7,800']));
    expect(p.figures.every((f) => f.sentence.includes('Next.js'))).toBe(true);
  });

  it('weighs each rating against its guide: an unbacked 5 is inflated, a backed-up 2 modest', () => {
    const inflated = buildProfile(
      form({
        product: { problem: 'Parents struggle to find tutors.', rating: 5 },
        market: { rating: 4 },
      }),
    );
    expect(inflated.evidence.product).toMatchObject({ rating: 5, verdict: 'inflated' });
    expect(inflated.evidence.market.verdict).toBe('inflated');

    const modest = buildProfile(
      form({
        product: {
          evidence: '45 paying schools renewed for a second year; 92% still active after 6 months.',
          rating: 2,
        },
        market: { payEvidence: '45 paying schools and £96,000 revenue this year.', rating: 1 },
      }),
    );
    expect(modest.evidence.product.verdict).toBe('modest');
    expect(modest.evidence.market.verdict).toBe('modest');
  });

  it('treats an inferred industry below 0.6 as a hint only', () => {
    const vague = buildProfile(form({ product: { problem: 'People waste time on things.' } }));
    expect(vague.industry.specific).toBe(false);
    const chosen = buildProfile(form({ industry: 'Construction' }));
    expect(chosen.industry).toMatchObject({
      industry: 'Construction',
      confidence: 1,
      specific: true,
    });
  });

  it('builds a profile of a form at every limit, reading its facts', () => {
    const long = 'We run 3 pilots with 1.8M reps in the U.S. and e.g. $7,800 MRR. '
      .repeat(47)
      .slice(0, 3000);
    const f = form({
      product: { problem: long, solution: long, evidence: long, differentiation: long },
      market: { target: long, idealCustomer: long, payEvidence: long, discoveryEvaluation: long },
      execution: { delivery: long, goToMarket: long, risks: long, salesMarketing: long },
    });
    // Its time is budgeted by `npm run bench` (the offline coach, every call <= 20 ms, a form at
    // every limit among its forms), not timed here: a timed test fails on a busy machine.
    const p = buildProfile(f);
    expect(p.stage).toBe('paying');
    expect(p.done.find((d) => d.kind === 'pilots')?.count).toBe(3);
    expect(p.done.some((d) => d.kind === 'revenue')).toBe(true);
  });
});

describe('a product used once a month or less', () => {
  const rare = (input: Record<string, unknown>) => buildProfile(form(input)).usedRarely;
  it("reads how the founder's own users use it", () => {
    expect(
      rare({ product: { evidence: '3 paid pilots. Pilot users log in mostly at month end.' } }),
    ).toBe(true);
    expect(
      rare({ execution: { retentionGrowth: 'Clients use it for the annual filing, then leave.' } }),
    ).toBe(true);
  });
  it('not how customers cope today, nor a product used daily', () => {
    expect(
      rare({ product: { currentHandling: 'They check health scores manually once a quarter.' } }),
    ).toBe(false);
    expect(
      rare({ product: { evidence: 'Dispatchers log in every morning; 160 contractors.' } }),
    ).toBe(false);
  });
});

describe('money read as what the founder takes in', () => {
  const revenue = (payEvidence: string) =>
    buildProfile(form({ market: { payEvidence } })).done.find((d) => d.kind === 'revenue');
  it('reads an amount in rand, codes or signs over a period as revenue', () => {
    expect(revenue('We took R48k last month from 31 schools.')?.phrase).toContain('48k');
    expect(revenue('Revenue KES 410,000 a month from 60 shops.')).toBeDefined();
  });
  it("does not read a non-profit's budget as revenue", () => {
    expect(
      revenue(
        'Learners pay nothing. Our R2.9M budget is 62% a grant and 38% donations from 1,140 donors, 68% of whom gave again this year.',
      ),
    ).toBeUndefined();
    expect(
      revenue('Our $400k annual budget is covered by two foundations this year.'),
    ).toBeUndefined();
  });
});

describe('work done for customers, counted by its verb', () => {
  const sold = (evidence: string) =>
    buildProfile(form({ product: { evidence } })).done.find((d) => d.kind === 'sales');
  it('counts "fixed 210 bikes" and "groomed 340 dogs a month" as work sold', () => {
    expect(sold('We fixed 210 bikes in 3 months at 4 offices.')?.count).toBe(210);
    expect(sold('Last year we groomed 340 dogs a month across two vans.')?.phrase).toBe(
      '340 dogs a month',
    );
  });
  it('does not count what the team made for itself, planned or did not do', () => {
    expect(sold('We shipped 12 features since the spring.')).toBeUndefined();
    expect(sold('We will fix 300 bikes once the van is ready.')).toBeUndefined();
    expect(sold('We have not repaired 20 bikes yet.')).toBeUndefined();
  });
});

describe('what was not done, who waits and who was only talked to', () => {
  const kinds = (answers: Parameters<typeof coerceFormState>[0]) =>
    buildProfile(form(answers)).done.map((d) => `${d.kind}:${d.count ?? ''}`);

  it('reads "nothing built yet" as nothing done', () => {
    expect(
      kinds({ product: { evidence: 'Nothing built yet; I wrote 300 practice questions.' } }),
    ).not.toContain('sales:300');
  });

  it('counts families on a waiting list as waiting, and students interviewed as interviews', () => {
    expect(
      kinds({
        market: { payEvidence: '27 families are on our waiting list for Saturday places.' },
      }),
    ).toContain('waitlist:27');
    expect(
      kinds({ market: { discoveryEvaluation: 'I interviewed 30 students in two schools.' } }),
    ).toContain('interviews:30');
  });

  it('reads a ceiling in a later clause as no count of work done', () => {
    expect(
      kinds({
        execution: {
          reasoning: 'Deliveries are reliable, but we have never baked more than 400 loaves a day.',
        },
        product: { evidence: 'Shops reorder weekly; I have never made more than 70 pies a week.' },
      }),
    ).toEqual([]);
  });

  it('counts staff on payroll in the team, whatever the role is called', () => {
    const team = buildProfile(
      form({ execution: { delivery: 'Three founders and 14 HCAs on payroll, one van.' } }),
    ).team;
    expect(team.size).toBe(17);
  });
});

describe('a broker of goods it neither makes nor keeps', () => {
  it('is a marketplace earning commission, not a shop holding stock', () => {
    const p = buildProfile(
      form({
        product: {
          whyWorthSolving: 'A bad batch leaves a brand with unsold stock for a whole season.',
          solution:
            'We connect Peruvian alpaca-wool mills with Nordic knitwear brands: samples, checks and paperwork.',
          evidence: '4 orders closed this year; mills pay us a 5% commission on each order.',
        },
      }),
    );
    expect(p.model).toBe('marketplace');
    expect(p.revenue).toBe('commission');
    expect(p.holdsStock).toBe(false);
  });
});

describe('from a third founder read', () => {
  const kinds = (answers: Parameters<typeof coerceFormState>[0]) =>
    buildProfile(form(answers)).done.map((d) => d.kind);

  it("does not take a channel's audience for the founder's users", () => {
    expect(
      kinds({
        execution: {
          goToMarket: 'Posts in Reddit groups for nurses (the biggest has 120,000 members).',
        },
      }),
    ).not.toContain('users');
    expect(
      kinds({ execution: { goToMarket: 'Our newsletter: we have 2,300 members.' } }),
    ).toContain('users');
  });

  it('reads staff turnover and deposits on credit as neither revenue nor pre-orders', () => {
    const p = kinds({
      market: {
        idealCustomer: 'A call centre of 400 agents with 9% monthly turnover.',
        payEvidence:
          '700 e-bikes sold; deposits and weekly payments bring in KES 3 million a month.',
      },
    });
    expect(p).not.toContain('pre-orders');
    const turnover = kinds({ market: { payEvidence: 'Clients have 12% staff turnover a year.' } });
    expect(turnover).not.toContain('revenue');
  });

  it('knows a founder working 60 hours a week is at capacity', () => {
    expect(
      buildProfile(form({ execution: { delivery: 'I work 60 hours a week in tax season.' } }))
        .atCapacity,
    ).toBe(true);
  });
});

describe('what the founder sells, by what they do', () => {
  it('reads a drone survey service as a service and a pump assembler as hardware', () => {
    const survey = buildProfile(
      form({
        product: {
          solution:
            'We fly a drone over bridges and deliver crack maps and condition reports to county engineers.',
        },
      }),
    );
    expect(survey.model).toBe('services');
    const pumps = buildProfile(
      form({
        product: {
          solution:
            'A hand-carried solar water pump that we assemble in Kampala from imported motors.',
        },
      }),
    );
    expect(pumps.model).toBe('hardware');
  });
});

describe('data, capacity and bread', () => {
  it('does not count the people in a training dataset as pilots or users', () => {
    const done = buildProfile(
      form({
        product: {
          differentiation:
            'Our model was trained on 2,300 patients from a published dataset, not only on our pilots.',
        },
      }),
    ).done;
    expect(done.filter((d) => d.count === 2300)).toEqual([]);
  });

  it('knows an oven at its limit, and that bread baked to order holds no stock', () => {
    const p = buildProfile(
      form({
        product: { solution: 'Sourdough loaves by weekly subscription, baked in my home oven.' },
        execution: { delivery: 'I bake 90 loaves on Fridays; I cannot bake any more in one oven.' },
      }),
    );
    expect(p.atCapacity).toBe(true);
    expect(p.holdsStock).toBe(false);
    for (const said of [
      'The kiln is at its limit: 60 mugs a week is the most I can make.',
      'Orders are steady and 30 people are waiting for a slot.',
      'We get more bookings than we can do, every week.',
    ])
      expect(buildProfile(form({ execution: { reasoning: said } })).atCapacity).toBe(true);
    // Busy on one day of the week is a peak to spread, not a business at its limit.
    const friday = 'Demand is there, on Fridays we get more bookings than we can do.';
    expect(buildProfile(form({ market: { reasoning: friday } })).atCapacity).toBe(false);
  });
});

describe('from a fifth founder read: what is sold, what was promised, who runs it', () => {
  it('reads what is sold from the words the solution opens on, over what the customer does', () => {
    const model = (solution: string) => buildProfile(form({ product: { solution } })).model;
    expect(
      model(
        'Spaakwerk, a web app for bike shops that links workshop jobs to parts stock and texts the customer when the repair is done.',
      ),
    ).toBe('software');
    expect(
      model(
        'ThermaStep, a handheld thermal scanner a podiatry nurse uses in 90 seconds; software compares both feet.',
      ),
    ).toBe('hardware');
    expect(
      model(
        'I film the whole day alone with 2 cameras and a drone and deliver a 5-minute highlight film.',
      ),
    ).toBe('services');
  });

  it('takes letters of intent for a promise, not paying customers or revenue', () => {
    const p = buildProfile(
      form({
        product: {
          evidence: 'A 120-patient study at 2 clinics in Ohio found 17 of 19 ulcers early.',
        },
        market: {
          discoveryEvaluation:
            'We spoke to 42 podiatrists; 3 hospital podiatry clinics signed letters of intent to buy at launch.',
          payEvidence:
            'No sales: we cannot sell before clearance. 3 letters of intent at a $6,900 device price plus $79 per month per clinic.',
        },
      }),
    );
    expect(p.done.map((d) => d.kind)).not.toContain('paying-customers');
    expect(p.done.map((d) => d.kind)).not.toContain('revenue');
    // The study is the product in use ahead of its sale: pilots, not discovery.
    expect(p.stage).toBe('pilots');
    expect(p.cannotSellYet).toBe(true);
    expect(
      buildProfile(form({ market: { payEvidence: '3 clinics pay $79 a month.' } })).cannotSellYet,
    ).toBe(false);
  });

  it('reads takings a month as a total, not a monthly price, and a lesson as no price', () => {
    const p = buildProfile(
      form({
        product: {
          evidence: 'We sell 160-210 portions on a market day.',
        },
        market: { payEvidence: 'About €9,800 a month in sales; margin after food is about 58%.' },
        reflection: { surprises: 'We make more per hour at the company lunches.' },
      }),
    );
    // Portions bought again and again are neither a subscription nor paid by the hour.
    expect(p.revenue).toBe('unknown');
  });

  it('counts two who run it from the solution, and no pilots in seats sold by the licence', () => {
    const p = buildProfile(
      form({
        product: {
          solution: 'Bab Sharqi, a food truck run by me (Khaled) and my wife Rana.',
          evidence:
            '3 employers pay us: Northgate Logistics (600 seats, pilot), a food distributor (450 seats).',
        },
      }),
    );
    expect(p.team.size).toBe(2);
    expect(p.done).not.toContainEqual(expect.objectContaining({ kind: 'pilots', count: 600 }));
  });
});

describe('discounts asked for, and who uses what HR buys', () => {
  it('hears buyers asking for discounts, not a founder saying nobody does', () => {
    const pressure = (discoveryEvaluation: string) =>
      buildProfile(form({ market: { discoveryEvaluation } })).pricePressure;
    expect(pressure('Every demo ends with the owner asking for a discount.')).toBe(true);
    expect(pressure('14 of 40 shops pay less than list: 9 at 20% off.')).toBe(true);
    expect(pressure('No couple ever asked for a discount.')).toBe(false);
    // Cancellers who name price in an exit survey push back on it too.
    expect(pressure('Exit survey of 310 cancellers: 44% too many kits piling up, 21% price.')).toBe(
      true,
    );
  });

  it('tells the workers who use an app from the HR director who buys it', () => {
    const p = buildProfile(
      form({
        product: { solution: 'RestShift, a phone app for shift workers; HR buys seats per site.' },
        market: { idealCustomer: 'An HR director at a logistics firm with night shifts.' },
      }),
    );
    expect(p.usersNotBuyers).toBe(true);
    const plan = buildProfile(
      form({
        product: {
          solution:
            'A mobile app that builds each worker a sleep plan around their rota. The employer pays per enrolled worker.',
        },
        market: { idealCustomer: 'The VP of nursing at a hospital with 400+ night staff.' },
      }),
    );
    expect(plan.usersNotBuyers).toBe(true);
  });
});

describe('customers who left', () => {
  it('are worth asking only when they left for reasons, not when none did or they closed', () => {
    const leavers = (payEvidence: string) =>
      buildProfile(form({ market: { payEvidence } })).leavers;
    expect(leavers('Monthly churn is 4%; 6 clients cancelled after the price rise.')).toBe(true);
    expect(leavers('Only 2 cancelled last year, both because they closed.')).toBe(false);
    expect(leavers('Nobody has cancelled in 18 months.')).toBe(false);
    expect(leavers('3 employers pay us £2.50 per seat.')).toBe(false);
  });
});

describe('from a sixth read: apps on a platform, grants, units given, objections reported', () => {
  it('reads an app sold on a commerce platform as software, whatever stock it speaks of', () => {
    const p = buildProfile(
      form({
        product: {
          solution:
            'RestockRadar, a Shopify app: back-in-stock alerts by email and a preorder button on sold-out items. $19 a month per store.',
        },
      }),
    );
    expect(p.model).toBe('software');
    expect(p.revenue).toBe('subscription');
  });

  it('keeps a company with a grant paid by its customers, and units given away as pilots', () => {
    const p = buildProfile(
      form({
        product: {
          solution: 'A solar cold room that cooperatives lease to own: KES 95,000 a month.',
          evidence:
            '4 units are installed: 2 demo units we put at cooperatives for free with our first grant, and 2 on lease-to-own contracts.',
        },
        market: {
          payEvidence: 'No instalment paid yet. The first payment is due on 15 May.',
          discoveryEvaluation:
            'The boards that did not sign said KES 95,000 a month is too much before a season of results.',
        },
        execution: { resourcesPartners: 'A $60,000 grant from an accelerator paid for 2 units.' },
      }),
    );
    expect(p.revenue).not.toBe('donations');
    expect(p.done.map((d) => d.kind)).not.toContain('sales');
    expect(p.done.map((d) => d.kind)).not.toContain('paying-customers');
    expect(p.stage).toBe('pilots');
    expect(p.pricePressure).toBe(true);
  });
});
