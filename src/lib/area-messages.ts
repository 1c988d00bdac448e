import { defineMessages } from '../contract/i18n.ts';

/**
 * Areas as the site shows them in the visitor's unit, and the control that chooses the unit. Used by
 * the pages and by the server's mails. The Urdu is in area-messages.ur.ts.
 */
export const areaTextMessages = defineMessages('areaText', {
  /** Short names beside a figure: "2,723 sq ft". */
  units: {
    marla: 'Marla',
    kanal: 'Kanal',
    sqft: 'sq ft',
    sqyd: 'sq yd',
    sqm: 'sq m',
  },
  /** The owner's own figure after the converted one: "2,723 sq ft (10 Marla)". */
  withOwner: (converted: string, owner: string) => `${converted} (${owner})`,
  control: {
    unitLabel: 'Show areas in',
    marlaLabel: 'A Marla is',
    unitNames: {
      marla: 'Marla',
      kanal: 'Kanal',
      sqft: 'Square feet',
      sqyd: 'Square yards',
      sqm: 'Square metres',
    },
    marlaSizes: {
      225: '225 sq ft (societies)',
      272.25: '272.25 sq ft (revenue records)',
    },
    hint: 'Listings keep the owner’s own figure beside the converted one.',
  },
});
