// The twenty-seventh read (read 43, ADR 017): a reviewer re-read five founders of reads 38 and 40
// (funeral-home software, an electric outboard, an olive-oil estate, a solo chimney repairer and
// a riders' co-op) after the fixes of read 41. Each case is a defect the read named, checked on
// its founder and, where the reading is general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { READ19_FOUNDERS } from './fixtures/read19';
import { READ25_FOUNDERS } from './fixtures/read25';
import { READ38_FOUNDERS } from './fixtures/read38';
import { READ40_FOUNDERS } from './fixtures/read40';
import { coachReviewFounder } from './fixtures/review';

const read40 = (prefix: string) => coachReviewFounder(READ40_FOUNDERS, prefix);
const read38 = (prefix: string) => coachReviewFounder(READ38_FOUNDERS, prefix);

describe("read 43: the founder's own numbers, worked out", () => {
  it('works out a low season against its monthly target when no cash is given', () => {
    const gym = read40('sit-nok').sessions[4].recommendActions.join('\n');
    // 'Rainy season (Jun-Sep) revenue drops 50-60%', 'Revenue 2024 ฿7.8 million', 'Jun-Sep
    // revenue at least ฿550k/month', '฿1,900/month' and '1 month ฿11,000'.
    expect(gym).toMatch(
      /From June to September revenue falls 50-60%: ฿7\.8 million a year is about ฿796k in a normal month and about ฿358k in a low one\. Your ฿550k a month is about ฿192k above a low month\. At ฿1,900 a month that is about 101 more people paying; at ฿11,000, about 18\./,
    );
    // The 13-week table from the year's average says otherwise beside it.
    expect(gym).not.toMatch(/13 weeks of cash/);
  });
});

describe('read 43: a modest rating is argued once', () => {
  it('takes only the aim of a modest rating into a loop, not the rating again', () => {
    // Commiato's Market, rated 2/5 with 38 agencies paying: argued in session 3, shown in the
    // loop's lesson, and not taken again as an item of sessions 5 and 7.
    const commiato = read40('commiato');
    for (const s of [5, 7] as const) {
      const r = commiato.sessions[s];
      expect(r.recommendActions.join('\n')).not.toMatch(/take Market at \d\/5, not 2\/5/);
    }
    expect(commiato.sessions[7].recommendActions.join('\n')).toMatch(
      /^Aim the Market-Execution Loop at /m,
    );
    expect(commiato.sessions[7].teach).toMatch(/Market \(rated 2\/5; your answers show \d\/5\)/);
  });
});

describe('read 43: an electric outboard is a boat at sea', () => {
  it('speaks of trips at sea and crews, not test vehicles and riders', () => {
    const gaal = read40('gaal').all;
    expect(gaal).not.toMatch(/\briders?\b|test vehicles/);
    expect(gaal).toMatch(/Log every trip at sea/);
  });
});

describe('read 43: a prototype run in the field', () => {
  it('reads trips at sea as a working version in use, and asks for money, not a look at it', () => {
    const gaal = read40('gaal');
    // 'Proto 2 running for 5 weeks with 2 packs: 23 sorties, 0 failures', nobody paid yet.
    expect(gaal.profile.evidence.product.supported).toBe(3);
    expect(gaal.profile.evidence.execution.verdict).toBe('fair');
    expect(gaal.profile.evidence.execution.supported).toBe(3);
    const s2 = gaal.sessions[2].recommendActions.join('\n');
    expect(s2).toMatch(/not yet backed by customers who use it regularly and pay for it/);
    expect(s2).toMatch(/for a deposit on their first order this month/);
    expect(gaal.all).not.toMatch(/watch them use it|without help|named the problem before you did/);
    // The honest 3/5 for Execution is used, not argued in its session and its loops.
    expect(gaal.sessions[4].teach).not.toMatch(/Your answers show 2\/5/);
    expect(gaal.sessions[6].teach).toMatch(/Execution \(3\/5, Progressing\)/);
    // What backs it is what happened, not a plan ('We need to hire a battery engineer').
    expect(gaal.sessions[4].teach).not.toMatch(/back it: "We need to hire/);
  });
});

describe("read 43: a loop frame the founder's words do not fit", () => {
  it('times no delivery steps and logs no past weeks before anything is delivered', () => {
    const ruta = read38('ruta');
    expect(ruta.sessions[6].recommendActions.join('\n')).not.toMatch(
      /redesign the slowest step|never notice|covered by "our own motos/,
    );
    expect(ruta.sessions[7].microTasks.join('\n')).toMatch(
      /Start "restaurants signed" this Friday: one number a week\./,
    );
    expect(ruta.all).not.toMatch(/Log the last 4 weeks of "restaurants signed"/);
  });

  it('charts a quarterly count by the month, and reads what the founder owns as theirs', () => {
    const estate = read40('zitouna');
    expect(estate.sessions[7].recommendActions.join('\n')).toMatch(
      /Chart "new shops per quarter, samples to orders" by month for a year/,
    );
    // 'Mill owned, bottling line on a BTS bank loan': the loan is still a term that can change.
    expect(estate.all).toMatch(/resting on "Mill owned/);
  });
});

describe("read 43: the founder's own words and trade", () => {
  it('leads with what the founder found sells it', () => {
    // 'The necrologio digitale sells it, not the pratiche': never said in six sessions.
    expect(read40('commiato').sessions[3].recommendActions.join('\n')).toMatch(
      /You found what sells: "[Tt]he necrologio digitale sells it, not the pratiche"\. Lead your next demos with it; count who signs\./,
    );
  });

  it('places an exporter where it makes its goods, not where its buyers are', () => {
    const estate = read40('zitouna');
    expect(estate.profile.place).toBe(' near Sfax');
    expect(estate.sessions[2].teach).not.toMatch(/in France, paid/);
  });

  it('asks a founder who works alone and will not hire for no hand-over or CAC sheet', () => {
    const sweep = read38('pipe').all;
    expect(sweep).not.toMatch(/hand it to someone else|Calculate CAC/);
    expect(sweep).not.toMatch(/for five orders/);
  });
});

describe("read 43: the business's name", () => {
  it('writes the name the solution opens on as a name, not a quoted answer', () => {
    const sweep = read38('pipe').all;
    // 'Pipe og Peis Trøndelag: I fix avvik': the name joins its words with 'og'.
    expect(sweep).toMatch(/caps what Pipe og Peis Trøndelag can ask/);
    // (The lesson still quotes the solution as written: 'your solution as "Pipe og Peis...'.)
    expect(sweep.replace(/your solution as "[^"]*"/g, '')).not.toMatch(/"Pipe og Peis/);
    // 'Lockly (working name)' is Lockly.
    expect(coachReviewFounder(READ25_FOUNDERS, 'bike-room').all).toMatch(
      /caps what Lockly can charge/,
    );
    // 'Licensed recruitment agency' is no name: it stays the founder's quoted words.
    expect(coachReviewFounder(READ19_FOUNDERS, 'nurse-staffing').all).toMatch(
      /"Licensed recruitment agency/,
    );
  });
});

describe('read 43: fishermen are no public body', () => {
  it('reads pirogue owners as the buyers, not the local fishing council', () => {
    expect(read40('gaal').profile.audience).toBe('business');
  });
});
