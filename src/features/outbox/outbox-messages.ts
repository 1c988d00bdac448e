import { defineMessages } from '../../contract/i18n.ts';
import { formatShortDate } from '../../lib/dates.ts';

/** The Outbox page; the kinds and states of entries are the offline layer's (offline-messages.ts). Urdu in outbox-messages.ur.ts. */
export const outboxMessages = defineMessages('outbox', {
  title: 'Outbox',
  intro: 'What you sent while offline, or while our server was busy, waits here and goes by itself when the connection is back.',
  offlineNow: ' You are offline now.',
  loading: 'Loading…',
  emptyTitle: 'Nothing waiting',
  emptyText: 'Everything you sent has reached us.',
  home: 'Back to home',
  waitingList: 'Waiting to be sent',
  beingSent: 'It is being sent right now',
  created: 'Created',
  nextTry: 'Next try',
  tries: 'Tries',
  lastProblem: 'Last problem',
  next: {
    afterLogin: 'After you log in',
    online: 'When you are back online',
    now: 'Now',
    seconds: (s: number) => `In ${s} s`,
    minutes: (min: number) => `In ${min} min`,
  },
  today: (time: string) => `today ${time}`,
  on: (date: Date, time: string) => `${formatShortDate(date)} ${time}`,
  retry: 'Retry now',
  retryLabel: (summary: string) => `Retry now: ${summary}`,
  edit: 'Edit',
  editLabel: (summary: string) => `Edit: ${summary}`,
  discard: 'Discard',
  discardLabel: (summary: string) => `Discard: ${summary}`,
  sent: 'Sent',
  clearSent: 'Clear sent',
  sentIntro: 'These reached us. They stay listed for a day.',
  discardTitle: 'Discard this?',
  discardText: (kind: string, summary: string) => `${kind} "${summary}" will not be sent, and it cannot be brought back.`,
});
