import { defineMessages } from '../../contract/i18n.ts';
import type { LoanPreset } from '../../lib/loan.ts';

/**
 * Every text of the home-loan calculator in one place, so a message catalog can replace it.
 * The presets' figures and where they come from are in src/lib/loan.ts and the README's 'Tools'.
 */
export const loanMessages = defineMessages('tools.loan', {
  title: 'Home loan calculator',
  intro: 'See the monthly instalment for a home, what the interest adds up to, and how the loan goes down year by year.',
  presetLegend: 'Start from an example',
  presets: {
    bank: {
      label: 'Bank home loan',
      note: (p: LoanPreset) => `${p.rate} % a year for ${p.years} years, ${p.downPercent} % down: 1-year KIBOR plus 3 %.`,
    },
    mgma1: {
      label: 'Mera Ghar – Mera Ashiana, tier 1',
      note: (p: LoanPreset, limit: string) =>
        `${p.rate} % fixed for the first ${p.fixedYears ?? p.years} years on loans up to ${limit}, ${p.downPercent} % down; first homes up to 5 Marla or flats up to 1,360 sq ft.`,
    },
    mgma2: {
      label: 'Mera Ghar – Mera Ashiana, tier 2',
      note: (p: LoanPreset, limit: string) =>
        `${p.rate} % fixed for the first ${p.fixedYears ?? p.years} years on loans above PKR 20 Lakh up to ${limit}, ${p.downPercent} % down; same homes as tier 1.`,
    },
  } satisfies Record<LoanPreset['id'], { label: string; note: (p: LoanPreset, limit: string) => string }>,
  asOf: (date: string) => `Example figures as of ${date}.`,
  presetHint: 'Picking one fills in the figures below; change any of them.',
  afterSubsidy: 'After the 10 subsidised years we assume the bank’s own rate, 1-year KIBOR + 3 %. Ask your bank what it will be.',
  priceLabel: 'Property price (PKR)',
  downLabel: 'Down payment (%)',
  downHint: (amount: string) => `${amount} down`,
  rateLabel: 'Yearly rate (%)',
  yearsLabel: 'Term (years)',
  yearsHint: 'From 1 to 30 years.',
  secondRateLegend: 'If the rate changes (optional)',
  fixedLabel: 'Years at first rate',
  afterLabel: 'Then yearly rate (%)',
  incomeLabel: 'Monthly income (PKR, optional)',
  incomeHint: 'To check the instalment against what you earn.',
  invalidNumber: 'Enter a number.',
  downTooHigh: 'The down payment cannot be more than 100 %.',
  badYears: 'Enter whole years from 1 to 30.',
  badRate: 'Enter a rate from 0 to 100 %.',
  fixedWithinTerm: 'Enter fewer years than the whole term.',
  needSecondRate: 'Enter the rate that follows.',
  resultTitle: 'Your instalment',
  resultEmpty: 'Enter the price, down payment, rate and term to see the instalment.',
  nothingToBorrow: 'With 100 % down there is nothing to borrow.',
  instalmentLabel: 'Monthly instalment',
  instalmentAfter: (amount: string, year: number) => `then ${amount} a month from year ${year}`,
  loanAmount: 'Loan amount',
  totalInterest: 'Total interest',
  totalPaid: 'Total paid back',
  warnLowDown: (min: number) =>
    `A down payment below ${min} % is less than most banks ask for a home loan; check with your bank before you count on it.`,
  warnIncome: (share: number, instalment: string) =>
    `An instalment of ${instalment} is more than ${share} % of your monthly income. Banks rarely lend past that line, and it leaves little for everything else.`,
  warnSchemeLimit: (limit: string) => `This tier lends up to ${limit}. Borrowing more needs another tier or a bank’s own loan.`,
  tableCaption: 'Year by year (PKR)',
  tableYear: 'Year',
  tableOpening: 'Opening balance',
  tablePrincipal: 'Principal paid',
  tableInterest: 'Interest paid',
  tableClosing: 'Closing balance',
  tableRegion: 'Year-by-year table',
});
