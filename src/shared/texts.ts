/** User-facing texts the spec writes out (section 2 and 8), kept once for every screen. */
export const TEXTS = {
  appName: 'Pillars',
  notFound: {
    title: '404 Page Not Found',
    body: 'Did you forget to add the page to the router?',
  },
  nav: {
    dashboard: 'Dashboard',
    assessment: 'Assessment',
    admin: 'Admin',
    coachingSessions: 'Coaching Sessions',
    startWithAssessment: 'Start with Assessment',
    sessionsComplete: (n: number) => `${n}/7 Sessions Complete`,
    unlockHint: 'Complete the assessment to unlock all 6 coaching sessions',
    adminBadge: 'Admin',
    ratingGuides: 'Rating Guides',
  },
  userMenu: { logout: 'Log out', exportData: 'Download my data' },
  admin: {
    accessDeniedTitle: 'Access Denied',
    accessDeniedBody: 'You must be an administrator to access this page.',
  },
  skipToMain: 'Skip to main content',
} as const;

/**
 * Each screen's document title: the page, then the product, so tabs and history say where you are.
 * The landing page leads with the product.
 */
export const PAGE_TITLES = {
  landing: 'Pillars · Turn your business idea into a plan',
  assessment: 'Assessment',
  dashboard: 'Dashboard',
  admin: 'Admin Panel',
  accessDenied: 'Access Denied',
  notFound: 'Page Not Found',
} as const;

export const documentTitle = (page: string): string => `${page} · ${TEXTS.appName}`;

export const LANDING = {
  headline: 'Turn your business idea into a plan you can act on',
  intro:
    'Pillars is a guided business-idea analysis program: eight structured two-hour sessions built on three pillars, the feedback loops between them, priority action setting and deep-dive coaching. Rate where you stand, set a 30-day action plan, and let AI-powered canvases and an interactive progress dashboard show you what to do next.',
  emailNotice:
    'Members only: sign in with the same email address you use in the community, so we can confirm your membership.',
  login: 'Log in',
  loginCta: 'Log in to start',
  join: 'Join the community',
  joinCta: 'Join Community',
  pillarsTitle: 'Three pillars of a business that works',
  pillars: [
    {
      key: 'product',
      title: 'Product',
      body: 'Is the problem real, painful and worth solving, and does your solution solve it better than what people do today?',
    },
    {
      key: 'market',
      title: 'Market',
      body: 'Who exactly is your customer, how do you reach them, and is there evidence they will pay?',
    },
    {
      key: 'execution',
      title: 'Execution',
      body: 'Can you deliver, sell and grow it, with the resources, partners and plan to manage the risks?',
    },
  ],
  componentsTitle: 'Four core components',
  components: [
    {
      title: 'Comprehensive Assessment',
      body: 'Rate each pillar from 1 to 5 against clear guides and capture the evidence behind every rating.',
    },
    {
      title: 'Feedback Loops',
      body: 'Examine how Product, Market and Execution feed each other, and what you will measure to improve each loop.',
    },
    {
      title: '30-Day Action Plan',
      body: 'Choose one priority, break it into tasks and define how you will know you succeeded.',
    },
    {
      title: 'AI Coaching Sessions',
      body: 'Six deep-dive sessions, one per pillar and per loop, with education, actions, metrics, risks and your next 7 days.',
    },
  ],
  methodologyTitle: 'How the program works',
  methodology: [
    'Eight structured two-hour sessions take you from a first honest assessment to a tested plan.',
    'Scores come from your own ratings, so progress is visible session after session.',
    'AI-powered canvases suggest ideas and sharper wording, grounded in what you wrote.',
    'Snapshots and an interactive dashboard track your progress over time, and every result exports to PDF.',
  ],
  closingTitle: 'Ready to test your idea?',
  closingBody:
    'Sign in with your community email to start your first assessment. Not a member yet? Join the community first.',
} as const;
