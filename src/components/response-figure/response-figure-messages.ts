import { defineMessages } from '../../contract/i18n.ts';

/** A poster's response figure, on the listing page and on their profile. The Urdu is in response-figure-messages.ur.ts. */
export const responseFigureMessages = defineMessages('responseFigure', {
  within: {
    hour: 'Usually replies within an hour',
    hours: (n: number) => `Usually replies within ${n} hours`,
    day: 'Usually replies within a day',
    days: (n: number) => `Usually replies within ${n} days`,
  },
  rarely: 'Has not replied to enquiries here lately',
  replied: (replied: number, received: number, days: number) => `replied to ${replied} of ${received} in the last ${days} days`,
});
