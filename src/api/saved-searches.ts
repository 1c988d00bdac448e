import { ApiPaths } from '../contract/api-paths.ts';
import * as Endpoints from '../contract/endpoints.ts';
import type { AlertFrequency } from '../contract/schemas.ts';
import type { SavedSearchItem } from '../contract/types.ts';
import type { SearchCriteria } from '../lib/search-criteria.ts';
import { apiData, apiEnvelope } from './client.ts';
import { callData } from './endpoint-call.ts';
import { toSearchBody } from './listings.ts';

/** A signed-in person's saved searches, with their alert settings (issue 13, items 2 and 3). */
export function fetchSavedSearches(): Promise<SavedSearchItem[]> {
  return callData(Endpoints.savedSearches, { quiet: true });
}

export function saveSearchToAccount(
  name: string, criteria: SearchCriteria, frequency: AlertFrequency, channels: { email: boolean; push: boolean },
): Promise<SavedSearchItem> {
  const { PageNumber: _p, PageSize: _s, ...body } = toSearchBody(criteria);
  return apiData<SavedSearchItem>(ApiPaths.savedSearchSave, {
    json: { Name: name, Criteria: body, Frequency: frequency, Email: channels.email, Push: channels.push },
  });
}

/** Without an account: the alerts start once the address confirms them through the mailed link. */
export function saveSearchForAddress(
  name: string, criteria: SearchCriteria, frequency: Exclude<AlertFrequency, 'Off'>, emailAddress: string,
): Promise<unknown> {
  const { PageNumber: _p, PageSize: _s, ...body } = toSearchBody(criteria);
  return apiEnvelope<null>(ApiPaths.savedSearchByEmail, {
    json: { Name: name, Criteria: body, Frequency: frequency, EmailAddress: emailAddress },
  });
}

export function deleteSavedSearch(id: number): Promise<unknown> {
  return apiEnvelope<null>(ApiPaths.savedSearchDelete, { json: { Id: id } });
}
