import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ23_FOUNDERS } from './fixtures/read23';
import { coachReviewFounder } from './fixtures/review';
import { ownSpend } from './words';

// What the twenty-third read found wrong (ADR 017): each case fails on the coach as it was before
// its fix.

const read23 = (prefix: string) => coachReviewFounder(READ23_FOUNDERS, prefix);

/** A founder written for one case: only the answers the case is about. */
const single = (name: string, input: unknown) =>
  coachReviewFounder(
    [
      {
        name,
        labels: { product: 'honest', market: 'honest', execution: 'honest' },
        form: coerceFormState(input),
      },
    ],
    name,
  );

describe('the pre-read of the oak-table workshop', () => {
  const oak = {
    product: {
      solution:
        'Tables and benches made to order in our workshop near Uppsala: the client pays a 40% deposit, and we build and deliver in 8-10 weeks.',
      evidence:
        '31 tables delivered last year at an average of SEK 38,000; 9 of those orders came from friends of earlier clients.',
      rating: 4,
    },
    market: {
      discoveryEvaluation: 'We ask every client how they found us: 30% referrals.',
      rating: 3,
    },
    execution: {
      delivery: 'Two cabinetmakers in a rented workshop; every piece is built after the deposit.',
      goToMarket: 'Instagram posts of each finished table, 2 design fairs a year, referrals.',
      rating: 3,
    },
    reflection: { hardestPillar: 'Execution: we are the bottleneck.' },
  };

  it('reads "9 of those orders" as part of the 31 tables, not as 9 customers', () => {
    const done = buildProfile(coerceFormState(oak), 'Manufacturing').done;
    expect(done).toContainEqual(expect.objectContaining({ kind: 'sales', count: 31 }));
    expect(done.some((d) => d.count === 9)).toBe(false);
    expect(single('oak', oak).all).not.toMatch(/\byour 9 customers\b/i);
  });

  it('hears "we are the bottleneck" as a workshop at capacity: no referral drive beside it', () => {
    const coached = single('oak', oak);
    expect(coached.profile.atCapacity).toBe(true);
    expect(coached.sessions[7].recommendActions.join('\n')).not.toMatch(/referral/i);
    expect(coached.sessions[7].microTasks.join('\n')).not.toMatch(/referral ask/i);
  });
});

describe('channels by the founder’s own names', () => {
  const channels = (goToMarket: string) =>
    buildProfile(coerceFormState({ execution: { goToMarket } })).channels;

  it('names Instagram, design fairs and word of mouth as written', () => {
    const names = channels(
      'Instagram posts of each finished table, 2 design fairs a year, word of mouth.',
    ).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Instagram', 'design fairs', 'word of mouth']));
  });

  it('reads no event channel in "sounds fair" or "a temperature event"', () => {
    expect(channels('The price sounds fair to buyers.').some((c) => c.kind === 'events')).toBe(
      false,
    );
    expect(
      channels('An alert goes out on every temperature event.').some((c) => c.kind === 'events'),
    ).toBe(false);
  });

  it('counts new customers by those channels in the weekly note', () => {
    const coached = single('channels', {
      execution: { goToMarket: 'Instagram, design fairs and referrals from past clients.' },
      actionPlan: { priority: 'Win 6 new orders from outside our own network' },
    });
    expect(coached.sessions[7].recommendActions.join('\n')).toMatch(
      /which of (Instagram|referrals|design fairs)/,
    );
  });
});

describe('read 23: the budget answer that gives the founder’s own spend', () => {
  it('reads the founder’s spend on selling as no buyer budget', () => {
    for (const own of [
      'Google Ads 4k zł/month, uni fairs',
      'Basically $0, all IG organic. Some $ for conventions.',
      'S$1,500/month - chef tastings + samples, instagram',
      '€25k/month marketing+sales: 1 AE, trade fairs, LinkedIn ads',
      'basically zero, we spend €60/month on ads tests sometimes.',
    ])
      expect(ownSpend(own), own).toBe(true);
    for (const theirs of [
      'Restaurants spend ~N2m-8m/month on supplies each',
      'Clinics spend €2k/month on marketing',
      'Our GCs spend $20-60k/yr on software besides Procore.',
      'Parents pay out of pocket, about $40 a week',
      'Lab budgets are fixed yearly',
    ])
      expect(ownSpend(theirs), theirs).toBe(false);
  });

  it('never tests or judges a price against the founder’s ad spend', () => {
    for (const name of ['driving-school', 'vertical-farm', 'tattoo', 'carbon', 'pt-podcast']) {
      const all = read23(name).all;
      expect(all, name).not.toMatch(
        /price (is judged )?against "[^"]*(ads|organic|instagram|marketing)/i,
      );
    }
  });
});
