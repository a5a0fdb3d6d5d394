import type { FormState } from '@shared/contracts/assessment-form';
import type { Industry } from '@shared/domain';
import { readField } from './fields';
import { clean, fragment, withoutOwnStatus } from './text';
import { placeOf } from '../profile';
import { saysNothing } from './words';

interface RefSpec {
  paths: readonly string[];
  nouns: readonly string[];
  fallback: string;
}

const REFS = {
  customer: {
    paths: ['market.idealCustomer', 'market.target'],
    nouns: ['your ideal customers', 'your target customers'],
    fallback: 'the customers you want to serve first',
  },
  problem: {
    paths: ['product.problem'],
    nouns: ['the problem'],
    fallback: 'the problem you set out to solve',
  },
  solution: { paths: ['product.solution'], nouns: ['your solution'], fallback: 'your solution' },
  workaround: {
    paths: ['product.currentHandling'],
    nouns: ['their current workaround'],
    fallback: 'whatever they use today',
  },
  channel: {
    paths: ['execution.goToMarket', 'execution.salesMarketing'],
    nouns: ['your go-to-market plan', 'your sales approach'],
    fallback: 'your most promising channel',
  },
  delivery: {
    paths: ['execution.delivery'],
    nouns: ['your delivery plan'],
    fallback: 'the way you deliver today',
  },
  priority: {
    paths: ['actionPlan.priority'],
    nouns: ['your 30-day priority'],
    fallback: 'the one priority you set for this month',
  },
  measures: {
    paths: ['actionPlan.successMeasures'],
    nouns: ['your success measures'],
    fallback: 'a success measure with a number and a date',
  },
} as const satisfies Record<string, RefSpec>;

export type RefName = keyof typeof REFS;

/**
 * Weaves the user's own words into library text. The first time a card mentions, say, the
 * customer it reads "your ideal customers ("Owner-operators of ...")"; later mentions in the same
 * card use the short noun, so a card quotes without repeating itself. Fields left blank fall back
 * to a neutral phrase. `used` records which answers were drawn on.
 */
export class Weave {
  readonly used = new Set<string>();
  /** Refs and paths already quoted in the current card. */
  private readonly mentioned = new Set<string>();
  /** Paths quoted in an earlier card of this session. */
  private readonly quotedBefore = new Set<string>();
  /**
   * Short names of the founder's own for answers ('Bangkapp' for "Bangkapp (web app, no
   * download, works on slow data)"): once an answer is quoted in a session, later cards use it.
   */
  names: Partial<Record<string, string>> = {};

  constructor(
    readonly form: FormState,
    /** The industry's name as the user knows it (a custom industry's own words). */
    readonly industry: string,
    /** Coaching cards quote ("..."); helper ideas, which go into the user's own text, do not. */
    private readonly quoted: boolean,
    /** The industry the coaching is for, as one of the form's options. */
    readonly industryKey: Industry,
  ) {}

  /** Starts a new card: the next mention of each answer quotes it again. */
  resetCard(): void {
    this.mentioned.clear();
  }

  /** True when the answer says something ('None' and 'Not sure yet' count as blank). */
  has(path: string): boolean {
    return !saysNothing(readField(this.form, path));
  }

  text(path: string): string {
    return clean(readField(this.form, path));
  }

  /** A fragment of the answer at `path` (quoted in coaching mode), or '' when it is blank. */
  quote(path: string, max = 80): string {
    const answer = readField(this.form, path);
    // The founder's own registration is not one of the resources or partners it lists.
    const f = fragment(
      path === 'execution.resourcesPartners' ? withoutOwnStatus(answer) : answer,
      max,
    );
    if (f === '') return '';
    this.used.add(path);
    this.mentioned.add(path);
    const short = this.quoted ? this.names[path] : undefined;
    if (short && this.quotedBefore.has(path)) return short;
    this.quotedBefore.add(path);
    return this.quoted ? `"${f}"` : f;
  }

  ref(name: RefName): string {
    const spec: RefSpec = REFS[name];
    const i = spec.paths.findIndex((p) => this.has(p));
    const path = spec.paths[i];
    if (path === undefined) return spec.fallback;
    const noun = spec.nouns[i] ?? spec.nouns[0] ?? spec.fallback;
    this.used.add(path);
    if (this.mentioned.has(name) || this.mentioned.has(path)) return noun;
    this.mentioned.add(name);
    this.mentioned.add(path);
    const short = this.quoted ? this.names[path] : undefined;
    if (short && this.quotedBefore.has(path)) return short;
    this.quotedBefore.add(path);
    const f = fragment(readField(this.form, path), 60);
    return this.quoted ? `${noun} ("${f}")` : `${noun} (${f})`;
  }

  get customer(): string {
    return this.ref('customer');
  }
  get problem(): string {
    return this.ref('problem');
  }
  get solution(): string {
    return this.ref('solution');
  }
  get workaround(): string {
    return this.ref('workaround');
  }
  get channel(): string {
    return this.ref('channel');
  }
  get delivery(): string {
    return this.ref('delivery');
  }
  get priority(): string {
    return this.ref('priority');
  }
  get measures(): string {
    return this.ref('measures');
  }
  /** ' in Kenya', ' in Europe', or '' when no place is given. */
  get place(): string {
    return placeOf(this.form);
  }
}
