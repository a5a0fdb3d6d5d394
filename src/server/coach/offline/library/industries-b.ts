import type { Industry } from '@shared/domain';
import type { IndustryNotes } from './industry-types';

/** Industry practice: retail, manufacturing, property and food. */
export const INDUSTRY_NOTES_B: Partial<Record<Industry, IndustryNotes>> = {
  'E-commerce/Retail': {
    context:
      'margins are thin and customers can compare prices in seconds, so unit economics per order and repeat purchase decide the business.',
    pillars: {
      product: {
        focus:
          'A product people search for by name, or buy again, beats one that needs explaining every time.',
        action:
          'Test 2 or 3 product variants or bundles with a small batch before committing to a large order.',
        metric: 'Return rate and review score per product.',
        risk: 'Holding stock of a product that does not sell through.',
      },
      market: {
        focus:
          'Contribution margin after shipping, returns and ads per order is the number that matters.',
        action:
          'Calculate contribution margin per order (price minus product, shipping, payment, returns and ad cost) for your best seller.',
        metric: 'Conversion rate, average order value and repeat-purchase rate at 90 days.',
        risk: 'Rising ad costs on one platform that turn profitable orders into losses.',
      },
      execution: {
        focus:
          'Inventory, fulfilment and customer service are where online shops win or lose reviews.',
        action:
          'Set up a weekly inventory and cash review: sell-through per product, days of stock, reorder dates.',
        metric: 'Days of inventory, on-time shipping rate and cash conversion cycle.',
        risk: 'Cash tied up in stock, leaving nothing for marketing.',
      },
    },
    resource:
      'Shopify\'s and Baymard Institute\'s research on checkout conversion, and "Contagious" by Jonah Berger for word of mouth.',
    channels: [
      'one marketplace (Amazon, Etsy or a local equivalent) to test demand',
      'creators and micro-influencers in the niche',
      'email and SMS to past buyers',
    ],
    payProof: ['pre-orders paid in full', 'repeat orders from first buyers'],
  },
  Manufacturing: {
    context:
      'capital, lead times and minimum order quantities make mistakes expensive, so validate before tooling and order small first.',
    pillars: {
      product: {
        focus:
          'Design for manufacturing early: every custom part adds cost, lead time and failure points.',
        action:
          'Build a prototype with off-the-shelf parts and get quotes from 3 manufacturers at 100, 1,000 and 10,000 units.',
        metric: 'Unit cost at target volume and first-pass yield.',
        risk: 'A design that works as a prototype but cannot be produced at the target cost.',
      },
      market: {
        focus:
          'Industrial buyers want proof of reliability and supply security before they switch suppliers.',
        action:
          'Offer a paid sample batch or a trial order to 3 target buyers, with their acceptance criteria written down.',
        metric: 'Sample-to-order conversion and average order size.',
        risk: 'Long qualification cycles with industrial buyers that outlast your cash.',
      },
      execution: {
        focus:
          'Supplier reliability, quality control and working capital decide whether orders turn into profit.',
        action:
          'Qualify a second source for each critical component and agree quality checks with your manufacturer in writing.',
        metric: 'On-time delivery, defect rate (parts per million) and working capital days.',
        risk: 'A single-source component whose supplier misses deliveries or raises prices.',
      },
    },
    resource:
      'The Toyota Way by Jeffrey Liker, and "The Hardware Startup" by Renée DiResta, Brady Forrest and Ryan Vinyard.',
    channels: [
      'trade fairs and industry associations',
      "distributors and manufacturers' representatives",
      'direct outreach to purchasing and engineering managers',
    ],
    payProof: [
      'paid sample batches or trial orders',
      'purchase orders or framework agreements with volumes',
    ],
  },
  'Real Estate/PropTech': {
    context:
      'transactions are large and infrequent, trust is local, and many decisions involve owners, agents, tenants and lenders at once.',
    pillars: {
      product: {
        focus:
          'Solve one step of a property workflow completely (viewing, letting, maintenance, valuation) rather than the whole journey.',
        action:
          'Shadow 3 agents, landlords or property managers for a day and time each step of the workflow you target.',
        metric: 'Hours or days saved per transaction or per property managed.',
        risk: 'A product that needs every party in a transaction to adopt it before it works.',
        organisations: true,
      },
      market: {
        focus:
          'Buyers are concentrated: a few large agencies, managers or developers control much of the volume.',
        action:
          'Sign one mid-sized agency or property manager as a paying design partner, with a case study in the contract.',
        metric: 'Properties or units under management on the platform, and revenue per unit.',
        risk: 'Property market cycles that freeze transactions and budgets.',
        organisations: true,
      },
      execution: {
        focus:
          'Local rules on letting, licensing and tenant rights differ by city and country; check them before expanding.',
        action:
          'Write down the legal and licensing requirements for your first city, reviewed by a local property lawyer.',
        metric: 'Time to onboard a new property or client.',
        risk: 'Regulatory changes on short lets, deposits or fees that remove a revenue line.',
      },
    },
    resource:
      'Industry research from your national agents\' or property managers\' association, and "The Cold Start Problem" by Andrew Chen for marketplace dynamics.',
    channels: [
      'property manager and agent associations',
      'partnerships with property software vendors',
      'direct outreach to landlords with 5 or more units',
    ],
    payProof: [
      'a paid pilot with an agency or property manager',
      'signed listings or management mandates',
    ],
  },
  'Food & Beverage': {
    context:
      'margins depend on waste, labour and ingredient costs, food safety is non-negotiable, and repeat customers are the whole business.',
    pillars: {
      product: {
        focus:
          'Taste tests with real buyers at the real price beat any survey; shelf life and consistency matter as much as the recipe.',
        action:
          'Run a tasting or trial sale at a market stall, cafe counter or pop-up at your intended price, and count repeat buyers within two weeks.',
        metric: 'Repeat-purchase rate within 30 days and waste as a share of production.',
        risk: 'Inconsistent quality between batches as volume rises.',
      },
      market: {
        focus:
          'Know your channel economics: retailers, cafes and delivery apps each take a different cut.',
        action:
          "Calculate gross margin per unit for each channel (direct, wholesale, delivery app) after the channel's cut.",
        metric: 'Sales per week per outlet or channel, and average basket.',
        risk: 'Wholesale or delivery-app margins that leave too little to cover production.',
      },
      execution: {
        focus:
          'Food safety registration, kitchen capacity and supplier reliability set the pace of growth.',
        action:
          'Complete food-safety registration and a HACCP plan, and confirm capacity for twice your current volume.',
        metric:
          'Food cost percentage (commonly 25% to 35% in food service) and labour cost percentage.',
        risk: 'A food-safety incident or a failed inspection.',
      },
    },
    resource:
      'Your local food safety authority\'s guidance on registration and HACCP, and "Setting the Table" by Danny Meyer for hospitality.',
    channels: [
      "farmers' markets, pop-ups and local events",
      'wholesale to independent cafes and delis',
      'local social media and community groups',
    ],
    payProof: ['pre-paid orders or subscriptions', 'standing wholesale orders from cafes or shops'],
  },
};
