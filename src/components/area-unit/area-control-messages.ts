import { defineMessages } from '../../contract/i18n.ts';

/** The area unit control (AreaUnitControl.tsx), loaded with it. The Urdu is in area-control-messages.ur.ts. */
export const areaControlMessages = defineMessages('areaControl', {
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
});
