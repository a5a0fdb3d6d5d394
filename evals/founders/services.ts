import { founder, unlessNegated, type Founder } from './types';

/** Services sold as time or expertise: a solo consultant, a studio, clinics, tutoring, grooming. */
export const SERVICE_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'fractional-cfo-solo',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'subscription',
      stage: 'revenue',
      solo: true,
      hiring: 'no',
    },
    ratings: { product: 'honest', market: 'modest', execution: 'honest' },
    forbidden: [
      unlessNegated(String.raw`\bhir(e|es|ed|ing)\b`),
      unlessNegated(String.raw`\brecruit`),
      /\bfirst employee\b/i,
      /\bgrow (your|the) team\b/i,
    ],
    form: {
      industry: 'Consulting/Professional Services',
      region: 'Europe',
      country: 'Netherlands',
      product: {
        problem:
          'Dutch software companies with 20-80 staff have outgrown their bookkeeper but cannot justify a full-time CFO at €150k a year.',
        currentHandling:
          'The founder does the board pack in a weekend, the bookkeeper closes the month 3 weeks late, and investors get numbers nobody trusts.',
        whyWorthSolving:
          'A bad cash forecast before a funding round can cost months; two of my clients nearly ran out of cash before they brought me in.',
        solution:
          'A fractional CFO on a monthly retainer: 2 days a month for €2,400, covering the month-end close review, a 13-week cash forecast, the board pack and fundraising support.',
        evidence:
          '9 clients in 2 years, 6 renewed their retainer after the first year, and all 3 clients who raised money used my model in their data room.',
        differentiation:
          'I was the finance lead at a Dutch SaaS scale-up for 7 years, so I know the investors and the Exact Online and Xero setups these companies use.',
        reasoning: 'Clients pay, stay and refer others; the service is clear and proven.',
        rating: 4,
      },
      market: {
        target: 'Venture-backed software companies in the Netherlands with 20-80 employees.',
        idealCustomer:
          'A founder-CEO 6 months before a Series A, with a bookkeeper but no finance lead.',
        discoveryEvaluation:
          'Every client came from an investor or another founder; I turned down 4 enquiries last year for lack of time.',
        payEvidence:
          '€148,000 revenue last year from 7 active retainers; 2 clients pay an extra €1,500 a month during a fundraise.',
        budget: 'Clients pay from the operating budget, less than a third of a full-time CFO.',
        marketSize: 'About 900 Dutch software companies of this size; I need 7 or 8 at a time.',
        reasoning: 'I have never tested any marketing, so I rated the market low.',
        rating: 2,
      },
      execution: {
        delivery:
          'I work alone, with a fixed monthly calendar: close review in week 1, forecast in week 2, board pack in week 3.',
        resourcesPartners:
          'Two accounting firms send me clients who outgrow them, and I send them bookkeeping work.',
        risks:
          'If I am ill for a month, 7 clients miss their board packs; my revenue is capped by my own days.',
        goToMarket: 'Referrals from investors and the two accounting firms.',
        salesMarketing: 'One intro call, then a written proposal within 48 hours.',
        retentionGrowth:
          'An annual review with each client and a clear hand-over when they bring in a full-time CFO.',
        reasoning: 'The practice runs smoothly at 7 clients but depends entirely on me.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current:
            'I reuse the same forecast template for every client and improve it each quarter.',
          actions: 'Turn the board pack into a standard template with a 1-hour set-up.',
          metrics: 'Hours per client per month (now 17 on average).',
        },
      },
      actionPlan: {
        priority:
          'Raise my retainer to €2,900 for new clients and cut hours per client to 14 so I can serve 8 clients alone.',
        next30Days: [
          'Standardise the board pack template',
          'Send the new price to the next two enquiries',
          'Agree a back-up arrangement with a freelance CFO for sick days',
        ],
        successMeasures: '8 clients at once with no more than 16 working days a month.',
      },
      reflection: {
        hardestPillar:
          'Execution: I want to stay a one-person practice and I do not want to hire or build an agency, so the limit is my time.',
        challengedAssumptions:
          'I assumed I would need to market myself; referrals have been enough.',
      },
    },
  }),

  founder({
    name: 'brand-design-studio',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bapp stores?\b/i, /\bfreemium\b/i],
    form: {
      industry: 'Other/Custom',
      customIndustry: 'Brand and packaging design studio',
      region: 'Europe',
      country: 'Spain',
      product: {
        problem:
          'Young food and drink brands launch with packaging that looks like everyone else on the shelf, and retailers turn them down.',
        currentHandling:
          'Founders use a freelancer from Fiverr or a big agency that charges €60k and takes 5 months.',
        whyWorthSolving:
          'A listing in a national chain is worth €200k+ a year to these brands, and buyers judge the pack in seconds.',
        solution:
          'A fixed-price brand and packaging sprint: strategy, identity and 3 pack designs in 6 weeks for €8k-€25k, with print-ready files for the co-packer.',
        evidence:
          '22 projects last year; 14 clients are now listed in at least one national chain, and 4 came back for a range extension.',
        differentiation:
          'We test every design on a real supermarket shelf photo with 50 shoppers before delivery.',
        reasoning: 'A working service with paying clients, but results vary by client.',
        rating: 3,
      },
      market: {
        target: 'Food and drink start-ups in Spain and Portugal with €0.5M-€5M revenue.',
        idealCustomer:
          'A founder of a 2-year-old drinks brand preparing for a chain listing, with a €15k budget.',
        discoveryEvaluation:
          'We asked our last 22 clients why they chose us: 15 mentioned the shelf test.',
        payEvidence: '€310,000 revenue last year, average project €14,000, 40% from referrals.',
        budget: 'Clients fund design from their launch or seed budget.',
        marketSize:
          'About 1,200 food and drink start-ups in Spain, according to the ENISA directory.',
        reasoning:
          'Steady demand from referrals and 2 trade fairs, but no channel we fully control.',
        rating: 3,
      },
      execution: {
        delivery:
          'A studio of 6 in Barcelona: 2 founders, 3 designers and a project manager, working on 3 sprints at a time.',
        resourcesPartners:
          'A print partner in Valencia and a photographer for shelf tests; no debt or investors.',
        risks:
          'Two clients make up 35% of revenue; late client feedback pushes sprints over 6 weeks.',
        goToMarket: 'Referrals, the Alimentaria trade fair and case studies on Behance.',
        salesMarketing: 'A free 30-minute shelf review that turns into a proposal.',
        retentionGrowth: 'A pack refresh offer 18 months after launch.',
        reasoning: 'Delivery works; selling is still done by the founders only.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Half of our leads come from the shelf reviews.',
          actions: 'Run shelf reviews at the next trade fair with a booking page.',
          metrics: 'Shelf reviews booked and share that become projects (now 1 in 4).',
        },
      },
      actionPlan: {
        priority: 'Cut dependence on our 2 biggest clients below 20% of revenue.',
        next30Days: [
          'Book 12 shelf reviews with brands we have not worked with',
          'Publish 3 case studies with sales results',
        ],
        successMeasures: '4 new projects signed and no client above 15% of the pipeline.',
      },
      reflection: {
        surprises: 'Clients value the shelf test more than the design itself.',
        hardestPillar: 'Market: referrals are good but we cannot turn them up.',
      },
    },
  }),

  founder({
    name: 'after-hours-vet',
    industry: 'Healthcare/Medical',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [
      /\bHIPAA\b/,
      /\bFDA\b/,
      /\bpatients'? (medical )?records\b/i,
      /\bMedicare\b/,
      /\bMedicaid\b/,
    ],
    form: {
      industry: '',
      region: 'North America',
      country: 'United States',
      product: {
        problem:
          'When a cat or dog falls ill at night in north Denver, owners drive 45 minutes to the only 24-hour animal hospital and wait 3-4 hours.',
        currentHandling:
          'Day practices close at 6pm and send after-hours calls to the big emergency hospital, which triages the worst cases first.',
        whyWorthSolving:
          'Most night visits are urgent but not critical (vomiting, cuts, eye injuries), and owners would pay to be seen within an hour close to home.',
        solution:
          "An overnight veterinary practice open 6pm to 8am for urgent cases, with two vets, digital X-ray and an on-site lab, that sends records to the pet's day vet by 8am.",
        evidence:
          'Open 7 months: 310 visits a month, average bill $240, and a 4.8 rating from 260 Google reviews.',
        differentiation:
          'Median wait of 25 minutes, and the morning hand-over to the day vet that other emergency hospitals do not do.',
        reasoning: 'Pet owners use us and pay; we are still learning which cases to refer on.',
        rating: 3,
      },
      market: {
        target: 'Cat and dog owners within a 20-minute drive of north Denver.',
        idealCustomer:
          'A working owner with a dog and pet insurance, who cannot take a day off to wait at the day practice.',
        discoveryEvaluation:
          'We surveyed 180 owners in waiting rooms of 6 day practices; 64% had an after-hours problem in the last year.',
        payEvidence: '310 paid visits a month; 35% of owners claim on pet insurance.',
        budget: 'Owners pay per visit; a typical night visit costs $180-$450.',
        marketSize: 'About 160,000 dogs and cats live in our catchment area.',
        reasoning: 'Demand is proven, but most visits still come from 4 referring practices.',
        rating: 3,
      },
      execution: {
        delivery:
          'Two vets and three vet technicians on rotating night shifts; a practice manager runs the day side.',
        resourcesPartners:
          '4 day practices refer their after-hours calls to us; a $400k SBA loan funded the equipment.',
        risks: 'Burnout on night shifts; if one vet leaves we cannot open 7 nights.',
        goToMarket:
          'Referral agreements with day practices and Google search ads for "emergency vet near me".',
        salesMarketing: 'A monthly lunch-and-learn for referring practices.',
        retentionGrowth: 'A follow-up call the next day for every visit.',
        reasoning: 'The operation runs every night and the main risk, staffing, is tracked.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current: 'We review every case referred on to the 24-hour hospital each Monday.',
          actions: 'Add an ultrasound machine so fewer cases need referral.',
          metrics: 'Share of visits referred on (now 11%).',
        },
      },
      actionPlan: {
        priority: 'Recruit a third vet so we can open Sundays and give every vet 2 nights off.',
        next30Days: [
          'Post the vet role with the state veterinary association',
          'Sign referral agreements with 2 more day practices',
        ],
        successMeasures: 'A third vet signed and 360 visits a month.',
      },
      reflection: {
        hardestPillar: 'Execution: staffing nights is the constraint on everything.',
        surprises: 'Day vets like the morning hand-over so much they send us their clients.',
      },
    },
  }),

  founder({
    name: 'physio-clinic-chile',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bveterinar/i, /\bpet owners?\b/i, /\bHIPAA\b/, /\bFDA\b/],
    form: {
      industry: 'Healthcare/Medical',
      region: 'Latin America & Caribbean',
      country: 'Chile',
      product: {
        problem:
          'Office workers and amateur runners in Santiago with back or knee pain wait 3-5 weeks for a physiotherapy appointment and then get 15-minute sessions.',
        currentHandling:
          'They take painkillers, see a general practitioner, or go to large clinics where one physio treats 3 patients at once.',
        whyWorthSolving:
          'Untreated back pain is the top cause of sick leave in Chile, and runners drop out of their training when it goes on.',
        solution:
          'A physiotherapy practice with 45-minute one-to-one sessions, a running gait analysis and a home exercise plan in a simple app.',
        evidence:
          '520 sessions a month, CLP 28,000 per session, and 70% of patients complete their treatment plan.',
        differentiation:
          'Every session is one-to-one, and the gait analysis is done on a treadmill with video, which few practices offer.',
        reasoning:
          'Patients come back and refer friends; the service is proven but not yet distinct in price.',
        rating: 4,
      },
      market: {
        target: 'Adults aged 25-55 in Providencia and Las Condes with back, neck or knee pain.',
        idealCustomer:
          'A 38-year-old office worker who runs 3 times a week and has private health insurance (Isapre).',
        discoveryEvaluation:
          'We asked 120 new patients how they found us: 46% a friend, 30% Google, 24% a doctor.',
        payEvidence:
          'Patients pay per session; Isapre insurers reimburse about 60% of each session.',
        budget: 'Patients usually buy a 10-session plan for CLP 250,000.',
        marketSize:
          'About 400,000 adults with private insurance live within 15 minutes of the clinic.',
        reasoning:
          'Paying patients from several channels, but we are not yet growing month after month.',
        rating: 3,
      },
      execution: {
        delivery:
          'Three physiotherapists and a receptionist; bookings and reminders through an online system.',
        resourcesPartners:
          'Agreements with 2 Isapres and 3 sports doctors who refer patients; a running club in Vitacura.',
        risks: 'If one physio leaves we lose a third of capacity; rent rises 8% next year.',
        goToMarket: 'Doctor referrals, Google reviews and talks at running clubs.',
        salesMarketing: 'A free 15-minute screening at running club events.',
        retentionGrowth:
          'A check-in message 6 weeks after the last session with a discount on a new plan.',
        reasoning: 'Operations work; capacity is full on weekday evenings.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'We track how many patients finish their plan and why others stop.',
          actions: 'Call every patient who misses 2 sessions in a row.',
          metrics: 'Plan completion rate (70%) and referrals per month.',
        },
      },
      actionPlan: {
        priority: 'Fill weekday mornings so the practice is not full only in the evenings.',
        next30Days: [
          'Offer morning sessions to the 3 referring sports doctors',
          'Test a company back-care workshop at 2 offices',
        ],
        successMeasures: 'Morning occupancy from 40% to 65%.',
      },
      reflection: {
        hardestPillar: 'Market: we do not know which channel brings the patients who finish.',
        challengedAssumptions:
          'We thought runners would be most of our patients; office workers are 60%.',
      },
    },
  }),

  founder({
    name: 'mobile-dog-grooming',
    industry: 'Other/Custom',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: true,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bHIPAA\b/, /\bFDA\b/, /\bpatients?\b/i, /\bMRR\b/],
    form: {
      industry: 'Other/Custom',
      customIndustry: 'Mobile dog grooming',
      region: 'North America',
      country: 'Canada',
      product: {
        problem:
          'Dog owners in Calgary who work long hours cannot drop their dog at a grooming salon at 9am and collect it at 4pm, and anxious dogs hate the noisy salons.',
        currentHandling:
          'Owners take a day off, pay a dog walker to do the drop-off, or groom badly at home.',
        whyWorthSolving:
          'Long-haired breeds need grooming every 6-8 weeks or they get matted, and matting hurts the dog.',
        solution:
          "A grooming van with its own water and power parks in the owner's driveway; one dog, one groomer, about 90 minutes, no cages.",
        evidence:
          '210 regular clients who rebook every 6-8 weeks, 5 dogs a day, 6 days a week, at CA$95 per groom; the waiting list is 3 weeks.',
        differentiation: 'No cages and no other dogs, which matters for anxious and older dogs.',
        reasoning: 'Clients rebook without being asked, and the diary is full.',
        rating: 4,
      },
      market: {
        target: 'Owners of long-haired and anxious dogs in the south-west suburbs of Calgary.',
        idealCustomer:
          'A couple who both work, with a doodle that needs a groom every 6 weeks and hates the salon.',
        discoveryEvaluation:
          'Most clients found me through a neighbourhood Facebook group; 1 in 3 came from a neighbour.',
        payEvidence: 'Every client pays CA$95-CA$140 per groom by card on the day.',
        budget: 'Salons charge CA$80-CA$110, so owners pay a little more for the convenience.',
        marketSize: 'About 30,000 dogs in the suburbs I cover, by the city licence count.',
        reasoning: 'Full diary and a waiting list, but all from word of mouth in a few suburbs.',
        rating: 3,
      },
      execution: {
        delivery:
          'I am a solo groomer with one van; bookings come by text and I keep the diary on my phone.',
        resourcesPartners:
          'The van is financed over 5 years; a vet clinic nearby refers anxious dogs.',
        risks: 'If the van breaks down or I get injured, all income stops.',
        goToMarket: 'Neighbourhood Facebook groups and referrals from the vet clinic.',
        salesMarketing: 'A CA$15 credit for each neighbour who books.',
        retentionGrowth: 'I book the next groom before I leave the driveway.',
        reasoning: 'The service runs smoothly for one van and one person.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'I turn away about 8 enquiries a week.',
          actions: 'Buy a second van and hire one groomer to take the waiting list.',
          metrics: 'Enquiries turned away per week and revenue per van per day.',
        },
      },
      actionPlan: {
        priority: 'Hire a second groomer and finance a second van by the spring.',
        next30Days: [
          'Get 2 quotes for a second van fit-out',
          'Post the groomer role in the provincial groomers group',
          'Move bookings to an online booking system',
        ],
        successMeasures: 'A groomer hired and the waiting list under 1 week.',
      },
      reflection: {
        hardestPillar: 'Execution: everything depends on me being able to work.',
        surprises: 'Owners book the next groom on the spot if I ask before leaving.',
      },
    },
  }),

  founder({
    name: 'maths-tuition-singapore',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'modest', execution: 'honest' },
    forbidden: [/\bprocurement\b/i, /\bschool districts?\b/i, /\bstock levels?\b/i],
    form: {
      industry: 'Education/EdTech',
      region: 'Asia Pacific',
      country: 'Singapore',
      product: {
        problem:
          'Secondary students taking O-level Additional Mathematics fall behind after the first term, and large tuition classes of 20+ do not catch the gaps.',
        currentHandling:
          'Parents pay for big-brand tuition centres or private tutors at S$80-S$120 an hour.',
        whyWorthSolving:
          'Additional Mathematics decides entry to many junior college streams; a one-grade jump changes options.',
        solution:
          'Small groups of 6 students, weekly 2-hour lessons, a diagnostic test every 4 weeks and a WhatsApp report to parents.',
        evidence:
          "120 students, 88% re-enrolled for the second term, and 71% of last year's candidates improved by at least one grade.",
        differentiation:
          'Groups of 6 and a diagnostic every 4 weeks, at the price of a big centre.',
        reasoning:
          'Results and re-enrolment show it works, though we have only one year of grades.',
        rating: 4,
      },
      market: {
        target:
          'Secondary 3 and 4 students in the east of Singapore taking Additional Mathematics.',
        idealCustomer:
          'A parent of a Secondary 3 student at a neighbourhood school who scored C5 in the first test.',
        discoveryEvaluation: 'Parents mostly found us through other parents; we never advertised.',
        payEvidence:
          '120 students paying S$320 a month, a waiting list of 40, and the centre took S$460,000 last year.',
        budget:
          'Families already budget for tuition; the average household spends over S$100 a month.',
        marketSize: 'About 30,000 students take Additional Mathematics each year.',
        reasoning: 'We are new and small, so I rated our market position at the bottom.',
        rating: 1,
      },
      execution: {
        delivery:
          'Four tutors, including the two founders, in one centre in Tampines with 3 rooms.',
        resourcesPartners: 'A lease for 3 years; worksheets written in-house.',
        risks: 'One tutor leaving would cut capacity by 30 students.',
        goToMarket: 'Parent referrals and a free diagnostic test for new students.',
        salesMarketing: 'A referral discount of one free week for each new family.',
        retentionGrowth: 'Monthly parent reports and a term review meeting.',
        reasoning: 'Lessons, reports and diagnostics run on a fixed calendar.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current: 'Diagnostic results decide which topics each group reviews.',
          actions: 'Build a bank of 200 diagnostic questions by topic.',
          metrics: 'Average diagnostic score change per 4 weeks.',
        },
      },
      actionPlan: {
        priority: 'Hire 2 part-time tutors to open Saturday classes for the 40 families waiting.',
        next30Days: [
          'Interview 6 tutor candidates from the local university',
          'Write the tutor training guide',
        ],
        successMeasures: '2 tutors trained and 24 waiting-list students enrolled.',
      },
      reflection: {
        hardestPillar: 'Execution: finding tutors who teach the way we do.',
        surprises: 'Parents value the WhatsApp report as much as the lessons.',
      },
    },
  }),

  founder({
    name: 'coding-camps-riyadh',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bprocurement\b/i, /\bschool districts?\b/i],
    form: {
      industry: 'Education/EdTech',
      region: 'Middle East & North Africa',
      country: 'Saudi Arabia',
      product: {
        problem:
          'Parents in Riyadh want their children aged 9-14 to learn programming, but school computing classes are mostly typing and office software.',
        currentHandling:
          'Online courses in English that children drop after 2 weeks, or private tutors.',
        whyWorthSolving:
          'Vision 2030 puts digital skills at the centre, and parents say they want their children ready for it.',
        solution:
          'Six-week coding camps on weekends and school holidays: Scratch for ages 9-11 and Python for 12-14, taught in Arabic and English, ending with a demo day for parents.',
        evidence:
          '340 children took a camp last year at SAR 1,200 each; 45% came back for a second camp, and parents rate demo day 4.8 out of 5.',
        differentiation:
          'Bilingual teaching and a demo day where each child presents a working game.',
        reasoning: 'Paying families and repeat camps; the content works for both age groups.',
        rating: 4,
      },
      market: {
        target:
          'Families in north Riyadh with children aged 9-14 at private and international schools.',
        idealCustomer: 'A parent of an 11-year-old who plays Roblox and asks how games are made.',
        discoveryEvaluation:
          'We surveyed 90 parents at demo days: 58% found us through another parent, 25% Instagram.',
        payEvidence: 'Revenue of SAR 408,000 last year, all paid upfront by parents.',
        budget: 'Parents spend SAR 800-2,000 on holiday activities per child.',
        marketSize: 'About 150,000 children aged 9-14 attend private schools in Riyadh.',
        reasoning:
          'Parents pay and return; we have not tested any channel beyond word of mouth and Instagram.',
        rating: 3,
      },
      execution: {
        delivery:
          'Six part-time instructors, 2 rented classrooms in a mall learning centre, camps of 16 children.',
        resourcesPartners:
          'The learning centre rents rooms by the weekend; 2 international schools promote our camps.',
        risks:
          'Instructors are university students who leave after graduation; camps sell out only in holidays.',
        goToMarket:
          'School newsletters of the 2 partner schools and Instagram ads before each holiday.',
        salesMarketing: 'Early-bird price for the next camp offered at every demo day.',
        retentionGrowth: 'A level-2 camp for children who finish level 1.',
        reasoning: 'Camps run on a repeatable plan; term-time weekends are half empty.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Holiday camps sell out; weekend camps in term time are 50% full.',
          actions: 'Offer term-time camps through the 2 partner schools as after-school clubs.',
          metrics: 'Seats filled per camp and share of returning children.',
        },
      },
      actionPlan: {
        priority: 'Fill term-time weekend camps to 80%.',
        next30Days: [
          'Pitch an after-school club to both partner schools',
          'Run a sibling discount',
        ],
        successMeasures: 'Term-time seats 80% full and 2 clubs agreed.',
      },
      reflection: {
        surprises: 'Girls make up 52% of our students, more than we expected.',
        hardestPillar: 'Execution: keeping instructors more than one year.',
      },
    },
  }),
];
