/**
 * The home-loan calculator's maths, shared by /tools/loan and the listing page's
 * 'Monthly instalment from PKR …' link. Rates are yearly percentages charged monthly (a twelfth each
 * month), as Pakistani banks quote them; the instalment is the standard annuity. A loan may have two
 * rates, as the government's subsidised schemes do: one for the first years, then another, with the
 * instalment worked out again on what is still owed, over the months left.
 */

export interface LoanTerms {
  /** Amount borrowed, PKR. */
  principal: number;
  /** Yearly rate in percent for the first `fixedYears` (or the whole term). */
  rate: number;
  years: number;
  /** After this many years `rateAfter` applies; absent or 0 means one rate throughout. */
  fixedYears?: number;
  rateAfter?: number;
}

export interface LoanYear {
  year: number;
  opening: number;
  principal: number;
  interest: number;
  closing: number;
}

export interface LoanSchedule {
  /** The first instalment, and the one after the rate changes (absent with one rate). */
  instalment: number;
  instalmentAfter?: number;
  totalInterest: number;
  totalPaid: number;
  years: LoanYear[];
}

export const MAX_LOAN_YEARS = 30;

/** The annuity: the same payment every month pays off `principal` in `months`. Zero rate divides evenly. */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number): number {
  if (!(principal > 0) || !(months > 0) || !(yearlyRatePercent >= 0)) return 0;
  const r = yearlyRatePercent / 1200;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Whole years from 1 to 30; a switch year strictly inside the term. Null when the terms cannot be a loan. */
export function loanSchedule(terms: LoanTerms): LoanSchedule | null {
  const { principal, rate, years } = terms;
  if (!(principal > 0) || !Number.isInteger(years) || years < 1 || years > MAX_LOAN_YEARS) return null;
  if (!(rate >= 0) || rate > 100) return null;
  const switchYear = terms.fixedYears && terms.fixedYears > 0 && terms.fixedYears < years ? terms.fixedYears : 0;
  const rateAfter = switchYear ? terms.rateAfter : undefined;
  if (switchYear && !(rateAfter !== undefined && rateAfter >= 0 && rateAfter <= 100)) return null;

  const months = years * 12;
  let balance = principal;
  let monthlyRate = rate / 1200;
  let payment = monthlyInstalment(principal, rate, months);
  const instalment = payment;
  let instalmentAfter: number | undefined;
  let totalInterest = 0;
  const table: LoanYear[] = [];

  for (let year = 1; year <= years; year += 1) {
    if (switchYear && year === switchYear + 1 && rateAfter !== undefined) {
      monthlyRate = rateAfter / 1200;
      payment = monthlyInstalment(balance, rateAfter, months - switchYear * 12);
      instalmentAfter = payment;
    }
    const row: LoanYear = { year, opening: balance, principal: 0, interest: 0, closing: 0 };
    for (let m = 0; m < 12; m += 1) {
      const interest = balance * monthlyRate;
      const last = year === years && m === 11;
      // The last payment clears what rounding left, so the loan ends at exactly 0.
      const repaid = last ? balance : Math.min(balance, payment - interest);
      balance -= repaid;
      row.interest += interest;
      row.principal += repaid;
    }
    row.closing = balance;
    totalInterest += row.interest;
    table.push(row);
  }

  return {
    instalment,
    ...(instalmentAfter !== undefined ? { instalmentAfter } : {}),
    totalInterest,
    totalPaid: principal + totalInterest,
    years: table,
  };
}

/** A bank's usual comfort line: the down payment's share of the price, and the instalment's of income. */
export const MIN_DOWN_PERCENT = 20;
export const MAX_INSTALMENT_SHARE_OF_INCOME = 0.4;

export interface LoanPreset {
  id: 'bank' | 'mgma1' | 'mgma2';
  rate: number;
  years: number;
  downPercent: number;
  fixedYears?: number;
  rateAfter?: number;
  /** The most the scheme lends, PKR. */
  maxLoan?: number;
  /** When the figures were taken from their source (README, 'Tools'). */
  asOf: string;
}

/**
 * 1-year KIBOR (offer) was 10.74 % on 29 January 2026 as the State Bank published it; 3 points over
 * it is what SBP set as the bank's price in its own housing scheme below, and a common spread for
 * home loans. An example to edit, not any bank's offer.
 */
const KIBOR_PLUS_SPREAD = 13.74;

/**
 * 'Mera Ghar – Mera Ashiana' (SBP SME, Housing & Sustainable Finance Department circular No. 03 of
 * 2025, 24 September 2025): first homes of up to 5 Marla or flats up to 1,360 sq ft, 10 % down, up to
 * 20 years; 5 % fixed up to PKR 2 million, 8 % fixed above it up to PKR 3.5 million, subsidised for the
 * first 10 years. After those 10 years we assume the bank's own price, 1-year KIBOR + 3 %.
 */
export const LOAN_PRESETS: readonly LoanPreset[] = [
  { id: 'bank', rate: KIBOR_PLUS_SPREAD, years: 20, downPercent: 20, asOf: '2026-01-29' },
  { id: 'mgma1', rate: 5, fixedYears: 10, rateAfter: KIBOR_PLUS_SPREAD, years: 20, downPercent: 10, maxLoan: 2_000_000, asOf: '2025-09-24' },
  { id: 'mgma2', rate: 8, fixedYears: 10, rateAfter: KIBOR_PLUS_SPREAD, years: 20, downPercent: 10, maxLoan: 3_500_000, asOf: '2025-09-24' },
];

export const DEFAULT_LOAN_PRESET: LoanPreset = LOAN_PRESETS[0]!;

export function loanPreset(id: unknown): LoanPreset | undefined {
  return LOAN_PRESETS.find((preset) => preset.id === id);
}

/** The listing page's figure: the default preset's instalment for a price, or null when there is none. */
export function defaultInstalmentFor(price: number, preset: LoanPreset = DEFAULT_LOAN_PRESET): number | null {
  if (!(price > 0)) return null;
  const schedule = loanSchedule({
    principal: price * (1 - preset.downPercent / 100),
    rate: preset.rate,
    years: preset.years,
    ...(preset.fixedYears ? { fixedYears: preset.fixedYears, rateAfter: preset.rateAfter ?? preset.rate } : {}),
  });
  return schedule ? schedule.instalment : null;
}

export interface LoanWarnings {
  lowDown: boolean;
  overIncome: boolean;
  overSchemeLimit: boolean;
}

export function loanWarnings(
  input: { downPercent: number; income: number | null; principal: number },
  schedule: LoanSchedule | null,
  preset?: LoanPreset,
): LoanWarnings {
  const highest = schedule ? Math.max(schedule.instalment, schedule.instalmentAfter ?? 0) : 0;
  return {
    lowDown: input.downPercent < MIN_DOWN_PERCENT,
    overIncome: input.income !== null && input.income > 0 && highest > input.income * MAX_INSTALMENT_SHARE_OF_INCOME,
    overSchemeLimit: preset?.maxLoan !== undefined && input.principal > preset.maxLoan,
  };
}
