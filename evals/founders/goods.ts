import { founder, type Founder } from './types';

/** Physical products: made to order (no stock), made ahead and sold from stock, food. */
const NO_STOCK = [
  /\bdays of (stock|inventory)\b/i,
  /\binventory turns?\b/i,
  /\bstock levels?\b/i,
  /\breorder points?\b/i,
];
const ONE_OFF = [
  /\bchurn\b/i,
  /\bMRR\b/,
  /\bmonthly recurring\b/i,
  /\bstill active\b/i,
  /\bleaking bucket\b/i,
  /\bkeep choosing it\b/i,
];

export const GOODS_FOUNDERS: readonly Founder[] = [
  founder({
    name: 'oak-tables-made-to-order',
    expect: {
      model: 'made-to-order',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [...NO_STOCK, ...ONE_OFF],
    form: {
      industry: 'Manufacturing',
      region: 'Europe',
      country: 'Sweden',
      product: {
        problem:
          'Families who want a solid oak dining table that fits an awkward room and lasts 50 years can only choose between flat-pack veneer and a 6-month wait at a design brand.',
        currentHandling:
          'They buy a standard size that does not fit, or commission a local carpenter with no drawings and no fixed price.',
        whyWorthSolving:
          'A dining table is the piece a family uses every day; our clients spend SEK 30,000-60,000 on one and keep it for decades.',
        solution:
          'Tables and benches made to order in our workshop near Uppsala: the client picks size, edge and finish online, pays a 40% deposit, and we build and deliver in 8-10 weeks.',
        evidence:
          '31 tables delivered last year at an average of SEK 38,000; 9 of those orders came from friends of earlier clients.',
        differentiation:
          'A fixed price shown online for any size, and Swedish oak from a certified forest 60 km away.',
        reasoning: 'Clients pay and refer others; the design and the build quality are proven.',
        rating: 4,
      },
      market: {
        target: 'Households in Stockholm and Uppsala renovating a kitchen or dining room.',
        idealCustomer:
          'A couple in their 40s who just bought a 1920s flat with an odd-shaped dining room.',
        discoveryEvaluation:
          'We ask every client how they found us: 45% Instagram, 30% referrals, 25% design fairs.',
        payEvidence: 'Every order starts with a 40% deposit; revenue was SEK 1.18M last year.',
        budget: 'Clients set aside a furniture budget when they renovate.',
        marketSize: 'About 60,000 homes are renovated each year in the two cities.',
        reasoning: 'Steady paying demand, but the Instagram reach is not yet predictable.',
        rating: 3,
      },
      execution: {
        delivery:
          'Two cabinetmakers in a rented workshop; we hold no finished stock, every piece is built after the deposit.',
        resourcesPartners: 'A sawmill that dries oak for us, and a van hire firm for deliveries.',
        risks: 'Oak prices rose 18% last year; one of us being ill stops half of production.',
        goToMarket: 'Instagram posts of each finished table, 2 design fairs a year, referrals.',
        salesMarketing:
          'A size and price configurator on the website and a workshop visit for every client.',
        retentionGrowth: 'Matching benches and sideboards offered 6 months after the table.',
        reasoning: 'Orders, production and delivery run smoothly at about 3 tables a month.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current: 'Every table takes about 42 hours; we log the hours per step.',
          actions: 'Make jigs for the two most common leg styles.',
          metrics: 'Hours per table and lead time in weeks.',
        },
      },
      actionPlan: {
        priority: 'Cut build time to 34 hours per table so lead time falls to 6 weeks.',
        next30Days: ['Build the two leg jigs', 'Publish lead times on the configurator'],
        successMeasures: '4 tables a month with a 6-week lead time.',
      },
      reflection: {
        hardestPillar: 'Execution: we are the bottleneck.',
        surprises: 'Clients care more about the fixed price than the wood.',
      },
    },
  }),

  founder({
    name: 'bookbinder-commissions',
    industry: 'Other/Custom',
    expect: {
      model: 'made-to-order',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: true,
      hiring: 'unknown',
    },
    ratings: { product: 'modest', market: 'honest', execution: 'honest' },
    forbidden: [...NO_STOCK, ...ONE_OFF],
    form: {
      industry: 'Other/Custom',
      customIndustry: 'Hand bookbinding and book restoration',
      region: 'Europe',
      country: 'United Kingdom',
      product: {
        problem:
          'People with a family bible, a thesis or a wedding album that matters to them cannot find anyone to bind or repair it properly; high-street print shops only do glued covers.',
        currentHandling:
          'They use an online print shop, or leave a falling-apart book in a drawer.',
        whyWorthSolving:
          'These books cannot be replaced, and a bad repair with tape or glue damages them for good.',
        solution:
          'Hand binding and restoration to commission: sewn bindings in leather or cloth, box-making and repairs of old books, each quoted and made only after the client orders.',
        evidence:
          '64 commissions last year at an average of £640, a 4.9 rating from 120 Google reviews, and 30% of work from repeat clients or referrals.',
        differentiation:
          'Trained at a conservation studio for 8 years; I show each client the sewing and materials before I start.',
        reasoning: 'It is only me in a small studio, so it feels like an early product.',
        rating: 2,
      },
      market: {
        target:
          'Private clients in Edinburgh and the Lothians, plus PhD graduates across Scotland.',
        idealCustomer: 'Someone who inherited a 19th-century family bible with a loose spine.',
        discoveryEvaluation:
          'Clients find me through Google Maps, a local history society and word of mouth.',
        payEvidence: 'Revenue of £41,000 last year; clients pay a 50% deposit.',
        budget: 'Restorations cost £180-£1,500; thesis bindings £95.',
        marketSize: 'Hard to size; around 4,000 PhDs graduate in Scotland each year.',
        reasoning: 'Steady paid work, mostly from word of mouth.',
        rating: 3,
      },
      execution: {
        delivery:
          "I work alone in a rented studio; I hold no stock, every binding is made to the client's order, and the waiting time is 5 weeks.",
        resourcesPartners:
          'A leather supplier in Northampton and a paper conservator I refer complex jobs to.',
        risks: 'A hand injury would stop all work; leather prices rise every year.',
        goToMarket: 'Google Maps reviews and talks at local history societies.',
        salesMarketing: 'A clear price list online and free quotes from photos.',
        retentionGrowth: 'I follow up a year after each restoration with care tips.',
        reasoning: 'The studio runs well for one person and the waiting list is steady.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'I note what each client asked for that I did not offer.',
          actions: 'Add archival boxes as a standard option.',
          metrics: 'Average order value and share of repeat clients.',
        },
      },
      actionPlan: {
        priority: 'Raise prices by 15% and keep the waiting time under 6 weeks.',
        next30Days: ['Update the price list', 'Offer archival boxes to the next 10 clients'],
        successMeasures: 'Average order above £700 with no fall in monthly orders.',
      },
      reflection: {
        hardestPillar: 'Product: I never know how to describe the value.',
        surprises: 'Thesis bindings bring in clients who return years later with family books.',
      },
    },
  }),

  founder({
    name: 'etsy-ceramics-from-stock',
    expect: {
      model: 'goods',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'plans',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [...ONE_OFF, /\bSaaS\b/],
    form: {
      industry: 'E-commerce/Retail',
      region: 'North America',
      country: 'Canada',
      product: {
        problem:
          'People who want a handmade mug or planter as a gift find mass-produced copies on big marketplaces, or handmade pieces that take 6 weeks to arrive.',
        currentHandling: 'They buy from chain stores or wait for a maker to produce to order.',
        whyWorthSolving: 'Gift buyers want something handmade that arrives before the birthday.',
        solution:
          'Wheel-thrown stoneware mugs and planters in 6 glazes, made in batches of 60-80 and shipped from stock within 2 days on Etsy and our own site.',
        evidence:
          '1,900 orders last year, a 4.9 rating from 1,100 Etsy reviews, and 22% of buyers ordered again.',
        differentiation: 'Handmade but in stock: ships in 2 days, with gift wrapping.',
        reasoning: 'Steady sales and repeat buyers; the range is proven.',
        rating: 4,
      },
      market: {
        target: 'Gift buyers in Canada and the U.S. aged 25-45 who shop on Etsy.',
        idealCustomer:
          'Someone buying a birthday gift for a coffee-loving friend, e.g. a matching pair of mugs.',
        discoveryEvaluation: 'Etsy stats show 70% of visits from search and 30% from Etsy Ads.',
        payEvidence: 'CA$74,000 revenue last year; average order CA$39.',
        budget: 'Gift budgets of CA$30-CA$60.',
        marketSize: 'Etsy reports millions of searches for handmade mugs each year.',
        reasoning:
          'Repeatable: Etsy Ads bring sales at about CA$6 per order, and we know our conversion.',
        rating: 4,
      },
      execution: {
        delivery:
          'My partner and I throw and glaze part-time in our garage studio; we keep about 420 finished pieces in stock.',
        resourcesPartners:
          'A clay supplier in Nova Scotia and a shared kiln at the community studio.',
        risks:
          'Breakage in shipping (2% of orders); the shared kiln limits batch size before Christmas.',
        goToMarket: 'Etsy search and Etsy Ads, plus 2 craft fairs a year.',
        salesMarketing: 'Photos of every glaze in daylight and a gift note option.',
        retentionGrowth: 'A 10% code in every parcel for the next order.',
        reasoning: 'Production and shipping work, but the kiln limits Christmas stock.',
        rating: 3,
      },
      loops: {
        product_execution: {
          current: 'We glaze what sold out last month.',
          actions: "Plan Christmas batches from last year's sales by glaze.",
          metrics: 'Sell-out days in December and pieces per kiln firing.',
        },
      },
      actionPlan: {
        priority: 'Have 1,200 pieces in stock by mid-November.',
        next30Days: ['Buy our own kiln', 'Hire a part-time studio assistant for glazing'],
        successMeasures: 'No glaze sold out for more than 3 days in December.',
      },
      reflection: {
        hardestPillar: 'Execution: Christmas demand is 3 times any other month.',
        surprises: 'The gift note brings more reviews than anything else.',
      },
    },
  }),

  founder({
    name: 'taco-food-truck',
    expect: {
      model: 'goods',
      audience: 'consumer',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bSaaS\b/, /\bapp stores?\b/i],
    form: {
      industry: 'Food & Beverage',
      region: 'North America',
      country: 'Mexico',
      product: {
        problem:
          'Office workers in the business parks of San Pedro Garza García have 40 minutes for lunch and a choice of the same three chain restaurants.',
        currentHandling:
          'They queue at the chains, order delivery that arrives cold, or skip lunch.',
        whyWorthSolving: 'Lunch is a daily habit; people want something fast and different.',
        solution:
          'A food truck serving Korean-Mexican tacos (bulgogi, kimchi salsa) at 3 office parks on weekdays and at events on weekends, with orders ready in 5 minutes.',
        evidence:
          'We sell about 180 tacos a day; about 40% of weekday customers are regulars we know by name.',
        differentiation:
          'A menu nobody else in the area serves, and pre-orders on WhatsApp before 12:30.',
        reasoning: 'Regulars come back every week, and we sell out most Fridays.',
        rating: 4,
      },
      market: {
        target: 'Office workers aged 22-45 in the 3 business parks we serve.',
        idealCustomer:
          'A 30-year-old analyst who eats out 3 days a week and likes trying new food.',
        discoveryEvaluation: 'We tried 6 locations for 2 weeks each and kept the 3 busiest.',
        payEvidence: 'Revenue of MX$62,000 a month; average ticket MX$145.',
        budget: 'People spend MX$120-MX$200 on lunch.',
        marketSize: 'About 25,000 people work in the 3 parks.',
        reasoning: 'Paying and returning customers; we have not tested a second truck.',
        rating: 3,
      },
      execution: {
        delivery:
          'The founder cooks with 2 staff; prep is done in a rented commissary kitchen from 7am.',
        resourcesPartners: 'Permits for 3 parks, a meat supplier and a tortilla maker.',
        risks: 'Losing a park permit; the truck breaking down.',
        goToMarket: 'Instagram stories with the daily location and WhatsApp pre-orders.',
        salesMarketing: 'A loyalty card: the 10th lunch free.',
        retentionGrowth: 'New special every Thursday.',
        reasoning: 'The daily routine works; we have not written it down for a second crew.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'We change the Thursday special based on WhatsApp feedback.',
          actions: 'Add a vegetarian taco after 30 requests.',
          metrics: 'Tacos sold per day and share of regulars.',
        },
      },
      actionPlan: {
        priority: 'Decide whether to open a second truck or a fixed stand.',
        next30Days: ['Write the prep routine as a checklist', 'Test a fourth park on Wednesdays'],
        successMeasures: '220 tacos a day and food cost under 32%.',
      },
      reflection: {
        hardestPillar: 'Execution: everything depends on the founder cooking.',
        surprises: 'WhatsApp pre-orders are now a third of sales.',
      },
    },
  }),

  founder({
    name: 'ebike-brackets-manufacturer',
    expect: {
      model: 'goods',
      audience: 'business',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bmonthly recurring\b/i, /\bfreemium\b/i],
    form: {
      industry: 'Manufacturing',
      region: 'Europe',
      country: 'Italy',
      product: {
        problem:
          'European e-bike brands wait 14-18 weeks for aluminium brackets and dropouts from Asian suppliers, so a late part stops their assembly line.',
        currentHandling:
          'They order large batches from Asia 6 months ahead and hold expensive buffer stock.',
        whyWorthSolving: 'A stopped line costs a mid-size brand €40,000 a day.',
        solution:
          'CNC-machined aluminium brackets and dropouts in 14 standard sizes, made in batches of 2,000 in Brescia and shipped from stock within 48 hours.',
        evidence:
          '23 brands buy from us; 19 reordered in the last 6 months, and defect rate is 0.3%.',
        differentiation:
          'Standard parts from stock in 48 hours, plus ISO 9001 quality records for each batch.',
        reasoning: 'Brands reorder and our quality is proven.',
        rating: 4,
      },
      market: {
        target:
          'E-bike brands in Germany, the Netherlands and Italy making 5,000-50,000 bikes a year.',
        idealCustomer: 'The purchasing lead at a Dutch brand making 12,000 bikes a year.',
        discoveryEvaluation: 'Half our customers found us at the Eurobike trade fair.',
        payEvidence: 'Revenue of €1.3M last year on purchase orders with 60-day terms.',
        budget: 'Brands pay 15-20% more than Asian prices for short lead times.',
        marketSize: 'About 180 e-bike brands in Europe at this size.',
        reasoning: 'Paying, reordering customers, but sales depend on one fair a year.',
        rating: 3,
      },
      execution: {
        delivery:
          '31 staff on 2 shifts, 9 CNC machines, and a finished-goods warehouse next to the plant.',
        resourcesPartners:
          'An anodising partner 10 km away and an aluminium supplier with a yearly contract.',
        risks: 'Aluminium prices; 2 brands make up 40% of orders.',
        goToMarket: 'Eurobike, direct sales to purchasing leads, and engineering samples.',
        salesMarketing: 'Free samples of any standard part within a week.',
        retentionGrowth: 'A quarterly forecast call with each brand to plan batches.',
        reasoning: 'Production and quality systems run without the founders on the floor.',
        rating: 4,
      },
      loops: {
        product_execution: {
          current: "We plan batches from the brands' quarterly forecasts.",
          actions: 'Add 2 new dropout sizes requested by 6 brands.',
          metrics: 'On-time shipments and days of finished stock per part.',
        },
      },
      actionPlan: {
        priority: 'Win 5 new brands outside the trade fair.',
        next30Days: [
          'Send samples to 15 brands in Germany',
          'Publish a parts catalogue with lead times',
        ],
        successMeasures: '5 new brands placing a first purchase order.',
      },
      reflection: {
        hardestPillar: 'Market: we depend on one fair.',
        biggestImpactLoop: 'Market-Execution: forecasts from brands decide our stock.',
      },
    },
  }),

  founder({
    name: 'coffee-export-ethiopia',
    expect: {
      model: 'goods',
      audience: 'business',
      revenue: 'one-off',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bMRR\b/, /\bfreemium\b/i, /\bapp stores?\b/i],
    form: {
      industry: 'Agriculture/AgTech',
      region: 'Sub-Saharan Africa',
      country: 'Ethiopia',
      product: {
        problem:
          'Specialty roasters in Europe and Japan cannot trace Ethiopian coffee back to the washing station, and smallholder farmers get paid the same whatever the quality.',
        currentHandling: 'Roasters buy through large exporters that blend lots from many stations.',
        whyWorthSolving:
          'Roasters pay 30-80% premiums for traceable lots that score above 86 points.',
        solution:
          'We export single-station lots from 4 cooperative washing stations in Sidama and Guji, with cupping scores, farmer lists and a second payment to farmers when the lot sells.',
        evidence:
          '6 containers (about 115 tonnes) sold last year for US$1.9M; 10 of 14 roasters reordered.',
        differentiation:
          'Full traceability to the station and a published second payment to farmers.',
        reasoning: 'Roasters reorder and pay premiums; quality is proven at 86-89 points.',
        rating: 4,
      },
      market: {
        target: 'Specialty roasters in Germany, Scandinavia and Japan buying 5-60 tonnes a year.',
        idealCustomer: 'A roaster in Oslo buying 20 tonnes a year who visits origin every 2 years.',
        discoveryEvaluation: 'We sent samples to 60 roasters; 14 bought and 10 reordered.',
        payEvidence: 'Roasters pay 30% on contract and 70% on shipping documents.',
        budget: 'Roasters plan green coffee budgets each harvest.',
        marketSize: 'Europe imports about 200,000 tonnes of Ethiopian coffee a year.',
        reasoning: 'Repeat buyers and a known sample-to-order path at about 1 in 4.',
        rating: 4,
      },
      execution: {
        delivery:
          'A team of 9 in Addis Ababa and Hawassa handles cupping, export paperwork and shipping.',
        resourcesPartners:
          'Export licence, 4 cooperative contracts, and a trade finance line from a local bank.',
        risks: 'Export rules change often; a poor harvest or road closures delay containers.',
        goToMarket: 'Samples to roasters, the World of Coffee fair and visits to origin.',
        salesMarketing: 'A sample box of 6 lots every November.',
        retentionGrowth: 'Forward contracts for next harvest with repeat roasters.',
        reasoning: 'Exports run every season, but paperwork still depends on one person.',
        rating: 3,
      },
      loops: {
        market_execution: {
          current: 'Orders arrive in a rush after the sample box.',
          actions: 'Offer forward contracts in September.',
          metrics: 'Tonnes under contract before the harvest.',
        },
      },
      actionPlan: {
        priority: 'Contract 60% of next harvest before it starts.',
        next30Days: [
          'Send forward contract offers to the 10 repeat roasters',
          'Train a second export officer',
        ],
        successMeasures: '70 tonnes contracted by December.',
      },
      reflection: {
        hardestPillar: 'Execution: export paperwork is a single point of failure.',
        surprises: 'Roasters value the farmer lists as much as the scores.',
      },
    },
  }),

  founder({
    name: 'refill-cleaning-subscription',
    expect: {
      model: 'goods',
      audience: 'consumer',
      revenue: 'subscription',
      stage: 'revenue',
      solo: false,
      hiring: 'unknown',
    },
    ratings: { product: 'honest', market: 'honest', execution: 'honest' },
    forbidden: [/\bprocurement\b/i, /\benterprise sales\b/i, /\bRFPs?\b/],
    form: {
      industry: 'E-commerce/Retail',
      region: 'Europe',
      country: 'France',
      product: {
        problem:
          'Households in French cities who want to cut plastic still buy cleaning products in new bottles every month, because refill shops are far and inconvenient.',
        currentHandling: 'Supermarket bottles, or a trip to a bulk shop once in a while.',
        whyWorthSolving: 'A household throws away about 30 cleaning bottles a year.',
        solution:
          'Concentrated cleaning refills in letter-box-sized pouches, delivered every 6-8 weeks for €14.90, with glass spray bottles sent once.',
        evidence:
          '2,300 active subscribers, monthly churn of 4.2%, and 31% of subscribers added a second product.',
        differentiation: 'Letter-box delivery: nobody has to be home, and shipping costs stay low.',
        reasoning: 'Subscribers stay and buy more; the product is proven.',
        rating: 4,
      },
      market: {
        target: 'Urban households in Lyon, Paris and Bordeaux aged 28-45.',
        idealCustomer: 'A parent in a Lyon flat who already buys organic food.',
        discoveryEvaluation:
          'We ran Meta ads in 3 cities; Lyon converts at twice the rate of Paris.',
        payEvidence: 'Monthly revenue of €31,000; acquisition cost €22 per subscriber.',
        budget: 'Households spend about €10-€20 a month on cleaning products.',
        marketSize: 'About 4 million households in the target cities.',
        reasoning: 'Repeatable: Meta ads and referrals bring subscribers at a known cost.',
        rating: 4,
      },
      execution: {
        delivery:
          'A contract manufacturer makes the concentrates; we hold stock of 9 products in a 3PL warehouse near Lyon.',
        resourcesPartners: 'The contract manufacturer, the 3PL and La Poste.',
        risks: 'Stock-outs of a best seller; the manufacturer has a 10,000-pouch minimum order.',
        goToMarket: 'Meta ads, a referral credit of €5, and 40 partner zero-waste shops.',
        salesMarketing: 'A starter kit at €9.90 for the first month.',
        retentionGrowth: 'Skip and pause options and a scent of the season.',
        reasoning: 'Fulfilment works; forecasting stock is still done in a spreadsheet.',
        rating: 3,
      },
      loops: {
        product_market: {
          current: 'Cancellation reasons are read every week.',
          actions: 'Offer a pause instead of cancel to everyone who tries to leave.',
          metrics: 'Monthly churn and share of pauses that resume.',
        },
      },
      actionPlan: {
        priority: 'Cut monthly churn from 4.2% to 3%.',
        next30Days: ['Launch the pause option', 'Call 20 people who cancelled last month'],
        successMeasures: 'Monthly churn at or below 3.2% by the end of next month.',
      },
      reflection: {
        hardestPillar: 'Execution: stock forecasting.',
        surprises: 'People cancel because they have too much product, not because they dislike it.',
      },
    },
  }),
];
