import { defineMessages } from '../../contract/i18n.ts';

/**
 * A listing's badges, on cards and on its page, and what each means when tapped. Each badge kind
 * (types.ts, VerificationKind) has a name and an explanation. The Urdu is in badge-messages.ur.ts.
 */
export const badgeMessages = defineMessages('badges', {
  /** The group of badges, for screen readers. */
  label: 'Checks',
  phone: {
    name: 'Phone verified',
    explain: (date: string) =>
      `On ${date} the poster entered a code we sent by SMS to the listing's phone number, so the number reaches them. It does not prove who owns the property: visit before you pay anything.`,
  },
  photos: {
    name: 'Photo-checked',
    explain: (date: string, until: string) =>
      `On ${date} the owner sent us fresh photos that show the house or plot number, and our team compared them with this listing's photos. The check holds until ${until}, or until the photos change. It does not prove who owns the property: visit before you pay anything.`,
  },
  /** The explanation's heading, read with the badge's name. */
  what: (name: string) => `What “${name}” means`,
  close: 'Close',
});
