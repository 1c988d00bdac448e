import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { dropDownDataQuery } from '../../api/reference.ts';
import { DEFAULT_MARLA, MARLA_SIZES, parseMarlaSize, toSquareFeetIn } from '../../contract/area.ts';
import { FINISH_CLASSES, constructionCost, defaultRatesFor, isFinishClass, type FinishClass } from '../../lib/construction.ts';
import { formatDecimal, formatRupees, parseAmount } from '../../lib/numbers.ts';
import { formatPrice, priceInWords } from '../../lib/price.ts';
import { constructionMessages as m } from './construction-messages.ts';
import { ChoiceCards, ToolLayout } from './ToolLayout.tsx';
import { useToolInputs } from './useToolInputs.ts';
import styles from './Tools.module.css';

const KEYS = ['area', 'unit', 'marla', 'city', 'finish', 'grey', 'fin'] as const;
const AREA_UNITS = ['sqft', 'marla', 'kanal'] as const;
type CoveredUnit = (typeof AREA_UNITS)[number];
const DEFAULT_CITY = 'Lahore';

function rateTexts(city: string, finish: FinishClass): { grey: string; fin: string } {
  const rates = defaultRatesFor(city);
  return { grey: String(rates.grey), fin: String(rates.finishing[finish]) };
}

/** The exact amount, with the words under it ("45 Lakh") so neither wraps mid-figure on a phone. */
function WithWords({ amount }: { amount: number }) {
  return (
    <>
      <span>{formatRupees(amount)}</span>
      <span className={styles.words}>{priceInWords(amount)}</span>
    </>
  );
}

/** /tools/construction?area=1800&city=Lahore&finish=standard. */
export function ConstructionCostPage() {
  const [v, update] = useToolInputs('/tools/construction', KEYS, (search) => {
    const city = search.city ?? DEFAULT_CITY;
    const finish = isFinishClass(search.finish) ? search.finish : 'standard';
    return { area: '', unit: 'sqft', marla: String(DEFAULT_MARLA), city, finish, ...rateTexts(city, finish) };
  });
  // The app's own city list (the worker keeps it from install, so this works offline too).
  const cities = useQuery(dropDownDataQuery()).data?.Cities.filter((c) => c.Id > 0).map((c) => c.Text) ?? [];
  const cityOptions = v.city && !cities.includes(v.city) ? [v.city, ...cities] : cities;

  const unit: CoveredUnit = (AREA_UNITS as readonly string[]).includes(v.unit) ? (v.unit as CoveredUnit) : 'sqft';
  const marla = parseMarlaSize(v.marla);
  const finish: FinishClass = isFinishClass(v.finish) ? v.finish : 'standard';
  const area = parseAmount(v.area);
  const grey = parseAmount(v.grey);
  const fin = parseAmount(v.fin);
  const squareFeet = area !== null ? toSquareFeetIn(area, unit, marla) : null;
  const cost = squareFeet !== null && grey !== null && fin !== null ? constructionCost(squareFeet, grey, fin) : null;

  const defaults = defaultRatesFor(v.city);
  const cityName = v.city || m.yourCity;
  const edited = v.grey !== String(defaults.grey) || v.fin !== String(defaults.finishing[finish]);
  const invalid = (text: string, value: number | null) => text.trim() !== '' && value === null;

  const form = (
    <>
      <div className={styles.pair}>
        <TextField
          label={m.areaLabel}
          inputMode="decimal"
          autoComplete="off"
          value={v.area}
          error={invalid(v.area, area) ? m.areaInvalid : undefined}
          onChange={(event) => update({ area: event.target.value })}
        />
        <SelectField label={m.unitLabel} value={unit} onChange={(event) => update({ unit: event.target.value })}>
          {AREA_UNITS.map((id) => (
            <option key={id} value={id}>
              {m.units[id]}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={styles.note}>
        {unit !== 'sqft' && squareFeet !== null ? `${m.inSquareFeet(formatDecimal(squareFeet))}. ` : ''}
        {m.areaHint}
      </p>
      {unit !== 'sqft' ? (
        <SelectField label={m.marlaLabel} value={String(marla)} onChange={(event) => update({ marla: event.target.value })}>
          {MARLA_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {m.marlaOption(formatDecimal(size))}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label={m.cityLabel} value={v.city} onChange={(event) => update({ city: event.target.value, ...rateTexts(event.target.value, finish) })}>
        {cityOptions.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
        <option value="">{m.otherCity}</option>
      </SelectField>
      <ChoiceCards
        legend={m.finishLegend}
        name="finish"
        value={finish}
        options={FINISH_CLASSES.map((id) => ({ value: id, label: m.finishes[id].label, note: m.finishes[id].note }))}
        onChange={(id) => update({ finish: id, ...rateTexts(v.city, id) })}
      />
      <TextField
        label={m.greyLabel}
        inputMode="numeric"
        autoComplete="off"
        value={v.grey}
        hint={m.greyHint}
        error={invalid(v.grey, grey) ? m.rateInvalid : undefined}
        onChange={(event) => update({ grey: event.target.value })}
      />
      <TextField
        label={m.finishLabel}
        inputMode="numeric"
        autoComplete="off"
        value={v.fin}
        error={invalid(v.fin, fin) ? m.rateInvalid : undefined}
        onChange={(event) => update({ fin: event.target.value })}
      />
      <p className={styles.asOf}>
        {defaults.basis === 'city' ? m.ratesCity(cityName, defaults.asOf) : m.ratesNational(cityName, defaults.asOf)}
      </p>
      {edited ? (
        <button type="button" className="btn btn-outline" onClick={() => update(rateTexts(v.city, finish))}>
          {m.resetRates}
        </button>
      ) : null}
    </>
  );

  const result = (
    <>
      <h2 id="tool-result" className={styles.resultTitle}>
        {m.resultTitle}
      </h2>
      {cost && grey !== null && fin !== null ? (
        <>
          <p className={styles.headline}>
            <span className={styles.headlineLabel}>{m.totalLabel}</span>
            <span className={`${styles.headlineValue} tabular`}>{formatPrice(cost.total)}</span>
            <span className={`${styles.headlineWords} tabular`}>
              {formatRupees(cost.total)} · {m.perSqft(formatRupees(grey + fin))}
            </span>
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{m.greyCost}</dt>
              <dd className="tabular"><WithWords amount={cost.grey} /></dd>
            </div>
            <div>
              <dt>{m.finishCost}</dt>
              <dd className="tabular"><WithWords amount={cost.finishing} /></dd>
            </div>
          </dl>
        </>
      ) : (
        <p className={styles.empty}>{m.resultEmpty}</p>
      )}
      <p className={styles.note}>{m.excludes}</p>
    </>
  );

  const announce = cost ? `${m.totalLabel}: ${formatPrice(cost.total)}` : '';

  return <ToolLayout title={m.title} intro={m.intro} form={form} result={result} announce={announce} />;
}
