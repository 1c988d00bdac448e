import { TextField } from '../../components/form/fields.tsx';
import { WarningIcon } from '../../components/icons/icons.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import {
  DEFAULT_LOAN_PRESET,
  LOAN_PRESETS,
  MAX_INSTALMENT_SHARE_OF_INCOME,
  MAX_LOAN_YEARS,
  MIN_DOWN_PERCENT,
  loanPreset,
  loanSchedule,
  loanWarnings,
  type LoanPreset,
} from '../../lib/loan.ts';
import { formatRupees, parseAmount } from '../../lib/numbers.ts';
import { formatPrice, groupDigits, priceInWords } from '../../lib/price.ts';
import { loanMessages as m } from './loan-messages.ts';
import { ChoiceCards, ToolLayout } from './ToolLayout.tsx';
import { useToolInputs } from './useToolInputs.ts';
import styles from './Tools.module.css';

const KEYS = ['preset', 'price', 'down', 'rate', 'years', 'fixed', 'after', 'income'] as const;
type Key = (typeof KEYS)[number];
const RATE_KEYS = ['down', 'rate', 'years', 'fixed', 'after'] as const;

function presetValues(preset: LoanPreset): Record<Exclude<Key, 'price' | 'income'>, string> {
  return {
    preset: preset.id,
    down: String(preset.downPercent),
    rate: String(preset.rate),
    years: String(preset.years),
    fixed: preset.fixedYears ? String(preset.fixedYears) : '',
    after: preset.rateAfter !== undefined ? String(preset.rateAfter) : '',
  };
}

/** "2026-01-29" as "29 Jan 2026", read as a calendar date wherever the phone is. */
function asOfText(iso: string): string {
  const [y, mo, d] = iso.split('-').map(Number);
  return formatShortDate(new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1));
}

const digits = (amount: number) => groupDigits(Math.round(amount));
/** The exact amount, with the words under it ("45 Lakh") so neither wraps mid-figure on a phone. */
function WithWords({ amount }: { amount: number }) {
  return (
    <>
      <span>{formatRupees(amount)}</span>
      <span className={styles.words}>{priceInWords(amount)}</span>
    </>
  );
}

/** /tools/loan?price=15000000&down=20&rate=13.74&years=20. */
export function LoanCalculatorPage() {
  const [v, update] = useToolInputs('/tools/loan', KEYS, (search) => {
    const named = loanPreset(search.preset);
    // A link with its own figures and no preset is someone's own numbers: fill the gaps from the
    // default example, but do not claim it was picked.
    const ownFigures = !named && RATE_KEYS.some((key) => search[key] !== undefined);
    const start = { price: '', income: '', ...presetValues(named ?? DEFAULT_LOAN_PRESET) };
    return ownFigures ? { ...start, preset: '' } : start;
  });
  const preset = loanPreset(v.preset);

  const price = parseAmount(v.price);
  const down = parseAmount(v.down);
  const rate = parseAmount(v.rate);
  const years = parseAmount(v.years);
  const fixed = parseAmount(v.fixed);
  const after = parseAmount(v.after);
  const income = parseAmount(v.income);

  const typed = (text: string, value: number | null) => text.trim() !== '' && value === null;
  const errors: Partial<Record<Key, string>> = {};
  if (typed(v.price, price)) errors.price = m.invalidNumber;
  if (typed(v.down, down)) errors.down = m.invalidNumber;
  else if (down !== null && down > 100) errors.down = m.downTooHigh;
  if (typed(v.rate, rate)) errors.rate = m.invalidNumber;
  else if (rate !== null && rate > 100) errors.rate = m.badRate;
  if (v.years.trim() && (years === null || !Number.isInteger(years) || years < 1 || years > MAX_LOAN_YEARS)) errors.years = m.badYears;
  if (v.fixed.trim() && (fixed === null || !Number.isInteger(fixed))) errors.fixed = m.badYears;
  else if (fixed && years !== null && fixed >= years) errors.fixed = m.fixedWithinTerm;
  if (typed(v.after, after)) errors.after = m.invalidNumber;
  else if (after !== null && after > 100) errors.after = m.badRate;
  else if (fixed && after === null) errors.after = m.needSecondRate;
  if (typed(v.income, income)) errors.income = m.invalidNumber;

  const ready = price !== null && price > 0 && down !== null && rate !== null && years !== null && Object.keys(errors).length === 0;
  const principal = ready ? price * (1 - down / 100) : 0;
  const schedule = ready && principal > 0
    ? loanSchedule({ principal, rate, years, ...(fixed && after !== null ? { fixedYears: fixed, rateAfter: after } : {}) })
    : null;
  const warnings = ready && down !== null
    ? loanWarnings({ downPercent: down, income, principal }, schedule, preset)
    : null;

  // Editing a figure a preset set leaves the preset behind: the numbers are then the user's own.
  const edit = (key: Key) => (event: { target: { value: string } }) =>
    update(key === 'price' || key === 'income' ? { [key]: event.target.value } : { [key]: event.target.value, preset: '' });

  const form = (
    <>
      <ChoiceCards
        legend={m.presetLegend}
        name="preset"
        value={v.preset}
        options={LOAN_PRESETS.map((p) => ({
          value: p.id,
          label: m.presets[p.id].label,
          note: (
            <>
              {m.presets[p.id].note(p, p.maxLoan ? formatPrice(p.maxLoan) : '')}{' '}
              <span className={styles.asOf}>{m.asOf(asOfText(p.asOf))}</span>
            </>
          ),
        }))}
        onChange={(id) => update({ ...presetValues(loanPreset(id) ?? DEFAULT_LOAN_PRESET) })}
      />
      <p className={styles.note}>
        {m.presetHint}
        {preset?.fixedYears ? ` ${m.afterSubsidy}` : ''}
      </p>
      <TextField
        label={m.priceLabel}
        inputMode="numeric"
        autoComplete="off"
        value={v.price}
        hint={price ? formatPrice(price) : undefined}
        error={errors.price}
        onChange={edit('price')}
      />
      <div className={styles.pair}>
        <TextField
          label={m.downLabel}
          inputMode="decimal"
          autoComplete="off"
          value={v.down}
          hint={price && down !== null && down <= 100 ? m.downHint(formatPrice(price * down / 100)) : undefined}
          error={errors.down}
          onChange={edit('down')}
        />
        <TextField label={m.rateLabel} inputMode="decimal" autoComplete="off" value={v.rate} error={errors.rate} onChange={edit('rate')} />
      </div>
      <TextField label={m.yearsLabel} inputMode="numeric" autoComplete="off" value={v.years} hint={m.yearsHint} error={errors.years} onChange={edit('years')} />
      <fieldset className={styles.fieldGroup}>
        <legend className={styles.legend}>{m.secondRateLegend}</legend>
        <div className={styles.pair}>
          <TextField label={m.fixedLabel} inputMode="numeric" autoComplete="off" value={v.fixed} error={errors.fixed} onChange={edit('fixed')} />
          <TextField label={m.afterLabel} inputMode="decimal" autoComplete="off" value={v.after} error={errors.after} onChange={edit('after')} />
        </div>
      </fieldset>
      <TextField
        label={m.incomeLabel}
        inputMode="numeric"
        autoComplete="off"
        value={v.income}
        hint={income ? formatPrice(income) : m.incomeHint}
        error={errors.income}
        onChange={edit('income')}
      />
    </>
  );

  const warningList = warnings
    ? [
        warnings.lowDown ? m.warnLowDown(MIN_DOWN_PERCENT) : null,
        warnings.overIncome && schedule
          ? m.warnIncome(MAX_INSTALMENT_SHARE_OF_INCOME * 100, formatRupees(Math.max(schedule.instalment, schedule.instalmentAfter ?? 0)))
          : null,
        warnings.overSchemeLimit && preset?.maxLoan ? m.warnSchemeLimit(formatPrice(preset.maxLoan)) : null,
      ].filter((text): text is string => text !== null)
    : [];

  const result = (
    <>
      <h2 id="tool-result" className={styles.resultTitle}>
        {m.resultTitle}
      </h2>
      {schedule ? (
        <>
          <p className={styles.headline}>
            <span className={styles.headlineLabel}>{m.instalmentLabel}</span>
            <span className={`${styles.headlineValue} tabular`}>{formatRupees(schedule.instalment)}</span>
            <span className={styles.headlineWords}>
              {formatPrice(schedule.instalment)}
              {schedule.instalmentAfter !== undefined && fixed
                ? `, ${m.instalmentAfter(formatRupees(schedule.instalmentAfter), fixed + 1)}`
                : ''}
            </span>
          </p>
          {warningList.length ? (
            <ul className={styles.warnings}>
              {warningList.map((text) => (
                <li key={text} className={styles.warning}>
                  <WarningIcon aria-hidden="true" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className={styles.figures}>
            <div>
              <dt>{m.loanAmount}</dt>
              <dd className="tabular"><WithWords amount={principal} /></dd>
            </div>
            <div>
              <dt>{m.totalInterest}</dt>
              <dd className="tabular"><WithWords amount={schedule.totalInterest} /></dd>
            </div>
            <div>
              <dt>{m.totalPaid}</dt>
              <dd className="tabular"><WithWords amount={schedule.totalPaid} /></dd>
            </div>
          </dl>
          <div className={styles.scroller} role="region" aria-label={m.tableRegion} tabIndex={0}>
            <table className={`${styles.table} tabular`}>
              <caption>{m.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.tableYear}</th>
                  <th scope="col">{m.tableOpening}</th>
                  <th scope="col">{m.tablePrincipal}</th>
                  <th scope="col">{m.tableInterest}</th>
                  <th scope="col">{m.tableClosing}</th>
                </tr>
              </thead>
              <tbody>
                {schedule.years.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">{row.year}</th>
                    <td>{digits(row.opening)}</td>
                    <td>{digits(row.principal)}</td>
                    <td>{digits(row.interest)}</td>
                    <td>{digits(row.closing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className={styles.empty}>{ready && principal <= 0 ? m.nothingToBorrow : m.resultEmpty}</p>
      )}
    </>
  );

  const announce = schedule ? `${m.instalmentLabel}: ${formatRupees(schedule.instalment)}` : '';

  return <ToolLayout title={m.title} intro={m.intro} form={form} result={result} announce={announce} />;
}
