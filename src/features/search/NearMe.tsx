import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { formatNear, NEAR_DEFAULT_KM, parseNear } from '../../contract/map-search.ts';
import { notify } from '../../components/toast/notify.tsx';
import { currentPosition } from '../../lib/geolocation.ts';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { searchMessages as m } from './search-messages.ts';
import styles from './SearchPage.module.css';

interface Props {
  path: '/properties' | '/property';
  criteria: SearchCriteria;
}

/**
 * "Near me": the same search around the phone's position, nearest first. The city and its
 * locations give way to the circle (a circle in Lahore with Karachi still chosen would find nothing);
 * every other filter stays.
 */
export function NearMe({ path, criteria }: Props) {
  const navigate = useNavigate();
  const [finding, setFinding] = useState(false);
  const find = async () => {
    setFinding(true);
    // A fix a few minutes old is good enough for "near me" and saves a phone's battery.
    const here = await currentPosition({ maximumAgeMs: 300_000 });
    setFinding(false);
    if (!here.ok) {
      notify.warning(here.reason === 'denied' ? m.nearMeDenied : m.nearMeFailed, undefined, { id: 'near-me' });
      return;
    }
    const near = formatNear({ lat: here.lat, lng: here.lng, km: NEAR_DEFAULT_KM });
    if (!parseNear(near).ok) {
      notify.info(m.nearMeAbroad, undefined, { id: 'near-me' });
      return;
    }
    const { City: _city, Location: _location, Page: _page, ...rest } = criteria;
    void navigate({ to: path, search: { ...rest, Near: near } });
  };
  return (
    <button type="button" className={`btn btn-outline ${styles.compact}`} onClick={() => void find()} disabled={finding} aria-busy={finding || undefined}>
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="3.5" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        <circle cx="12" cy="12" r="7.5" />
      </svg>
      {finding ? m.nearMeFinding : m.nearMe}
    </button>
  );
}
