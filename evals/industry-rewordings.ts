import { formStateSchema, type FormState } from '@shared/contracts/assessment-form';
import type { Industry } from '@shared/domain';

/**
 * Short business descriptions that avoid their industry's usual keywords ('clinic', 'patient',
 * 'restaurant', 'farm', 'solar', 'school', 'tenant', 'shipping'...), with the industry a careful
 * reader would choose among the spec's 16. They test whether industry inference reads meaning
 * rather than counting keywords. Each form fills only product.problem, product.solution and
 * market.target, and leaves the industry empty, as a user who skipped the question would.
 */
export interface IndustryRewording {
  name: string;
  expected: Industry;
  form: FormState;
}

function rewording(
  name: string,
  expected: Industry,
  text: { problem: string; solution: string; target: string },
): IndustryRewording {
  return {
    name,
    expected,
    form: formStateSchema.parse({
      industry: '',
      product: { problem: text.problem, solution: text.solution },
      market: { target: text.target },
    }),
  };
}

export const INDUSTRY_REWORDINGS: readonly IndustryRewording[] = [
  // Veterinary care: medical care, for animals (the closest of the 16 options).
  rewording('overnight-vet', 'Healthcare/Medical', {
    problem:
      "People's cats and dogs fall ill at night and the nearest place that will see them is a 45-minute drive away.",
    solution:
      'Care for sick and injured cats and dogs after hours, from 6pm to 8am, with two vets, X-rays and a small lab on site.',
    target: 'Cat and dog owners within a 20-minute drive of the north side of the city.',
  }),
  // Gratuity splitting for hospitality venues: the industry served, as for the bakery fixture.
  rewording('pub-gratuities', 'Food & Beverage', {
    problem:
      'Staff in pubs and cocktail bars split gratuities by hand every week and often argue about who gets what.',
    solution:
      "A phone tool that divides the week's gratuities by hours worked and sends each person their share on Friday.",
    target: 'Managers of independent pubs and cocktail bars with 8 to 30 staff.',
  }),
  rewording('maize-plots', 'Agriculture/AgTech', {
    problem:
      "Families growing maize and beans on small plots in western Kenya lose a third of each season's yield to late rains and weeds.",
    solution:
      'A text message every Monday telling them what to sow, weed or spread that week, based on the local rain forecast.',
    target: 'Households that live off their own small plots of maize and beans.',
  }),
  rewording('loft-conversions', 'Construction', {
    problem:
      'Homeowners wait months for someone to lay new floors, put up plasterboard walls and fit a staircase to turn their loft into a bedroom.',
    solution:
      'A crew of four tradespeople who convert a loft into a bedroom in three weeks for a fixed price, with planning drawings included.',
    target: 'Owners of 1930s semi-detached houses who need an extra bedroom.',
  }),
  rewording('box-collection', 'Transportation/Logistics', {
    problem:
      'People who sell online from a spare room pay too much to get their boxes to customers across the country, and the post office queue takes an hour.',
    solution:
      'We collect boxes from 40 sellers each evening by motorbike and pool them into one overnight lorry to the five main cities.',
    target: 'Home-based sellers sending 20 to 200 boxes a week.',
  }),
  rewording('sunlight-kits', 'Energy/Utilities', {
    problem:
      'Traders in villages in northern Nigeria lose cold drinks and phone-charging income every evening when the lights go out for hours.',
    solution:
      'Kits that turn sunlight into current for a fridge, four bulbs and phone top-ups, rented for a small daily fee.',
    target: 'Village traders who now run their fridges on petrol.',
  }),
  rewording('trader-advances', 'Finance/Fintech', {
    problem:
      'Market traders cannot borrow a few hundred dollars to buy goods before the festive season, and moneylenders charge 20% a month.',
    solution:
      'Short advances of $50-$500, priced from each trader’s daily takings and repaid in small daily amounts by phone.',
    target: "Traders in Accra's open-air markets with steady daily takings.",
  }),
  rewording('algebra-practice', 'Education/EdTech', {
    problem:
      'Fifteen-year-olds who struggle with algebra fall further behind every term, and their parents cannot help them at home.',
    solution:
      'Short nightly practice sets on a phone that adapt to each mistake, with a weekly progress note for parents.',
    target: 'Parents of 14 to 17 year olds at state-run secondaries.',
  }),
  rewording('island-guesthouses', 'Telecommunications', {
    problem:
      'Guesthouses and small resorts on remote islands lose bookings because guests cannot get online in their rooms.',
    solution:
      'We put up a rooftop dish and a mesh of small radios so every room gets a fast connection, billed monthly per room.',
    target: 'Owners of 10 to 40 room guesthouses on islands in Indonesia and the Philippines.',
  }),
  rewording('relocation-rooms', 'Real Estate/PropTech', {
    problem:
      'People moving to a new city for a first job spend weeks looking for a place to live and lose deposits to fake adverts.',
    solution:
      "We check every room in person, hold the deposit until move-in day, and sign a 6-month contract with the owner on the newcomer's behalf.",
    target: 'Young professionals relocating to Lisbon for their first job.',
  }),
];
