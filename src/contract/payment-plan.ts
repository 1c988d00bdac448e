/**
 * A new project's payment plan and what it comes to for one unit's price, in whole rupees. Pure
 * arithmetic shared by the project page's calculator and the server's checks of a plan.
 *
 * Shares are kept in hundredths of a percent (basis points) so that 12.5 % is the integer 1250 and
 * no binary fraction creeps into a rupee. Each fixed part (down payment, each balloon, the
 * possession charge) is its share of the price rounded down to the rupee; whatever those roundings
 * leave goes to the instalments, and the last instalment takes the rupees that do not divide evenly.
 * So the parts always add up to the price exactly, and no part is ever more than its stated share.
 */

export const PLAN_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

export const PERIODS_PER_YEAR: Record<PlanFrequency, number> = { monthly: 12, quarterly: 4 };

/** Longest plan developers in Pakistan offer is about ten years; fifteen leaves room. */
export const MAX_PLAN_YEARS = 15;
export const MAX_BALLOONS = 30;
/** Unit prices up to Rs 1,000 crore: far above any flat or house, and safe for exact integer sums. */
export const MAX_PROJECT_PRICE = 10_000_000_000;

export interface PaymentPlan {
  /** Percent of the price, up to two decimals. */
  DownPaymentPercent: number;
  Frequency: PlanFrequency;
  /** Over how many years the instalments run. */
  Years: number;
  /** How many balloon payments fall within the instalment years (0 for none). */
  BalloonCount: number;
  /** Percent of the price for each balloon payment. */
  BalloonPercent: number;
  /** Percent of the price due at possession. */
  PossessionPercent: number;
}

/** A percent as whole hundredths of a percent (12.5 -> 1250). */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** Whether a percent has at most two decimals (12.5 and 33.33 yes, 33.333 no). */
export const isPercentStep = (percent: number): boolean =>
  Number.isFinite(percent) && Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

/** The share left for instalments, in basis points: 10,000 less the fixed parts. */
export function instalmentShare(plan: PaymentPlan): number {
  return 10_000 - basisPoints(plan.DownPaymentPercent) - plan.BalloonCount * basisPoints(plan.BalloonPercent) - basisPoints(plan.PossessionPercent);
}

/** How many instalments the plan has. */
export const instalmentCount = (plan: PaymentPlan): number => plan.Years * PERIODS_PER_YEAR[plan.Frequency];

/**
 * Months between balloon payments when they are spread evenly over the plan (every 6 months for
 * 6 balloons over 3 years); null when there are none.
 */
export function balloonEveryMonths(plan: PaymentPlan): number | null {
  if (plan.BalloonCount <= 0) return null;
  return Math.max(1, Math.floor((plan.Years * 12) / plan.BalloonCount));
}

/** The problem with a plan, if any, as the field it belongs to; null when it is sound. */
export function planProblem(plan: PaymentPlan): 'Plan' | null {
  // The instalments must carry something: a plan of only fixed parts is not an instalment plan.
  return instalmentShare(plan) > 0 ? null : 'Plan';
}

export interface PlanBreakdown {
  price: number;
  downPayment: number;
  instalmentCount: number;
  /** Each instalment but the last. */
  instalment: number;
  /** The last instalment: the regular amount plus what did not divide evenly. */
  lastInstalment: number;
  instalmentsTotal: number;
  balloonCount: number;
  /** Each balloon payment. */
  balloon: number;
  balloonsTotal: number;
  possession: number;
  /** Always equal to price. */
  total: number;
}

/** Share of a price, rounded down to the rupee; exact in integers for prices up to MAX_PROJECT_PRICE. */
const shareOf = (price: number, bp: number): number => Math.floor((price * bp) / 10_000);

/**
 * What a unit at `price` rupees costs under `plan`, part by part. `price` is a whole number of
 * rupees; the plan must be sound (planProblem null), else a RangeError.
 */
export function planBreakdown(price: number, plan: PaymentPlan): PlanBreakdown {
  if (!Number.isSafeInteger(price) || price < 0 || price > MAX_PROJECT_PRICE) throw new RangeError('price must be whole rupees within range');
  if (planProblem(plan)) throw new RangeError('the plan leaves nothing for instalments');
  const count = instalmentCount(plan);
  if (!Number.isInteger(count) || count < 1) throw new RangeError('the plan has no instalments');
  const downPayment = shareOf(price, basisPoints(plan.DownPaymentPercent));
  const balloonCount = plan.BalloonCount;
  const balloon = shareOf(price, basisPoints(plan.BalloonPercent));
  const balloonsTotal = balloon * balloonCount;
  const possession = shareOf(price, basisPoints(plan.PossessionPercent));
  const instalmentsTotal = price - downPayment - balloonsTotal - possession;
  const instalment = Math.floor(instalmentsTotal / count);
  const lastInstalment = instalmentsTotal - instalment * (count - 1);
  return {
    price, downPayment, instalmentCount: count, instalment, lastInstalment, instalmentsTotal,
    balloonCount, balloon, balloonsTotal, possession,
    total: downPayment + instalment * (count - 1) + lastInstalment + balloonsTotal + possession,
  };
}
