// The twenty-eighth read (read 45, ADR 017): five founders a reviewer wrote who had never seen
// the coach (a customs clearing agency in Karachi, a children's Arabic book box in Riyadh, egg
// incubators sold through agro-dealers in Kampala, water testing for municipalities in Nepal, a
// shoe-sole factory in Bucaramanga). Each case is a defect the read named, checked on its founder
// and, where the reading is general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ45_FOUNDERS } from './fixtures/read45';
import { coachReviewFounder } from './fixtures/review';

const read45 = (prefix: string) => coachReviewFounder(READ45_FOUNDERS, prefix);

describe('read 45: what the business is', () => {
  it('reads a factory on its own injection machines as goods sold to businesses', () => {
    const soles = read45('suelas');
    expect(soles.profile.model).toBe('goods');
    expect(soles.profile.audience).toBe('business');
    expect(soles.sessions[2].teach).not.toMatch(/a service business/);
    // Its inherited plant is its own, not a partner who could end early.
    expect(soles.all).not.toMatch(
      /"Planta propia in Girón" ending early|resting on "Planta propia/,
    );
  });

  it('reads dealers who keep 15% as a cost of selling, not a cut the founder earns', () => {
    const hatch = read45('kukuhatch');
    expect(hatch.profile.revenue).toBe('one-off');
    expect(hatch.all).not.toMatch(/earning a cut of each transaction/);
    // Incubators for poultry farmers: no trial plots or yield per hectare.
    expect(hatch.all).not.toMatch(/trial plots|per hectare/);
    expect(hatch.sessions[2].teach).toMatch(/poultry farmers buy on what survives and grows/);
  });

  it('reads mothers of children "in international schools" as the buyers, not the schools', () => {
    const box = read45('hikayati');
    expect(box.profile.audience).toBe('consumer');
    expect(box.profile.parentsPay).toBe(true);
    expect(box.all).not.toMatch(/teacher onboarding|annual licences|paid seats/);
    expect(
      buildProfile(
        coerceFormState({
          market: {
            target: 'Private schools in Lagos with 300+ pupils.',
            idealCustomer: 'A school owner who runs 2 campuses.',
          },
        }),
      ).audience,
    ).toBe('business');
  });
});

describe("read 45: a year's goal", () => {
  it('paces "Sell 900 units in 2025" over a year, not a month', () => {
    expect(read45('kukuhatch').sessions[3].recommendActions.join('\n')).toMatch(
      /"Sell 900 units in 2025" means about 18 a week for 52 weeks/,
    );
  });
});

describe('read 45: a public buyer signs once a budget year', () => {
  it('counts municipalities by the quarter and the budget year, not the week and day 90', () => {
    const water = read45('jaljaanch');
    expect(water.profile.audience).toBe('public');
    expect(water.all).toMatch(/New paying rural municipalities per quarter/);
    expect(water.all).toMatch(/who renew at their next budget year/);
    expect(water.all).not.toMatch(
      /per week, and which step|still with you at day 90|small budget each/,
    );
  });
});

describe('read 45: what the founder counts and owns', () => {
  it('reads "we call 30 buyers every month" as calls, not 30 buyers', () => {
    const hatch = read45('kukuhatch');
    expect(hatch.profile.done.find((d) => d.phrase === '30 buyers')?.kind).toBe('survey');
    expect(hatch.all).not.toMatch(/your 30 buyers/);
  });

  it('reads the savings a firm began on as no balance to spend down', () => {
    expect(read45('kukuhatch').all).not.toMatch(
      /"Started with my savings[^"]*" spent before|spend beside "Started with my savings/,
    );
  });

  it('keeps a name written with an inner capital or a joining word as a name', () => {
    expect(read45('kukuhatch').all).not.toMatch(/kukuHatch/);
    expect(read45('suelas').all).not.toMatch(/your suelas del Oriente/);
  });
});

describe('read 45: an inflated rating is argued once', () => {
  it('sets the loop to collect the missing proof without arguing the rating again', () => {
    const box = read45('hikayati');
    expect(box.sessions[2].recommendActions.join('\n')).toMatch(
      /5\/5 for Product .* not yet backed by/,
    );
    for (const s of [5, 7] as const) {
      const actions = box.sessions[s].recommendActions.join('\n');
      expect(actions).not.toMatch(/is rated \d\/5, yet your answers show/);
      expect(actions).toMatch(
        /^Make each turn of the [\w-]+ Loop collect what (Product|Market) lacks: /m,
      );
    }
  });
});

describe('read 45, second pass: the trade the founder is in', () => {
  it('writes a name joined by "&" as a name, not a quoted cut of the solution', () => {
    const rahbar = read45('rahbar');
    expect(rahbar.all).toMatch(/one step in delivering Rahbar Clearing & Forwarding sets its pace/);
    // The solution is quoted only where a lesson says what it is; never as the name.
    expect(rahbar.all).not.toMatch(/(?<!your solution as )"Rahbar Clearing & Forwarding: customs/);
    expect(rahbar.sessions[2].teach).toMatch(
      /your solution as "Rahbar Clearing & Forwarding: customs/,
    );
  });

  it("reads a workaround that is a business like the founder's own as its peers", () => {
    const rahbar = read45('rahbar');
    expect(rahbar.profile.workaround).toBe('peers');
    expect(rahbar.sessions[2].teach).not.toMatch(/That workaround is your competitor/);
    expect(rahbar.sessions[2].teach).toMatch(
      /"they use a clearing agent", businesses like yours\. So they compare you with them/,
    );
    const peers = (currentHandling: string, differentiation: string) =>
      buildProfile(
        coerceFormState({
          product: { currentHandling, differentiation, solution: 'We clean offices.' },
        }),
      ).workaround;
    expect(peers('big national firms (ISS, Mitie)', 'Unlike other firms we turn up.')).toBe(
      'peers',
    );
    expect(peers('other CKT stalls, food courts', '')).toBe('peers');
    // The riders' own habit is no rival business, and a spreadsheet is no peer.
    expect(peers('Riders keep working for the apps', 'We are riders ourselves.')).toBe('rival');
    expect(peers('a spreadsheet and phone calls', 'Unlike other firms we turn up.')).toBe('rival');
  });
});
