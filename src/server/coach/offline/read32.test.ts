// The twentieth read (read 32, ADR 017): five founders a reviewer wrote, and a re-read of read 31.
// Each case is a defect the read named, checked on its founder and, where the reading is general,
// on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ31_FOUNDERS } from './fixtures/read31';
import { READ32_FOUNDERS } from './fixtures/read32';
import { coachReviewFounder } from './fixtures/review';
import { namedRiskActions, namedRisks, riskKind, riskStep } from './named-risks';
import { readPriority } from './priority-lines';
import { partnerKind } from './plays/execution';
import { unmark } from './words';

const read32 = (prefix: string) => coachReviewFounder(READ32_FOUNDERS, prefix);

describe('read 32: a 31-year hawker stall', () => {
  it('reads plates a day, monthly sales and "3 ppl" as a food business with revenue, not an idea', () => {
    const { profile, all } = read32('ah-heng');
    expect(profile.model).toBe('goods');
    expect(profile.audience).toBe('consumer');
    expect(profile.stage).toBe('revenue');
    expect(profile.team.size).toBe(3);
    expect(profile.done).toContainEqual(expect.objectContaining({ kind: 'sales', count: 380 }));
    expect(all).not.toMatch(/at the idea stage|future buyers|Design partners/);
    // 'GrabFood takes 30% commission' is a cost the stall would pay, not how it earns.
    expect(profile.revenue).not.toBe('commission');
  });

  it('reads "learn to fry good enough before father’s surgery" as a skill handed over, not a test', () => {
    expect(readPriority("learn to fry good enough before father's surgery")?.kind).toBe('train');
    expect(readPriority('learn whether offices will pay for lunch boxes')?.kind).toBe('test');
    expect(read32('ah-heng').all).toMatch(/show the work, then watch them do it/);
  });

  it('reads "~S$58-62k/mth sales" as revenue', () => {
    const p = buildProfile(
      coerceFormState({ product: { evidence: 'avg $5.40 so ~S$58-62k/mth sales' } }),
    );
    expect(p.done.map((d) => d.kind)).toContain('revenue');
  });
});

describe('read 32: each listed risk read for what it is', () => {
  const risks = (text: string) => namedRisks(coerceFormState({ execution: { risks: text } }));
  const steps = (text: string) => {
    const form = coerceFormState({ execution: { risks: text } });
    const p = buildProfile(form);
    return ([3, 4, 6] as const).flatMap((s) => namedRiskActions(s, form, p)).map(unmark);
  };

  it('numbers a list only by 1), 2), 3) in order, so "(art. 14)" stays inside its item', () => {
    expect(
      risks(
        '1. LGPD - dados de crianças (art. 14) need specific consent. 2. Carla goes on licença-maternidade in January',
      ),
    ).toEqual([{ kind: 'person', text: 'Carla goes on licença-maternidade in January' }]);
  });

  it('reads a levy as a rule that may change, a lost registration as one to keep, and a lessor as a supply to replace', () => {
    const lines = steps(
      'cash is tight. Kano state is talking about a levy on produce trucks leaving the state, still rumour. One incident could cost us our registration. Okafor can take back the trucks w 30 days notice',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/levy.*: work out what it changes for you in hours, money or demand/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/registration": list the three slips that could cost you it/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/Okafor can take back.*: line up a second one this week/),
    );
  });

  it('keeps a sentence that goes on about the risk before it as one risk, and names who it rests on', () => {
    expect(
      risks('diesel up. Ibrahim is everything on the road. if he is sick the trucks stop'),
    ).toEqual([
      { kind: 'person', text: 'Ibrahim is everything on the road. if he is sick the trucks stop' },
    ]);
    expect(
      steps('rain. Tomás got an offer from a Dutch studio - if he leaves we lose animation')[0],
    ).toMatch(/what only Tomás does/);
    // 'nobody else can fry like him, I tried' is about the father, not the founder.
    expect(steps('knee. nobody else can fry like him, I tried')[0]).toMatch(
      /write down how the work is done/,
    );
  });

  it('gives diesel gone up the price line, not a second source', () => {
    const p = buildProfile(coerceFormState({}));
    expect(riskStep({ kind: 'supply', text: 'diesel went from ₦700 to ₦1,200+/litre' }, p)).toMatch(
      /work the new cost into your price/,
    );
    expect(riskKind('Meta ads CAC went from $38 to $71')).toBeNull();
  });
});

describe('read 32: counted things and who pays', () => {
  it('calls traders who pay per crate traders, not the drivers the firm employs, and asks no truck on trial', () => {
    const { all } = read32('tomafresh');
    expect(all).not.toMatch(/Drivers pay for|next five drivers|each of the 1 reefer truck/);
    expect(all).toMatch(/traders/);
  });
});

describe('read 32: the founder’s own price, and what is held rather than relied on', () => {
  it('tests the price the founder plans ("raise still price to USD 850", "new price ₦3,400/crate"), not 15% more', () => {
    expect(read32('estudio-bruma').all).toMatch(/Test your own "raise still price to USD 850"/);
    const toma = read32('tomafresh').all;
    expect(toma).toMatch(/Test your own "new price ₦3,400\/crate"/);
    expect(toma).not.toMatch(/quote 15% higher/);
  });

  it('reads an office, a desk or an insurance cover as held, not a partner who could walk away', () => {
    for (const r of [
      'oficina en Chapinero',
      'PI insurance $2m cover ($9,800/yr)',
      'Porto Digital incubation (free desk)',
    ])
      expect(partnerKind(r)).toBe('owned');
  });
});

describe('read 32: the trade notes for what is sold', () => {
  it('gives a dyslexia app for "pais de crianças" no adult-learning notes, and an archviz studio no property notes', () => {
    expect(read32('lecomigo').all).not.toMatch(/adults pay for themselves/);
    expect(read32('estudio-bruma').all).not.toMatch(
      /Shadow 3 agents|under management on the platform/,
    );
  });
});

describe('read 32: words in the founder’s language', () => {
  it('keeps "Inhaber" plural as written, drops a "Biggest:" label from the risk, and names the asked once a line', () => {
    const { all } = read32('zahlfix');
    expect(all).not.toMatch(/inhabers/i);
    expect(all).toMatch(/named "we are not allowed to do Inkasso ourselves/);
    expect(all).not.toMatch(/the two places the \d+ [a-z ]+ name most/);
  });
});

describe('read 32: the next level for a founder whose customers pay', () => {
  it('does not tell 187 paying households to aim at a way of delivering "with paying customers"', () => {
    const { all } = coachReviewFounder(READ31_FOUNDERS, 'fibra');
    expect(all).toMatch(
      /(aim next at|the work toward 4\/5:) a repeatable way of delivering and selling that works without heroics\./,
    );
    expect(all).not.toMatch(/without heroics, with paying customers/);
  });
});

describe('read 32: the lines most founders got, in their own terms', () => {
  it('says what drifts in the way the loop brings work in: referrers, ad prices, the feed, a platform', () => {
    const line = (now: string) =>
      coachReviewFounder(
        [
          {
            name: 'x',
            labels: { product: 'honest', market: 'honest', execution: 'honest' },
            form: coerceFormState({ loops: { market_execution: { current: now } } }),
          },
        ],
        'x',
      ).all;
    expect(line('Referrals from two accountants')).toMatch(
      /one referrer moving on empties a month/,
    );
    expect(line('Meta ads + referral code')).toMatch(/ad prices move month to month/);
    expect(line('post on insta when a bike is done')).toMatch(
      /one change to the feed can halve it/,
    );
    expect(line('we turn away referrals')).not.toMatch(/Counting on "we turn away referrals"/);
  });

  it('gives a client who is most of the revenue its own first move', () => {
    expect(read32('estudio-bruma').all).toMatch(
      /You named "Grupo Llevant is 55% of revenue[^"]*": list the three clients who could take its place/,
    );
  });
});

describe('read 33: what is left of a grant', () => {
  it('counts months from "~R$38 mil left", not from the R$85 mil granted', () => {
    const { all } = read32('lecomigo');
    expect(all).toMatch(/Write this month's spend next to "~R\$38 mil left"/);
    expect(all).not.toMatch(/next to your R\$85 mil/);
  });
});

describe('read 33: a stall that sells over the counter', () => {
  it('gets no sales playbook, CAC per channel or calls to recent customers', () => {
    const { profile, all } = read32('ah-heng');
    expect(profile.sellsAccess).toBe(true);
    expect(all).not.toMatch(
      /sales playbook|CAC per channel|Call 3 recent customers|planned scope delivered/,
    );
  });
});

it('takes "regulars just come" as nothing done to keep customers, not a programme they received', () => {
  expect(read32('ah-heng').all).not.toMatch(/"regulars just come" did for them|regulars just come/);
});

describe('read 33: Goldratt for a team, not a head count', () => {
  it('names no head count as the steps, gives a solo founder no second capacity line, and counts no contacts at capacity', () => {
    const bogota = coachReviewFounder(READ31_FOUNDERS, 'nomina').all;
    expect(bogota).not.toMatch(/Goldratt's rule: in "9 personas"/);
    const seismic = coachReviewFounder(READ31_FOUNDERS, 'seismic').all;
    expect(seismic).not.toMatch(/Goldratt's rule|contacted per week/);
  });
});

it('asks who did not go on to an upsell named as the way clients are kept', () => {
  expect(coachReviewFounder(READ31_FOUNDERS, 'seismic').all).toMatch(
    /who did not go on to "the strengthening design" what stopped them/,
  );
});

it('reads a haulier paid per crate as a service, with no stock or batch lines', () => {
  const { profile, all } = read32('tomafresh');
  expect(profile.model).toBe('services');
  expect(all).not.toMatch(/Days of stock|each batch|by batch/);
});
