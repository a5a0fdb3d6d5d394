import { D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 6, Product-Execution Loop: what you can build and deliver shapes the product. */
export const PRODUCT_EXECUTION_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this loop: what is the smallest version of ${w.solution} you can actually deliver with the people, money and partners you have today?`,
    developing:
      'The question for this loop: what does each customer cost you to serve, and which product choices would make delivery cheaper, faster or more reliable?',
    scaling:
      'The question for this loop: can you ship improvements and deliver at twice the volume without quality or margin falling?',
  },
  teach: [
    {
      bands: E,
      text: 'The Product-Execution loop asks whether what you want to build and what you can deliver fit together. Early on, the best product decisions are often execution decisions: cut scope until the first version can be delivered in weeks, not months. A Wizard of Oz test (the customer sees a finished product, you do the work by hand behind it) or a no-code prototype lets you learn before any heavy investment.',
    },
    {
      bands: E,
      text: 'Decide early what you will build, buy or partner for. Build only what makes you different; buy or rent everything else (payments, logistics, manufacturing, hosting). Every part you build is a part you maintain. Write down the capacity you really have: founder hours per week, cash for the next six months, and partners with a written commitment. The first product must fit inside it.',
    },
    {
      bands: D,
      text: 'Once you deliver regularly, the loop runs on cost to serve and quality. Measure what each customer or order costs you end to end (people time, materials, support, refunds) and look for the product choices that drive it. A confusing onboarding step, a custom option or a fragile component often costs more in support and rework than it earns. Fix the product where it makes delivery hard, not only delivery itself.',
    },
    {
      bands: D,
      text: "Set a steady release rhythm that the team can keep, for example fixed cycles with a short cool-down (Basecamp's Shape Up uses six weeks plus two). Fixed time with variable scope keeps promises honest: you decide what fits in the cycle rather than letting deadlines slip. Track quality with one or two numbers (defects reported per release, rework rate, returns) and stop adding features when they rise.",
    },
    {
      bands: S,
      text: 'At scale the loop is about throughput and margin. In software, the DORA measures (deployment frequency, lead time for changes, change failure rate, time to restore) describe delivery health well. In physical products, design for manufacturing and assembly, standard components and supplier scorecards do the same. Either way, treat cost of goods and delivery time as product features that customers feel.',
    },
    {
      bands: S,
      text: 'Plan capacity ahead of demand: know how many orders, customers or projects your current setup handles, which resource runs out first, and the lead time to add more of it. Technical and operational debt should be a visible budget (for example 20% of each cycle), not a crisis every few months.',
    },
  ],
  actions: [
    {
      bands: E,
      text: (w) =>
        `Cut ${w.solution} to the smallest version that still delivers the core outcome, and write the list of what is out of scope for the first 10 customers.`,
    },
    {
      bands: E,
      text: 'Make a build, buy or partner list for every component of the product; build only what makes you different.',
    },
    {
      bands: E,
      text: 'Run a Wizard of Oz or concierge version for 3 customers: deliver the outcome by hand behind a simple front end, and time each step.',
    },
    {
      bands: E,
      text: 'Write your real capacity on one page: founder hours per week, cash for six months, committed partners, and the skills you lack.',
    },
    {
      bands: ED,
      text: (w) =>
        `For each feature on the plan, estimate the effort to deliver it with ${w.delivery} and the value to customers (1 to 5); drop the low-value, high-effort ones.`,
    },
    {
      bands: D,
      text: 'Calculate cost to serve per customer or per order, including support and rework, and find the three product choices that drive it most.',
    },
    {
      bands: D,
      text: 'Move to fixed-length delivery cycles (2 to 6 weeks) with variable scope, and review what shipped at the end of each.',
    },
    {
      bands: DS,
      text: 'Track one quality number per release or batch (defects, returns, rework) and pause new features when it rises two cycles in a row.',
    },
    {
      bands: D,
      text: 'Ask the people who deliver and support the product for the top 5 things in the product that make their work harder, and fix one each cycle.',
    },
    {
      bands: S,
      text: 'Measure delivery health: DORA metrics for software, or cycle time, yield and supplier on-time rate for physical products.',
    },
    {
      bands: S,
      text: 'Reserve about 20% of each cycle for technical or operational debt, and keep the debt list visible to the whole team.',
    },
    {
      bands: S,
      text: 'Build a capacity model: current maximum volume, the first resource to run out, and the lead time to add more.',
    },
    {
      bands: S,
      text: 'Run a cost-down review on the product: standard components, simpler options, automation of the most repeated manual step.',
    },
  ],
  learning: [
    {
      bands: E,
      text: 'The Lean Startup by Eric Ries: the chapters on minimum viable products, including concierge and Wizard of Oz tests.',
    },
    {
      bands: ED,
      text: 'Shape Up by Ryan Singer (Basecamp, free online): fixed time, variable scope, and shaping work before building it.',
    },
    {
      bands: E,
      text: 'The Business Model Canvas: key resources, key activities and key partners as the execution side of the product.',
    },
    {
      bands: E,
      text: 'No-code and low-code tools (Airtable, Zapier, Bubble, Shopify, Typeform): ways to deliver a first version without a development team.',
    },
    {
      bands: D,
      text: 'The Goal by Eliyahu Goldratt: find the constraint in delivery and subordinate everything else to it.',
    },
    {
      bands: DS,
      text: 'Accelerate by Nicole Forsgren, Jez Humble and Gene Kim: the DORA research on what makes delivery fast and reliable.',
    },
    {
      bands: S,
      text: 'The Toyota Way by Jeffrey Liker: flow, standard work and continuous improvement, for any business that delivers at volume.',
    },
    {
      bands: S,
      text: 'Design for Manufacturing and Assembly (Boothroyd and Dewhurst): reduce parts and steps to cut cost and defects.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: "Time from idea to a version in a customer's hands, in days.",
    },
    {
      bands: E,
      text: 'Founder hours per customer served, month by month.',
    },
    {
      bands: ED,
      text: 'Share of planned scope delivered on time in each cycle.',
    },
    {
      bands: DS,
      text: 'Cost to serve per customer or per order, including support and rework.',
    },
    {
      bands: D,
      text: 'Defects, returns or rework per release or batch.',
    },
    {
      bands: DS,
      text: 'Gross margin per unit or per customer, tracked monthly.',
    },
    {
      bands: S,
      text: 'Deployment frequency and lead time for changes (software), or cycle time and yield (physical products).',
    },
    {
      bands: S,
      text: 'Capacity utilisation of your tightest resource, with a warning level at 80%.',
    },
  ],
  risks: [
    {
      bands: E,
      text: 'A first version too big for the team and the money you have, so it ships late or never.',
    },
    {
      bands: E,
      text: 'Building components you could buy, and running out of time for the part that makes you different.',
    },
    {
      bands: ED,
      text: 'A product that customers like but that costs more to deliver than they pay.',
    },
    {
      bands: D,
      text: 'Custom work for individual customers that slowly turns the product into a services business.',
    },
    {
      bands: DS,
      text: 'Quality slipping as release or production speed increases, eroding trust.',
    },
    {
      bands: S,
      text: 'Technical or operational debt that makes every change slower and riskier.',
    },
    {
      bands: S,
      text: 'A capacity ceiling (a machine, a supplier, a key person) reached in the middle of a growth push.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'Write the out-of-scope list for your first version and share it with anyone building it.',
    },
    {
      bands: E,
      text: 'Mark every component as build, buy or partner.',
    },
    {
      bands: E,
      text: 'Write your real capacity on one page: hours, cash, partners, missing skills.',
    },
    {
      bands: E,
      text: 'Plan a concierge delivery for one customer next week and time each step.',
    },
    {
      bands: ED,
      text: 'Score the next 10 features on effort and value and drop the bottom three.',
    },
    {
      bands: D,
      text: 'Add up what serving your last 5 orders cost.',
    },
    {
      bands: D,
      text: 'Ask the delivery and support people for the 5 product issues that make their work harder.',
    },
    {
      bands: DS,
      text: 'Pick the quality number you will track per release or batch and record the current value.',
    },
    {
      bands: S,
      text: 'Write down your current maximum volume and the first resource to run out.',
    },
    {
      bands: S,
      text: 'Measure lead time for the last 10 changes or orders.',
    },
    {
      bands: S,
      text: 'List the top 5 items of technical or operational debt and schedule the first.',
    },
  ],
};
