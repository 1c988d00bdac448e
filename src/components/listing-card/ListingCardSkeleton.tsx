import styles from './ListingCardSkeleton.module.css';

interface Props {
  /** Matches ListingCard's variant so the list keeps its shape when the data arrives. */
  variant?: 'home' | 'search';
}

/** Same box as a real card, so the grid does not move when data arrives. */
export function ListingCardSkeleton({ variant = 'home' }: Props) {
  return (
    <div className={styles.card} data-variant={variant} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.price} ${styles.shimmer}`} />
        <div className={`${styles.line} ${styles.shimmer}`} />
        <div className={`${styles.line} ${styles.short} ${styles.shimmer}`} />
        {variant === 'search' ? (
          <>
            <div className={`${styles.line} ${styles.text} ${styles.shimmer}`} />
            <div className={`${styles.line} ${styles.text} ${styles.shimmer}`} />
          </>
        ) : null}
        <div className={`${styles.line} ${styles.facts} ${styles.shimmer}`} />
        <div className={`${styles.line} ${styles.meta} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
