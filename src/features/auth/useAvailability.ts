import { useCallback, useRef, useState } from 'react';
import { isEmailFree, isUserNameAvailable } from '../../api/account.ts';

export type AvailabilityField = 'UserName' | 'Email';

export type AvailabilityState = 'checking' | 'free' | 'taken' | 'failed';

interface Check {
  /** The value as the server compares it. */
  value: string;
  state: AvailabilityState;
}

type Checks = Partial<Record<AvailabilityField, Check>>;

const ask: Record<AvailabilityField, (value: string) => Promise<boolean>> = {
  UserName: isUserNameAvailable,
  Email: isEmailFree,
};

/** The server compares names and addresses without regard to case or surrounding spaces. */
const comparable = (value: string): string => value.trim().toLowerCase();

/**
 * Registration's availability checks (docs/product.md, section 4). Answers are kept per value, in a ref as well
 * as in state, because the form's resolver reads them synchronously while it validates.
 */
export function useAvailability() {
  const [checks, setChecks] = useState<Checks>({});
  const latest = useRef<Checks>(checks);

  const put = useCallback((field: AvailabilityField, value: string, state: AvailabilityState) => {
    latest.current = { ...latest.current, [field]: { value, state } };
    setChecks(latest.current);
  }, []);

  const check = useCallback(
    async (field: AvailabilityField, raw: string) => {
      const value = comparable(raw);
      const known = latest.current[field];
      if (known && known.value === value && known.state !== 'failed') return;
      put(field, value, 'checking');
      let state: AvailabilityState;
      try {
        state = (await ask[field](raw.trim())) ? 'free' : 'taken';
      } catch {
        state = 'failed';
      }
      // The user may have typed and checked another value meanwhile: that answer is the one that counts.
      if (latest.current[field]?.value === value) put(field, value, state);
    },
    [put],
  );

  /** The server refused a registration for this value. */
  const markTaken = useCallback((field: AvailabilityField, raw: string) => put(field, comparable(raw), 'taken'), [put]);

  /** The answer for exactly this value, if there is one. */
  const stateOf = useCallback((field: AvailabilityField, raw: string): AvailabilityState | undefined => {
    const known = latest.current[field];
    return known && known.value === comparable(raw) ? known.state : undefined;
  }, []);

  return { checks, check, markTaken, stateOf };
}
