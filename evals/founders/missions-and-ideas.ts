import { founder, type Founder } from './types';

/** A non-profit, public-sector buyers, smallholder farmers, a media start and a bare idea. */
export const MISSION_AND_IDEA_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'adult-literacy-nonprofit',
    expect: {
      model: 'non-profit',
      audience: 'public',
      revenue: 'donations',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'modest' },
    forbidden: [
      /\bMRR\b/,
      /\bpricing power\b/i,
      /\braise (your )?prices?\b/i,
      /\bpaying customers?\b/i,
      /\bcharge (learners|students|participants)\b/i,
    ],
    form: {
      industry: 'Education/EdTech',
      region: 'Sub-Saharan Africa',
      country: 'South Africa',
      product: {
        problem:
          "About 1 in 8 adults in the Cape Flats cannot read a bus timetable, a payslip or their child's school report, and adult classes run in working hours.",
        currentHandling:
          'Family members read for them; a few churches run informal classes without a curriculum.',
        whyWorthSolving:
          'Adults who learn to read in our course report finding better work and helping their children with homework.',
        solution:
          'Free 20-week evening reading classes for adults in community halls, taught by trained volunteer tutors with a mother-tongue-first method in isiXhosa, Afrikaans and English.',
        evidence:
          '410 learners enrolled in 2024 and 71% completed the 20 weeks; 83% of those who completed passed the ABET level 1 reading test.',
        differentiation: "Evening classes near home, in the learner's first language first.",
        reasoning: 'Completion and test results show the course works.',
        rating: 4,
      },
      market: {
        target:
          'Adults aged 18-60 in Mitchells Plain, Khayelitsha and Gugulethu who read below grade 3 level.',
        idealCustomer:
          "A 42-year-old domestic worker who wants to read her own payslip and her son's homework.",
        discoveryEvaluation:
          'Learners come through churches, clinics and word of mouth; 60 people are on the waiting list.',
        payEvidence:
          'Learners pay nothing. Our R2.9M budget is 62% a Western Cape Education Department grant and 38% individual donations from 1,140 donors, 68% of whom gave again this year.',
        budget: 'The department funds adult education per learner who completes.',
        marketSize: 'An estimated 180,000 adults in the three areas read below grade 3 level.',
        reasoning:
          'Funders renew and learners keep coming, but the grant is renewed one year at a time.',
        rating: 3,
      },
      execution: {
        delivery:
          '14 sites, 38 volunteer tutors and 3 paid staff; every tutor does a 5-day training and is observed twice a term.',
        resourcesPartners:
          'The education department grant, 9 churches and 5 community halls that host classes for free.',
        risks: 'The grant is annual; volunteer tutors drop out at about 30% a year.',
        goToMarket: 'Churches and clinics announce classes; learners bring friends.',
        salesMarketing: 'A donor newsletter every quarter with learner stories and results.',
        retentionGrowth:
          'An SMS to learners who miss 2 classes, and a buddy for every new learner.',
        reasoning:
          'We have been running for 3 years, but we are a small organisation, so I rated execution as only starting.',
        rating: 2,
      },
      loops: {
        product_execution: {
          current: 'Tutors report attendance and reading scores every 4 weeks.',
          actions: 'Give extra training to tutors whose learners drop out most.',
          metrics: 'Completion rate per site and per tutor.',
        },
      },
      actionPlan: {
        priority: 'Secure a 3-year grant instead of a 1-year one and open 2 more sites.',
        next30Days: [
          'Prepare the 3-year grant proposal with 3 years of results',
          'Hire a volunteer coordinator if the grant is renewed',
        ],
        successMeasures: 'A 3-year grant agreed and a tutor drop-out rate under 20%.',
      },
      reflection: {
        hardestPillar: 'Execution: keeping volunteers.',
        surprises: 'Learners who finish become our best tutors and recruiters.',
      },
    },
  }),

  founder({
    name: 'maths-platform-public-schools',
    expect: {
      model: 'software',
      audience: 'public',
      revenue: 'subscription',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'inflated', execution: 'honest' },
    forbidden: [/\bfreemium\b/i, /\bin-app purchases?\b/i, /\bapp store (ads|ratings)\b/i],
    form: {
      industry: 'Education/EdTech',
      region: 'Latin America & Caribbean',
      country: 'Colombia',
      product: {
        problem:
          'Public secondary schools in Medellín have classes of 40 students and one maths teacher, who cannot see which students are stuck until the term exam.',
        currentHandling: 'Teachers mark paper worksheets by hand and reteach the whole class.',
        whyWorthSolving:
          'Only 23% of grade 9 students in the city reach the national maths standard.',
        solution:
          'Adaptive maths practice on low-cost Android tablets that works offline and gives the teacher a weekly list of who is stuck on what.',
        evidence:
          'Free pilot in 9 public schools with 2,700 students since February; teachers use it twice a week on average.',
        differentiation:
          'Works offline on cheap tablets and follows the national curriculum standards.',
        reasoning: 'A working product in daily use, with feedback from teachers every month.',
        rating: 3,
      },
      market: {
        target:
          'Public secondary schools in Antioquia, bought through the municipal education secretariats.',
        idealCustomer: 'The education secretary of a municipality with 20-60 public schools.',
        discoveryEvaluation: 'We met 3 municipal education secretariats; one asked for a proposal.',
        payEvidence: 'No paid contract yet; the pilot is free until December.',
        budget:
          'Municipalities have an annual budget for school quality programmes; we plan COP 18,000 per student per year.',
        marketSize: 'About 1.1 million public secondary students in Antioquia.',
        reasoning: 'The market is clearly growing and schools love us, so we are growing too.',
        rating: 4,
      },
      execution: {
        delivery: 'A team of 5: 2 developers, a maths teacher, a school trainer and the founder.',
        resourcesPartners: 'A grant of US$120,000 from an education foundation; a tablet supplier.',
        risks: 'Public contracts follow the municipal budget cycle and elections.',
        goToMarket: 'Pilot results presented to municipal secretariats, then a public tender.',
        salesMarketing: 'A results report per school at the end of the pilot.',
        retentionGrowth: 'Teacher training every term.',
        reasoning: 'The pilot runs, but we have never gone through a public tender.',
        rating: 2,
      },
      loops: {
        product_market: {
          current: 'Teachers send feedback every month through a WhatsApp group.',
          actions: 'Add a printable weekly report for teachers without a computer.',
          metrics: 'Sessions per student per week and change in test scores.',
        },
      },
      actionPlan: {
        priority:
          'Turn the pilot results into a paid contract with one municipality for next year.',
        next30Days: [
          'Measure test scores in pilot and non-pilot classes',
          'Ask the secretariat what a tender needs',
        ],
        successMeasures: 'A signed letter of intent from one municipality.',
      },
      reflection: {
        hardestPillar: 'Market: the buyer is not the user.',
        challengedAssumptions: 'We thought schools could buy; only the municipality can.',
      },
    },
  }),

  founder({
    name: 'maize-advice-kenya',
    expect: {
      model: 'software',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'inflated', market: 'honest', execution: 'honest' },
    forbidden: [/\bcredit cards?\b/i, /\bLinkedIn\b/i, /\bprocurement\b/i, /\bSOC ?2\b/],
    form: {
      industry: 'Agriculture/AgTech',
      region: 'Sub-Saharan Africa',
      country: 'Kenya',
      product: {
        problem:
          'Smallholder maize farmers in Nakuru County apply fertiliser at the wrong time and in the wrong amount, and lose up to a third of their yield.',
        currentHandling:
          "They follow the agro-dealer's advice or what neighbours do; extension officers visit rarely.",
        whyWorthSolving:
          'A one-acre farmer earns about KES 60,000 a season from maize; a 20% better yield changes the year.',
        solution:
          'An SMS service that tells each farmer when to plant, when and how much fertiliser to apply, and when to weed, based on their plot, the local rain forecast and a soil test.',
        evidence:
          'A free pilot with 300 farmers for one long-rains season; on 40 demonstration plots, yields were 18% higher than on neighbouring plots.',
        differentiation: 'Advice per plot by SMS, so it works on any phone.',
        reasoning: 'The pilot results are so strong that the product is clearly excellent.',
        rating: 5,
      },
      market: {
        target: 'Smallholder maize farmers with 0.5-5 acres in Nakuru and Uasin Gishu counties.',
        idealCustomer:
          'A farmer with 2 acres, a basic phone and an M-Pesa account, who sells maize to a cooperative.',
        discoveryEvaluation: 'We interviewed 60 farmers and 4 cooperative managers.',
        payEvidence:
          'Nobody has paid yet; we plan a season pass of KES 250, bought again each season through M-Pesa.',
        budget: 'Farmers spend KES 3,000-6,000 on fertiliser a season.',
        marketSize: 'About 400,000 smallholder maize farmers in the two counties.',
        reasoning: 'Farmers are interested, but we have not asked anyone to pay.',
        rating: 2,
      },
      execution: {
        delivery: 'Two founders and an agronomist; SMS sent through a bulk SMS provider.',
        resourcesPartners: 'A cooperative that lent us its member list; a soil lab in Nakuru.',
        risks: 'Farmers may not pay for advice; weather forecasts are sometimes wrong.',
        goToMarket: 'Through cooperatives and agro-dealers at planting time.',
        salesMarketing: 'Field days on the demonstration plots.',
        retentionGrowth: "A harvest SMS with the farmer's own yield compared to the average.",
        reasoning: 'The pilot ran, but we have no paying customers and no sales process.',
        rating: 2,
      },
      loops: {
        product_market: {
          current: 'We call 20 farmers a week to ask whether they followed the advice.',
          actions: 'Shorten the SMS to one action per message.',
          metrics: 'Share of farmers who follow the advice.',
        },
      },
      actionPlan: {
        priority: 'Sell 500 season passes before the short rains.',
        next30Days: [
          'Offer the season pass to the 300 pilot farmers',
          'Run 3 field days with the cooperative',
        ],
        successMeasures: '500 season passes paid through M-Pesa.',
      },
      reflection: {
        hardestPillar: 'Market: we do not know if farmers will pay.',
        surprises: 'Women farmers followed the advice more often than men.',
      },
    },
  }),

  founder({
    name: 'founders-podcast-argentina',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'usage',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'inflated', execution: 'honest' },
    forbidden: [/\bstock levels?\b/i, /\bpurchase orders?\b/i, /\bshelf life\b/i],
    form: {
      industry: 'Media/Entertainment',
      region: 'Latin America & Caribbean',
      country: 'Argentina',
      product: {
        problem:
          'Spanish-speaking founders in Latin America learn from U.S. podcasts whose advice does not fit inflation, currency controls or local investors.',
        currentHandling:
          'They listen to English podcasts and translate the lessons in their heads.',
        whyWorthSolving:
          'There are few long-form interviews with Latin American founders about what really happened.',
        solution:
          'A weekly 50-minute interview podcast in Spanish with Latin American founders, plus a newsletter with the 3 lessons from each episode.',
        evidence:
          '11 episodes published, about 600 downloads each, and 140 newsletter subscribers.',
        differentiation: 'Founders talk about failures and numbers, not just success stories.',
        reasoning: 'Listeners finish episodes and write to us; it is still early.',
        rating: 3,
      },
      market: {
        target: 'Founders and start-up employees in Argentina, Mexico, Colombia and Chile.',
        idealCustomer:
          'A sponsor selling software to start-ups, e.g. a payroll or banking product.',
        discoveryEvaluation: 'We have not spoken to any sponsor yet.',
        payEvidence: 'No sponsors and no revenue; we plan to charge US$25 per 1,000 downloads.',
        budget:
          'Tech companies spend on podcast sponsorships in the U.S.; we assume the same here.',
        marketSize: 'Latin America has thousands of start-ups.',
        reasoning:
          'This is the biggest opportunity in Latin American media and we will dominate it.',
        rating: 5,
      },
      execution: {
        delivery: 'Two co-hosts record remotely; a freelance editor cuts each episode in 2 days.',
        resourcesPartners: 'US$4,000 of our own money for microphones and editing.',
        risks: 'Downloads may stay too low for sponsors; we may run out of time to record weekly.',
        goToMarket: 'Clips on LinkedIn and Twitter and guests sharing their episode.',
        salesMarketing: 'Not started.',
        retentionGrowth: 'The newsletter links back to every episode.',
        reasoning: 'We publish every week on schedule, nothing more yet.',
        rating: 2,
      },
      loops: {
        market_execution: {
          current: 'Guests bring most new listeners when they share their episode.',
          actions: 'Ask every guest to post a 60-second clip.',
          metrics: 'Downloads in the first 7 days per episode.',
        },
      },
      actionPlan: {
        priority: 'Find out whether any sponsor will pay at 600 downloads per episode.',
        next30Days: [
          'Write to 20 start-up software companies about sponsorship',
          'Publish 4 episodes',
        ],
        successMeasures: '1 paid sponsor or 5 sponsor calls with a clear reason for no.',
      },
      reflection: {
        hardestPillar: 'Market: we do not know who pays.',
        challengedAssumptions:
          'We assumed listeners would come from search; they come from guests.',
      },
    },
  }),

  founder({
    name: 'ev-charging-idea',
    expect: {
      model: 'services',
      audience: 'both',
      revenue: 'usage',
      stage: 'idea',
      solo: true,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [
      /\bSeries A\b/i,
      /\bnet revenue retention\b/i,
      /\bscale (your|the) (sales )?team\b/i,
      /\bquarterly business reviews?\b/i,
    ],
    form: {
      industry: 'Energy/Utilities',
      region: 'Europe',
      country: 'Netherlands',
      product: {
        problem:
          "People in Utrecht apartment buildings who buy an electric car cannot charge at home, because the building garage has no chargers and the owners' association cannot agree who pays.",
        currentHandling:
          'They use public street chargers, which are often taken, and pay €0.60-€0.79 per kWh.',
        whyWorthSolving:
          'I think more residents will buy electric cars soon, but I have not checked how many.',
        solution:
          'I would install and run shared chargers in the building garage at no cost to the association, and residents would pay per kWh through an app.',
        evidence: 'No evidence yet; it is my own problem as a resident.',
        differentiation: 'The association pays nothing upfront.',
        reasoning: 'Just an idea so far.',
        rating: 1,
      },
      market: {
        target: "Owners' associations (VvE) of apartment buildings with a shared garage.",
        idealCustomer:
          'Not sure yet: maybe the board of a 40-flat building with 3 electric car owners.',
        discoveryEvaluation: 'I have not interviewed anyone yet.',
        payEvidence: 'None.',
        budget: 'Unknown.',
        marketSize: 'The Netherlands has a lot of apartment buildings; I have not found a number.',
        reasoning: 'Untested.',
        rating: 1,
      },
      execution: {
        delivery: 'Just me so far; I would need an installer and a charger supplier.',
        resourcesPartners: 'None yet.',
        risks:
          'The installation cost per building may be too high to earn back from charging fees.',
        goToMarket: 'Start with my own building.',
        salesMarketing: '',
        retentionGrowth: '',
        reasoning: 'Nothing in place.',
        rating: 1,
      },
      actionPlan: {
        priority: "Find out if owners' associations would say yes.",
        next30Days: ['Talk to the board of my own building', 'Ask 2 installers for a rough quote'],
        successMeasures: '10 conversations with association boards.',
      },
      reflection: {
        hardestPillar: 'Market: I do not know who decides.',
      },
    },
  }),
];
