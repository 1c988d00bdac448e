import { defineMessages } from '../../contract/i18n.ts';

/**
 * What the header says when an outbox entry was refused, loaded only then (tell-attention.ts). The
 * badge's own label is in widgets-messages.ts. The Urdu is in outbox-badge-messages.ur.ts.
 */
export const outboxBadgeMessages = defineMessages('outboxBadge', {
  attentionTitle: (n: number) => (n === 1 ? 'Something you sent was refused' : `${n} things you sent were refused`),
  attentionText: 'Nothing is lost: open the outbox to fix and send again.',
  attentionAction: 'Open outbox',
});
