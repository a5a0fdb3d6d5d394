import { founder, type Founder } from './types';

/**
 * Businesses run on crews, vehicles, sites and contracts: a courier network, a subcontractor, an
 * installer, a telecom reseller, a school run, a co-living operator.
 */
export const OPERATIONS_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'parts-courier-cairo',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'usage',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bshelf life\b/i, /\bapp stores?\b/i],
    form: {
      industry: 'Transportation/Logistics',
      region: 'Middle East & North Africa',
      country: 'Egypt',
      product: {
        problem:
          'Car repair garages in Cairo wait half a day for spare parts from the wholesalers in Tawfikia, so cars stay on the lift and mechanics sit idle.',
        currentHandling:
          "A garage sends an apprentice by microbus to collect the part, or waits for the wholesaler's own driver, who comes once a day.",
        whyWorthSolving:
          'A lift earns a garage about EGP 1,500 a day; every half-day wait loses a job.',
        solution:
          'Same-day motorbike delivery of parts from 40 wholesalers to garages within 90 minutes, booked on WhatsApp and tracked on a web page.',
        evidence:
          '640 deliveries a day for 300 garages; 82% of garages order at least once a week, and on-time delivery is 94%.',
        differentiation:
          'Riders collect from several wholesalers on one route, so a garage gets a mixed order in one trip.',
        reasoning:
          'Garages use it every week and pay per delivery; the service works at this size.',
        rating: 3,
      },
      market: {
        target:
          'Independent repair garages in Greater Cairo buying parts from Tawfikia wholesalers.',
        idealCustomer: 'A 4-lift garage in Nasr City that orders parts 5-10 times a day.',
        discoveryEvaluation:
          'We visited 500 garages in the first year; the ones with more than 3 lifts order daily.',
        payEvidence:
          'Garages pay EGP 45 per delivery, billed weekly; revenue was EGP 720,000 last month.',
        budget: 'Cheaper than sending an apprentice for half a day.',
        marketSize: 'About 12,000 repair garages in Greater Cairo.',
        reasoning:
          'Repeatable demand: new garages come through wholesaler referrals at a cost we know (about EGP 300 per garage).',
        rating: 4,
      },
      execution: {
        delivery:
          '22 riders on company motorbikes in 3 zones, a dispatcher and a WhatsApp booking line staffed 8am-8pm.',
        resourcesPartners:
          '40 wholesalers who pack orders for pick-up; a motorbike leasing partner.',
        risks: 'Rider turnover of 8% a month; fuel price rises eat our margin.',
        goToMarket: 'Wholesalers recommend us to their garage customers.',
        salesMarketing: 'Two sales reps visit garages with a first week of free deliveries.',
        retentionGrowth: 'A weekly statement to each garage showing hours saved.',
        reasoning: 'Daily operations work, but routing is done by the dispatcher by hand.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current: 'The dispatcher plans routes on a paper map of the zones.',
          actions: 'Test a routing tool in one zone for 2 weeks.',
          metrics: 'Deliveries per rider per day (now 29) and on-time rate.',
        },
      },
      actionPlan: {
        priority: 'Hire 15 more riders and open Giza as a fourth zone.',
        next30Days: [
          'Recruit riders through the leasing partner',
          'Sign 8 Giza wholesalers',
          'Pilot the routing tool in Nasr City',
        ],
        successMeasures: '900 deliveries a day with on-time rate above 92%.',
      },
      reflection: {
        hardestPillar: 'Execution: keeping riders.',
        biggestImpactLoop: 'Product-Execution: better routing means more deliveries per rider.',
      },
    },
  }),

  founder({
    name: 'plastering-subcontractor',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'modest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bapp stores?\b/i, /\bfreemium\b/i],
    form: {
      industry: 'Construction',
      region: 'Europe',
      country: 'Germany',
      product: {
        problem:
          'General contractors in Munich struggle to find drywall and plastering crews who finish on the agreed date, and every week of delay costs them a penalty.',
        currentHandling:
          'They split work between several small crews and send site managers to chase them daily.',
        whyWorthSolving: 'A one-week delay on a 40-flat project costs a contractor about €25,000.',
        solution:
          'Drywall, plastering and acoustic ceilings with a fixed crew per site, a weekly progress photo report and a guaranteed finish date.',
        evidence:
          '46 projects last year for 7 general contractors; 43 finished on or before the agreed date.',
        differentiation:
          'The finish-date guarantee with a penalty we pay ourselves, and a photo report every Friday.',
        reasoning:
          'Reliable work that contractors come back for; nothing unusual in the trade itself.',
        rating: 3,
      },
      market: {
        target: 'Mid-size general contractors building flats and offices in Upper Bavaria.',
        idealCustomer:
          'A contractor with 5-10 sites a year whose site manager has been let down by crews before.',
        discoveryEvaluation:
          'We ask every contractor why they chose us; the finish date is always the answer.',
        payEvidence:
          '€2.1M revenue last year; 92% of our work came from contractors we worked for before.',
        budget: 'Work is priced per square metre in each tender, around €38 for drywall.',
        marketSize: 'About 150 general contractors of this size in Upper Bavaria.',
        reasoning: 'Paying repeat customers, but we depend on 7 contractors.',
        rating: 3,
      },
      execution: {
        delivery:
          '18 plasterers in 4 crews, each with a crew lead; a site planner schedules crews 6 weeks ahead.',
        resourcesPartners:
          'A materials account with a building supplier with next-day delivery; 2 vans per crew.',
        risks: 'Skilled plasterers are scarce; one contractor is 30% of revenue.',
        goToMarket: 'Tenders from contractors we know, and recommendations from site managers.',
        salesMarketing: 'The founder prices every tender himself.',
        retentionGrowth: 'A review meeting with each contractor at the end of every project.',
        reasoning:
          'I still do the pricing myself and things feel improvised, so I rated execution as just planning.',
        rating: 1,
      },
      loops: {
        market_execution: {
          current: 'We turn down about a third of tenders because crews are full.',
          actions: 'Hire 6 more plasterers to form a fifth crew.',
          metrics: 'Tenders declined for lack of capacity and revenue per crew.',
        },
      },
      actionPlan: {
        priority: 'Hire 6 plasterers and train a second person to price tenders.',
        next30Days: [
          'Place the job ad with the regional trade guild',
          'Write down how I price a tender, step by step',
        ],
        successMeasures:
          'A fifth crew working on site and 5 tenders priced by someone other than me.',
      },
      reflection: {
        hardestPillar: 'Execution: everything goes through me.',
        challengedAssumptions: 'I thought price wins tenders; the finish date does.',
      },
    },
  }),

  founder({
    name: 'rooftop-solar-gujarat',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bchurn\b/i, /\bmonthly recurring\b/i],
    form: {
      industry: 'Energy/Utilities',
      region: 'Asia Pacific',
      country: 'India',
      product: {
        problem:
          'Small textile dyeing units around Ahmedabad pay ₹9-11 per unit for grid electricity and lose production in power cuts.',
        currentHandling: 'They run diesel generators during cuts and accept the high tariff.',
        whyWorthSolving:
          'Electricity is 20-25% of their operating cost; a 100 kW rooftop system pays back in under 4 years.',
        solution:
          'Design, supply and installation of 50-200 kW rooftop solar systems with net metering paperwork handled for the owner, plus 5 years of maintenance.',
        evidence:
          '38 systems installed, average payback 3.8 years, and all but one system produced within 5% of the forecast.',
        differentiation:
          'We handle the net-metering approval with the state utility, which takes owners months.',
        reasoning: 'Paying customers and systems that perform as promised.',
        rating: 3,
      },
      market: {
        target:
          'Textile and dyeing units in the Ahmedabad and Surat clusters with flat roofs over 600 square metres.',
        idealCustomer:
          'A second-generation owner of a dyeing unit with a ₹4 lakh monthly power bill.',
        discoveryEvaluation:
          'Two industry associations gave us their member lists; 1 in 6 visits becomes a quote.',
        payEvidence: 'Revenue of ₹4.6 crore in FY24 from 38 installations.',
        budget: 'Owners pay 20% upfront and finance the rest through 2 lending partners.',
        marketSize: 'About 6,000 units in the two clusters.',
        reasoning: 'Growing, but each sale still takes 3 months.',
        rating: 3,
      },
      execution: {
        delivery:
          '26 staff including 4 installation crews; each system takes 3 weeks from order to power.',
        resourcesPartners:
          'Panel and inverter supply agreements with 2 distributors; 2 lending partners.',
        risks: 'Panel prices move with imports; net-metering rules may change.',
        goToMarket: 'Industry association events and referrals from installed owners.',
        salesMarketing: 'A free roof survey and a payback report for every lead.',
        retentionGrowth: 'The maintenance contract brings us back to each site 4 times a year.',
        reasoning: 'Crews, suppliers and financing are in place and handle growing volume.',
        rating: 4,
      },
      loops: {
        market_execution: {
          current: 'Installed owners referred 11 of our last 20 customers.',
          actions: 'Offer a site visit at an installed factory to every prospect.',
          metrics: 'Quote-to-order rate and days from first visit to order.',
        },
      },
      actionPlan: {
        priority: 'Add 2 installation crews and open a sales office in Surat.',
        next30Days: ['Hire 2 crew leads', 'Sign a lease for the Surat office'],
        successMeasures: '6 systems a month and a sales cycle under 10 weeks.',
      },
      reflection: {
        hardestPillar: 'Market: the sales cycle is long and financing approval is slow.',
        surprises: 'Owners trust other owners more than any payback report.',
      },
    },
  }),

  founder({
    name: 'business-fibre-reseller',
    expect: {
      model: 'services',
      audience: 'business',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'modest', market: 'honest', execution: 'honest' },
    forbidden: [/\bfreemium\b/i, /\bapp stores?\b/i, /\bstock levels?\b/i],
    form: {
      industry: 'Telecommunications',
      region: 'Sub-Saharan Africa',
      country: 'Ghana',
      product: {
        problem:
          'Small offices in Accra wait 4-6 weeks for a business fibre line from the big carriers, and nobody answers when it goes down.',
        currentHandling:
          "They use mobile data dongles and a consumer router, or share a neighbour's line.",
        whyWorthSolving: 'An office of 15 loses a day of work with every outage.',
        solution:
          'Business fibre and VoIP lines resold from 2 wholesale carriers, installed within 5 days, with a named support engineer and automatic switch-over to 4G.',
        evidence:
          '85 business customers on 12-month contracts, and 96% renewed last year; average downtime 2 hours a year per customer.',
        differentiation: 'Install in 5 days, a named engineer, and a backup link included.',
        reasoning: "We only resell other people's lines, so I rated our product at the bottom.",
        rating: 1,
      },
      market: {
        target: 'Offices of 5-50 staff in Airport City, Osu and East Legon.',
        idealCustomer:
          'A law or accounting office with 20 staff that lost a day to an outage last quarter.',
        discoveryEvaluation: 'Most customers came after an outage with their old carrier.',
        payEvidence: '85 customers pay an average of GHS 1,450 a month.',
        budget: 'Offices pay GHS 800-3,000 a month for connectivity today.',
        marketSize: 'About 9,000 offices of this size in Greater Accra.',
        reasoning: 'Paying customers, but growth depends on referrals.',
        rating: 3,
      },
      execution: {
        delivery: '5 staff: 2 install engineers, 1 support engineer, sales and the founder.',
        resourcesPartners: 'Wholesale agreements with 2 carriers and a 4G backup deal.',
        risks:
          'One carrier supplies 70% of our lines; the cedi exchange rate moves our equipment cost.',
        goToMarket: 'Referrals and office building managers who recommend us to tenants.',
        salesMarketing: 'A site survey within 48 hours of a call.',
        retentionGrowth: 'A quarterly report of uptime and support tickets to each customer.',
        reasoning: 'Installs and support work well for 85 customers.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'Every outage is logged with its cause and time to fix.',
          actions: 'Add a second carrier at the 10 largest customers.',
          metrics: 'Downtime hours per customer per year.',
        },
      },
      actionPlan: {
        priority: 'Sign 5 office buildings as referral partners.',
        next30Days: ['Visit 12 building managers in Airport City', 'Prepare a tenant offer sheet'],
        successMeasures: '5 buildings signed and 10 new customers.',
      },
      reflection: {
        hardestPillar: 'Product: we do not own the network.',
        challengedAssumptions: 'Customers care about support more than speed.',
      },
    },
  }),

  founder({
    name: 'school-run-minibus-lima',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'paying',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bfreight\b/i, /\bshipments?\b/i, /\bpallets?\b/i, /\bwarehous/i],
    form: {
      industry: 'Transportation/Logistics',
      region: 'Latin America & Caribbean',
      country: 'Peru',
      product: {
        problem:
          'Parents in Miraflores and Surco spend 2 hours a day in traffic driving children to private schools, and informal vans have no safety checks.',
        currentHandling:
          'Parents drive, hire a private driver, or use an informal van arranged on WhatsApp.',
        whyWorthSolving:
          'A private driver costs PEN 1,800 a month; informal vans have had serious accidents.',
        solution:
          'Shared school-run minibus routes with vetted drivers, a monitor on board, GPS tracking for parents, and fixed pick-up times.',
        evidence:
          '2 routes running for 3 months with 26 children; 24 of 26 families signed up for the next term.',
        differentiation:
          'A monitor on every bus and live tracking, at a fifth of the price of a private driver.',
        reasoning: 'It works on 2 routes; we have not yet shown it works at 10.',
        rating: 3,
      },
      market: {
        target: 'Families at 6 private schools in Miraflores, Surco and San Isidro.',
        idealCustomer: 'Two working parents with 2 children at the same school and one car.',
        discoveryEvaluation: 'We surveyed 210 parents at 2 schools; 38% would switch from driving.',
        payEvidence:
          '26 children paying PEN 380 a month each, paid by bank transfer before the month starts.',
        budget: 'Parents compare us with fuel, parking and their own time.',
        marketSize: 'About 9,000 children at the 6 target schools.',
        reasoning: 'Paying families on 2 routes; demand at the other schools is from surveys only.',
        rating: 3,
      },
      execution: {
        delivery: '2 leased minibuses, 2 drivers, 2 monitors; routes planned by the founders.',
        resourcesPartners: 'A vehicle leasing company and the parent associations of 2 schools.',
        risks: 'A single incident would end trust; drivers are hard to vet.',
        goToMarket: 'Parent associations and school WhatsApp groups.',
        salesMarketing: 'A free trial week for each new family.',
        retentionGrowth: 'Term contracts and a sibling discount.',
        reasoning: 'Routes, partners and the main safety risks are in place for 2 buses.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Each new route needs 12 children from nearby streets.',
          actions: 'Map where interested families live before opening a route.',
          metrics: 'Children per route and cost per seat.',
        },
      },
      actionPlan: {
        priority: 'Open 3 more routes for the March term.',
        next30Days: [
          'Hire and vet 3 drivers',
          'Collect 36 deposits from families on the new routes',
        ],
        successMeasures: '5 routes running with at least 12 children each.',
      },
      reflection: {
        hardestPillar: 'Execution: hiring drivers we trust.',
        surprises: 'Parents pay for the monitor more than for the bus.',
      },
    },
  }),

  founder({
    name: 'coliving-madrid',
    expect: {
      model: 'services',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bHIPAA\b/, /\bpatients?\b/i, /\bclinical\b/i],
    form: {
      industry: 'Real Estate/PropTech',
      region: 'Europe',
      country: 'Spain',
      product: {
        problem:
          'Young nurses and teachers who move to Madrid for a first job pay €700+ for a room in a shared flat found on Idealista, often with no contract.',
        currentHandling:
          'They share with strangers, pay cash to the main tenant, and move every few months.',
        whyWorthSolving:
          'Public-sector newcomers earn about €1,600 a month; rent above 40% of salary pushes many to leave the city.',
        solution:
          'We lease whole flats from owners on 5-year contracts, renovate and furnish them, and rent rooms on 6-12 month contracts with bills and cleaning included.',
        evidence:
          '4 flats with 19 rooms, 95% occupancy over 14 months, and 11 residents extended their contract.',
        differentiation:
          'Legal contracts, all bills included, and flats chosen near hospitals and schools.',
        reasoning: 'Residents stay and extend; owners are happy with guaranteed rent.',
        rating: 4,
      },
      market: {
        target: 'Public-sector workers aged 23-32 starting their first post in Madrid.',
        idealCustomer: 'A 25-year-old nurse from Galicia starting at La Paz hospital.',
        discoveryEvaluation:
          '60% of residents came through colleagues; the rest from an Instagram page.',
        payEvidence: 'Rooms rent at €610 a month; monthly rent roll is €11,000.',
        budget: 'Residents spend about 38% of salary on the room.',
        marketSize: 'About 8,000 public-sector newcomers arrive in Madrid each year.',
        reasoning: 'Paying residents; owner supply, not demand, limits growth.',
        rating: 3,
      },
      execution: {
        delivery:
          'Two founders handle owners, renovations and residents; a cleaner visits each flat weekly.',
        resourcesPartners: 'A builder for renovations and a lawyer for lease contracts.',
        risks: 'New rent rules could cap room prices; one empty flat costs €2,400 a month.',
        goToMarket: 'Colleague referrals and owners found through a letting agent.',
        salesMarketing: 'A video tour of each room on Instagram.',
        retentionGrowth: 'A 5% discount for residents who extend.',
        reasoning: 'Works for 4 flats; finding owners is slow.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'We have 30 people waiting but only 1 new flat in the pipeline.',
          actions: 'Offer owners a 6-month free renovation in exchange for a longer lease.',
          metrics: 'Owner leads per month and days from lease to first resident.',
        },
      },
      actionPlan: {
        priority: 'Sign 3 new owner leases in the next quarter.',
        next30Days: [
          'Meet 10 owners through the letting agent',
          'Prepare an owner offer with guaranteed rent',
        ],
        successMeasures: '3 leases signed and rooms ready for the September intake.',
      },
      reflection: {
        hardestPillar: 'Execution: finding owners who accept a 5-year lease.',
        challengedAssumptions: 'We thought demand was the hard part; supply is.',
      },
    },
  }),
];
