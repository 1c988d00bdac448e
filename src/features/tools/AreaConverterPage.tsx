import { SelectField, TextField } from '../../components/form/fields.tsx';
import {
  AREA_UNIT_IDS,
  DEFAULT_MARLA,
  MARLA_SIZES,
  allUnits,
  isAreaUnitId,
  parseMarlaSize,
  type AreaUnitId,
  type MarlaSize,
} from '../../contract/area.ts';
import { formatAreaValue, formatDecimal, parseAmount } from '../../lib/numbers.ts';
import { areaMessages as m } from './area-messages.ts';
import { ChoiceCards, ToolLayout } from './ToolLayout.tsx';
import { useToolInputs } from './useToolInputs.ts';
import styles from './Tools.module.css';

const KEYS = ['area', 'unit', 'marla'] as const;

/** /tools/area?area=10&unit=marla&marla=225 */
export function AreaConverterPage() {
  const [values, update] = useToolInputs('/tools/area', KEYS, () => ({ area: '', unit: 'marla', marla: String(DEFAULT_MARLA) }));
  const unit: AreaUnitId = isAreaUnitId(values.unit) ? values.unit : 'marla';
  const marla: MarlaSize = parseMarlaSize(values.marla);
  const amount = parseAmount(values.area);
  const invalid = values.area.trim() !== '' && amount === null;
  const rows = amount !== null ? allUnits(amount, unit, marla) : [];

  const form = (
    <>
      <div className={styles.pair}>
        <TextField
          label={m.amountLabel}
          inputMode="decimal"
          autoComplete="off"
          value={values.area}
          error={invalid ? m.amountInvalid : undefined}
          onChange={(event) => update({ area: event.target.value })}
        />
        <SelectField label={m.unitLabel} value={unit} onChange={(event) => update({ unit: event.target.value })}>
          {AREA_UNIT_IDS.map((id) => (
            <option key={id} value={id}>
              {m.units[id]}
            </option>
          ))}
        </SelectField>
      </div>
      <ChoiceCards
        legend={m.marlaLegend}
        name="marla"
        value={String(marla)}
        options={MARLA_SIZES.map((size) => ({ value: String(size), label: m.marlaSizes[size].label, note: m.marlaSizes[size].note }))}
        onChange={(size) => update({ marla: size })}
      />
      <p className={styles.note}>{m.kanalNote(formatDecimal(marla), formatDecimal(marla * 20))}</p>
    </>
  );

  const result = (
    <>
      <h2 id="tool-result" className={styles.resultTitle}>
        {m.resultTitle}
      </h2>
      {rows.length ? (
        <dl className={styles.figures}>
          {rows.map((row) => (
            <div key={row.unit} className={row.unit === unit ? styles.given : undefined}>
              <dt>{m.units[row.unit]}</dt>
              <dd className="tabular">{formatAreaValue(row.value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.empty}>{m.resultEmpty}</p>
      )}
      <p className={styles.note}>{m.checkNote}</p>
    </>
  );

  const sqft = rows.find((row) => row.unit === 'sqft');
  const announce = amount !== null && sqft ? m.announce(`${formatAreaValue(amount)} ${m.units[unit]}`, formatAreaValue(sqft.value)) : '';

  return <ToolLayout title={m.title} intro={m.intro} form={form} result={result} announce={announce} />;
}
