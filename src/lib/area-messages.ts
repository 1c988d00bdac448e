import { defineMessages } from '../contract/i18n.ts';

/**
 * Areas as the site shows them in the visitor's unit, on the pages and in the server's mails. The
 * control that chooses the unit has its own texts (src/components/area-unit/area-control-messages.ts),
 * loaded with it. The Urdu is in area-messages.ur.ts.
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
});
