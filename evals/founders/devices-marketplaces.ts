import { founder, type Founder } from './types';

/** Hardware sold once or with a subscription, and two-sided marketplaces. */
export const DEVICE_AND_MARKETPLACE_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'leak-sensor-one-off',
    expect: {
      model: 'hardware',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'inflated', market: 'honest', execution: 'honest' },
    forbidden: [
      /\bchurn\b/i,
      /\bMRR\b/,
      /\bmonthly recurring\b/i,
      /\brenewals?\b/i,
      /\bnet revenue retention\b/i,
    ],
    form: {
      industry: 'Technology/Software',
      region: 'North America',
      country: 'United States',
      product: {
        problem:
          'A burst pipe or a leaking water heater in a U.S. home causes on average $12,000 of damage, usually because nobody notices for hours.',
        currentHandling:
          'Most homes have nothing; some owners buy Wi-Fi sensors that need a hub, an app account and a monthly plan.',
        whyWorthSolving:
          'Water damage is one of the most common home insurance claims, and owners fear it when they travel.',
        solution:
          'A $89 sensor you place under the water heater or sink; it shuts a smart valve and rings your phone, runs 5 years on one battery and needs no hub and no subscription, ever.',
        evidence:
          '3 working prototypes tested in 8 homes for 6 weeks; 1,100 people joined the waitlist from our landing page.',
        differentiation: 'Bought once, no monthly fee, and it works when the home Wi-Fi is down.',
        reasoning:
          'Our prototype is the best leak sensor anyone has built, so I rate it excellent.',
        rating: 5,
      },
      market: {
        target: 'U.S. homeowners with a basement water heater, especially those who travel often.',
        idealCustomer:
          'A homeowner in their 50s who had a leak before and spends 4+ weeks a year away from home.',
        discoveryEvaluation:
          'We interviewed 30 homeowners; 19 had a leak in the last 5 years and 22 disliked monthly plans.',
        payEvidence: 'No sales or pre-orders yet; the price of $89 is untested.',
        budget: 'Homeowners spend $50-$150 on a smart-home device without much thought.',
        marketSize: 'About 80 million owner-occupied homes in the U.S.',
        reasoning: 'People like the idea, but nobody has paid.',
        rating: 2,
      },
      execution: {
        delivery:
          'Three founders (electronics, firmware, business); a contract manufacturer in Shenzhen quoted 5,000 units at $31 each.',
        resourcesPartners:
          '$250k from friends and family; FCC certification booked for next quarter.',
        risks:
          'Certification could fail; the minimum order of 5,000 units ties up most of our cash.',
        goToMarket: 'A crowdfunding launch, then Amazon.com and plumbers who fit water heaters.',
        salesMarketing: 'Videos of the valve shutting off a leak, and a plumber referral fee.',
        retentionGrowth:
          'Homeowners who buy one usually need 3-4 sensors; we offer a second sensor at $69.',
        reasoning: 'We know the steps but have not manufactured anything yet.',
        rating: 2,
      },
      loops: {
        product_market: {
          current: 'The 8 test homes send us every alert and false alarm.',
          actions: 'Fix the 2 false alarms caused by condensation.',
          metrics: 'False alarms per sensor per month.',
        },
      },
      actionPlan: {
        priority: 'Take 500 paid pre-orders at $89 before ordering 5,000 units.',
        next30Days: [
          'Open pre-orders to the 1,100 waitlist sign-ups',
          'Ask 5 plumbers to show the sensor to customers',
        ],
        successMeasures: '500 paid pre-orders and a false-alarm rate under 1 per sensor per year.',
      },
      reflection: {
        hardestPillar: 'Execution: hardware needs cash before it earns any.',
        challengedAssumptions: 'We thought people wanted app features; they want no subscription.',
      },
    },
  }),

  founder({
    name: 'cold-room-monitor',
    expect: {
      model: 'hardware',
      audience: 'business',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\btast(e|ing) tests?\b/i, /\brecipes?\b/i, /\bshelf life\b/i],
    form: {
      industry: 'Food & Beverage',
      region: 'Asia Pacific',
      country: 'Australia',
      product: {
        problem:
          'Restaurants in Melbourne lose A$3,000-A$8,000 of food when a cool room fails overnight, and inspectors ask for temperature logs that staff fill in by hand.',
        currentHandling:
          'A paper log on the cool room door, checked twice a day, often filled in afterwards.',
        whyWorthSolving:
          'One failed cool room can close a kitchen for a day and fail an inspection.',
        solution:
          'Wireless probes in each cool room and freezer that send an SMS alert within 10 minutes of a fault and keep the temperature log for inspectors: A$249 per kit plus A$29 a month per site.',
        evidence:
          '64 paying sites, including 3 restaurant groups; only 2 sites cancelled in 9 months, and 11 alerts caught failures before food was lost.',
        differentiation:
          'Set-up in 15 minutes with no electrician, and logs in the format inspectors ask for.',
        reasoning: 'Sites pay monthly and stay, and the alerts have saved real stock.',
        rating: 4,
      },
      market: {
        target: 'Independent restaurants and small groups in Victoria with 1-10 sites.',
        idealCustomer:
          'The operations manager of a group of 4 restaurants who had a cool room fail last summer.',
        discoveryEvaluation:
          'Most sites came through a refrigeration service company that recommends us.',
        payEvidence: 'A$1,856 of monthly subscriptions plus kit sales; 6 new sites a month.',
        budget: 'Cheaper than one lost cool room a year.',
        marketSize: 'About 20,000 food businesses in Victoria keep cool rooms.',
        reasoning: 'Paying and staying, but 70% of sales come through one partner.',
        rating: 3,
      },
      execution: {
        delivery:
          'Three people: hardware, software and sales; kits are assembled by a local electronics firm.',
        resourcesPartners:
          'A refrigeration service company resells the kit; the SIM network partner.',
        risks: 'A bad batch of probes; dependence on one reseller.',
        goToMarket: "The refrigeration company's technicians offer the kit after every repair.",
        salesMarketing: 'A free month for sites that had a failure in the last year.',
        retentionGrowth: 'A monthly report of every temperature event for each site.',
        reasoning: 'Delivery works through the partner; we track our main risks.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'The reseller brings about 4 sites a month.',
          actions: 'Sign a second refrigeration service company.',
          metrics: 'Sites per channel and cancellations per quarter.',
        },
      },
      actionPlan: {
        priority: 'Sign a second reseller to reach 100 sites.',
        next30Days: ['Meet 3 refrigeration companies', 'Write a one-page partner offer'],
        successMeasures: '1 new reseller and 80 paying sites.',
      },
      reflection: {
        hardestPillar: 'Market: one partner brings most sales.',
        surprises: 'Inspectors now ask restaurants whether they have automatic logs.',
      },
    },
  }),

  founder({
    name: 'shift-staff-marketplace',
    expect: {
      model: 'marketplace',
      audience: 'business',
      revenue: 'commission',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\btast(e|ing) tests?\b/i, /\bshelf life\b/i, /\brecipes?\b/i],
    form: {
      industry: 'Food & Beverage',
      region: 'Europe',
      country: 'United Kingdom',
      product: {
        problem:
          'Restaurants in Manchester lose covers when a chef or waiter calls in sick, and agencies need 48 hours notice and charge a 35% mark-up.',
        currentHandling:
          'Managers text everyone they know, work the shift themselves, or close a section.',
        whyWorthSolving: 'A closed section on a Saturday costs a restaurant £1,500-£3,000.',
        solution:
          'A marketplace where restaurants post a shift and vetted chefs and waiters accept it in minutes; we take 15% of the shift wage.',
        evidence:
          '140 restaurants post shifts every month, 70% post again within 2 weeks, and 900 workers have done at least one shift.',
        differentiation: 'Shifts filled in a median of 22 minutes, with ratings for every worker.',
        reasoning: 'Both sides use it again and again, and restaurants pay.',
        rating: 4,
      },
      market: {
        target: 'Independent restaurants and small groups in Greater Manchester.',
        idealCustomer: 'A 60-cover restaurant with 15 staff and at least one sick call a week.',
        discoveryEvaluation:
          'We signed up restaurants in 4 neighbourhoods before opening to workers.',
        payEvidence: 'Shift value of £86,000 a month; our 15% is £12,900, growing 9% a month.',
        budget: 'Restaurants pay less than an agency and only when a shift is filled.',
        marketSize: 'About 5,500 restaurants in Greater Manchester.',
        reasoning: 'Paying and growing, but only in one city.',
        rating: 3,
      },
      execution: {
        delivery:
          'A team of 6: 2 engineers, 2 in worker vetting, 1 in restaurant sales and the founder.',
        resourcesPartners: '£750k seed; a payroll partner pays workers the same day.',
        risks: 'Not enough workers on Friday and Saturday nights; employment law on worker status.',
        goToMarket:
          'Door-to-door with restaurants; workers through hospitality colleges and referrals.',
        salesMarketing: 'The first 3 shifts free of fees for a new restaurant.',
        retentionGrowth:
          'Favourite workers: restaurants can offer shifts to people they liked first.',
        reasoning: 'The process works in Manchester; a second city is untested.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Weekend shifts are filled 81% of the time, weekdays 97%.',
          actions: 'Pay a £10 weekend bonus to workers for a month.',
          metrics: 'Fill rate by day of the week and workers active per weekend.',
        },
      },
      actionPlan: {
        priority: 'Raise the weekend fill rate to 92% before opening Leeds.',
        next30Days: ['Run the weekend bonus test', 'Recruit 150 workers at 2 hospitality colleges'],
        successMeasures: 'Weekend fill rate of 92% for 4 weeks in a row.',
      },
      reflection: {
        hardestPillar: 'Market: keeping both sides balanced.',
        biggestImpactLoop:
          'Market-Execution: more workers means faster fills means more restaurants.',
      },
    },
  }),

  founder({
    name: 'surplus-materials-marketplace',
    expect: {
      model: 'marketplace',
      audience: 'business',
      revenue: 'commission',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bshelf life\b/i],
    form: {
      industry: 'Construction',
      region: 'Latin America & Caribbean',
      country: 'Brazil',
      product: {
        problem:
          'Construction firms in São Paulo end each project with leftover tiles, cement bags and rebar worth 3-5% of the materials budget, and most of it goes to a skip.',
        currentHandling:
          'Site managers give it to workers, store it for a project that never comes, or throw it away.',
        whyWorthSolving: 'Small builders pay full price for the same materials a few streets away.',
        solution:
          'A marketplace where firms list leftover materials with photos and small builders buy them at 40-60% off; we arrange pick-up and take 8% from the seller.',
        evidence:
          'A 2-month pilot run in WhatsApp groups: 41 listings sold for R$96,000 in total, with our fee waived during the pilot.',
        differentiation:
          'We check and photograph every lot on site, so buyers trust what they get.',
        reasoning: 'The pilot shows people buy, but there is no real product yet, just WhatsApp.',
        rating: 2,
      },
      market: {
        target:
          'Mid-size construction firms in São Paulo selling; small builders and renovators buying.',
        idealCustomer: 'A site manager at a firm building 3-4 residential towers a year.',
        discoveryEvaluation:
          'We interviewed 25 site managers and 40 small builders; 12 firms listed in the pilot.',
        payEvidence:
          'Builders paid R$96,000 for materials in the pilot; sellers have not yet paid our fee.',
        budget: 'Sellers say 8% is fair if we handle pick-up.',
        marketSize: 'São Paulo starts about 1,000 residential projects a year.',
        reasoning:
          'Buyers paid for materials, which validates the buyer side; the fee is untested.',
        rating: 3,
      },
      execution: {
        delivery:
          'Three founders run the WhatsApp groups and visit sites; a freight partner does pick-ups.',
        resourcesPartners: 'R$300,000 from an angel; one freight partner.',
        risks: 'Sellers may skip the fee by selling directly in the groups.',
        goToMarket: 'Site managers we know, then the construction industry association.',
        salesMarketing: 'A monthly report to each seller of waste avoided.',
        retentionGrowth: 'Not yet.',
        reasoning: 'We deliver by hand and have no process beyond the pilot.',
        rating: 2,
      },
      loops: {
        product_market: {
          current: 'We ask every buyer what they looked for and did not find.',
          actions: 'Build a simple listing page with photos and a reserve button.',
          metrics: 'Listings sold within 7 days.',
        },
      },
      actionPlan: {
        priority: 'Charge the 8% fee and see whether sellers keep listing.',
        next30Days: ['Tell the 12 sellers the fee starts next month', 'Build the listing page'],
        successMeasures: '20 paid listings in the first month of fees.',
      },
      reflection: {
        hardestPillar: 'Market: proving sellers will pay.',
        challengedAssumptions: 'We assumed buyers were hard to find; sellers are the harder side.',
      },
    },
  }),
];
