import { useId, useState } from 'react';
import { balloonEveryMonths, planBreakdown, type PaymentPlan } from '../../contract/payment-plan.ts';
import type { ProjectUnit } from '../../contract/projects.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { formatRupees, parseAmount } from '../../lib/numbers.ts';
import { formatPrice, groupDigits, priceInWords } from '../../lib/price.ts';
import { percentText, unitName } from '../../lib/project-format.ts';
import { projectMessages as m } from '../../lib/project-messages.ts';
import styles from './Projects.module.css';

/** The exact amount, with the words under it ("45 Lakh"). */
function Amount({ value }: { value: number }) {
  return (
    <>
      <span className={styles.figure}>{formatRupees(value)}</span>
      {value >= 1000 ? <span className={styles.words}>{priceInWords(value)}</span> : null}
    </>
  );
}

/** The plan's parts as shares of the price: the table a developer's brochure prints. */
export function PlanTable({ plan }: { plan: PaymentPlan }) {
  const count = plan.Years * (plan.Frequency === 'monthly' ? 12 : 4);
  const fixed = plan.DownPaymentPercent + plan.BalloonCount * plan.BalloonPercent + plan.PossessionPercent;
  // The instalments' share as the plan leaves it, to two decimals like the rest.
  const instalmentShare = Math.round((100 - fixed) * 100) / 100;
  const every = balloonEveryMonths(plan);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{m.plan}</caption>
        <thead>
          <tr><th scope="col">{m.part}</th><th scope="col">{m.share}</th><th scope="col">{m.when}</th></tr>
        </thead>
        <tbody>
          <tr><th scope="row">{m.downPayment}</th><td>{percentText(plan.DownPaymentPercent)}</td><td>{m.onBooking}</td></tr>
          <tr>
            <th scope="row">{m.instalmentsRow(count, plan.Frequency === 'monthly')}</th>
            <td>{percentText(instalmentShare)}</td>
            <td>{m.overYears(plan.Years)}</td>
          </tr>
          {plan.BalloonCount > 0 ? (
            <tr>
              <th scope="row">{m.balloons(plan.BalloonCount)}</th>
              <td>{percentText(plan.BalloonCount * plan.BalloonPercent)} <span className={styles.words}>{m.balloonEach(percentText(plan.BalloonPercent))}</span></td>
              <td>{every ? m.everyMonths(every) : ''}</td>
            </tr>
          ) : null}
          {plan.PossessionPercent > 0 ? (
            <tr><th scope="row">{m.possessionCharge}</th><td>{percentText(plan.PossessionPercent)}</td><td>{m.atPossession}</td></tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr><th scope="row">{m.total}</th><td>{percentText(100)}</td><td /></tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * What one unit costs at each step of the plan, for a price the buyer types (the developer's
 * lowest by default). The sums are src/contract/payment-plan.ts's: whole rupees that add up to the price.
 */
export function PlanCalculator({ plan, units }: { plan: PaymentPlan; units: ProjectUnit[] }) {
  const [unitIndex, setUnitIndex] = useState(0);
  const unit = units[unitIndex] ?? units[0];
  const [priceText, setPriceText] = useState(unit ? groupDigits(unit.PriceMin) : '');
  const resultId = useId();
  if (!unit) return null;

  const parsed = parseAmount(priceText);
  const price = parsed !== null && Number.isInteger(parsed) && parsed > 0 && parsed <= 10_000_000_000 ? parsed : null;
  const error = priceText.trim() && price === null ? m.badPrice : undefined;
  const b = price !== null ? planBreakdown(price, plan) : null;
  const outside = price !== null && (price < unit.PriceMin || price > unit.PriceMax);
  const frequencyMonthly = plan.Frequency === 'monthly';

  return (
    <section className={styles.panel} aria-labelledby="calculator-title">
      <h2 id="calculator-title">{m.calculator}</h2>
      <p className={styles.muted}>{m.calculatorIntro}</p>
      <div className={styles.calcForm}>
        <SelectField label={m.chooseUnit} value={unitIndex} onChange={(e) => {
          const i = Number(e.target.value);
          setUnitIndex(i);
          const next = units[i];
          if (next) setPriceText(groupDigits(next.PriceMin));
        }}>
          {units.map((u, i) => <option key={i} value={i}>{unitName(u)}</option>)}
        </SelectField>
        <TextField label={m.unitPrice} inputMode="numeric" value={priceText} error={error}
          hint={m.unitPriceHint(formatPrice(unit.PriceMin), formatPrice(unit.PriceMax))}
          aria-controls={resultId} onChange={(e) => setPriceText(e.target.value)} />
      </div>
      <div id={resultId} aria-live="polite">
        {!b ? <p className={styles.muted}>{m.enterPrice}</p> : (
          <>
            {outside ? <p className={styles.warn}>{m.priceOutside}</p> : null}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{unitName(unit)}</caption>
                <thead><tr><th scope="col">{m.part}</th><th scope="col">{m.amount}</th></tr></thead>
                <tbody>
                  <tr><th scope="row">{m.downPayment} ({percentText(plan.DownPaymentPercent)})</th><td><Amount value={b.downPayment} /></td></tr>
                  {b.lastInstalment === b.instalment || b.instalmentCount === 1 ? (
                    <tr><th scope="row">{m.instalmentsRow(b.instalmentCount, frequencyMonthly)}</th><td><Amount value={b.instalment} /></td></tr>
                  ) : (
                    <>
                      <tr><th scope="row">{m.eachInstalment(b.instalmentCount)}</th><td><Amount value={b.instalment} /></td></tr>
                      <tr><th scope="row">{m.lastInstalment}</th><td><Amount value={b.lastInstalment} /></td></tr>
                    </>
                  )}
                  {b.balloonCount > 0 ? (
                    <tr><th scope="row">{m.eachBalloon(b.balloonCount)}</th><td><Amount value={b.balloon} /></td></tr>
                  ) : null}
                  {plan.PossessionPercent > 0 ? (
                    <tr><th scope="row">{m.possessionCharge} ({percentText(plan.PossessionPercent)})</th><td><Amount value={b.possession} /></td></tr>
                  ) : null}
                </tbody>
                <tfoot>
                  <tr><th scope="row">{m.calcTotal}</th><td><Amount value={b.total} /></td></tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
