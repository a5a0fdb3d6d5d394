import { founder, type Founder } from './types';

/** Software founders: B2B SaaS at seed and after a round, consumer apps, a game, a fintech. */
export const SOFTWARE_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'contract-review-saas',
    expect: {
      model: 'software',
      audience: 'business',
      revenue: 'subscription',
      stage: 'paying',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bstock levels?\b/i, /\bshelf life\b/i, /\btast(e|ing) tests?\b/i],
    form: {
      industry: 'Technology/Software',
      region: 'Global/Multiple Regions',
      product: {
        problem:
          'Lawyers at small firms spend 3-5 hours reviewing each commercial lease or supply contract line by line, and clients refuse to pay for more than 2 of those hours.',
        currentHandling:
          'They reuse old Word templates, keep a clause checklist in a shared drive and ask a junior associate to compare clauses by hand.',
        whyWorthSolving:
          'At a billing rate of $250 an hour, a firm writing off 2 hours on 30 contracts a month loses $15,000 of unbilled time every month.',
        solution:
          "A Word add-in that flags missing or unusual clauses against the firm's own playbook and suggests fallback wording, with a web console built on Next.js.",
        evidence:
          '11 firms pay $390 a month after a 30-day trial; 9 of them used it on more than 20 contracts last month, and average review time fell from 3.6 to 1.9 hours.',
        differentiation:
          "It learns from the firm's own playbook instead of a generic clause library, and it runs inside Word, where lawyers already work.",
        reasoning:
          'Paying customers use it weekly, but we have only 11 of them and no proof yet that they stay beyond six months.',
        rating: 3,
      },
      market: {
        target:
          'Law firms with 5 to 50 lawyers that draft commercial contracts, starting with the U.S. and the UK.',
        idealCustomer:
          'The managing partner of a 10-20 lawyer commercial firm who reviews write-offs every month and already pays for a document management system.',
        discoveryEvaluation:
          'We interviewed 46 lawyers; 31 named contract review as their biggest write-off, and 18 asked to try the add-in.',
        payEvidence:
          '11 firms converted from trial to paid at $390 a month, and 2 asked for a yearly invoice to lock in the price.',
        budget:
          'Firms pay from the practice technology budget, usually $200-$800 per lawyer per year.',
        marketSize:
          'About 48,000 small law firms in the U.S. alone; at $4,680 a year each that is a $225M serviceable market.',
        reasoning:
          'Willingness to pay is shown, but every customer so far came from our own network.',
        rating: 3,
      },
      execution: {
        delivery:
          'Two founders build and support the product; releases go out every two weeks and onboarding is one 45-minute call.',
        resourcesPartners:
          '$600k pre-seed from two angels, 14 months of runway, and a referral deal with a legal-tech consultancy that serves 300 firms.',
        risks:
          'Microsoft or the big legal publishers could ship the same feature inside Word, and one bad clause suggestion could cost a firm a client.',
        goToMarket:
          "Referrals from our 11 customers, talks at state bar association meetings, and the consultancy's client newsletter.",
        salesMarketing:
          "Founder-led sales: a 20-minute demo, then a 30-day trial on the firm's own contracts.",
        retentionGrowth:
          'A monthly check-in call with every firm; rejected suggestions go back into their playbook so accuracy improves.',
        reasoning:
          'Delivery works for a dozen firms with a steady release rhythm; onboarding by hand will not scale past about 40.',
        rating: 3,
      },
      loops: {
        product_market: {
          current:
            'Every rejected suggestion is logged and reviewed each Friday with one customer on a call.',
          actions: 'Build a playbook import so new firms can start from their own templates.',
          metrics: 'Share of suggestions accepted (now 62%) and hours per review.',
        },
        market_execution: {
          current: 'All 11 customers came through our personal network or one referral.',
          actions: "Test the consultancy's newsletter with a 45-day trial offer.",
          metrics: 'Trials started per month and trial-to-paid rate (now 11 of 18).',
        },
      },
      actionPlan: {
        priority: 'Reach 25 paying firms by proving one channel outside our own network.',
        next30Days: [
          'Run the newsletter offer with the consultancy to its 300 firms',
          'Ask each of the 11 firms for one introduction to a peer firm',
          'Write two case studies with before and after review times',
        ],
        successMeasures:
          '10 new trials from outside our network and at least 5 of them paying by day 45.',
      },
      reflection: {
        hardestPillar: 'Market: we know lawyers like it, we do not know how to reach them cheaply.',
        surprises: 'Firms cared more about consistent wording across lawyers than about speed.',
        challengedAssumptions:
          'We assumed partners would buy; in 7 of 11 firms a senior associate pushed for it.',
      },
    },
  }),

  founder({
    name: 'field-service-saas-scaleup',
    expect: {
      model: 'software',
      audience: 'business',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'modest' },
    forbidden: [/\bfirst paying customers?\b/i, /\bstock levels?\b/i],
    form: {
      industry: 'Technology/Software',
      region: 'North America',
      country: 'Canada',
      product: {
        problem:
          'Heating and plumbing contractors with 5 to 50 technicians schedule jobs on whiteboards and phone calls, so technicians drive across town twice and invoices go out a week late.',
        currentHandling:
          'Most use a paper job sheet, a shared Google Calendar and QuickBooks, with an office manager re-typing every job into the invoice.',
        whyWorthSolving:
          'A technician costs about CA$65 an hour; our customers say they lose 6-8 billable hours per technician per week to bad routing and paperwork.',
        solution:
          'Scheduling, dispatch and mobile job sheets in one tool: the office drags jobs onto a map, technicians close the job on their phone and the invoice is sent the same day.',
        evidence:
          '160 paying contractors, CA$1.4M ARR, net revenue retention of 112% and logo churn of 1.1% a month; 74% of technicians open the mobile app every working day.',
        differentiation:
          'Built only for trades with under 50 technicians: set-up in one day and a price per office seat, not per technician, unlike ServiceTitan.',
        reasoning:
          'Customers use it daily, pay, stay and expand; the roadmap comes from usage data and a customer council.',
        rating: 4,
      },
      market: {
        target:
          'Residential heating, cooling and plumbing contractors in Canada and the northern U.S. with 5 to 50 technicians.',
        idealCustomer:
          'An owner-operator with 12 technicians and one office manager, growing 20% a year and tired of whiteboards.',
        discoveryEvaluation:
          'We ran 200+ sales calls last year; the top reasons to buy were fewer wasted trips and same-day invoicing.',
        payEvidence:
          'Average contract CA$730 a month, paid annually by 58% of customers; 21 customers upgraded to the dispatch add-on.',
        budget:
          'Owners compare us with one hour of technician time a day; price has rarely been the objection.',
        marketSize:
          'About 28,000 contractors of this size in Canada and the bordering states; 1% is CA$2.5M ARR.',
        reasoning:
          'Demand is repeatable: 60% of new customers come from Google Ads at a known CA$2,100 acquisition cost and 40% from referrals.',
        rating: 4,
      },
      execution: {
        delivery:
          'A team of 12: 6 engineers shipping weekly on Node.js and React Native, 2 in customer success, 2 in sales, and the two founders.',
        resourcesPartners:
          'CA$6M Series A closed in March; partnerships with two heating-equipment distributors who recommend us to their dealers.',
        risks:
          'Onboarding takes 3 weeks and depends on one success manager; a larger competitor could drop its price for small shops.',
        goToMarket:
          'Google Ads on trade keywords, distributor referrals and a booth at 4 trade shows a year.',
        salesMarketing:
          'Inbound demo requests go to 2 account executives; average sales cycle 19 days, close rate 31%.',
        retentionGrowth:
          'Quarterly business reviews for accounts over CA$1,000 a month and in-app prompts for the dispatch add-on.',
        reasoning:
          'It still feels chaotic to us: we fight fires every week, so I gave Execution a low score.',
        rating: 2,
      },
      loops: {
        product_execution: {
          current:
            'Every feature request is tagged in the help desk and counted before it reaches the roadmap.',
          actions: 'Cut onboarding from 3 weeks to 1 with self-serve data import.',
          metrics: 'Days from signature to first invoice sent (median 17 today).',
        },
        market_execution: {
          current: 'Ads and referrals bring about 14 new customers a month.',
          actions: 'Launch a referral credit for distributors and track each source separately.',
          metrics: 'Acquisition cost per channel and 90-day retention per channel.',
        },
      },
      actionPlan: {
        priority:
          'Hire 4 engineers and 2 account executives this quarter without slowing onboarding.',
        next30Days: [
          'Write the role scorecards for the 6 hires and open the roles',
          'Document the onboarding checklist so a second success manager can run it',
          'Ship the self-serve data import to 10 customers as a beta',
        ],
        successMeasures:
          'Median onboarding under 10 days, 6 offers accepted by the end of the quarter, logo churn under 1% a month.',
      },
      reflection: {
        hardestPillar: 'Execution: the team doubled in a year and our processes did not.',
        surprises: 'The dispatch add-on sells itself once the office sees the map.',
        biggestImpactLoop:
          'Product-Execution: onboarding speed decides both retention and how fast sales can grow.',
      },
    },
  }),

  founder({
    name: 'english-practice-app',
    expect: {
      model: 'software',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'inflated', market: 'honest', execution: 'honest' },
    forbidden: [/\bprocurement\b/i, /\bRFPs?\b/, /\bpurchase orders?\b/i, /\bstock levels?\b/i],
    form: {
      industry: 'Education/EdTech',
      region: 'Latin America & Caribbean',
      country: 'Brazil',
      product: {
        problem:
          'Brazilian professionals who read English well freeze in job interviews held in English, and a private teacher costs R$120 an hour.',
        currentHandling:
          'They watch YouTube videos, practise with Duolingo, or pay for group classes that rarely let them speak for more than 5 minutes.',
        whyWorthSolving:
          'Roles that require English pay 30-60% more in São Paulo, e.g. in tech support and sales.',
        solution:
          'A phone app with a voice tutor that runs mock job interviews in English for a chosen role and corrects pronunciation and grammar after each answer.',
        evidence:
          'Launched a free beta on the Play Store 6 weeks ago: 2,300 downloads, and people on Instagram say they love it.',
        differentiation:
          'It is the only app that practises real interview questions for a specific job, and the voice sounds natural.',
        reasoning: 'The product is excellent and better than anything else on the market.',
        rating: 5,
      },
      market: {
        target: 'Brazilian adults aged 22-40 applying for jobs that require spoken English.',
        idealCustomer:
          'A 27-year-old support analyst in São Paulo preparing for an interview at a multinational.',
        discoveryEvaluation:
          'We spoke to 15 job seekers from a LinkedIn group; 12 said speaking practice is what they lack.',
        payEvidence: 'Nobody has paid yet; we plan a premium tier at R$29.90 a month.',
        budget: 'People already spend R$80-R$300 a month on classes.',
        marketSize:
          'Around 10 million Brazilians study English, according to a British Council report.',
        reasoning: 'We know the need exists but have not tested the price.',
        rating: 2,
      },
      execution: {
        delivery:
          'Two founders: one builds the React Native app, the other writes interview scripts; the voice tutor uses a hosted speech API.',
        resourcesPartners:
          'R$90,000 of our own savings and a free cloud credit of US$5,000; no partners yet.',
        risks:
          'Speech API costs grow with every free user, and larger apps could add interview practice.',
        goToMarket: 'Instagram reels with interview tips and posts in LinkedIn job-seeker groups.',
        salesMarketing: 'Organic content only so far; 3 reels passed 20,000 views.',
        retentionGrowth: 'We have not measured retention yet.',
        reasoning: 'The app works and is live, but everything else is still manual.',
        rating: 2,
      },
      loops: {
        product_market: {
          current: 'We read app-store reviews and Instagram comments every week.',
          actions: 'Add an in-app survey after the third mock interview.',
          metrics: 'Downloads per week and average rating (4.6 stars today).',
        },
      },
      actionPlan: {
        priority: 'Launch the premium tier and find out whether anyone pays R$29.90 a month.',
        next30Days: [
          'Add a paywall after 3 free mock interviews',
          'Measure week-4 retention for the beta users',
          'Interview 10 users who used it more than 5 times',
        ],
        successMeasures: '100 paying subscribers and week-4 retention above 20%.',
      },
      reflection: {
        hardestPillar: 'Market, because we do not know yet who will pay.',
        challengedAssumptions: 'We thought students would be the users; most are working adults.',
      },
    },
  }),

  founder({
    name: 'pub-tips-app',
    industry: 'Food & Beverage',
    expect: {
      model: 'software',
      audience: 'business',
      revenue: 'subscription',
      stage: 'pilots',
      solo: true,
      hiring: 'unknown',
    },
    ratings: { product: 'inflated', market: 'honest', execution: 'honest' },
    forbidden: [
      /\bHIPAA\b/,
      /\bpatients?\b/i,
      /\bclinic(al|s)?\b/i,
      /\bnurses?\b/i,
      /\bmedical\b/i,
    ],
    form: {
      industry: '',
      region: 'Europe',
      country: 'United Kingdom',
      product: {
        problem:
          'Bar staff in pubs wait weeks for their share of card tips, and managers spend 2-3 hours every Sunday working out the split by hand.',
        currentHandling:
          'Managers copy hours from the rota into a spreadsheet, divide the tip pot, and pay it through payroll a month later; staff often argue about the split.',
        whyWorthSolving:
          'Since the 2024 tipping law, venues must pass on all tips fairly and keep a written policy, so mistakes are now a legal risk.',
        solution:
          "A phone app that reads the rota, splits the week's card tips by hours worked and role, and pays each person every Friday through open banking.",
        evidence:
          'Free trial running in 3 pubs in Bristol with 41 staff for 5 weeks; managers say it saves them their Sunday.',
        differentiation:
          'Staff see their own share in real time, and the written policy is generated for the venue.',
        reasoning: 'It works in 3 pubs and staff love seeing their tips, so I think it is mature.',
        rating: 4,
      },
      market: {
        target: 'Independent pubs and cocktail bars in the UK with 8 to 40 staff.',
        idealCustomer:
          'The general manager of a busy city-centre pub with 20 staff on rotating shifts and £3,000+ a month in card tips.',
        discoveryEvaluation:
          'I worked as a bar manager for 6 years and talked to 22 managers at a trade show; 17 split tips by spreadsheet.',
        payEvidence: 'No venue pays yet; the plan is £19 a month per venue after the trial.',
        budget: 'Venues pay £30-£90 a month for rota software, so £19 should fit.',
        marketSize: 'About 45,000 pubs in the UK, plus bars and restaurants.',
        reasoning: 'Clear pain, but no payment yet.',
        rating: 2,
      },
      execution: {
        delivery:
          "I'm a solo founder; a freelance developer built the app in Flutter and I handle onboarding and support myself.",
        resourcesPartners:
          '£18,000 of savings; talking to one rota software company about an integration.',
        risks:
          'Handling money needs an authorised payments partner; a big rota company could add tip splitting.',
        goToMarket: 'Visit pubs in Bristol in person, then ask the pub groups for introductions.',
        salesMarketing: 'Walk-ins with a one-page leaflet and a 30-day free trial.',
        retentionGrowth: 'Not started.',
        reasoning:
          'The trial runs, but onboarding is by hand and the payments partner is not signed.',
        rating: 2,
      },
      loops: {
        market_execution: {
          current: 'Every pub so far came from my old contacts.',
          actions: 'Test walk-in visits to 20 pubs I do not know.',
          metrics: 'Trials started per 10 visits.',
        },
      },
      actionPlan: {
        priority: 'Turn the 3 trial pubs into paying venues at £19 a month.',
        next30Days: [
          'Ask the 3 managers to pay from next month',
          'Sign the payments partner agreement',
          'Visit 20 new pubs in Bristol',
        ],
        successMeasures: '3 paying venues and 5 new trials.',
      },
      reflection: {
        hardestPillar: 'Execution, because the payments partner decides when I can launch.',
        surprises: 'Staff cared more about seeing their share than about being paid faster.',
      },
    },
  }),

  founder({
    name: 'hr-compliance-uae',
    expect: {
      model: 'software',
      audience: 'business',
      revenue: 'subscription',
      stage: 'discovery',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'inflated' },
    forbidden: [/\bnet revenue retention\b/i, /\bexpansion revenue\b/i, /\bstock levels?\b/i],
    form: {
      industry: 'Technology/Software',
      region: 'Middle East & North Africa',
      country: 'United Arab Emirates',
      product: {
        problem:
          'HR managers at UAE companies with 10-100 staff track visa expiries, Emirates ID renewals and salary-transfer deadlines in Excel, and a missed renewal costs AED 50 a day per employee in fines.',
        currentHandling:
          'A spreadsheet with expiry dates, calendar reminders and a PRO agent who is called when something is already late.',
        whyWorthSolving:
          'One HR manager told us her company paid AED 14,000 in late fines last year; salary transfers outside the wage protection system block new work permits.',
        solution:
          'A web tool that imports staff documents, reads expiry dates, reminds HR 60 days ahead and checks each payroll file before it is sent.',
        evidence:
          'A clickable Figma prototype shown to 9 HR managers; 6 asked to be told when it launches.',
        differentiation:
          'Built for UAE rules only, in English and Arabic, and priced per company rather than per employee.',
        reasoning: 'The problem is confirmed in interviews and we have a prototype, nothing more.',
        rating: 2,
      },
      market: {
        target:
          'Private companies in Dubai and Abu Dhabi with 10-100 employees and no HR software.',
        idealCustomer:
          'The only HR person at a 40-employee trading or construction company, who also handles payroll.',
        discoveryEvaluation:
          'We interviewed 14 HR managers; 9 track expiries in Excel and 5 paid a fine in the last year.',
        payEvidence: 'Nobody has paid or pre-ordered; 3 said AED 300 a month sounds fair.',
        budget: 'Companies already pay PRO agents AED 1,500-3,000 a month.',
        marketSize: 'Roughly 60,000 companies of this size in the UAE, by our estimate.',
        reasoning: 'Interviews point to a real need, but price and buyer are not tested.',
        rating: 2,
      },
      execution: {
        delivery:
          'Two co-founders, one technical; we plan to build the first version in 3 months once we quit our jobs.',
        resourcesPartners: 'AED 120,000 of savings; no partners signed.',
        risks: 'Regulations change often and payroll integrations differ by bank.',
        goToMarket: 'LinkedIn posts, HR WhatsApp groups and PRO agencies as resellers.',
        salesMarketing: 'Founder demos to HR managers from our network.',
        retentionGrowth: 'Not defined yet.',
        reasoning:
          'We have a strong plan and a great team, so we are ready to scale fast once the product is built.',
        rating: 4,
      },
      loops: {
        product_market: {
          current: 'We update the prototype after every interview.',
          actions: 'Test the prototype with 5 more HR managers outside our network.',
          metrics: 'Share of interviewees who ask to use it.',
        },
      },
      actionPlan: {
        priority: 'Get 5 companies to pre-pay for the first version before we quit our jobs.',
        next30Days: [
          'Run 10 more interviews with HR managers we do not know',
          'Offer a founding-customer price of AED 200 a month, paid 3 months ahead',
        ],
        successMeasures: '5 pre-paid companies and a list of the 3 must-have features.',
      },
      reflection: {
        hardestPillar: 'Market: we do not know if HR managers can approve the spend themselves.',
        challengedAssumptions:
          'We assumed big companies needed this most; they already have HR systems.',
      },
    },
  }),

  founder({
    name: 'indie-puzzle-game',
    expect: {
      model: 'software',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'pilots',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bchurn\b/i, /\bMRR\b/, /\bmonthly recurring\b/i, /\bsubscription renewals?\b/i],
    form: {
      industry: 'Media/Entertainment',
      region: 'Europe',
      country: 'Sweden',
      product: {
        problem:
          'Adults who want a calm game after work find most puzzle games either too hard or built around ads and timers.',
        currentHandling: 'They replay old favourites or play mobile puzzles full of ads.',
        whyWorthSolving:
          'Cozy games are one of the fastest-growing tags on Steam, and players say they buy every good one.',
        solution:
          'A hand-drawn puzzle game about restoring a lighthouse, about 8 hours long, sold once for $14.99 on Steam with no ads or in-game purchases.',
        evidence:
          'Our demo in Steam Next Fest had 6,100 players with a median play time of 48 minutes, and wishlists grew to 18,400.',
        differentiation:
          'Puzzles built from one mechanic (light and mirrors) that deepens over the game, and music by a composer whose last soundtrack won a Swedish award.',
        reasoning: 'The demo plays well with strangers, but the full game is not finished.',
        rating: 3,
      },
      market: {
        target: 'PC players aged 25-45 who buy cozy and puzzle games on Steam.',
        idealCustomer:
          'Someone who played "A Monster\'s Expedition" and "Unpacking" and finished both.',
        discoveryEvaluation:
          'Playtests with 40 strangers through Discord; 31 finished the demo and 22 asked when it launches.',
        payEvidence: 'No sales yet; the game is not for sale until launch in March.',
        budget: 'Players in this genre usually pay $10-$20 per game.',
        marketSize:
          'Comparable games sold 50,000 to 300,000 copies; a rule of thumb is 0.1-0.5 first-week sales per wishlist.',
        reasoning: 'Wishlists are a good sign, but they are not sales.',
        rating: 2,
      },
      execution: {
        delivery:
          'Three people: a programmer, an artist and a designer-producer, building in Unity with 2-week milestones.',
        resourcesPartners:
          'SEK 1.2M from the Swedish Film Institute game fund and our savings; a publisher offered a deal we declined.',
        risks:
          'The last 30% of content may take longer than planned; launch timing clashes with larger releases.',
        goToMarket: 'Steam festivals, a trailer for the wholesome-games showcases, and streamers.',
        salesMarketing: 'Sending keys to 150 small streamers who play cozy games.',
        retentionGrowth:
          'A free expansion 3 months after launch to bring players back and reach new ones.',
        reasoning: 'We ship milestones on time, the fund is signed and the main risks are known.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'We watch every playtest recording and mark where players get stuck.',
          actions: 'Rework the 4 puzzles where more than 30% of players quit.',
          metrics: 'Demo completion rate and wishlists per week.',
        },
        product_execution: {
          current: 'Scope is reviewed at every 2-week milestone.',
          actions: 'Cut one of the five chapters if milestone 9 slips.',
          metrics: 'Planned versus finished puzzles per milestone.',
        },
      },
      actionPlan: {
        priority: 'Reach 30,000 wishlists before launch in March.',
        next30Days: [
          'Submit the trailer to 2 showcases',
          'Send keys to 150 streamers',
          'Fix the 4 hardest demo puzzles',
        ],
        successMeasures: '30,000 wishlists and a demo completion rate above 60%.',
      },
      reflection: {
        hardestPillar: 'Market: wishlists do not tell us how many will buy.',
        surprises: 'Players loved the music more than the puzzles.',
      },
    },
  }),

  founder({
    name: 'savings-circles-fintech',
    expect: {
      model: 'software',
      audience: 'consumer',
      revenue: 'usage',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bstock levels?\b/i, /\bshelf life\b/i, /\bHIPAA\b/],
    form: {
      industry: 'Finance/Fintech',
      region: 'Sub-Saharan Africa',
      country: 'Nigeria',
      product: {
        problem:
          'Market traders in Lagos save through ajo circles run by a collector, and every year some collectors disappear with the pot.',
        currentHandling:
          'Traders give cash to a collector who walks the market daily and pays out one member each week, recorded in a notebook.',
        whyWorthSolving:
          'A typical circle of 20 traders saves ₦2M a month; losing one pot wipes out months of profit for a small trader.',
        solution:
          'An app and USSD menu where a circle saves into a licensed microfinance bank account, sees every contribution, and receives the payout automatically on the agreed day.',
        evidence:
          '1,240 active savers in 96 circles, ₦38M saved per month, and 88% of circles that started in January are still running in June.',
        differentiation:
          'It keeps the social rules of ajo (fixed order, group pressure) instead of replacing them with a personal savings account.',
        reasoning:
          'People use it every week and keep using it; the product is working but still basic.',
        rating: 3,
      },
      market: {
        target: 'Traders in Lagos markets who already save in ajo or esusu circles.',
        idealCustomer:
          'A fabric seller at Balogun market who runs a 20-person circle and is tired of chasing cash.',
        discoveryEvaluation:
          'Spent 3 months in 4 markets; circle leaders are the buyers and recruit the members.',
        payEvidence:
          'Circles pay a fee of 1% of each payout; fees were ₦380,000 last month, up from ₦90,000 in January.',
        budget: 'Collectors charge one day of savings per month, about 3.3%, so 1% is cheaper.',
        marketSize:
          'Lagos has more than 100 markets; we estimate 2 million traders save in circles.',
        reasoning:
          'Paying circles in 4 markets; word of mouth among leaders works, other channels unproven.',
        rating: 3,
      },
      execution: {
        delivery:
          'A team of 7: 3 engineers, 2 field agents, compliance and the founder; the bank partner holds all funds.',
        resourcesPartners:
          'A licensed microfinance bank partner under CBN rules, US$450k pre-seed, and 2 market associations.',
        risks:
          'A fraud or outage would destroy trust quickly; the bank partner could change its terms.',
        goToMarket: 'Field agents sign up circle leaders in person; leaders bring their members.',
        salesMarketing:
          'Market-day demos and a ₦2,000 bonus for leaders whose circle completes a cycle.',
        retentionGrowth: 'Circles that finish a cycle are offered a new cycle with a larger pot.',
        reasoning:
          'Delivery, bank partner and main risks are in place; growth is still founder-driven.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Each field agent signs about 5 circles a month.',
          actions: 'Test leader-to-leader referrals with a bonus in 2 new markets.',
          metrics: 'New circles per agent per month and cost per active saver.',
        },
      },
      actionPlan: {
        priority: 'Double active circles to 200 without doubling field agents.',
        next30Days: [
          'Launch the leader referral bonus in Oshodi and Mile 12 markets',
          'Add payout reminders by SMS',
        ],
        successMeasures: '200 active circles and cost per active saver under ₦1,500.',
      },
      reflection: {
        hardestPillar: 'Execution: trust is built in person and that is slow.',
        biggestImpactLoop: 'Market-Execution: leaders recruiting leaders would change our growth.',
      },
    },
  }),
];
