import type { Industry } from '@shared/domain';
import type { IndustryNotes } from './industry-types';

/** Industry practice: software, health, finance and education. */
export const INDUSTRY_NOTES_A: Partial<Record<Industry, IndustryNotes>> = {
  'Technology/Software': {
    context:
      'software is cheap to copy and cheap to change, so speed of learning and distribution matter more than the code itself.',
    pillars: {
      product: {
        focus:
          'Ship a narrow first version in weeks and instrument it: every key action should be an event you can count.',
        action:
          'Instrument the three actions that prove value (sign-up, first result, return visit) before adding features.',
        metric:
          'Weekly active users divided by monthly active users (stickiness), and week-4 retention.',
        risk: 'Name the platform your customers already use that could add your core feature free.',
      },
      market: {
        focus:
          'Buyers compare you with free tools and spreadsheets, so the pain must be measurable in hours or money.',
        action:
          'Offer a paid pilot with a success criterion agreed up front, converting to an annual plan if it is met.',
        metric: 'Trial-to-paid conversion and average contract value.',
        risk: 'Long procurement and security reviews that stall deals with larger companies.',
      },
      execution: {
        focus:
          'Recurring revenue only helps if churn is low; watch monthly churn from the first customer.',
        action:
          'Set up onboarding so a new customer reaches the first result within a day, without a call.',
        metric: 'Monthly revenue churn (aim under 2% for business customers) and CAC payback.',
        risk: 'Security or data-protection failures (GDPR and similar rules) that end enterprise deals.',
      },
    },
    resource:
      'The SaaS Metrics guides by David Skok (For Entrepreneurs) and "Obviously Awesome" by April Dunford for positioning.',
    channels: [
      'direct outreach on LinkedIn to a named list',
      'a free tool or template that solves a small part of the problem',
      'integration marketplaces',
    ],
    payProof: [
      'paid pilots with a success criterion',
      'annual plans bought before launch at a founding-customer discount',
    ],
  },
  'Healthcare/Medical': {
    context:
      'the user (patient or clinician), the buyer (clinic, insurer, hospital) and the regulator are usually different parties, and each must say yes.',
    pillars: {
      product: {
        focus:
          'Clinical evidence and safety come before features; know early whether your product counts as a medical device.',
        action:
          'Check the regulatory class of the product (for example FDA, the EU MDR or your national regulator) before you build further.',
        metric:
          'Clinical or operational outcome per patient (time saved, readmissions, errors avoided), measured in a pilot.',
        risk: 'Building a product that needs regulatory approval you have not budgeted time or money for.',
      },
      market: {
        focus:
          'Reimbursement decides adoption: know who pays, under which code or budget, and how much.',
        action:
          'Map the buying process in one target clinic or hospital: clinical champion, budget holder, procurement, IT and data protection.',
        metric:
          'Pilots signed with a named budget holder, and the time from first meeting to signed pilot.',
        risk: 'Clinicians who like the product but no budget line to pay for it.',
        organisations: true,
      },
      execution: {
        focus:
          'Patient data rules (HIPAA, GDPR) and clinical governance shape delivery from day one.',
        action:
          'Write a data-protection and clinical-safety plan, and name who signs off on it in each customer organisation.',
        metric: 'Time from signed pilot to live use with patients.',
        risk: 'A data breach or clinical incident that ends trust with every customer at once.',
        organisations: true,
      },
    },
    resource:
      "Rock Health's digital health research, and the FDA's and the EU's guidance on software as a medical device (SaMD).",
    channels: [
      'a clinical champion inside one practice or hospital',
      'professional associations and conferences',
      'partnerships with clinic management software vendors',
    ],
    payProof: [
      'a paid pilot signed by the budget holder',
      'a letter of intent from a clinic director with a price',
    ],
  },
  'Finance/Fintech': {
    context:
      'trust and regulation are the product: customers hand over money or data only to a provider they believe is safe and licensed.',
    pillars: {
      product: {
        focus:
          'Start with the narrowest money problem you can solve under an existing licence or a licensed partner.',
        action:
          'List the licences your product needs and decide whether to partner with a licensed provider (banking-as-a-service, payment institution) for the first version.',
        metric: 'Transactions or accounts per active user per month.',
        risk: 'Launching a product that needs a licence you do not hold.',
      },
      market: {
        focus:
          'Switching banks or finance tools is painful, so the gain must be large and visible in money.',
        action:
          'Quantify the saving or gain per customer per year in money, and test the pitch with 10 prospects.',
        metric:
          'Cost to acquire a funded or active account, and the share of sign-ups that complete onboarding and verification.',
        risk: 'High drop-off during identity checks (KYC) that wastes acquisition spend.',
      },
      execution: {
        focus:
          'Compliance, fraud and reliability work is a large part of delivery; budget for it from the start.',
        action:
          'Write a compliance plan (KYC, anti-money-laundering, data protection) with a named owner and an adviser who has done it before.',
        metric: 'Fraud and chargeback rate, and uptime of payment flows.',
        risk: 'Dependence on one banking or payment partner who can change terms or close the programme.',
      },
    },
    resource:
      'Your financial regulator\'s sandbox or innovation office guidance, and "The Fintech Book" by Susanne Chishti and Janos Barberis for the landscape.',
    channels: [
      'partnerships with accountants or advisers who already serve the segment',
      'embedded distribution inside software the customer already uses',
      'a waitlist with referral rewards',
    ],
    payProof: [
      'funded accounts or deposits',
      'signed pilot agreements with pricing from business customers',
    ],
  },
  'Education/EdTech': {
    context:
      'the learner, the payer (parent, school, employer) and the decision-maker are often different, and buying follows the school or budget year.',
    pillars: {
      product: {
        focus: 'Learning outcomes are the proof: show measurable progress, not just engagement.',
        action:
          'Measure learning in your next class or cohort with a pre-test and a post-test, and show the gain to the next payer.',
        metric: 'Learning gain between pre-test and post-test, and weekly active learners.',
        risk: 'High engagement without measurable learning, which schools and employers will not renew.',
      },
      market: {
        focus:
          'Schools buy on an annual cycle and parents buy on results; time your sales to the budget calendar.',
        action:
          "Find out when your target schools or employers set next year's budget, and book meetings two months before.",
        metric: 'Pilots converted to paid annual licences.',
        risk: 'Missing the budget window and waiting a full year for the next one.',
        organisations: true,
      },
      execution: {
        focus:
          'Teachers have little time; implementation support decides whether a paid licence is actually used.',
        action:
          'Write a 30-minute teacher onboarding and a weekly usage report for the school lead.',
        metric: 'Share of paid seats active each week.',
        risk: 'Low usage after purchase, leading to non-renewal.',
        organisations: true,
      },
    },
    resource:
      'The EdTech Evidence Exchange and the What Works Clearinghouse for evidence standards; "Make It Stick" by Brown, Roediger and McDaniel for learning science.',
    channels: [
      'teacher champions and teacher communities',
      'pilots with a school district or training manager',
      'parent communities and school associations',
    ],
    payProof: [
      'a paid pilot or a purchase order from a school',
      'pre-paid course places from parents or employers',
    ],
  },
};
