import { defineMessages } from '../../contract/i18n.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { shortDay } from '../../lib/insight-chart.ts';

/**
 * My Properties: its tabs, list, dialogs, freshness line and the owner's figures. The freshness
 * buttons and answers are contract/freshness-messages.ts, shared with the server. The Urdu is in
 * my-properties-messages.ur.ts.
 */
export const myPropertiesMessages = defineMessages('myProperties', {
  title: 'My Properties',
  tabs: {
    ActiveProperty: 'Active',
    PendingProperty: 'Pending',
    RejectedProperty: 'Rejected',
    SoldProperty: 'Sold',
  },
  loading: {
    ActiveProperty: 'Loading your active properties…',
    PendingProperty: 'Loading your pending properties…',
    RejectedProperty: 'Loading your rejected properties…',
    SoldProperty: 'Loading your sold properties…',
  },
  tabList: 'Property status',
  add: 'Add Property',
  failed: 'Your properties could not be loaded',
  checkConnection: 'Please check your connection and try again.',
  photoAlt: (title: string) => `${title}, photo 1`,
  noPhoto: 'No photo',
  added: 'Added',
  addedOn: (date: Date) => formatShortDate(date),
  marking: 'Marking…',
  markSold: 'Mark as Sold',
  edit: 'Edit',
  delete: 'Delete',
  freshness: {
    today: 'Confirmed available today',
    yesterday: 'Confirmed available yesterday',
    daysAgo: (days: number) => `Confirmed available ${days} days ago`,
    saving: 'Saving…',
  },
  insight: {
    heading: 'Visitors',
    headingFor: (title: string) => ` to ${title}`,
    period: (title: string) => `Period for ${title}`,
    days: (n: number) => `${n} days`,
    loadFailed: 'Figures could not be loaded.',
    counts: {
      Views: 'Views',
      Reveals: 'Numbers shown',
      Calls: 'Call taps',
      WhatsApp: 'WhatsApp taps',
      Enquiries: 'Enquiries',
      Favourites: 'Favourites',
      Matches: 'Saved-search matches',
    },
    number: (n: number) => n.toLocaleString('en-PK'),
    summaryNone: (days: number) => `Views per day over the last ${days} days: none yet.`,
    summary: (days: number, total: number, day: string, most: number) =>
      `Views per day over the last ${days} days: ${total} in all, most on ${shortDay(day)} (${most}).`,
  },
});
