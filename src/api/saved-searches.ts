import * as Endpoints from '../contract/endpoints.ts';
import type { AlertFrequency } from '../contract/schemas.ts';
import type { SavedSearchItem } from '../contract/types.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { callData, callEnvelope } from './endpoint-call.ts';
import { toSearchBody } from './listings.ts';

/** A signed-in person's saved searches, with their alert settings. */
export function fetchSavedSearches(): Promise<SavedSearchItem[]> {
  return callData(Endpoints.savedSearches, { quiet: true });
}

export function saveSearchToAccount(
  name: string, criteria: SearchCriteria, frequency: AlertFrequency, channels: { email: boolean; push: boolean },
): Promise<SavedSearchItem> {
  const { PageNumber: _p, PageSize: _s, ...body } = toSearchBody(criteria);
  return callData(Endpoints.savedSearchSave, {
    json: { Name: name, Criteria: body, Frequency: frequency, Email: channels.email, Push: channels.push },
  });
}

/** Without an account: the alerts start once the address confirms them through the mailed link. */
export function saveSearchForAddress(
  name: string, criteria: SearchCriteria, frequency: Exclude<AlertFrequency, 'Off'>, emailAddress: string,
): Promise<unknown> {
  const { PageNumber: _p, PageSize: _s, ...body } = toSearchBody(criteria);
  return callEnvelope(Endpoints.savedSearchByEmail, {
    json: { Name: name, Criteria: body, Frequency: frequency, EmailAddress: emailAddress },
  });
}

export function deleteSavedSearch(id: number): Promise<unknown> {
  return callEnvelope(Endpoints.savedSearchDelete, { json: { Id: id } });
}
