import { defineMessages } from './i18n.ts';
import { EXPIRE_AFTER_DAYS, FRESHNESS_LINK_DAYS } from './freshness.ts';

/**
 * Listing freshness (confirm still available, renew, expiry): the server's answers and the owner's
 * buttons in My Properties are one set of texts, so the Urdu screen finds the server's words here.
 */
export const FreshnessMessages = defineMessages('freshness', {
  confirmButton: 'Confirm available',
  renewButton: 'Renew',
  expiredBadge: 'Expired',
  expiredOwner: `Not confirmed for ${EXPIRE_AFTER_DAYS} days, so it is hidden from search. Renew it to show it again.`,
  confirmed: 'Thank you: the property is confirmed as still available.',
  renewed: 'The property is renewed and back in search.',
  notConfirmable: 'Only an active or expired property of yours can be confirmed.',
  linkUsed: 'This link has already been used. You can confirm the property again from My Properties.',
  linkExpired: `This link has expired: links work for ${FRESHNESS_LINK_DAYS} days. You can confirm the property from My Properties.`,
  linkInvalid: 'This link is not valid. Please open it again from the e-mail, or confirm the property from My Properties.',
  linkGone: 'This property cannot be confirmed any more: it was sold, removed or is waiting for a review.',
});
