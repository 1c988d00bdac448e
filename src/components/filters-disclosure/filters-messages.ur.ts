import type { Translation } from '../../contract/i18n.ts';
import type { filtersMessages } from './filters-messages.ts';

const filters: Translation<typeof filtersMessages> = {
  filters: 'فلٹر',
  applied: ' لاگو',
};

export default { 'filters.disclosure': filters };
