import type { Industry } from '@shared/domain';
import type { IndustryNotes } from './industry-types';

/** Industry practice: logistics, energy, media and consulting. */
export const INDUSTRY_NOTES_C: Partial<Record<Industry, IndustryNotes>> = {
  'Transportation/Logistics': {
    context:
      'margins per shipment or trip are small, utilisation is everything, and customers switch after a single failed delivery.',
    pillars: {
      product: {
        focus:
          'Reliability and visibility are the product: customers pay for knowing where things are and when they arrive.',
        action:
          'Run 20 real deliveries or trips for one customer and record on-time performance and every exception.',
        metric: 'On-time, in-full delivery rate and exceptions per 100 shipments.',
        risk: 'Service failures in the first weeks that lose the first customers for good.',
      },
      market: {
        focus:
          'Shippers buy on cost per delivery and reliability; know their current cost per unit shipped.',
        action:
          'Get the current cost per delivery or per kilometre from 5 target shippers and price against it.',
        metric: 'Revenue and margin per shipment, trip or route.',
        risk: 'Price competition from large carriers with better density.',
      },
      execution: {
        focus:
          'Asset utilisation, route density and driver or partner availability drive the economics.',
        action:
          'Start on one dense route or zone and only expand once utilisation is above your break-even level.',
        metric: 'Vehicle or capacity utilisation and cost per stop.',
        risk: 'Fuel, insurance or driver costs rising faster than contract prices.',
      },
    },
    resource:
      'The Council of Supply Chain Management Professionals\' resources, and "The Box" by Marc Levinson on how logistics economics work.',
    channels: [
      'direct outreach to operations and logistics managers',
      'freight marketplaces and platforms',
      'partnerships with e-commerce platforms or warehouses',
    ],
    payProof: ['paid trial routes or shipments', 'signed service agreements with volumes'],
  },
  'Energy/Utilities': {
    context:
      'projects are capital-heavy, regulated and long-lived, and customers decide on payback periods, financing and trust in installers.',
    pillars: {
      product: {
        focus:
          'Prove performance in the field: measured savings or output over months, not lab figures.',
        action:
          'Install or run the solution at 2 or 3 sites with metering, and publish measured output or savings after 90 days.',
        metric: 'Measured energy produced or saved per site against the forecast.',
        risk: 'Field performance below the forecast, which undermines every sales conversation.',
      },
      market: {
        focus:
          'Customers buy on payback period and financing; subsidies and tariffs can make or break demand.',
        action:
          'Build a payback calculator with real tariffs and subsidies, and test it with 10 prospects.',
        metric: 'Quote-to-order conversion and payback period offered to customers.',
        risk: 'A change in subsidies, feed-in tariffs or regulation that removes the payback case.',
      },
      execution: {
        focus:
          'Permits, grid connection, installers and equipment supply set the delivery timeline.',
        action:
          'Map the permit and grid-connection steps for your first region with their typical durations.',
        metric:
          'Days from signed order to commissioning, and installation cost per kW or per site.',
        risk: 'Equipment supply delays or installer shortages that stretch delivery times.',
      },
    },
    resource:
      "The International Energy Agency's reports for market context, and your national energy regulator's guidance on connection and tariffs.",
    channels: [
      'installer and contractor partnerships',
      'local authority and community energy programmes',
      'direct sales to facility and energy managers',
    ],
    payProof: ['deposits on installations', 'signed power purchase or service agreements'],
  },
  'Media/Entertainment': {
    context:
      'attention is the scarce resource, hits are unpredictable, and audiences are built one consistent release at a time.',
    pillars: {
      product: {
        focus:
          'Consistency and a clear format win audiences; test formats quickly and double down on what retains.',
        action:
          'Publish on a fixed schedule for 8 weeks and compare retention or completion rate between formats.',
        metric: 'Completion rate or average watch or read time, and returning audience share.',
        risk: "Chasing trends and losing the core audience's reason to return.",
      },
      market: {
        focus:
          'Know whether you earn from audiences (subscriptions), advertisers or licensing, because each needs different proof.',
        action:
          'Pick one revenue model for the next 6 months and test it with a paid tier, a sponsor or a licensing offer.',
        metric: 'Revenue per thousand audience members, and conversion to paid.',
        risk: "Dependence on one platform's algorithm for reach.",
      },
      execution: {
        focus:
          'Production cost per piece and rights management decide whether growth is profitable.',
        action:
          'Calculate the full cost per episode, article or release, and set a production rhythm you can sustain.',
        metric: 'Production cost per release and revenue per release.',
        risk: 'Rights, licensing or copyright disputes over content you use.',
      },
    },
    resource:
      '"1,000 True Fans" by Kevin Kelly, and "Hit Makers" by Derek Thompson on how audiences find content.',
    channels: [
      'one platform where your audience already spends time',
      'collaborations with creators of similar size',
      'an owned email list or community',
    ],
    payProof: ['paid subscriptions or memberships', 'signed sponsorship or licensing deals'],
  },
  'Consulting/Professional Services': {
    context:
      'you sell expertise and time, so revenue is capped by hours until the service is productised and the pipeline is steady.',
    pillars: {
      product: {
        focus:
          'Productise: a fixed-scope, fixed-price offer with a clear outcome sells faster than open-ended hours.',
        action:
          'Package your service as one fixed-scope offer with a name, a price, a timeline and a guaranteed deliverable.',
        metric: 'Share of revenue from productised, fixed-price offers.',
        risk: 'Scope creep on every engagement, eroding margin.',
      },
      market: {
        focus: 'Referrals and reputation drive sales; a narrow niche makes both travel faster.',
        action:
          'Choose one niche (industry plus problem) and publish one useful piece of expertise for it every week.',
        metric: 'Referrals per client and proposal win rate.',
        risk: 'A pipeline that depends on one or two clients.',
      },
      execution: {
        focus:
          'Utilisation and delivery quality decide profit; templates and methods let others deliver to your standard.',
        action:
          'Write down your delivery method as templates and checklists so an associate can run it.',
        metric: 'Billable utilisation (commonly 60% to 75%) and effective hourly rate per project.',
        risk: 'Feast and famine: no selling while busy delivering, then no work.',
      },
    },
    resource:
      '"The Consulting Bible" by Alan Weiss on value-based fees, and "Built to Sell" by John Warrillow on productising a service.',
    channels: [
      'referrals from past clients and partners',
      "speaking and writing for the niche's associations",
      'direct outreach to decision-makers with a specific insight',
    ],
    payProof: ['paid diagnostic or discovery projects', 'retainers and signed statements of work'],
  },
};
