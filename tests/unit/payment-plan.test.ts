import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  balloonEveryMonths, instalmentCount, instalmentShare, isPercentStep, planBreakdown, planProblem, type PaymentPlan,
} from '../../src/contract/payment-plan.ts';
import { PaymentPlanSchema, ProjectSaveSchema } from '../../src/contract/projects.ts';

const plan = (over: Partial<PaymentPlan> = {}): PaymentPlan => ({
  DownPaymentPercent: 20, Frequency: 'monthly', Years: 3, BalloonCount: 6, BalloonPercent: 5, PossessionPercent: 10, ...over,
});

describe('a payment plan for one unit', () => {
  it('splits a round price into the stated shares', () => {
    const b = planBreakdown(10_000_000, plan());
    expect(b.downPayment).toBe(2_000_000);
    expect(b.balloon).toBe(500_000);
    expect(b.balloonsTotal).toBe(3_000_000);
    expect(b.possession).toBe(1_000_000);
    expect(b.instalmentCount).toBe(36);
    expect(b.instalmentsTotal).toBe(4_000_000);
    // 4,000,000 / 36 = 111,111.11: 35 of 111,111 and a last one of 111,115.
    expect(b.instalment).toBe(111_111);
    expect(b.lastInstalment).toBe(111_115);
    expect(b.total).toBe(10_000_000);
  });

  it('quarterly instalments are four a year', () => {
    const b = planBreakdown(8_400_000, plan({ Frequency: 'quarterly', Years: 2, BalloonCount: 0, BalloonPercent: 0, PossessionPercent: 0, DownPaymentPercent: 25 }));
    expect(b.instalmentCount).toBe(8);
    expect(b.downPayment).toBe(2_100_000);
    expect(b.instalment).toBe(787_500);
    expect(b.lastInstalment).toBe(787_500);
    expect(b.balloonsTotal).toBe(0);
  });

  it('rounds each fixed part down to the rupee and gives what is left to the instalments', () => {
    // 12.5 % of 1,234,567 is 154,320.875; 7.25 % is 89,506.1075; 3.33 % is 41,111.0811.
    const b = planBreakdown(1_234_567, plan({ DownPaymentPercent: 12.5, BalloonCount: 3, BalloonPercent: 7.25, PossessionPercent: 3.33, Years: 1 }));
    expect(b.downPayment).toBe(154_320);
    expect(b.balloon).toBe(89_506);
    expect(b.possession).toBe(41_111);
    expect(b.instalmentsTotal).toBe(1_234_567 - 154_320 - 3 * 89_506 - 41_111);
    expect(b.instalment * (b.instalmentCount - 1) + b.lastInstalment).toBe(b.instalmentsTotal);
    expect(b.lastInstalment - b.instalment).toBeGreaterThanOrEqual(0);
    expect(b.lastInstalment - b.instalment).toBeLessThan(b.instalmentCount);
  });

  it('always adds up exactly to the price, whatever the price and shares', () => {
    let seed = 7;
    const next = () => { seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31; return seed; };
    for (let i = 0; i < 2000; i += 1) {
      const down = (next() % 4000) / 100;
      const count = next() % 8;
      const balloon = count ? (next() % 500) / 100 : 0;
      const possession = (next() % 1500) / 100;
      const p = plan({ DownPaymentPercent: down, BalloonCount: count, BalloonPercent: balloon, PossessionPercent: possession,
        Years: 1 + (next() % 10), Frequency: next() % 2 ? 'monthly' : 'quarterly' });
      const price = 1 + (next() * 4099) % 9_999_999_999;
      const b = planBreakdown(price, p);
      const parts = b.downPayment + b.balloonsTotal + b.possession + b.instalment * (b.instalmentCount - 1) + b.lastInstalment;
      expect(parts).toBe(price);
      expect(b.total).toBe(price);
      for (const n of [b.downPayment, b.balloon, b.possession, b.instalment, b.lastInstalment]) {
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      }
    }
  });

  it('works at the highest price without losing a rupee', () => {
    const b = planBreakdown(10_000_000_000, plan({ DownPaymentPercent: 33.33 }));
    expect(b.downPayment).toBe(3_333_000_000);
    expect(b.total).toBe(10_000_000_000);
  });

  it('refuses a plan that leaves nothing for instalments, and prices that are not whole rupees', () => {
    const full = plan({ DownPaymentPercent: 50, BalloonCount: 4, BalloonPercent: 10, PossessionPercent: 10 });
    expect(instalmentShare(full)).toBe(0);
    expect(planProblem(full)).toBe('Plan');
    expect(() => planBreakdown(1_000_000, full)).toThrow(RangeError);
    expect(() => planBreakdown(1_000_000.5, plan())).toThrow(RangeError);
    expect(() => planBreakdown(-1, plan())).toThrow(RangeError);
  });

  it('counts instalments and spaces balloons evenly', () => {
    expect(instalmentCount(plan({ Years: 4 }))).toBe(48);
    expect(instalmentCount(plan({ Years: 4, Frequency: 'quarterly' }))).toBe(16);
    expect(balloonEveryMonths(plan({ Years: 3, BalloonCount: 6 }))).toBe(6);
    expect(balloonEveryMonths(plan({ Years: 2, BalloonCount: 4 }))).toBe(6);
    expect(balloonEveryMonths(plan({ BalloonCount: 0 }))).toBeNull();
  });

  it('takes percentages with at most two decimals', () => {
    expect(isPercentStep(12.5)).toBe(true);
    expect(isPercentStep(33.33)).toBe(true);
    expect(isPercentStep(0.1 + 0.2)).toBe(true);
    expect(isPercentStep(33.333)).toBe(false);
  });
});

describe('the plan and project schemas', () => {
  it('refuses a plan whose fixed parts reach 100 %, naming the plan', () => {
    const r = v.safeParse(PaymentPlanSchema, plan({ DownPaymentPercent: 90, PossessionPercent: 10, BalloonCount: 0, BalloonPercent: 0 }));
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toMatch(/under 100%/);
  });

  it('refuses a unit whose highest price is below its lowest, naming PriceMax', () => {
    const r = v.safeParse(ProjectSaveSchema, {
      Name: 'A', Developer: 'B', CityId: 1, Description: 'C', Possession: 'ready',
      Units: [{ TypeId: 1, Area: 5, AreaUnitId: 1, PriceMin: 2, PriceMax: 1 }],
    });
    expect(r.success).toBe(false);
    expect(v.getDotPath(r.issues![0]!)).toBe('Units.0.PriceMax');
  });
});

describe('the projects list address', () => {
  it('keeps the filters that make sense and drops the rest', async () => {
    const { validateProjectsSearch } = await import('../../src/features/projects/project-search.ts');
    expect(validateProjectsSearch({ City: '2', Type: 7, MinPrice: '5000000', MaxPrice: '9000000', Instalments: 'true', Possession: 'Ready', Page: '3' }))
      .toEqual({ City: 2, Type: 7, MinPrice: 5_000_000, MaxPrice: 9_000_000, Instalments: true, Possession: 'ready', Page: 3 });
    expect(validateProjectsSearch({ City: 'lahore', Type: '-1', MinPrice: '5e6', Instalments: 'no', Possession: 'soon', Page: '1' })).toEqual({});
  });
});
