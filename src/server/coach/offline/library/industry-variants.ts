import type { FormState } from '@shared/contracts/assessment-form';
import type { Industry } from '@shared/domain';
import type { FounderProfile } from '../../profile';
import type { IndustryNotes } from './industry-types';

/**
 * Kinds of business inside an industry whose practice is not the industry's usual one: a
 * walk-in bookshop is 'E-commerce/Retail' but has no checkout funnel; software that keeps a
 * dental practice's hygiene records is 'Healthcare/Medical' but runs no clinical pilots; a
 * disability-support provider sells hours of care, not a device. Each gets its own notes.
 */

const SHOP: IndustryNotes = {
  context:
    'a shop lives on footfall, the size of each ticket and how often regulars come back; rent and staff hours are fixed, so every quiet hour costs.',
  pillars: {
    product: {
      focus:
        'What regulars come back for (a section, an event, a person behind the counter) is the product; the rest is shelf space.',
      action:
        'Rank your sections or product lines by sales per metre (or foot) of shelf over the last 3 months, and give the weakest quarter of the space to the best.',
      metric:
        'Sales per section per metre (or foot) of shelf, and sell-through of new stock within 60 days.',
      risk: 'Space and cash tied up in stock that sits on the shelf for a season.',
    },
    market: {
      focus:
        'Your market is the people within a short drive: grow by bringing them in more often and by what each visit spends.',
      action:
        'Count transactions for one week by part of the day (morning, lunch, afternoon, evening), and plan one event for the quietest part.',
      metric:
        'Average ticket and transactions per day, by part of the day, against the same week last year.',
      risk: 'A quiet season or a closed road that empties the street while rent and wages stay the same.',
    },
    execution: {
      focus:
        'Staff hours, stock buying and cash across the seasons decide whether a profitable shop stays profitable.',
      action:
        "Match the staff rota to the transaction counts by hour, and buy for the next season from last year's sell-through.",
      metric: 'Sales per staff hour, and weeks of cash cover through the slowest month.',
      risk: 'One person (often the owner) whose day off closes the shop.',
    },
  },
  resource:
    '"Why We Buy" by Paco Underhill, on how people move and buy in a shop, and "The Experience Economy" by Joseph Pine and James Gilmore, on events that bring people in.',
  channels: [
    'events in the shop (readings, clubs, tastings)',
    'partnerships with local schools, clubs and businesses',
    'email and a loyalty card for regulars',
  ],
  payProof: [
    'regulars who come back every month',
    'paid memberships, subscriptions or event tickets',
  ],
};

const PRACTICE_SOFTWARE: IndustryNotes = {
  context:
    'practices buy software to save staff time and to pass inspections; the buyer is the owner or the practice manager, and health-data rules apply to whatever you store.',
  pillars: {
    product: {
      focus:
        "The job is hours saved and an inspection passed: show both in the practice's own numbers.",
      action:
        'With 3 practices, measure the staff hours a week the task took before your product and after it, and write each down in their words.',
      metric:
        'Staff hours saved per practice per month, and the share of practices using it every week.',
      risk: 'A rule change or a new inspection standard your product must follow within weeks.',
    },
    market: {
      focus:
        'Practices hear about tools from their peers, their suppliers and their professional bodies: one association or dealer that recommends you reaches hundreds.',
      action:
        'Ask your 3 most active practices for an introduction to a peer, and name one supplier or association that could recommend you.',
      metric:
        'New practices per month by source, and the months it takes to earn back what winning one cost.',
      risk: 'A large practice-management system adding your feature to its bundle.',
      organisations: true,
    },
    execution: {
      focus: 'Onboarding and support time per practice decide whether each new one pays.',
      action:
        'Time the onboarding of your next 3 practices step by step, and cut the longest step.',
      metric:
        'Onboarding hours per new practice, support requests per practice per month, and monthly churn.',
      risk: 'A data breach that ends the trust of every practice at once.',
      organisations: true,
    },
  },
  resource:
    '"The SaaS Playbook" by Rob Walling, and your data-protection authority\'s guidance on health data.',
  channels: [
    'professional associations and their events',
    'suppliers and dealers who already visit practices',
    'referrals between practice managers',
  ],
  payProof: ['practices paying monthly after a trial', 'annual plans paid up front'],
};

const CARE_SERVICE: IndustryNotes = {
  context:
    "you sell hours of care delivered by people: reliable, consistent workers are the product, and the funder's price guide or the client's budget sets what an hour earns.",
  pillars: {
    product: {
      focus:
        'Continuity (the same worker every week) and turning up on time are what clients and families judge you by.',
      action:
        "For one month, measure the share of each client's shifts worked by their regular worker, and call the 3 clients with the lowest share.",
      metric: 'Share of shifts worked by a regular worker, and missed or late shifts per 100.',
      risk: "One incident that costs a client's trust, or your registration.",
    },
    market: {
      focus:
        'Referrers (coordinators, case managers, hospital teams) decide where clients go; a waiting list says demand is not your limit.',
      action:
        'Tell each referrer how many clients you can take on next month and from when, so they send the right ones.',
      metric: 'Referrals per month by referrer, and days from referral to first shift.',
      risk: 'A referrer who stops sending clients after one let-down.',
    },
    execution: {
      focus:
        'Recruiting and keeping workers is the constraint: each worker lost in the first three months leaves funded hours undelivered.',
      action:
        'Ask the last 5 workers who left, and 5 who stayed a year, what made the difference; fix the top reason this month.',
      metric:
        'Worker retention at 3 months, billable hours per worker per week, and cancellations per 100 hours.',
      risk: 'A shortage of workers that leaves funded hours undelivered.',
    },
  },
  resource:
    '"Reinventing Organizations" by Frederic Laloux, its chapter on Buurtzorg\'s self-managing home-care teams.',
  channels: [
    'support coordinators and case managers',
    'hospital and allied-health discharge teams',
    'families of current clients',
  ],
  payProof: ['funded hours booked through referrers', 'private-paying clients'],
};

const WORKSHOP: IndustryNotes = {
  context:
    'a workshop that makes to order sells its hours and its hand: each piece is quoted, built and delivered once, so the price of an hour and the date promised decide the business.',
  pillars: {
    product: {
      focus:
        'What buyers commission you for (a size, a finish, a fit nobody else offers) is the product; everything else is a standard piece they can buy anywhere.',
      action:
        'List the last 10 commissions and what each buyer asked for that a standard piece lacked; offer the top answer as a named option with its price.',
      metric:
        'Hours per piece against the hours quoted, and the share of pieces delivered without a remake.',
      risk: 'Custom details that each add hours nobody quoted.',
    },
    market: {
      focus:
        'Buyers find a maker through pieces they have seen: in a friend’s home, at a fair, in photos of finished work.',
      action:
        'Ask your last 5 buyers where they first saw your work, and show more of it there next month.',
      metric: 'Quotes that become orders, and the average order value.',
      risk: 'A waiting list that grows past what buyers will wait for, so they buy standard instead.',
    },
    execution: {
      focus:
        'Two pairs of hands, a material bought in and a delivery date promised: the workshop’s hours and its supplier decide what can be sold.',
      action:
        'Plan the next 8 weeks of orders against the hours you have, and quote new buyers a date from that plan.',
      metric: 'Orders delivered by the promised date, and weeks of orders booked ahead.',
      risk: 'One maker ill for a month, with every promised date resting on them.',
    },
  },
  resource:
    '"Pricing Creativity" by Blair Enns, on pricing a commission by its value to the buyer, and "Show Your Work!" by Austin Kleon, on winning the next commission by showing how you make.',
  channels: [
    'photos and videos of finished pieces in buyers’ homes',
    'design fairs and makers’ markets',
    'interior designers and architects who specify pieces',
  ],
  payProof: ['deposits paid on commissions', 'repeat commissions from past buyers'],
};

/** Adults who learn for themselves and pay from their own pocket: no school budget year. */
const ADULT_LEARNING: IndustryNotes = {
  context:
    'adults pay for themselves, for a goal of their own (family, travel, work); they stay while they feel progress and the lessons fit their week.',
  pillars: {
    product: {
      focus:
        'Progress the learner can feel (a conversation managed, an exam passed) is the product; the method is how you get them there.',
      action:
        'Ask your 5 longest-staying learners what they can do now that they could not before, and use their words where new learners first see you.',
      metric: 'Learners still booking after 3 months, and lessons per learner per month.',
      risk: 'Learners who stop when life gets busy, with no goal that keeps them coming.',
    },
    market: {
      focus:
        'Adults find a teacher through people and content they already trust: a friend, a video, a review.',
      action:
        'Ask your newest learners where they first found you, and post twice as often there next month.',
      metric: 'New learners per month by source, and trial lessons that become paid ones.',
      risk: 'One platform bringing every new learner, on terms you do not set.',
    },
    execution: {
      focus:
        'Your hours are the capacity: group formats and recorded lessons are how a teacher grows without teaching every hour.',
      action:
        'Add up last month’s teaching hours and the income per hour of each format (one-to-one, group, course).',
      metric: 'Income per teaching hour, by format.',
      risk: 'Teaching hours that leave no time to build the next format.',
    },
  },
  resource:
    '"Make It Stick" (Brown, Roediger, McDaniel), on how adults learn and remember, and "Show Your Work!" by Austin Kleon, on teaching in public to find learners.',
  channels: [
    'short videos and posts that teach one thing',
    'referrals from learners',
    'tutor marketplaces for the first learners',
  ],
  payProof: ['learners who prepay a block of lessons', 'seats paid on a cohort before it starts'],
};

/** Lessons for children, paid by their parents: no school budget year, no employers. */
const CHILD_LEARNING: IndustryNotes = {
  context:
    'parents pay for their children’s lessons and judge by what they can see: a level passed, a child who speaks at home, a child who wants to go back; most families choose before the school year starts.',
  pillars: {
    product: {
      focus:
        'Progress a parent can see (a level passed, a child speaking at home) is the product; the method is how you get the child there.',
      action:
        'Send the parents of one class a short note on what their children can do now that they could not at the start of term, and count the replies.',
      metric: 'Children re-enrolled for the next term, and lessons attended per child per month.',
      risk: 'Children who stop enjoying it: parents keep paying only while the child wants to go.',
    },
    market: {
      focus:
        'Parents choose on other parents’ word and on what they see at an open lesson; enrolment peaks in the weeks before the school year.',
      action:
        'Ask the parents who enrolled this term who told them about you, and give those parents a reason to tell one more.',
      metric: 'Open-lesson visitors who enrol, and new children per month by source.',
      risk: 'Missing the weeks before the school year, when most parents choose.',
    },
    execution: {
      focus:
        'Teachers are the product: hiring, training and keeping good teachers decides quality in every group.',
      action:
        'Write down which teacher each group would miss most, and who would cover them for a month.',
      metric: 'Teachers who leave per term, and children per teacher.',
      risk: 'A favourite teacher leaving and taking a group’s parents with them.',
    },
  },
  resource:
    '"Make It Stick" (Brown, Roediger, McDaniel), on how learning lasts, and "How to Talk So Kids Will Listen" (Faber, Mazlish), for the talks with parents and children.',
  channels: [
    'parents’ referrals and parents’ chats',
    'open lessons and trial classes',
    'schools and kindergartens nearby',
  ],
  payProof: ['a term paid in advance by parents', 'children re-enrolled for the next term'],
};

/** Equipment or inputs for poultry farmers: hatch rate and flock survival, not crops. */
const POULTRY: IndustryNotes = {
  context:
    'poultry farmers buy on what survives and grows in their own flock (hatch rate, chicks alive, weight gained) against what feed, eggs and power cost them.',
  pillars: {
    product: {
      focus:
        'Results in the farmer’s own flock (hatch rate, chicks alive at two weeks) decide trust; a neighbour’s batch beats a brochure.',
      action:
        'Call 10 buyers and write down each one’s last batch: eggs set, chicks hatched, chicks alive at two weeks.',
      metric: 'Hatch rate and chicks alive at two weeks, per buyer and batch.',
      risk: 'A bad batch (a power cut, a disease) blamed on the product and told at the market.',
    },
    market: {
      focus:
        'Poultry farmers buy where they buy feed and chicks, on what a neighbour’s flock shows; credit, savings groups and the season decide when.',
      action:
        'Ask your busiest dealer which farmers bought last month and what tipped them; visit two of those farms.',
      metric: 'Units sold per dealer per month, and buyers who came through a neighbour.',
      risk: 'Feed, egg or chick prices that move and change what a farmer can spend.',
    },
    execution: {
      focus:
        'Spare parts, a repair within days and dealers who can explain the product set how far you can sell.',
      action:
        'List every repair or return of the last quarter by cause, and fix the top cause in the next batch.',
      metric: 'Units returned or repaired per 100 sold, and days to fix one.',
      risk: 'A dealer who sells on credit and does not pay, or stops keeping spares.',
    },
  },
  resource:
    '"Small-scale poultry production" (FAO, Sonaiya and Swan), on what decides results in a small flock.',
  channels: [
    'agro-dealers and feed shops',
    'farmer groups and savings groups',
    'vets and extension officers',
  ],
  payProof: [
    'units paid in cash or with a deposit',
    'repeat buyers and referrals from a neighbour',
  ],
};

/** Goods for children that parents buy, often as a box each month: no schools, teachers or seats. */
const KIDS_BOX: IndustryNotes = {
  context:
    'parents buy for their children and judge by what the child does with it: a book read twice, a child who asks for the next one; a monthly box lives or dies in its second and third month.',
  pillars: {
    product: {
      focus:
        'What the child does with it (asks for it, rereads it, talks about it) is the product; the parent keeps paying while that lasts.',
      action:
        'Ask 10 mothers what their child did with a sample in the first week: read it, asked again, or left it; write down their words.',
      metric: 'Boxes the child used in week one, and boxes still paid for after month three.',
      risk: 'A box that pleases the parent but not the child: the third month is when it is cancelled.',
    },
    market: {
      focus:
        'Parents choose on other parents’ word and on what they see in each other’s homes and chats; the price is judged against the books and activities they already buy.',
      action:
        'Show the first box to 20 parents in the chats where they already buy, with a price and a pre-order link; count who pays.',
      metric: 'Pre-orders per 100 parents shown, and referrals per subscriber.',
      risk: 'Holidays and gift seasons that make month-to-month sales uneven.',
    },
    execution: {
      focus:
        'Choosing, buying and packing each month’s box on time is the work; one late box breaks the habit.',
      action:
        'Cost one box line by line (contents, card, packing, delivery) at 50 and at 200 subscribers.',
      metric: 'Cost per box against its price, and boxes shipped on the promised day.',
      risk: 'Stock bought for a month that does not sell, or a supplier who cannot keep up.',
    },
  },
  resource: '"Subscribed" (Tien Tzuo), on keeping subscribers past their first months.',
  channels: [
    'parents’ WhatsApp and Instagram groups',
    'schools’ parent communities',
    'bookshops and children’s activity centres',
  ],
  payProof: [
    'pre-orders or a first box paid by parents',
    'subscribers still paying after three months',
  ],
};

/** A learning app people pay for themselves: no school budget year, no employers. */
const LEARNING_APP: IndustryNotes = {
  context:
    'learners (or their parents) pay from their own pocket, through an app store or a website; they stay while they see progress, and buying follows their own calendar (a season, an exam, a new year), not a school budget.',
  pillars: {
    product: {
      focus:
        'Progress the learner can see in the app (a level passed, a streak kept) is the product; content without it is entertainment.',
      action:
        'Pick the 20 subscribers who stayed longest and 20 who left in their second month; compare what each did in the first week.',
      metric:
        'Subscribers still paying after 3 and 12 months, and what a sample of them can do after a month that they could not at the start.',
      risk: 'Learners who stop after the first weeks: a subscription renews on habit, not on intent.',
    },
    market: {
      focus:
        'New learners come through people and content they trust (a teacher, a friend, a video), and in the season when learning is on their mind.',
      action:
        'Ask this month’s new subscribers where they first heard of you, and put next month’s budget behind the top answer.',
      metric: 'Cost per paying subscriber by channel, and the share who came by referral.',
      risk: 'One ad platform bringing most new learners, at a price that keeps rising.',
    },
    execution: {
      focus: 'Support, content and the app ship together: a small team has to choose what waits.',
      action:
        'Count last month’s support questions by topic, and fix the top one in the app rather than in replies.',
      metric: 'Median hours to answer a support request, and crash-free sessions.',
      risk: 'A busy season (a holiday, an exam) that floods support and the store reviews in the same week.',
    },
  },
  resource:
    '"Make It Stick" (Brown, Roediger, McDaniel), on how learning lasts, and "Hooked" by Nir Eyal, on the habit a learning app has to earn.',
  channels: [
    'referrals from learners and parents',
    'teachers and communities who recommend apps',
    'short videos that teach one thing',
  ],
  payProof: ['annual plans paid up front', 'subscribers who renew after their first year'],
};

/** A food producer selling through shops, distributors or importers: no kitchen, no covers. */
const FOOD_PRODUCER: IndustryNotes = {
  context:
    'a food producer lives on its margin per unit after each channel’s cut, on the same quality from batch to batch, and on the shops, distributors and importers who reorder.',
  pillars: {
    product: {
      focus:
        'Consistency from batch to batch and a shelf life buyers trust are the product; the recipe is only the start.',
      action:
        'Taste and test a sample from each of your last three batches side by side, and write the spec a batch must meet before it ships.',
      metric: 'Batches within spec, and complaints or returns per 1,000 units.',
      risk: 'A batch that tastes or tests different from the sample a buyer ordered on.',
    },
    market: {
      focus:
        'Each channel (direct, shops, distributors, export) takes its own cut and pays on its own terms; the margin left decides where to grow.',
      action:
        'Work out the margin per unit in each channel after its cut and its payment terms, and grow the best one first.',
      metric: 'Reorders per buyer, and margin per unit by channel.',
      risk: 'Buyers who pay at 60 to 90 days while ingredients, bottles or the harvest are paid up front.',
    },
    execution: {
      focus:
        'Capacity, packaging and the cash tied up between buying inputs and being paid set the pace.',
      action:
        'Plan the next run’s packaging and ingredients against confirmed orders, and the weeks of cash they tie up before buyers pay.',
      metric:
        'Weeks from paying for inputs to being paid by buyers, and stock on hand in weeks of sales.',
      risk: 'A labelling or food-safety failure that stops a buyer’s order or a shipment.',
    },
  },
  resource:
    'Your food safety authority’s guidance for producers (HACCP, and the labelling rules of each market you ship to), and the exhibitor and buyer lists of the trade fairs your buyers attend.',
  channels: [
    'specialty shops and delis',
    'distributors and importers, one per market',
    'trade fairs where buyers taste before they order',
  ],
  payProof: ['reorders from shops and distributors', 'an importer who orders again the next year'],
};

/** Electric vehicles and battery swapping: no grid tariffs, installers or metered sites. */
const E_MOBILITY: IndustryNotes = {
  context:
    'electric vehicles and battery swaps live on the cost per trip against fuel, on uptime where the vehicle works, and on a service close enough to fix things the same day.',
  pillars: {
    product: {
      focus:
        'Reliability where it works (salt, sand, heat, rough roads) and a backup when a battery runs low decide trust; the spec sheet does not.',
      action:
        'Log every trip of your test vehicles: distance, energy used, any stop or failure, and what the rider did about it.',
      metric: 'Trips without a stop or failure, and energy cost per trip against fuel.',
      risk: 'A battery that runs flat far from a swap point, told and retold among riders.',
    },
    market: {
      focus:
        'Riders and owners buy on the cost per day against fuel and on what their peers say; financing or pay-per-swap decides who can start.',
      action:
        'Write the cost per day against fuel for one rider, with their own numbers, and show it to ten more.',
      metric: 'Riders who switch and stay after 30 days, and swaps per rider per week.',
      risk: 'Fuel prices or subsidies that move, and with them the saving you sell.',
    },
    execution: {
      focus:
        'Swap points, spare batteries and mechanics near where riders work set how many you can serve.',
      action:
        'Count the batteries, chargers and swap hours each rider needs, and the cash each new rider ties up before paying back.',
      metric: 'Batteries per rider, swap-point uptime, and days to fix a breakdown.',
      risk: 'Imported parts held at the port while riders wait.',
    },
  },
  resource:
    'GOGLA’s and the GSMA Mobile for Development programme’s reports on pay-as-you-go energy and electric mobility in emerging markets.',
  channels: [
    'riders’ and fishers’ associations and cooperatives',
    'mechanics and spare-part sellers riders already trust',
    'microfinance lenders who fund vehicles',
  ],
  payProof: [
    'deposits or pay-per-swap paid by the first riders',
    'riders still paying after 30 days',
  ],
};

/** E-mobility at sea: an electric outboard or a battery-swap boat, used by crews. */
const E_MARINE: IndustryNotes = {
  context:
    'electric boats and battery swaps live on the cost per trip against fuel, on reliability far from shore, and on a service on the landing beach that fixes things the same day.',
  pillars: {
    product: {
      focus:
        'Reliability at sea (salt, swell, heat) and a backup when the charge runs low decide trust; the spec sheet does not.',
      action:
        'Log every trip at sea: hours out, charge used, sea state, any stop, and whether the crew needed the backup.',
      metric: 'Trips back to shore without a stop, and energy cost per trip against fuel.',
      risk: 'A battery that runs flat far out at sea, told and retold on the beach.',
    },
    market: {
      focus:
        'Boat owners and crews buy on the cost per trip against fuel and on what other crews say; financing or pay-per-swap decides who can start.',
      action:
        'Write the cost per trip against fuel for one boat, with its owner’s own numbers, and show it to ten more owners.',
      metric: 'Boats that switch and stay after 30 days, and swaps per boat per week.',
      risk: 'Fuel prices or subsidies that move, and with them the saving you sell.',
    },
    execution: {
      focus:
        'Swap points, spare batteries and a mechanic on the landing beach set how many boats you can serve.',
      action:
        'Count the batteries, chargers and swap hours each boat needs, and the cash each new boat ties up before paying back.',
      metric: 'Batteries per boat, swap-point uptime, and days to fix a breakdown.',
      risk: 'Imported parts held at the port while boats wait on the beach.',
    },
  },
  resource: E_MOBILITY.resource,
  channels: [
    'fishers’ associations and landing-beach committees',
    'mechanics and spare-part sellers crews already trust',
    'microfinance lenders who fund boats and engines',
  ],
  payProof: [
    'deposits or pay-per-swap paid by the first boats',
    'boats still paying after 30 days',
  ],
};

/** An agency that places workers with employers, paid per placement: not a clinic or a device. */
const STAFFING: IndustryNotes = {
  context:
    'a recruitment agency lives on placements that last: the employer pays per placement, candidates must pass licensing and paperwork, and each placement takes months.',
  pillars: {
    product: {
      focus: 'A placement that lasts is the product: candidates who pass, arrive and stay.',
      action:
        'List each candidate who dropped out in the last year and the step where it happened; fix the step that lost the most.',
      metric:
        'Candidates who reach deployment per 10 screened, and placements still in post after 6 months.',
      risk: 'Candidates who accept, then take another offer before they leave.',
    },
    market: {
      focus:
        'Employers come back when placements stay; each new employer is won on proof from the last.',
      action:
        'Send your best employer’s results (placements, how many stayed) to three employers of the same kind, and ask each for a call.',
      metric: 'Open orders from employers, and the share from your largest one.',
      risk: 'One employer whose orders are most of the revenue.',
      organisations: true,
    },
    execution: {
      focus:
        'The pipeline from application to deployment sets the pace: exams, papers and visas each take weeks.',
      action:
        'Map the weeks from application to deployment step by step, and start the longest step earlier for the next batch.',
      metric: 'Weeks from application to deployment, and candidates at each step today.',
      risk: 'A rule change on fees or deployment in one country that stops the pipeline.',
      organisations: true,
    },
  },
  resource:
    '"Who" by Geoff Smart and Randy Street, on assessing candidates, and your licensing body’s rules on fees and deployment.',
  channels: [
    'referrals from placed candidates',
    'employers’ HR directors met at recruitment fairs',
    'training and review centres',
  ],
  payProof: ['a placement fee paid per deployment', 'a repeat order from the same employer'],
};

/** A money app that reads accounts but holds and moves no money: no licence, KYC or chargebacks. */
const MONEY_APP: IndustryNotes = {
  context:
    'a money app that only reads accounts lives on trust and habit: people must let it see their bank data, and come back when money moves (payday, bills).',
  pillars: {
    product: {
      focus:
        'The habit is the product: the moment each month (payday, a bill) when the app earns its place on the phone.',
      action:
        'Find the one screen your paying users open in their first week, and put it first for new ones.',
      metric: 'Share of users who open the app in the week after payday, month by month.',
      risk: 'A bank-data connection or an app-store permission that breaks, and the core feature with it.',
    },
    market: {
      focus:
        'People pay for a money app when it saves or shows them more than it costs, in a month they can see.',
      action:
        'Ask 5 paying users what it saved or showed them last month, in money or minutes, and use their numbers where new users decide.',
      metric: 'Free users who start paying within 30 days, by where they came from.',
      risk: 'Free features good enough that few ever pay.',
    },
    execution: {
      focus: 'Bank-data partners, app-store rules and data protection set what you can ship.',
      action:
        'List each outside service the core feature depends on (bank sync, SMS, store permissions) and the fallback if one stops.',
      metric: 'Cost of bank sync and data per active user, against revenue per paying user.',
      risk: 'A store-policy or data-partner change that switches off the core feature.',
    },
  },
  resource:
    '"Hooked" by Nir Eyal, on habits people return to, and your data-protection regulator’s guidance on financial data.',
  channels: [
    'short videos about money moments (payday, bills)',
    'referrals from paying users',
    'communities around saving and budgeting',
  ],
  payProof: ['monthly premium subscriptions', 'annual plans paid upfront'],
};

/**
 * Software sold to banks, insurers and funds (compliance, risk, reporting) that moves no money
 * itself: its customers are institutions, so the notes are about vendor risk reviews, pilots that
 * become annual licences and the rules its buyers answer to, not KYC drop-off or chargebacks.
 */
const FIN_INSTITUTION_SOFTWARE: IndustryNotes = {
  context:
    'software sold to financial institutions is bought through vendor-risk and security reviews, by a buyer who answers to a regulator: proof, audit trails and a named internal sponsor decide, and sales take months.',
  pillars: {
    product: {
      focus:
        'An institution buys what it can defend to its regulator: every output needs its reason and its record.',
      action:
        'Write down, from your pilot, the three results the buyer must show internally (hours saved, errors caught, audit trail) with your figure for each.',
      metric: 'Share of the product’s outputs the reviewers accept without change, month by month.',
      risk: 'One visible miss at a client bank that travels faster than your results.',
    },
    market: {
      focus:
        'A few dozen institutions can buy, each slowly: the pipeline is named accounts, each with its sponsor and its stage.',
      action:
        'For each bank in your pipeline, write the sponsor, the budget line and the next step in procurement, with its date.',
      metric:
        'Days from first meeting to signed licence, per account, and the stage each is stuck in.',
      risk: 'Two or three accounts carrying the year, so one delayed signature moves everything.',
    },
    execution: {
      focus:
        'Security questionnaires, certifications and vendor-risk reviews set the pace of every sale.',
      action:
        'Keep one answered security questionnaire and your certificates in a pack that goes out the day a bank asks.',
      metric: 'Days a security or vendor-risk review takes, per bank, and what it asked for.',
      risk: 'A certification or review that is not ready when the pilot ends, so the annual contract waits.',
    },
  },
  resource:
    '"The Challenger Sale" (Dixon, Adamson) on selling to committees, and your regulator’s rules on outsourcing and third-party risk.',
  channels: [
    'warm introductions from board members and investors',
    'talks at industry and compliance events',
    'referral partners among consultancies',
  ],
  payProof: ['paid pilots that turn into annual licences', 'signed order forms'],
};
/**
 * A service that inspects, cleans or maintains energy plants others own (drone thermography, O&M,
 * panel cleaning): no installs, tariffs or payback of a build; its case is the yield it recovers.
 */
const ENERGY_SERVICES: IndustryNotes = {
  context:
    'a service to plants others own is bought by asset managers on the yield it recovers and the reports their maintenance teams can use, often under O&M contracts and in seasons.',
  pillars: {
    product: {
      focus:
        'The report is the product: faults found, located and fixed, in the client’s own system.',
      action:
        'Take one client’s written result (yield recovered after repairs) and turn it into money a year for a plant of that size.',
      metric: 'Share of the faults you report that the client repairs within 90 days.',
      risk: 'Reports that find faults nobody repairs, so the next inspection looks like a cost.',
    },
    market: {
      focus:
        'Owners and O&M contractors buy per MW and per season: the yield you recover pays for you.',
      action:
        'Put the yield recovered against your price per MW for one plant, and lead every proposal with that sum.',
      metric: 'Clients who book a second inspection, and MW covered per client.',
      risk: 'An owner or O&M contractor building the same team in house.',
    },
    execution: {
      focus:
        'Weather, flight permissions and processing hours set how many plants a season can take.',
      action:
        'Count the processing hours per MW behind last season’s reports, and the share done by hand.',
      metric: 'Hours of processing per MW, and days from flight to report.',
      risk: 'The season’s work bunching into a few months, with cash arriving 60-90 days after.',
    },
  },
  resource:
    'IEC 62446-3 (thermographic inspection of PV plants) and your O&M clients’ reporting formats.',
  channels: ['asset managers who talk to each other', 'O&M contractors', 'industry congresses'],
  payProof: ['repeat inspections', 'annual contracts per portfolio'],
};
const MAINTAINS_PLANTS =
  /\b(inspect\w*|thermograph\w*|o&m|maintenance|monitoring|panel cleaning|audits? of)\b/i;
const BUILDS_PLANTS = /\b(install\w*|we (build|sell|supply) (panels|systems|plants))\b/i;

/**
 * Tutors matched with families for a cut: the work is keeping good tutors booked and families
 * rebooking, through exam seasons, without lessons moving off the platform.
 */
const TUTORING: IndustryNotes = {
  context:
    'a tutoring platform lives on two sides: families who rebook before exams, and tutors who stay only while they get enough lessons, with the pull to meet off the platform.',
  pillars: {
    product: {
      focus: 'Families pay for progress they can see, and tutors stay for steady, nearby bookings.',
      action:
        'Send families a short progress note after the third lesson, and compare their rebooking with those who get none.',
      metric: 'Share of families who rebook within a month, by tutor.',
      risk: 'Families and tutors moving to cash after the first few lessons.',
    },
    market: {
      focus: 'Demand comes in exam waves: the terms before exams fill, the summer empties.',
      action:
        'Ask the families who rebooked most what would make them book a whole term ahead, and offer it.',
      metric: 'Lessons booked per week against the same week last term.',
      risk: 'A summer with no lessons and tutors who leave before the next term.',
    },
    execution: {
      focus: 'Tutor supply is recruited each term and lost when lessons are too few.',
      action:
        'Call the last 10 tutors who left: too few lessons, too far, or clients taken off the platform?',
      metric: 'Tutors still active 60 days after their first lesson.',
      risk: 'Recruiting tutors faster than families arrive, so each one gets too few lessons to stay.',
    },
  },
  resource: '"The Cold Start Problem" by Andrew Chen, on the hard side of a marketplace.',
  channels: ['parents’ associations at schools', 'tutor referrals', 'families who rebook'],
  payProof: ['families who rebook', 'lesson packs paid ahead'],
};

/** Money held, lent or moved for the customer: the product is a financial service itself. */
const HANDLES_MONEY =
  /\b(wallets?|lend\w*|loans?|payments?|savings?|deposits?|transfers?|remittances?|credit (line|card)s?|escrow|we hold|insurance policies|premiums|invest\w* (app|platform)|trading|crypto|cards?)\b/i;
/** Sold to banks, insurers and funds. */
const TO_INSTITUTIONS =
  /\b(banks?|building societ(y|ies)|insurers?|credit unions?|asset managers?|funds?|lenders?|fis?|financial institutions?|wealth managers?)\b/i;

const MONEY_READER =
  /\b(budget\w*|track\w* (spending|expenses|money)|personal finance|expense tracker|money management|spending insights?)\b/i;
const MONEY_MOVER =
  /\b(wallets?|lend\w*|loans?|payments? (processing|gateway|rails)|savings accounts?|deposits? held|transfers?|remittances?|credit (line|card)s?|escrow|we hold)\b/i;

/**
 * A marketplace that takes a cut of orders between businesses (restaurants and wholesalers,
 * factories and importers): it holds no stock, and lives on orders that repeat at a margin that
 * covers what each one costs to serve.
 */
const B2B_MARKETPLACE: IndustryNotes = {
  context:
    'a marketplace between businesses earns its cut only while each order costs less to serve than the cut, and while both sides find it easier than calling each other direct.',
  pillars: {
    product: {
      focus:
        'What each side would lose without you (one invoice, credit, next-day delivery, fair prices) is the product; the app is how it reaches them.',
      action:
        'Work out one average order this week: its value, your cut, and what delivering and collecting it costs you.',
      metric: 'Contribution per order: your cut minus delivery, payment and support costs.',
      risk: 'Buyers and suppliers who meet through you and then trade direct.',
    },
    market: {
      focus:
        'Grow where orders already cluster: the same area and the same kind of buyer, so each delivery run carries more orders.',
      action:
        'Ask your 3 most active buyers which supplier they would add next, and sign that one before new buyers.',
      metric: 'Weekly ordering buyers, and orders per buyer per week, by area.',
      risk: 'Buyers who order only when their usual supplier lets them down.',
    },
    execution: {
      focus:
        'Dispatch, payment terms and the suppliers who fill orders on time decide whether a busy week makes or loses money.',
      action:
        'Log each late or short order this week with its cause: supplier, dispatch or payment.',
      metric: 'Orders delivered complete and on time, and days from delivery to payment.',
      risk: 'Paying suppliers before buyers pay you, so growth eats your cash.',
    },
  },
  resource:
    '"The Cold Start Problem" by Andrew Chen, on getting both sides of a network to come back.',
  channels: [
    'suppliers who bring their own buyers',
    'buyers who refer the business next door',
    'trade associations and market groups',
  ],
  payProof: ['a cut switched on for the suppliers already active', 'buyers who reorder weekly'],
};

/**
 * A course that ends in an exam or a licence (driving lessons, a certification): learners buy a
 * package and leave once they pass, so the pass and the recommendation after it are the business.
 */
const EXAM_COURSE: IndustryNotes = {
  context:
    'learners buy a package to pass one exam and then leave: a first-time pass, and the friend they send afterwards, are what the business sells.',
  pillars: {
    product: {
      focus:
        'The first-time pass rate, and how many extra lessons it takes to get there, are the product; everything else supports them.',
      action:
        'Compare first-time pass rates by instructor or teacher for the last 6 months, and write down what the best one does differently.',
      metric: 'First-time pass rate, and extra hours bought per learner before the exam.',
      risk: 'A few weak instructors pulling the pass rate, and the reviews, down for everyone.',
    },
    market: {
      focus:
        'Most learners choose on price or on a friend’s advice: the pass rate is worth money only where they can see it.',
      action:
        'Ask every learner who passes this month for a review and one friend’s name, the day they pass.',
      metric: 'New learners per month by source (friend, search, school or university fair).',
      risk: 'A cheaper school winning the learners who compare on price alone.',
    },
    execution: {
      focus:
        'Instructor hours, cars or rooms and exam dates are the capacity; a good instructor leaving takes learners with them.',
      action:
        'List each instructor’s booked hours and pass rate for last month, and agree who covers whom in the busy months.',
      metric: 'Booked hours per instructor per week, and learners waiting for a first lesson.',
      risk: 'An instructor on a loose contract leaving before the busy season.',
    },
  },
  resource:
    '"Make It Stick" (Brown, Roediger, McDaniel), on practice that holds under exam pressure.',
  channels: ['friends of learners who passed', 'search and reviews', 'school and university fairs'],
  payProof: ['packages paid upfront', 'extra lessons bought before the exam'],
};

/**
 * Space rented by the desk, the room or the month (coworking, flexible offices, storage): the
 * capacity is the places, and the business is how full they stay.
 */
const FLEX_SPACE: IndustryNotes = {
  context:
    'each place (a desk, an office, a unit) earns only while it is let: occupancy site by site and how long members stay decide the year, and the rent is owed either way.',
  pillars: {
    product: {
      focus:
        'Members stay for what the space does for their working day (quiet, internet that never drops, the people around them); find which, and protect it first.',
      action:
        'Ask the 5 members who have stayed longest what would make them leave, and fix the top answer this month.',
      metric:
        'Members still with you after 12 months, site by site, and the reasons those who left give.',
      risk: 'One failure of the basics (internet, cleaning, noise) that members remember longer than any event.',
    },
    market: {
      focus:
        'Each site fills from people who live or work within a short trip: a full site and an empty one are two markets, not one.',
      action:
        'For the emptiest site, list the 20 companies or teams within 15 minutes of it, and offer the first five a month’s trial desk.',
      metric: 'Occupancy per site each month, and enquiries to signed members per site.',
      risk: 'Pricing every site alike when one has a waitlist and another sits a third full.',
    },
    execution: {
      focus:
        'The rent and the loan are fixed and the income is not: each site’s break-even occupancy is the number to run it by.',
      action:
        'Write each site’s monthly rent and fixed costs beside its desks, and the occupancy that covers them.',
      metric: 'Each site’s occupancy against its break-even occupancy, monthly.',
      risk: 'A lease that runs years longer than the time it takes a new site to fill.',
    },
  },
  resource:
    'The Global Coworking Survey (Deskmag) and the GCUC reports, on occupancy, pricing and member retention by region.',
  channels: [
    'member referrals',
    'companies near each site',
    'maps and listing sites people search',
  ],
  payProof: ['members paying months ahead', 'a waitlist for a site'],
};

/**
 * Software that runs a building's recurring work (owners' associations, lettings, maintenance):
 * paid by the month, decided by whoever manages the buildings, not traded.
 */
const PROPERTY_SOFTWARE: IndustryNotes = {
  context:
    'buildings are run every week, not traded: the buyer is whoever manages them (a committee, a manager, a landlord), and the product lives in their recurring work of fees, meetings and repairs.',
  pillars: {
    product: {
      focus:
        'Win one recurring task completely (the yearly settlement, the owners’ vote, the repair ticket) so nobody goes back to the spreadsheet for it.',
      action:
        'Count how many of your buildings did the task you target this season without leaving the product, and ask three managers who left it why.',
      metric: 'Share of buildings that run the task fully in the product, season by season.',
      risk: 'A weak module managers export to a spreadsheet: the first reason to look at a rival.',
      organisations: true,
    },
    market: {
      focus:
        'Managers move all their buildings at once or not at all: switching their data is the real price, not the fee.',
      action:
        'Offer the next three managers the import of their buildings from their old system, done by you, and count who signs.',
      metric: 'Buildings under management on the product, and buildings per manager.',
      risk: 'An incumbent adding your one distinctive feature before your customers are locked in.',
      organisations: true,
    },
    execution: {
      focus:
        'Onboarding a manager’s buildings is the bottleneck: days per firm set how fast revenue can grow.',
      action: 'Time the last three onboardings step by step, and cut or automate the longest step.',
      metric: 'Days to onboard a firm, and firms onboarded per month.',
      risk: 'The season of meetings and settlements arriving with onboarding still in the queue.',
    },
  },
  resource:
    'Your country’s association of property managers, and "The SaaS Playbook" (Rob Walling) on onboarding and churn.',
  channels: [
    'property managers’ associations',
    'referrals between managers',
    'conferences for building managers',
  ],
  payProof: ['a manager moving all their buildings', 'annual contracts signed before the season'],
};

/**
 * Creative work commissioned by the piece (illustration, translation, design of one book or one
 * campaign): clients buy work that does not exist yet, on the portfolio and the process.
 */
const COMMISSIONS: IndustryNotes = {
  context:
    'clients pay for work that does not exist yet: the portfolio, a clear process with stages, and dates kept are what they buy, and each finished piece is the next client’s reason to book.',
  pillars: {
    product: {
      focus:
        'The process is part of the product: what the client sees at each stage (sketches, roughs, a proof) decides whether they come back and refer.',
      action:
        'Ask your last 3 clients which stage of the work they were least sure about, and add one step or sample that answers it.',
      metric:
        'Share of clients who book again or refer someone within a year, and revision rounds per piece.',
      risk: 'Revision rounds with no limit in the contract, eating the price of each piece.',
    },
    market: {
      focus:
        'Commissions come from people who saw the work: where finished pieces are seen (the client’s launch, a group, a portfolio) is the channel.',
      action:
        'For your last 10 commissions, write where the client first saw your work, and put next month’s hours where most came from.',
      metric: 'Enquiries per month by where they saw your work, and the share that books.',
      risk: 'Price set by the cheapest marketplace seller because the portfolio does not show why yours costs more.',
    },
    execution: {
      focus:
        'Your hours are the capacity: pieces per month times the price per piece is the ceiling on income, so the booking calendar and deposits set the year.',
      action:
        'Write your hours per piece from the last three, and the pieces a month that fit; book the next quarter against that number with deposits.',
      metric: 'Hours per piece and income per hour, piece by piece.',
      risk: 'Booking more pieces than the hours allow, so every deadline slips together.',
    },
  },
  resource:
    '"Work for Money, Design for Love" (David Airey), on pricing, contracts and clients for commissioned creative work.',
  channels: ['clients’ referrals', 'communities where clients gather', 'the portfolio site'],
  payProof: ['booking deposits paid', 'clients who commission a second piece'],
};

/**
 * Events people buy an entry or a ticket to (a race series, a festival, a conference): a dated
 * capacity that sells out or does not, filled again each year by those who came.
 */
const EVENTS: IndustryNotes = {
  context:
    'each event is a date with a fixed number of places: it sells out or it does not, and next year is filled by those who came and told a friend.',
  pillars: {
    product: {
      focus:
        'People come back for the day itself: what they tell friends afterwards (the course, the crowd, the finish) is the product; find which part and protect it.',
      action:
        'Ask the next event’s finishers or guests, before they leave, the one thing they would tell a friend; tally the answers.',
      metric: 'Share of this year’s attendees who came before, and the post-event score per event.',
      risk: 'Growing the number of places until the day loses what people came back for.',
    },
    market: {
      focus:
        'Early sales show demand before the day: how fast places go, at which price tier, tells you where the price and the size can go next.',
      action:
        'Chart places sold by day since opening for the last three events, and set the next price tier where sales were fastest.',
      metric:
        'Days to sell out (or share of places sold a month before), per event and price tier.',
      risk: 'One bad day (weather, an injury, a cancelled permit) remembered longer than ten good ones.',
    },
    execution: {
      focus:
        'Each event is a project with a fixed date: permits, crew and suppliers must be booked months ahead, and the day runs on a written plan, not on one person.',
      action:
        'Write the event-day plan as a timeline with a name beside each step, and mark each step only you can do today.',
      metric:
        'Cost per attendee per event (crew, permits, timing, medals), against the entry price.',
      risk: 'A permit, venue or key supplier lost a few weeks before the date.',
    },
  },
  resource:
    '"The Art of Gathering" (Priya Parker), on what makes people come back to an event, and the event organisers’ own post-event surveys.',
  channels: [
    'past attendees’ email list',
    'clubs and communities around the event',
    'event calendars',
  ],
  payProof: ['places sold before the date', 'past attendees who book again early'],
};

/**
 * Content people follow for free, paid for by advertisers and sponsors: the audience's trust and
 * attention are what is sold.
 */
const SPONSORED: IndustryNotes = {
  context:
    'the audience pays nothing: advertisers and sponsors pay for its attention, so what viewers trust you for is what a sponsor buys.',
  pillars: {
    product: {
      focus:
        'Viewers come back for one kind of piece; sponsors pay for that attention. Find which pieces bring them back, and keep sponsor segments from spending that trust.',
      action:
        'Rank last quarter’s pieces by returning viewers, and make two more of the top kind this month.',
      metric: 'Returning viewers per piece, and the share who stay through the sponsor segment.',
      risk: 'A sponsor your audience distrusts: one bad read costs more than its fee.',
    },
    market: {
      focus:
        'Sponsors buy reach into one audience: a rate card built on who watches, not only how many, is what lets the price rise.',
      action:
        'Write a one-page rate card from last quarter: who watches, views per piece, what a segment costs; send it to three sponsors you have not had.',
      metric: 'Sponsor income per 1,000 views, and how many sponsors book again.',
      risk: 'One platform’s algorithm or ad rates deciding the month’s income.',
    },
    execution: {
      focus:
        'The maker’s hours are the capacity: a publishing schedule that survives a bad week beats a bigger plan.',
      action:
        'Write down the hours each piece takes from shoot to publish, and batch the slowest step.',
      metric: 'Hours per piece against what it brings in, ads plus sponsor.',
      risk: 'The schedule resting on one person: a missed month loses viewers and sponsors together.',
    },
  },
  resource:
    '"The YouTube Formula" (Derral Eves), on retention and returning viewers; it holds for podcasts too.',
  channels: [
    'the pieces themselves',
    'collaborations with other creators',
    'clips on other platforms',
  ],
  payProof: ['sponsors who book again', 'ad income per 1,000 views'],
};

/**
 * Content people follow for free, paid for by the fans who back it (patrons, members, a course):
 * the audience is the top of the funnel and the backers are the business.
 */
const CREATOR: IndustryNotes = {
  context:
    'most of the audience pays nothing: the business is the small share who back it, and what they get that the free listeners do not.',
  pillars: {
    product: {
      focus:
        'What backers get beyond the free episodes (transcripts, bonus material, a live session, a course) is what they pay for; ask them which part.',
      action:
        'Ask 10 backers which one perk they would keep if all others went, and put that one in front of free listeners.',
      metric: 'Backers as a share of monthly listeners, and how long backers stay.',
      risk: 'Perks that take hours every week and that few backers use.',
    },
    market: {
      focus:
        'New backers come from the free audience: grow the share who move from listening to paying, not only the audience.',
      action:
        'Add one clear ask at the end of each episode for a month, and count new backers each week against the month before.',
      metric: 'New backers per 1,000 listens, by month.',
      risk: 'One platform’s algorithm or fees deciding how many people hear you.',
    },
    execution: {
      focus:
        'The hosts’ hours are the capacity: a release schedule that survives a busy month beats a bigger plan.',
      action:
        'Write down the hours each episode and each perk takes, and cut or batch the one with the fewest users.',
      metric: 'Hours per episode and per perk, against backer revenue per month.',
      risk: 'The hosts burning out, or one of them leaving, with nothing agreed in writing.',
    },
  },
  resource:
    '"1,000 True Fans" by Kevin Kelly, on living from the fans who pay rather than the crowd.',
  channels: [
    'the free episodes themselves',
    'guests and other shows',
    'an email list of listeners',
  ],
  payProof: ['backers who pay monthly', 'a paid course or bonus sold to listeners'],
};

/** Translation and interpreting, paid per word, line or hour (read 24: a sworn legal translator). */
const TRANSLATION: IndustryNotes = {
  context:
    'translators are paid per word, line or page, by agencies or by direct clients: rates, rush surcharges and specialised terminology decide the income, and machine translation changes what clients will pay for.',
  pillars: {
    product: {
      focus:
        'What a client cannot get from a machine or an agency (sworn status, the right terminology, deadlines met) is what they pay a premium for; name it for each kind of client.',
      action:
        'List your five biggest clients with what each pays per line or word and why they come to you, and raise the rate for the one that values you most.',
      metric:
        'Income per hour worked, by client and by kind of work (standard, rush, post-editing).',
      risk: 'Machine-translation post-editing priced per line below what your hours per line earn.',
    },
    market: {
      focus:
        'Direct clients find a translator through people who recommend you or move firms; a specialism (legal, medical, patents) makes that word of mouth travel.',
      action:
        'Ask your three best clients which colleague elsewhere needs the same work, and ask each for one introduction.',
      metric: 'Share of income from your top client, and from direct clients against agencies.',
      risk: 'One client or one agency bringing a third of your income.',
    },
    execution: {
      focus:
        'Your hours are the capacity: rates, rush surcharges and what you turn away decide the income more than new clients do.',
      action:
        'Log the hours and lines of each job for two weeks, and price rush work and post-editing from the lines per hour you really reach.',
      metric: 'Lines or words per hour by kind of work, and hours worked per week.',
      risk: 'Illness or a holiday with no colleague to pass urgent work to.',
    },
  },
  resource:
    '"The Prosperous Translator" (edited by Chris Durban), on pricing and working with direct clients.',
  channels: [
    'referrals from existing clients',
    "a translators' association directory",
    'colleagues who pass on overflow work',
  ],
  payProof: [
    'direct clients paying your rate per line or word',
    'repeat orders from the same clients',
  ],
};

const TRANSLATING =
  /\b(translat(e|es|ed|ing|ion|ions|or|ors)|interpret(ing|er|ers)|locali[sz]ation|sworn translat\w*|proofread\w*)\b/i;

const EXAM =
  /\b(driving (school|lessons?|instructors?)|exam routes?|theory test|pass rates?|licen[cs]e exam|certification exam)\b/i;
const BACKERS = /\b(patreon|patrons?|podcast|youtube channel|substack|ko-fi|buy me a coffee)\b/i;
/** Fans who pay for the content themselves. */
const FANS_PAY =
  /\b(patreon|patrons?|backers?|paid (members?|memberships?|tier|subscribers?|subscriptions?)|premium (tier|members?)|supporters|ko-fi|buy me a coffee|substack)\b/i;

const ADULTS =
  /\b(adults?|professionals|women|men|retirees|expats|mothers|fathers|\d{2}\s?[-–]\s?\d{2})\b/i;
const YOUNG =
  /\b(kids?|children|child|parents|pupils|schools?|teens?|teenagers|toddlers|students aged ([5-9]|1[0-8])|crian[çc]as?|filhos|ni[ñn]os|hijos|kinder|enfants|bambini|pais|padres|eltern|m[ãa]es)\b/i;
const PLACEMENT = /\b(recruit\w*|staffing|placements?|placed|deploy\w*|candidates)\b/i;

/** A place people walk into (a shop, a café counter), not an online store. */
const WALK_IN =
  /\b(shop floor|in the shop|in-store|walk-?ins?|footfall|foot traffic|the register|the till|shelf|shelves|counter|main street|high street|window display|browsers)\b/i;
const ONLINE_STORE =
  /\b(online (shop|store|orders)|e-?commerce|shopify|woocommerce|amazon (seller|fba)|etsy|dtc|d2c|checkout|cart abandonment)\b/i;
/** Work for a practice's office, not for its patients' care. */
const PRACTICE_ADMIN =
  /\b(compliance|documentation|inspections?|audits?|hygiene|QM|quality management|scheduling|rota|billing|invoicing|paperwork|admin\w*|records?|appointments?|no-?shows?|reminders?|confirmations?|receptionists?|agenda|waiting lists?|budgets|quotes|estimates)\b/i;
const CLINICAL =
  /\b(diagnos\w*|treatments?|clinical (decision|outcomes?|trial|study|evidence)|symptoms?|medical device|patient outcomes?|readmissions?|therap(y|ies))\b/i;
const CARE_WORK =
  /\b(support workers?|care workers?|carers?|caregivers?|home care|in-home support|disability support|aged care|ndis|personal care|respite)\b/i;

/**
 * An API or developer tool: customers call it from their own code, so they do not "come back
 * unprompted" and have no weekly active users; usage per account and net revenue retention say
 * whether it is kept (read 28: a per-page PDF API was given app stickiness).
 */
const DEVELOPER_API: IndustryNotes = {
  context:
    'an API is bought by engineers and kept by usage: customers call it from their own code, so what they send each month, not logins, says whether they stay.',
  pillars: {
    product: {
      focus:
        'Developers keep what works on the first call and never pages them: time to first success and reliability are the product.',
      action:
        'Time a new developer from sign-up to the first successful call this week, and remove the slowest step.',
      metric:
        'Usage per account month on month, and the accounts whose usage fell by a fifth or more.',
      risk: 'A larger platform bundling the same call free into what your customers already pay for.',
    },
    market: {
      focus:
        'Engineers find an API through its docs, a post that names their pain and a free tier: the docs are the shop window.',
      action:
        'List the searches and posts that brought your last 20 sign-ups, and write the next page for the one that brought most.',
      metric: 'Sign-ups by source, and the share that make a paid call within 30 days.',
      risk: 'Growth that rests on one post or one large account.',
    },
    execution: {
      focus:
        'Uptime, changelogs and answers in support set the pace: every incident is read by the engineers who chose you.',
      action: 'Write the runbook for the one system only one of you can fix today.',
      metric:
        'Net revenue retention by signup quarter, and incidents per month with their minutes.',
      risk: 'An incident on a customer’s busiest day with nobody who knows that system awake.',
    },
  },
  resource:
    '"Developer Relations" (Lewko, Parton) on how developers find and keep a tool, and your own status page history.',
  channels: ['docs and search', 'technical posts', 'integrations and marketplaces'],
  payProof: ['paid usage past the free tier', 'accounts that grow their usage'],
};

/** IT looked after for other firms: managed IT, IT support, a helpdesk, patching and backups. */
const IT_RUN =
  /\b(managed (it|services?|security|network\w*)|it support|help ?desk|outsourced it|it (services|outsourcing|administration)|patching|backups?)\b/i;

/**
 * IT run for other firms by the month (managed IT, IT support, a helpdesk): sold on response times
 * and trust, kept by a predictable bill, lost after an incident handled badly (read 30: a managed-IT
 * firm was told software is cheap to copy and to watch weekly active users).
 */
const IT_SERVICES: IndustryNotes = {
  context:
    'IT run for other firms is bought after an incident and kept by a predictable bill: clients leave after a bad outage, not for a cheaper quote, and margin lives in how many devices each technician can look after.',
  pillars: {
    product: {
      focus:
        'What clients buy is the promise on a bad day: the response time, the backup that restores, the person who knows their setup.',
      action:
        'Restore one client backup end to end this week and time it; write the steps so a junior can repeat them.',
      metric:
        'Tickets per device per month and first-response time, by client; the clients above the average cost you margin.',
      risk: 'A client incident handled by someone who does not know their setup, because it lives in one senior head.',
    },
    market: {
      focus:
        'Offices find IT help through a peer who had an incident, an audit or a rule that scares them, and the supplier who sold the laptops.',
      action:
        'Ask your last 5 new clients what made them call that month, and take that trigger to the next association or congress.',
      metric:
        'New clients by trigger (incident, referral, audit) and months from first call to signed contract.',
      risk: 'Growth that waits for incidents, so new clients arrive in bursts you cannot staff.',
    },
    execution: {
      focus:
        'Standard onboarding, runbooks and tickets that say who knows what let the team grow without the founder on every escalation.',
      action:
        'Write the onboarding checklist for a new client from your last one, and have someone else run the next onboarding with it.',
      metric: 'Devices per technician, and hours to onboard a client, month by month.',
      risk: 'Seniors leaving with what only they know about clients’ servers.',
    },
  },
  resource:
    '"The Phoenix Project" (Kim, Behr, Spafford) on running IT work as a flow, and your own ticket history by client.',
  channels: ['referrals between clients', 'trade associations and congresses', 'local search'],
  payProof: ['signed monthly contracts', 'clients renewing at the yearly price review'],
};

/**
 * Software work done for clients by the firm's people: builds, testing, data or consulting sold as
 * teams or projects (read 34: a QA-pods firm with five banks got stickiness, trial-to-paid and
 * 'software is cheap to copy').
 */
const SOFTWARE_SERVICES: IndustryNotes = {
  context:
    'software work done for clients is bought on trust in the people and kept by delivery that never slips: clients leave after a missed release or a key engineer leaving, and margin lives in the hours billed and the few on the bench.',
  pillars: {
    product: {
      focus:
        'What clients buy is a team that knows their systems and delivers on the date: the people, the way of working and the record of releases.',
      action:
        "List each client's last three deliveries with the date promised and the date met; take the one that slipped to your next review with them.",
      metric: "Billable share of each person's hours, and people on the bench, month by month.",
      risk: "A client's work that only one engineer knows, leaving with them.",
    },
    market: {
      focus:
        'New clients come through someone who saw the work: an ex-colleague, a client contact who moved company, a partner vendor.',
      action:
        'Ask each client contact who changed company in the last year for one introduction at their new employer.',
      metric:
        'Introductions and proposals per month by source, and months from first call to signed statement of work.',
      risk: "A pipeline that is only the founder's network, so growth stops when it is used up.",
    },
    execution: {
      focus:
        "Hiring, onboarding and keeping engineers is the firm's capacity: the team's growth sets the ceiling on revenue.",
      action:
        "Write the first two weeks of a new engineer on a client's work, and time the next one against it.",
      metric: 'Attrition by quarter, and days from signed work to a full team on it.',
      risk: "Engineers leaving for product companies mid-project, with what they know of the client's systems.",
    },
  },
  resource:
    '"Managing the Professional Service Firm" by David Maister, on leverage, utilisation and keeping clients.',
  channels: [
    'introductions from client contacts who move company',
    'partner vendors',
    "talks at the sector's events",
  ],
  payProof: ['signed statements of work', 'clients renewing or adding teams'],
};

/**
 * Payroll, bookkeeping or tax run for other firms by the month (read 31: a payroll bureau in
 * Bogotá got KYC drop-off, licences for a money product and chargeback rates).
 */
const BACK_OFFICE: IndustryNotes = {
  context:
    'payroll, books and tax run for other firms are bought on trust and kept by the absence of mistakes: clients leave after a fine or a wrong payslip, rarely for a cheaper fee, and margin lives in how many clients each person can close each month.',
  pillars: {
    product: {
      focus:
        'What clients buy is a deadline never missed and a question answered the same day, by someone who knows their file.',
      action:
        'List every correction you made for a client last quarter and its cause; fix the most frequent cause in your checklist this month.',
      metric:
        'Corrections per 100 payslips or returns, and deadlines met, by client, month by month.',
      risk: 'A fine or a wrong payment for a client because one step lived in one person’s head.',
    },
    market: {
      focus:
        'Firms change bureau after a fine, a new rule or their bookkeeper leaving; an auditor, a tax adviser or a peer is who they ask.',
      action:
        'Ask your last 5 new clients what made them move that month, and take that trigger to the advisers who refer you.',
      metric:
        'New clients by source (adviser, client, search) and fee per client against hours spent.',
      risk: 'Software that lets clients do it themselves, sold to your smallest clients first.',
    },
    execution: {
      focus:
        'A written close calendar, a second person on each client and a rule for when the client sends late keep the month-end from being heroic.',
      action:
        'Write the month-end close as a dated checklist per client, and have a second person run one client with it this month.',
      metric: 'Clients per person at each close, and hours of overtime at month-end.',
      risk: 'A month-end that holds only because the team works late, until someone leaves.',
    },
  },
  resource:
    '"The E-Myth Accountant" (Michael Gerber) on running a practice as a system, and your own correction log by client.',
  channels: [
    'auditors and tax advisers who refer',
    'referrals between clients',
    'local business associations',
  ],
  payProof: ['signed monthly service agreements', 'clients staying through a fee rise'],
};

/**
 * Engineering, surveying or design done for building owners by the job (read 31: a solo seismic
 * engineer was told to test 'the product' on a live site with the site manager).
 */
const DESIGN_PRACTICE: IndustryNotes = {
  context:
    'engineering and design for buildings are bought on reputation, by owners who need a report or drawings to get a permit, a loan or a tenant: work comes from the few people who send it, and every job carries liability.',
  pillars: {
    product: {
      focus:
        'What an owner buys is a report the council or the bank accepts first time, on the date promised, in words they can act on.',
      action:
        'Ask your last 3 clients what they did with your report and what they had to ask you to explain; rewrite that part of your template.',
      metric: 'Reports accepted without a request for information, and weeks from brief to report.',
      risk: 'A report that is right but late, or read wrongly, so the owner blames the engineer.',
    },
    market: {
      focus:
        'Property managers, builders and lawyers send most jobs; owners arrive after a notice, a sale or a loan condition.',
      action:
        'List who sent each job last year; visit the two who sent most and ask what would make them send one more a quarter.',
      metric: 'Jobs by source, and fee per hour worked on each kind of job.',
      risk: 'Two or three people sending most of the work, so losing one empties the diary.',
    },
    execution: {
      focus:
        'Fixed fees, a standard scope, outsourced drafting and peer review let one engineer take more jobs without more hours.',
      action:
        'Time your last five jobs by stage; price the next quote from the real hours, not the hoped-for ones.',
      metric: 'Hours per job by type, and weeks of work booked ahead.',
      risk: 'A claim on professional indemnity, or a registration lapsing, stopping the practice overnight.',
    },
  },
  resource:
    '"The Business of Expertise" (David C. Baker) on pricing and choosing work as an expert practice, and your own hours per job.',
  channels: [
    'property managers and builders who refer',
    'talks to owner and investor associations',
    'lawyers and lenders who need reports',
  ],
  payProof: ['fixed-fee engagements signed', 'referrers sending repeat jobs'],
};

/**
 * A box of food or drink bought from producers and sent each month (read 31: a sake box was told
 * food cost in food service, HACCP and tasting stalls).
 */
const FOOD_BOX: IndustryNotes = {
  context:
    'a food or drink box lives on the months a subscriber stays: most leave in the first three boxes, skips warn before cancels do, and every box pays for its shipping and what it replaces.',
  pillars: {
    product: {
      focus:
        'Subscribers stay for what they could not choose or find alone: the pick, the story of the producer, and a box that arrives right.',
      action:
        'Ask five who cancelled which box was their last and why; change the next box for the reason two of them share.',
      metric: 'Share of subscribers still active after boxes 1, 3 and 6, and skips per month.',
      risk: 'A run of boxes that feel the same, so subscribers skip, then cancel.',
    },
    market: {
      focus:
        'Gift buyers and the curious join easily and leave fast; those who already buy the drink or food stay.',
      action:
        'Split your subscribers by how they found you; compare month-3 retention by source and spend next month on the best.',
      metric: 'Cost to win a subscriber by source, against what they pay before they leave.',
      risk: 'Paying to win subscribers who leave before their third box.',
    },
    execution: {
      focus:
        'Producers’ supply, cold or careful shipping and one packing day a month set what each box costs and how it arrives.',
      action:
        'Cost one box end to end (product, packing, shipping, breakage) and set the price or the contents so it earns after shipping.',
      metric: 'Cost per box delivered, and complaints or breakages per 100 boxes.',
      risk: 'A shipping or supplier price rise that the box price cannot absorb.',
    },
  },
  resource:
    '"Subscribed" (Tien Tzuo) on running a business by subscriber months, and your own cancel reasons by box.',
  channels: [
    'gift occasions and holidays',
    'producers and shops who share you',
    'communities of people who already buy it',
  ],
  payProof: ['subscribers renewing past box 3', 'prepaid 3- or 6-month plans'],
};

/** The notes for a founder's kind of business inside the industry; `null` keeps the industry's. */
/** Payroll, books or tax run for other firms. */
const BACK_OFFICE_WORK =
  /\b(payroll|n[oó]minas?|bookkeeping|book-keeping|accounting services|tax returns?|vat returns?|contabilidad|payslips?|month-end close)\b/i;
/** Finance led for a firm rather than processed: 'a fractional CFO', 'an interim finance director'. */
const FINANCE_LEAD =
  /\b(cfo|fd|finance (director|lead|head)|head of finance|financial controller|controller)\b/i;
/** Engineering, surveying or design for buildings, by the job. */
const DESIGN_WORK =
  /\b(structural (engineer\w*|design)|seismic|engineering (consultancy|practice|firm)|cpeng|chartered engineer|surveyors?|architects?|architectural|building surveys?)\b/i;
/** Bought from those who make it: 'we buy direct from the kura', 'curated from small roasters'. */
const CURATED =
  /\b(we buy|buy direct|bought (direct|from)|curat\w*|from (small |local |independent )?(producers|breweries|brewers|kuras?|roasters|wineries|farms|makers))\b|\b(kuras?|breweries|wineries)\b/i;
/** Creative work done for one client by the piece. */
const COMMISSIONED =
  /\b((i|we) (illustrate|design|draw|paint|write|translate|animate|compose)|illustrat\w+|commissions?|per (book|piece|page|illustration|cover|portrait))\b/i;
/** Dated events the founder puts on. */
const EVENT_ENTRIES =
  /\b(races?|marathons?|festivals?|conferences?|concerts?|tournaments?|trail runs?|ultras?)\b/i;
/** Places sold for them: entries, tickets, registrations. */
const ENTRY_SOLD =
  /\b(entry|entries|tickets?|registrations?|sold out|places sold|early[- ]bird)\b/i;
/** A box sent each month. */
const BOXED = /\b((monthly|subscription|tasting|gift) box(es)?|box (each|every|a) month|\/mo\b)/i;

export function tradeVariant(
  industry: Industry,
  profile: FounderProfile,
  form: FormState,
): IndustryNotes | null {
  const offer = `${form.product.problem}\n${form.product.solution}`;
  const all = `${offer}\n${form.execution.delivery}\n${form.execution.salesMarketing}\n${form.market.payEvidence}\n${form.product.evidence}`;
  if (industry === 'E-commerce/Retail' && WALK_IN.test(all) && !ONLINE_STORE.test(all)) return SHOP;
  // A race series or a festival sells dated places, not content (read 46: a trail-race series
  // was told to publish on a schedule and watch completion rates).
  if (EVENT_ENTRIES.test(form.product.solution) && ENTRY_SOLD.test(all)) return EVENTS;
  // Real estate that is rented by the desk or run by software is no property deal (read 46: an
  // owners' association SaaS and a coworking chain told of agents, lenders and transactions).
  if (industry === 'Real Estate/PropTech' && profile.sellsAccess && profile.model === 'services')
    return FLEX_SPACE;
  if (
    industry === 'Real Estate/PropTech' &&
    profile.model === 'software' &&
    profile.revenue !== 'commission' &&
    (profile.stage === 'paying' || profile.stage === 'revenue') &&
    !/\b(agents?|listings?|buy(ers|ing)? (a |their )?(home|house|flat|apartment)|mortgage|lenders?|brokers?)\b/i.test(
      offer,
    )
  )
    return PROPERTY_SOFTWARE;
  // An illustrator or a translator paid by the piece sells commissions, not an audience's
  // attention (read 48: told to publish on a schedule and watch completion rates).
  if (
    profile.model === 'services' &&
    (industry === 'Media/Entertainment' || industry === 'Other/Custom') &&
    COMMISSIONED.test(form.product.solution)
  )
    return COMMISSIONS;
  // Orders between businesses, for a cut: no stock, checkout funnels or returns.
  if (
    profile.model === 'marketplace' &&
    profile.audience === 'business' &&
    /\b(orders?|wholesal\w*|suppliers?|materials|goods|supplies)\b/i.test(offer)
  )
    return B2B_MARKETPLACE;
  if (profile.model === 'services' && TRANSLATING.test(offer)) return TRANSLATION;
  if (EXAM.test(all)) return EXAM_COURSE;
  // A channel on ads and sponsors with no backers of its own sells its audience's attention, not
  // perks (read 42: a used-car YouTube channel asked which perk its backers would keep).
  if (BACKERS.test(all) && profile.audience !== 'business')
    return profile.paidByOthers && !FANS_PAY.test(all) ? SPONSORED : CREATOR;
  // A maker of pieces to order (tables, bindings, commissions) runs a workshop, not a factory line:
  // no parts per million, sample batches or industrial buyers.
  if (industry === 'Manufacturing' && profile.model === 'made-to-order') return WORKSHOP;
  const customers = `${form.market.target}\n${form.market.idealCustomer}`;
  if (
    industry === 'Education/EdTech' &&
    profile.audience === 'consumer' &&
    ADULTS.test(customers) &&
    !YOUNG.test(customers)
  )
    return ADULT_LEARNING;
  // Goods for children that parents buy (read 45: a book box told of teacher onboarding and
  // paid annual licences).
  if (industry === 'Education/EdTech' && profile.parentsPay && profile.model === 'goods')
    return KIDS_BOX;
  // A school for children whose parents pay (read 37: a kids' English school told of employers).
  if (
    industry === 'Education/EdTech' &&
    profile.audience === 'consumer' &&
    profile.model === 'services' &&
    YOUNG.test(customers)
  )
    return CHILD_LEARNING;
  // An app learners or parents pay for themselves (read 38: a Quran memorisation app told of
  // schools, employers and budget years).
  if (
    industry === 'Education/EdTech' &&
    profile.audience === 'consumer' &&
    profile.model === 'software' &&
    (profile.stage === 'paying' || profile.stage === 'revenue')
  )
    return LEARNING_APP;
  if (profile.model === 'services' && PLACEMENT.test(offer) && /\bagency\b/i.test(offer))
    return STAFFING;
  if (industry === 'Finance/Fintech' && MONEY_READER.test(offer) && !MONEY_MOVER.test(offer))
    return MONEY_APP;
  if (
    industry === 'Energy/Utilities' &&
    profile.model === 'services' &&
    MAINTAINS_PLANTS.test(all) &&
    !BUILDS_PLANTS.test(offer)
  )
    return ENERGY_SERVICES;
  if (industry === 'Education/EdTech' && profile.model === 'marketplace' && /\btutor/i.test(all))
    return TUTORING;
  if (
    industry === 'Finance/Fintech' &&
    profile.audience === 'business' &&
    TO_INSTITUTIONS.test(customers) &&
    !HANDLES_MONEY.test(offer)
  )
    return FIN_INSTITUTION_SOFTWARE;
  if (industry === 'Technology/Software' && profile.model === 'services' && IT_RUN.test(all))
    return IT_SERVICES;
  if (industry === 'Technology/Software' && profile.model === 'services') return SOFTWARE_SERVICES;
  // What is sold, not the problem it meets ('banks wont lend to them, no payslip').
  // A fractional CFO reviews the close and leads the finance; the bureau runs it.
  if (
    profile.model === 'services' &&
    BACK_OFFICE_WORK.test(form.product.solution) &&
    !FINANCE_LEAD.test(form.product.solution)
  )
    return BACK_OFFICE;
  if (
    (industry === 'Construction' || industry === 'Real Estate/PropTech') &&
    profile.model === 'services' &&
    DESIGN_WORK.test(all)
  )
    return DESIGN_PRACTICE;
  // A box of what others make; a box of meals the founder cooks keeps food safety's notes.
  if (
    industry === 'Food & Beverage' &&
    profile.model === 'goods' &&
    BOXED.test(offer) &&
    CURATED.test(all)
  )
    return FOOD_BOX;
  // Incubators, chicks or feed for poultry farmers: no trial plots or yield per hectare (read 45).
  if (
    industry === 'Agriculture/AgTech' &&
    /\b(poultry|chicks?|hatch\w*|incubat\w*|broilers?|layers|kienyeji|chickens?)\b/i.test(offer)
  )
    return POULTRY;
  // A battery-swap outboard or e-motorbike is a vehicle, not a power plant (read 41: a pirogue
  // motor told of feed-in tariffs, installers and cost per kW).
  if (
    industry === 'Energy/Utilities' &&
    /\b(battery swap\w*|swappable|swap stations?|outboards?|e-?motors?|motorbikes?|motorcycles?|scooters?|boda|tuk-?tuks?|pirogues?|e-?bikes?|electric (boats?|vehicles?|bikes?|buses?|taxis?))\b/i.test(
      offer,
    )
  )
    // Boats have crews at sea, not riders on a road (read 43: a pirogue's trips logged 'and what
    // the rider did about it').
    return /\b(outboards?|pirogues?|boats?|fishermen|fishers|canoes?|crews?)\b/i.test(all)
      ? E_MARINE
      : E_MOBILITY;
  // A producer selling through shops, distributors or importers is no restaurant (read 40: an
  // olive-oil estate told of food cost percentages and 'Setting the Table').
  if (
    industry === 'Food & Beverage' &&
    profile.model === 'goods' &&
    !/\b(restaurants?|caf[eé]s?|bakery|bakeries|counter|covers|stalls?|hawker|food trucks?|bistro|kitchen)\b/i.test(
      form.product.solution,
    ) &&
    /\b(wholesale|distributors?|importers?|export\w*|stockists?|retailers?|[ée]piceries?|delis?|supermarkets?|pallets?|containers?)\b/i.test(
      `${all}\n${form.execution.goToMarket}\n${form.market.target}`,
    )
  )
    return FOOD_PRODUCER;
  if (
    industry === 'Technology/Software' &&
    profile.model === 'software' &&
    /\b(api|apis|sdk|webhooks?|endpoints?|developers?|devs)\b/i.test(offer) &&
    // The API is what is sold, named where the solution opens ('PDF API', 'webhook relay'), not
    // an integration of an app ('API for PioneerRx').
    /\b(api|sdk|webhooks?)\b/i.test(form.product.solution.split(/(?<=[.!?])\s|\n/)[0] ?? '') &&
    // Someone else's API the product reads from ('we pull from DVLA MOT history API') is a
    // data source, not what is sold (read 30: garage reminder texts read as an API business).
    !/\b(from|via|using|through)\b[^.;,()]{0,30}\bapis?\b/i.test(
      form.product.solution.split(/(?<=[.!?])\s|\n/)[0] ?? '',
    )
  )
    return DEVELOPER_API;
  if (industry === 'Healthcare/Medical') {
    if (profile.model === 'software' && PRACTICE_ADMIN.test(offer) && !CLINICAL.test(offer))
      return PRACTICE_SOFTWARE;
    if (profile.model === 'services' && CARE_WORK.test(all)) return CARE_SERVICE;
  }
  return null;
}
