import type { FavouriteItem } from '../../contract/types.ts';
import { HeartFilledIcon, HeartIcon } from '../icons/icons.tsx';
import { useFavouriteIds } from './useFavourites.ts';
import { cardMessages as m } from '../listing-card/card-messages.ts';
import styles from './FavouriteButton.module.css';
import { withModule } from '../../lib/lazy-load.ts';
import { apiMessages } from '../../api/api-messages.ts';
import { notify } from '../toast/notify.tsx';

interface Props {
  propertyId: number;
  /** The favourite to keep when saved; made only when tapped. */
  item: () => FavouriteItem;
  /** 'overlay' sits on a photo; 'plain' stands in a row of buttons. */
  variant?: 'overlay' | 'plain';
  className?: string;
}

/**
 * The heart: toggles at once, on the device, with no login needed; for a
 * signed-in person the account follows. A toggle button, so its name says the action and
 * aria-pressed the state.
 */
export function FavouriteButton({ propertyId, item, variant = 'overlay', className = '' }: Props) {
  const saved = useFavouriteIds().has(propertyId);
  const label = saved ? m.removeFavourite : m.saveFavourite;
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[variant]} ${className}`}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const chosen = item();
        // Saving to the account comes with the first tap, not with every page's first load.
        // Offline before the worker had it: said like any other request that could not go, to try again.
        withModule(() => import('../../offline/favourites.ts'), (m) => m.toggleFavourite(chosen, !saved), () => notify.error(apiMessages.offlineTitle, apiMessages.offlineText, { id: 'favourite-unavailable' }));
      }}
    >
      {saved ? <HeartFilledIcon aria-hidden="true" /> : <HeartIcon aria-hidden="true" />}
      {variant === 'plain' ? <span>{saved ? m.saved : m.save}</span> : null}
    </button>
  );
}
