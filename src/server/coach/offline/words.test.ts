import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { sentences } from '../nlp';
import { capRepeats, founderWords, mark, nounPhraseOf, phraseOf, plural, unmark } from './words';
import { commonFirst } from './rewrite';
import { fragment } from './text';

describe("the founder's words as phrases", () => {
  it.each([
    ['A working owner with a dog', 'working owners'],
    // Each owns their own: 'owners of elderly cats', not 'owners of an elderly cat'.
    ['A retired owner of an elderly cat', 'retired owners of elderly cats'],
    ['A 28-year-old who tried bouldering with friends', '28-year-olds'],
    ['A couple in their 40s who just bought a flat', 'couples in their 40s'],
    ['A founder-CEO 6 months before a Series A', 'founder-CEOs'],
    ['A law or accounting office with 5 staff', 'law or accounting offices'],
    ['Someone who just moved to Lisbon', 'people who just moved to Lisbon'],
    ['A 30-year-old analyst who eats at her desk', 'people like 30-year-old analysts'],
    // Places of business are not people.
    ['A 4-lift garage in Nasr City', 'businesses like 4-lift garages in Nasr City'],
    // A quoted title cut in half keeps no dangling quote mark.
    [
      'Someone who played "A Monster\'s Expedition" and "Unpacking" and finished both.',
      "people who played A Monster's Expedition",
    ],
    // One per organisation: across organisations they are plural without the 'only'.
    ['The only bookkeeper at a 12-person dental practice', 'bookkeepers'],
    ['The sole nurse in a rural clinic', 'nurses in a rural clinic'],
    ['Owner-bakers of 1-2 shop bakeries with 3-10 staff', 'owner-bakers of 1-2 shop bakeries'],
    ['A sponsor selling software to start-ups', 'sponsors selling software to start-ups'],
    [
      'Founders and start-up employees in Argentina, Mexico, Colombia and Chile',
      'founders and start-up employees in Argentina, Mexico, Colombia and Chile',
    ],
    [
      'Specialty roasters in Germany, Scandinavia and Japan buying 5-60 tonnes',
      'specialty roasters in Germany, Scandinavia and Japan',
    ],
    // A common adjective opening the phrase is lower-cased inside a sentence; a nationality is not.
    ['Public secondary schools in Antioquia', 'public secondary schools in Antioquia'],
    [
      'Brazilian adults aged 22-40 applying for jobs',
      'Brazilian adults aged 22-40 applying for jobs',
    ],
  ])('customers "%s" read as "%s"', (answer, expected) => {
    expect(plural(nounPhraseOf(answer))).toBe(expected);
  });

  it.each([
    [
      'Private hospital group in Riyadh or Jeddah with 300+ beds',
      'private hospital groups in Riyadh or Jeddah',
    ],
    ['Family owned GC, 2nd gen CEO, 3-6 estimators', 'family owned GCs'],
    ['Café with 40-80 covers doing brunch on weekends', 'cafés with 40-80 covers doing brunch'],
    ['Woman ~40, married into a Spanish-speaking family', 'women aged ~40'],
    ['Padel player 40-55 with a shoulder injury', 'Padel players aged 40-55'],
    ['Small business owner', 'small business owners'],
    ['Hotel Negresco and similar', 'Hotel Negresco and similar'],
  ])('makes one customer written without an article, "%s", many: "%s"', (answer, expected) => {
    expect(plural(nounPhraseOf(answer))).toBe(expected);
  });

  it('reads a plural the founder wrote with a capital in the middle of a sentence', () => {
    // A count opening the phrase is one household's ('five two working parents' would follow).
    expect(plural('Two working parents in Lyon')).toBe('working parents in Lyon');
    expect(plural('Many independent cafes')).toBe('many independent cafes');
    expect(plural('London accountants')).toBe('London accountants');
  });

  it('makes the verb agree with the plural', () => {
    expect(plural('an HR lead who runs payroll alone')).toBe('HR leads who run payroll alone');
    expect(plural('a parent who has two children')).toBe('parents who have two children');
  });

  it('keeps figures and dotted names whole, and marks a cut', () => {
    expect(phraseOf('Built on Next.js for 1.8M reps in the U.S. alone.', 12)).toBe(
      'Built on Next.js for 1.8M reps in the U.S. alone',
    );
    expect(
      phraseOf('one two three four five six seven eight nine ten eleven twelve thirteen', 5),
    ).toBe('one two three four five...');
  });

  it('cuts a long customer phrase before a preposition or participle, never mid-clause', () => {
    expect(nounPhraseOf('Cat and dog owners within a 20-minute drive of north Denver')).toBe(
      'Cat and dog owners',
    );
    expect(
      nounPhraseOf('Public-sector workers aged 23-32 starting their first job in Madrid'),
    ).toBe('public-sector workers aged 23-32');
    expect(nounPhraseOf('A 25-year-old nurse from Galicia starting at La Paz hospital')).toBe(
      'A 25-year-old nurse from Galicia',
    );
    // A phrase within the limit stays whole.
    expect(nounPhraseOf('Dog owners near north Denver')).toBe('Dog owners near north Denver');
  });

  it("keeps a capital 'A' that ends a name, and still drops a trailing article", () => {
    expect(nounPhraseOf('CA$6M Series A closed in March, with two distributors')).toBe(
      'CA$6M Series A closed in March',
    );
    expect(phraseOf('We closed a CA$6M Series A round in March with a lead investor', 6)).toBe(
      'we closed a CA$6M Series A...',
    );
    expect(phraseOf('We sell to the owners of a shop in town every week', 6)).toBe(
      'we sell to the owners...',
    );
  });

  it('has no phrase for an answer that says there is nothing yet', () => {
    for (const answer of ['None', 'Unknown.', 'Not sure yet', 'n/a', '-', '  ']) {
      expect(phraseOf(answer)).toBeNull();
      expect(nounPhraseOf(answer)).toBeNull();
    }
  });
});

describe('a quote cut to length', () => {
  it('ends at a clause, or on a word of substance, never on "of the"', () => {
    const long =
      'Parents of toddlers in Lyon wait three weeks for a nursery visit, and most give up before the end of the list of the city.';
    const cut = fragment(long, 80);
    expect(cut).toBe('Parents of toddlers in Lyon wait three weeks for a nursery visit...');
    const noClause =
      'Independent pharmacists in rural Portugal who fill prescriptions by hand for the elderly patients of the villages around them';
    expect(fragment(noClause, 80)).not.toMatch(/\b(of|the|for|in|around)\.\.\.$/);
  });
});

describe('a noun phrase with a number in it', () => {
  it('does not stop at the comma of a thousand', () => {
    expect(nounPhraseOf('About 4,000 community pharmacies, mostly family-owned')).not.toMatch(/4$/);
  });
});

describe('a participle ends the customer noun', () => {
  it('pluralises the noun before it, never the participle', () => {
    expect(
      plural(
        nounPhraseOf(
          'A French-Portuguese couple marrying at a Douro quinta, booking 10-14 months ahead.',
        ),
      ),
    ).toBe('French-Portuguese couples');
    expect(plural('a couple marrying')).toBe('couples marrying');
    expect(plural('A parent juggling two jobs')).toBe('parents juggling two jobs');
    expect(plural('A clothing brand doing $15,000-$60,000 a month')).toBe(
      'clothing brands doing $15,000-$60,000 a month',
    );
    // A noun in -ing before its head is not a participle.
    expect(plural('A small catering business in Leeds')).toBe('small catering businesses in Leeds');
  });
});

describe("the short names of the founder's things", () => {
  const short = (input: Parameters<typeof coerceFormState>[0]) => {
    const f = coerceFormState(input);
    return founderWords(f, buildProfile(f)).short;
  };

  it('keeps a name of capitalised words set off by an appositive, as written', () => {
    const offer = short({
      product: { solution: 'Bab Sharqi, a food truck run by me and my wife, at market days.' },
    }).offer;
    expect(unmark(offer ?? '')).toBe('Bab Sharqi');
  });

  it('never ends a name inside the aside that follows it', () => {
    const partners = short({
      execution: {
        resourcesPartners: 'A rented kitchen (€480 a month), a tax accountant for €120 a month.',
      },
    }).partners;
    expect(unmark(partners ?? '')).not.toMatch(/[([]/);
  });
});

describe('a list of kinds keeps the noun it qualifies', () => {
  it('reads "English, German, Dutch and American expats", not the adjectives alone', () => {
    expect(
      nounPhraseOf(
        'English, German, Dutch and American expats aged 28-65 living in Valencia city.',
      ),
    ).toBe('English, German, Dutch and American expats');
    expect(
      nounPhraseOf('Roasters in Germany, Scandinavia and Japan, buying 2 tonnes a year.'),
    ).toBe('Roasters in Germany, Scandinavia and Japan');
  });
});

describe('a quote shortened after its first uses', () => {
  const quoted = (value: string) => `"${mark(value, 'task')}"`;
  const third = (value: string) =>
    unmark(capRepeats([quoted(value), quoted(value), quoted(value)])[2] ?? '');

  it.each([
    ["Raise enrollment at St. Mary's from 9% to 25%", `"Raise enrollment at St. Mary's..."`],
    ['About 15 million U.S. workers do shifts each night', `"About 15 million U.S. workers..."`],
    [
      'Spark Crate ships a box (e.g. a motorised paper bridge) monthly',
      `"Spark Crate ships a box..."`,
    ],
    [
      'Renew with Inmobiliaria Regia S.A. de C.V. before March',
      `"Renew with Inmobiliaria Regia..."`,
    ],
    [
      'Marc handles growth with 3 part-time packers on Fridays',
      `"Marc handles growth with 3 part-time..."`,
    ],
  ])('never ends inside a name, a bracket or a figure: %s', (value, expected) => {
    expect(third(value)).toBe(expected);
  });

  it('quotes a phrase whole when the cut would keep every word', () => {
    expect(third("Raise enrollment at the St. Mary's")).toBe(
      `"Raise enrollment at the St. Mary's"`,
    );
    expect(third('Peak floor count vs. limit per hour')).toBe('"Peak floor count vs. limit..."');
  });
});

describe('the first clause of an answer', () => {
  it('keeps what follows a short heading and its colon', () => {
    expect(
      phraseOf('Secure next year: submit the ESF+ renewal, replace the head baker and collect.'),
    ).toBe('Secure next year: submit the ESF+ renewal');
    expect(phraseOf('Start the regulatory path: hire a QA/RA lead (by March).')).toBe(
      'Start the regulatory path: hire a QA/RA lead',
    );
    expect(
      phraseOf('Spark Crate: a monthly box with 2 experiments (e.g. a motorised paper bridge).'),
    ).toBe('Spark Crate: a monthly box with 2 experiments');
  });

  it('keeps both halves of a short contrast after a heading', () => {
    expect(phraseOf('Market: sales are easy, collections are hard.')).toBe(
      'Market: sales are easy, collections are hard',
    );
  });

  it("keeps the reason of a sentence short enough to quote whole ('because')", () => {
    expect(phraseOf('Clients come back because I answer the phone.')).toBe(
      'Clients come back because I answer the phone',
    );
    expect(
      phraseOf(
        'Clients come back every single month without fail because I answer the phone myself.',
      ),
    ).toBe('Clients come back every single month without fail');
  });

  it('never ends a cut phrase on an abbreviation or a bare figure', () => {
    const p = phraseOf('We sell to hospitals in the EU, the U.S. and 12 other countries by 2027.');
    expect(p).not.toMatch(/(U\.S\.|\b12)\.\.\.$/);
  });
});

describe('sentences', () => {
  it("does not end a sentence at an abbreviation followed by lower case ('vs.')", () => {
    expect(sentences('Peak floor count vs. limit, each hour. We post it daily.')).toEqual([
      'Peak floor count vs. limit, each hour.',
      'We post it daily.',
    ]);
  });
});

describe('a fragment cut to length', () => {
  it('never ends on a figure whose noun was cut off', () => {
    const f = fragment(
      'Runway: €1.1M seed (Bpifrance and an EIC grant); 16 months of runway at the current burn of €68k.',
      60,
    );
    expect(f).not.toMatch(/\b\d+\.\.\.$/);
    expect(f.endsWith('...')).toBe(true);
  });
});

describe('the first word of a phrase set inside a rewritten sentence', () => {
  it('keeps a currency prefix and a name of two capitals as written', () => {
    expect(commonFirst('A$1.46M revenue last year', 'A$1.46M revenue last year.')).toBe(
      'A$1.46M revenue last year',
    );
    expect(commonFirst('Crux Wall Parramatta opens in May', 'Crux Wall Parramatta opens.')).toBe(
      'Crux Wall Parramatta opens in May',
    );
    expect(commonFirst('A gym for climbers', 'A gym for climbers.')).toBe('a gym for climbers');
  });
});

describe('an answer that says there is nothing', () => {
  it.each([
    'No loyalty offer; tenants leave when they move.',
    'No sales.',
    'I do not know the catering market size yet.',
    "We don't know how big it is.",
  ])('is no phrase to build on: %s', (text) => {
    expect(phraseOf(text)).toBeNull();
  });

  it('still reads an answer that opens on a word beginning with no', () => {
    expect(phraseOf('No-show fees keep members coming to every class.')).not.toBeNull();
    expect(phraseOf('Nobody leaves before month 6 because the coach calls them.')).not.toBeNull();
  });
});

describe('a solution that opens on who the founder is', () => {
  it("quotes the role, not 'I am a', and calls it 'your service' after that", () => {
    const form = coerceFormState({
      product: {
        solution:
          'I am a sworn court translator for German and Spanish. I translate and certify contracts in 2 days.',
      },
      execution: { delivery: 'I work alone from home, 4 days a week, for law firms.' },
    });
    const w = founderWords(form, buildProfile(form));
    expect(unmark(w.offer ?? '')).toBe('a sworn court translator for German and Spanish');
    expect(unmark(w.short.offer ?? '')).toMatch(/^your (service|work)$/);
  });
});

describe('a customer named by a role', () => {
  it("keeps what the role is of: 'heads of emergency medicine', not 'heads'", () => {
    const form = coerceFormState({
      market: {
        idealCustomer: 'The head of emergency medicine at a 600-bed teaching hospital.',
      },
    });
    const w = founderWords(form, buildProfile(form));
    expect(unmark(w.short.whoAll ?? '')).toBe('heads of emergency medicine');
  });
});

describe('read 14: answers the coach misread', () => {
  it('reads an accented name as a name, not as N/A', () => {
    for (const name of [
      'Naïo Ted is a straddle robot.',
      'Nação app for drivers.',
      'Ñandú runs it.',
    ])
      expect(phraseOf(name)).not.toBeNull();
    expect(phraseOf('N/A')).toBeNull();
    expect(phraseOf('n/a.')).toBeNull();
  });

  it('never names the customer by the label of a part of the answer', () => {
    expect(nounPhraseOf('Funder side: trusts and councils; learner side: care leavers.')).toBe(
      'trusts and councils',
    );
    expect(nounPhraseOf('Franchisee: owner-operator with $1M liquid capital.')).toBe('franchisee');
    expect(nounPhraseOf('Small bakeries: 2-5 shops, owner-run.')).toBe('small bakeries');
    expect(nounPhraseOf('Head of marketing at 50-500 person freight forwarders in Asia.')).toBe(
      'Head of marketing',
    );
  });

  it('keeps a decimal comma and never quotes a heading with one word after it', () => {
    expect(phraseOf('Referral: driver who bring other driver get 0,5% less interest')).toBe(
      'Referral: driver who bring other driver get 0,5%...',
    );
    expect(phraseOf('3 staff: me (manager, mechanic), Aileen (trainer)')).toBe('3 staff');
  });
});

describe('a one-word customer a label left behind', () => {
  it('is made plural', () => {
    expect(plural('franchisee')).toBe('franchisees');
    expect(plural('family')).toBe('families');
    expect(plural('church')).toBe('churches');
    expect(plural('staff')).toBe('staff');
    expect(plural('software')).toBe('software');
    expect(plural('bakeries')).toBe('bakeries');
  });
});
