import * as Endpoints from '../contract/endpoints.ts';
import type { AccountAreaPreference, AreaPreference } from '../contract/area.ts';
import { callData } from './endpoint-call.ts';

/** The signed-in person's area preference as the account keeps it. */
export function fetchAccountAreaPreference(): Promise<AccountAreaPreference> {
  return callData(Endpoints.areaUnit, { quiet: true });
}

export function saveAccountAreaPreference(preference: AreaPreference): Promise<AccountAreaPreference> {
  return callData(Endpoints.saveAreaUnit, { json: { Unit: preference.unit, MarlaSize: preference.marla }, quiet: true });
}
