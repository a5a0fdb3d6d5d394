import type { Industry } from '@shared/domain';
import type { IndustryNotes } from './industry-types';

/** Industry practice: agriculture, construction, telecoms and the general case. */
export const INDUSTRY_NOTES_D: Partial<Record<Industry, IndustryNotes>> = {
  'Agriculture/AgTech': {
    context:
      'seasons set the pace: farmers decide once a year, test on a small plot first, and trust other farmers and agronomists more than vendors.',
    pillars: {
      product: {
        focus: 'Prove results in the field over a season, side by side with current practice.',
        action:
          'Run side-by-side trial plots with 3 farmers this season and measure yield, input cost and labour against their usual practice.',
        metric: 'Yield or margin per hectare against the control plot.',
        risk: "Weather or pests making a single season's trial inconclusive.",
      },
      market: {
        focus:
          'Farm budgets follow the harvest; financing, cooperatives and input dealers shape what farmers can buy.',
        action:
          'Talk to 2 cooperatives or input dealers about distribution and learn when their members make purchase decisions.',
        metric: 'Trial farms converting to paid use, and hectares under use.',
        risk: 'Cash-poor customers who cannot pay until harvest.',
      },
      execution: {
        focus: 'Rural logistics, field support and seasonal timing decide delivery.',
        action:
          'Plan delivery and support backwards from the planting calendar in your first region.',
        metric: 'Cost to serve per farm and on-time delivery before the planting window.',
        risk: 'Missing the planting window and losing a full year.',
      },
    },
    resource:
      "FAO and national agricultural extension service resources, and AgFunder's AgriFoodTech investment reports.",
    channels: [
      'cooperatives and farmer groups',
      'agricultural input dealers and agronomists',
      'field days and demonstration plots',
    ],
    payProof: [
      'paid trial plots or deposits before the season',
      'purchase commitments through a cooperative',
    ],
  },
  Construction: {
    context:
      'projects are bid-based, margins are thin, safety is regulated, and adoption depends on site managers who have no time to learn new tools.',
    pillars: {
      product: {
        focus:
          'It must work on site: with gloves, in the rain, with patchy signal, for people who are busy.',
        action:
          'Test the product on one live site for two weeks with the site manager, and record every time it was skipped.',
        metric: 'Hours or rework saved per project, and weekly use by site teams.',
        risk: 'A tool that works in the office but is abandoned on site.',
      },
      market: {
        focus:
          'Contractors buy per project and look for proven payback; general contractors can mandate tools for subcontractors.',
        action:
          'Calculate the cost of the problem on one real project (delays, rework, penalties) together with a contractor.',
        metric: 'Projects using the product and revenue per project.',
        risk: 'Construction downturns or project delays that freeze spending.',
      },
      execution: {
        focus:
          'Safety rules, insurance, certifications and reliable subcontractors are conditions of doing business.',
        action:
          'List the certifications, insurance and safety documentation buyers will ask for, and get the first ones in place.',
        metric: 'Projects delivered on time and on budget, and safety incidents.',
        risk: 'Late payment from main contractors, which strains cash flow.',
      },
    },
    resource:
      'Your national construction industry body\'s guidance, and McKinsey\'s "Reinventing construction" report on productivity.',
    channels: [
      'general contractors who can mandate tools or suppliers',
      "builders' merchants and trade suppliers",
      'trade shows and contractor associations',
    ],
    payProof: [
      'a paid pilot on a live project',
      'a framework agreement or purchase order from a contractor',
    ],
  },
  Telecommunications: {
    context:
      'networks are capital-intensive and regulated, incumbents are strong, and customers judge you on coverage, reliability and support.',
    pillars: {
      product: {
        focus: 'Reliability is the product: uptime, coverage and speed matter more than features.',
        action:
          'Run a pilot with a small group of customers and measure uptime, speed and support tickets per customer.',
        metric: 'Network uptime, speed against the promise, and tickets per 100 customers.',
        risk: 'Service quality falling as more customers join the same capacity.',
      },
      market: {
        focus:
          'Churn and acquisition cost decide the economics; bundles and contracts shape switching.',
        action:
          'Survey 20 target customers on what they pay today, their contract end dates and why they would switch.',
        metric: 'Average revenue per user (ARPU) and monthly churn.',
        risk: 'Price wars with incumbents who can cross-subsidise.',
      },
      execution: {
        focus:
          'Spectrum, licences, interconnection and infrastructure partners set what you can offer and where.',
        action:
          'Confirm licences and wholesale or infrastructure agreements for your first area before selling there.',
        metric: 'Cost per connection and time to connect a new customer.',
        risk: 'Regulatory or wholesale price changes that squeeze margins.',
      },
    },
    resource:
      "ITU reports and your national telecom regulator's market data, and GSMA Intelligence research on mobile markets.",
    channels: [
      'local resellers and agents',
      'partnerships with property developers or landlords',
      'community and neighbourhood campaigns',
    ],
    payProof: ['paid pre-registrations in a target area', 'signed business service contracts'],
  },
  'Other/Custom': {
    context:
      'the general rules apply with extra force: find the customers who feel the problem most, get commitments early, and keep the first version small.',
    pillars: {
      product: {
        focus:
          "Describe the product in your customers' words and test the core promise by hand before building.",
        action:
          'Write the core promise in one sentence and test it with 10 target customers this month.',
        metric: 'Share of target customers who describe the problem unprompted.',
        risk: 'A solution searching for a problem.',
      },
      market: {
        focus:
          'Find out how similar products are bought in your space: who pays, through which channel, at what price.',
        action:
          'Study three businesses that sell to the same customer and note their price, channel and sales process.',
        metric: 'Commitments (pre-orders, deposits, pilots) per 10 conversations.',
        risk: 'A market too small or too scattered to reach profitably.',
      },
      execution: {
        focus:
          'Keep fixed costs low until demand is proven, and find partners who already serve your customers.',
        action:
          'Identify one partner who already serves your customers and propose a small joint test.',
        metric: 'Months of runway and cost per customer served.',
        risk: 'Committing to fixed costs before demand is proven.',
      },
    },
    resource:
      'The Business Model Canvas and the Lean Canvas, to see your idea on one page alongside how similar businesses work.',
    channels: [
      'the communities and events where your customers already meet',
      'partners who already sell to your customers',
      'direct outreach to a named list',
    ],
    payProof: ['pre-orders or deposits', 'signed letters of intent with a price'],
  },
};
