import { defineMessages } from '../../src/contract/i18n.ts';

/**
 * The pages a mailed link opens without a login (confirm alerts, stop alerts, still available):
 * one button each. Their Urdu is in key-page-messages.ur.ts; an Urdu mail links to the `/ur` page.
 */
export const keyPageMessages = defineMessages('keyPages', {
  home: 'Basera — Homes across Pakistan',
  myProperties: 'My Properties',
  titleSuffix: ' | Basera',
  /** A button pressed on a link that lost its key (a mail program cut it). */
  linkInvalidTitle: 'This link does not work',
  linkInvalid: 'The link is not valid. Please open it again from the e-mail.',
  confirmAlerts: {
    title: 'Confirm your alerts?',
    body: 'Basera will e-mail you new listings for this search.',
    button: 'Confirm the alerts',
    doneTitle: 'Alerts confirmed',
    done: (name: string) => `You will get new listings for “${name}” by e-mail. Every alert has a link to stop them.`,
    failedTitle: 'This link does not work any more',
    failed: 'Confirmation links work for 7 days and only once. Save the search again to get a new one.',
  },
  stopAlerts: {
    title: 'Stop these alerts?',
    button: 'Stop these alerts',
    doneTitle: 'Alerts stopped',
    done: (name: string) => `You will get no more alerts for “${name}”. You can turn them on again under Saved searches.`,
    favouritesDone: 'You will get no more news of your favourites: no mails, no notifications. Your favourites stay as they are.',
    failedTitle: 'This link does not work any more',
    failed: 'The saved search may have been deleted.',
  },
  stillAvailable: {
    title: 'Is your property still available?',
    body: 'Press the button to tell buyers it is still available. It stays in search, and the date on its card starts again from today.',
    button: 'Still available',
    renewedTitle: 'Back in search',
    confirmedTitle: 'Thank you',
    failedTitle: 'This link does not work',
  },
});
