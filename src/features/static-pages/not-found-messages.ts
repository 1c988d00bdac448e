import { defineMessages } from '../../contract/i18n.ts';

/**
 * The 404 page's texts; the Urdu is in not-found-messages.ur.ts. Apart from static-messages.ts because
 * the router carries this page in every first load, and the other static pages' texts would come with it.
 */
export const notFoundMessages = defineMessages('notFound', {
  title: 'Page not found',
  heading: "We couldn't find that page",
  text: "The link may be old or mistyped. Let's get you back to finding a home.",
  home: 'Go to the home page',
  browse: 'Browse properties',
});
