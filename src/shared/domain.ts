/**
 * Domain constants from the product spec (sections 2, 3 and 9). Both the server and the client
 * read them from here, so a text or a number is written once.
 */

export const SESSION_TITLES = {
  1: 'Comprehensive Assessment',
  2: 'Product Focus',
  3: 'Market Focus',
  4: 'Execution Focus',
  5: 'Product-Market Loop',
  6: 'Product-Execution Loop',
  7: 'Market-Execution Loop',
} as const;

export type SessionNumber = keyof typeof SESSION_TITLES;
export const SESSION_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly SessionNumber[];
export const COACHING_SESSION_NUMBERS = [
  2, 3, 4, 5, 6, 7,
] as const satisfies readonly SessionNumber[];

export const PILLARS = ['product', 'market', 'execution'] as const;
export type Pillar = (typeof PILLARS)[number];
export const PILLAR_LABELS: Record<Pillar, string> = {
  product: 'Product',
  market: 'Market',
  execution: 'Execution',
};

export const LOOPS = ['product_market', 'product_execution', 'market_execution'] as const;
export type Loop = (typeof LOOPS)[number];

export const INDUSTRIES = [
  'Technology/Software',
  'Healthcare/Medical',
  'Finance/Fintech',
  'Education/EdTech',
  'E-commerce/Retail',
  'Manufacturing',
  'Real Estate/PropTech',
  'Food & Beverage',
  'Transportation/Logistics',
  'Energy/Utilities',
  'Media/Entertainment',
  'Consulting/Professional Services',
  'Agriculture/AgTech',
  'Construction',
  'Telecommunications',
  'Other/Custom',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const CUSTOM_INDUSTRY: Industry = 'Other/Custom';

export const REGIONS = {
  'North America': ['United States', 'Canada', 'Mexico'],
  'Latin America & Caribbean': ['Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru', 'Other'],
  Europe: [
    'United Kingdom',
    'Germany',
    'France',
    'Spain',
    'Italy',
    'Netherlands',
    'Sweden',
    'Other',
  ],
  'Middle East & North Africa': [
    'United Arab Emirates',
    'Saudi Arabia',
    'Egypt',
    'Israel',
    'Other',
  ],
  'Sub-Saharan Africa': ['Nigeria', 'South Africa', 'Kenya', 'Ghana', 'Ethiopia', 'Other'],
  'Asia Pacific': [
    'China',
    'India',
    'Japan',
    'Singapore',
    'Australia',
    'Indonesia',
    'South Korea',
    'Other',
  ],
  'Global/Multiple Regions': [],
} as const satisfies Record<string, readonly string[]>;
export type Region = keyof typeof REGIONS;
export const NO_SPECIFIC_COUNTRY_LABEL = 'Regional Focus (No specific country)';

export const LIMITS = {
  textMax: 3000,
  /** Priority and success measures really stop at 2000 while the counter shows /3000 (spec 5). */
  actionPlanRealMax: 2000,
  taskMax: 500,
  taskWarnAbove: 400,
  ratingMin: 1,
  ratingMax: 5,
  scoreMax: 100,
  defaultCredits: 1,
  assessmentCost: 1,
  grantMin: 1,
  grantMax: 10_000,
  /** The most credits a balance may hold (grants beyond it are refused). */
  creditBalanceMax: 1_000_000,
  groupNameMax: 100,
  assessmentNameMax: 120,
  autoSaveMs: 30_000,
  localSyncThreshold: 10,
  lowConfidence: 0.6,
} as const;

/** The largest value of a PostgreSQL integer column (a version, a balance). */
export const INT4_MAX = 2_147_483_647;

export const DEFAULT_ASSESSMENT_NAME = 'Untitled Assessment';

export const SCORE_THRESHOLDS = { green: 80, yellow: 60 } as const;
export type ScoreTone = 'green' | 'yellow' | 'red';
export function scoreTone(score: number): ScoreTone {
  if (score >= SCORE_THRESHOLDS.green) return 'green';
  if (score >= SCORE_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}

/** 'Credit' for exactly 1, 'Credits' otherwise (spec 2, navigation panel). */
export function formatCredits(n: number): string {
  return `${n} ${n === 1 ? 'Credit' : 'Credits'}`;
}
