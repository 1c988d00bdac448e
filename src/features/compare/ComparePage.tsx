import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { HomeIcon } from '../../components/icons/icons.tsx';
import { DeviceListPage } from '../../components/device-list/DeviceListPage.tsx';
import { latinLang } from '../../lib/text-script.ts';
import { LISTING_UNIT_NAMES, PREFERRED_UNITS, isPreferredUnit } from '../../contract/area.ts';
import { compareRows, isRent, mixedPurposes } from '../../lib/compare.ts';
import { chooseAreaUnit } from '../../components/area-unit/AreaUnitControl.tsx';
import { useAreaPreference } from '../../components/area-unit/useAreaPreference.ts';
import { areaControlMessages } from '../../components/area-unit/area-control-messages.ts';
import { COMPARE_LIMIT } from '../../lib/compare-pick.ts';
import { clearCompared, toggleCompared, useCompareList } from '../../offline/compare.ts';
import { listsMessages } from '../../lib/lists-messages.ts';
import styles from './ComparePage.module.css';

const m = listsMessages.compare;

/**
 * /compare: up to four listings side by side, from what the device kept, so it
 * works offline. At 360 px the labels stay while the listings scroll sideways under them; rows whose
 * values differ are marked, and the lowest price per area stands out.
 */
export function ComparePage() {
  const items = useCompareList();
  // The site-wide area preference: choosing here changes it everywhere, as the header's control does.
  const preference = useAreaPreference();
  const rows = compareRows(items, LISTING_UNIT_NAMES[preference.unit], undefined, preference.marla);
  const mixed = mixedPurposes(items);
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(scroller, items.length);

  return (
    <DeviceListPage
      title={m.title}
      intro={m.intro(COMPARE_LIMIT)}
      status={items.length === 0 ? 'empty' : 'ready'}
      empty={{ icon: <HomeIcon aria-hidden="true" />, title: m.emptyTitle, text: m.emptyText }}
    >
      <div className={styles.controls}>
        <label className={styles.unit}>
          {m.areaIn}
          <select
            value={preference.unit}
            onChange={(e) => {
              if (isPreferredUnit(e.target.value)) chooseAreaUnit({ ...preference, unit: e.target.value });
            }}
          >
            {PREFERRED_UNITS.map((u) => (
              <option key={u} value={u}>
                {areaControlMessages.unitNames[u]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-ghost" onClick={clearCompared}>
          {m.clearAll}
        </button>
      </div>
      {mixed ? (
        <p className={styles.warning} role="note">
          {m.mixedPurposes}
        </p>
      ) : null}
      {/* At 360 px two listings already make the table wider than the screen: say so, as the
          cut-off column alone does not tell a person that more is there. */}
      {overflows ? (
        <p className={styles.scrollHint} id="compare-scroll-hint">
          <span aria-hidden="true">↔ </span>
          {m.scrollHint(items.length)}
        </p>
      ) : null}
      <div
        ref={scroller}
        className={`${styles.scroller} ${overflows ? styles.overflowing : ''}`}
        role="region"
        aria-label={m.table}
        aria-describedby={overflows ? 'compare-scroll-hint' : undefined}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <td className={styles.corner} />
              {items.map((item) => (
                <th key={item.PropertyId} scope="col" className={styles.listing}>
                  {item.ImageUrl ? (
                    <img src={imageUrl(item.ImageUrl, ImageSizes.thumb)} alt="" width={160} height={120} loading="lazy" />
                  ) : null}
                  <Link to="/property/$propertyUrl" params={{ propertyUrl: item.PropertyUrl }} dir="auto" lang={latinLang(item.Title)}>
                    {item.Title}
                  </Link>
                  <button type="button" className={styles.remove} onClick={() => toggleCompared(item)} aria-label={m.removeLabel(item.Title)}>
                    {m.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.label}>
                  {row.label}
                  {row.differs && items.length > 1 ? <span className="visually-hidden">{m.differs}</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={items[i]!.PropertyId} className={`tabular ${row.best.includes(i) ? styles.best : ''}`}>
                    {value}
                    {row.best.includes(i) ? (
                      <span className={styles.bestNote}>{mixed ? (isRent(items[i]!) ? m.lowestRent : m.lowestSale) : m.lowest}</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeviceListPage>
  );
}

/** Whether the element is wider inside than on screen, followed as the window and the list change. */
function useOverflow(ref: RefObject<HTMLElement | null>, count: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref, count]);
  return overflows;
}
