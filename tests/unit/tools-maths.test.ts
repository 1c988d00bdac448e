import { describe, expect, it } from 'vitest';
import {
  AREA_UNIT_IDS,
  MARLA_SIZES,
  allUnits,
  convertArea,
  parseMarlaSize,
  round2,
  toSquareFeetIn,
} from '../../src/contract/area.ts';
import {
  DEFAULT_LOAN_PRESET,
  LOAN_PRESETS,
  defaultInstalmentFor,
  loanPreset,
  loanSchedule,
  loanWarnings,
  monthlyInstalment,
} from '../../src/lib/loan.ts';
import { constructionCost, defaultRatesFor, FINISH_CLASSES } from '../../src/lib/construction.ts';
import { formatAreaValue, formatDecimal, parseAmount } from '../../src/lib/numbers.ts';

describe('area converter', () => {
  it.each([
    [1, 'kanal', 'marla', 225, 20],
    [1, 'kanal', 'sqft', 225, 4_500],
    [1, 'kanal', 'sqft', 272.25, 5_445],
    [1, 'marla', 'sqft', 250, 250],
    [1, 'marla', 'sqyd', 272.25, 30.25],
    [1, 'acre', 'kanal', 272.25, 8],
    [1, 'acre', 'marla', 272.25, 160],
    [1, 'acre', 'sqft', 225, 43_560],
    [1, 'sqm', 'sqft', 225, 10.76391041671],
    [100, 'sqyd', 'sqft', 225, 900],
    [1, 'sqft', 'sqm', 225, 0.09290304],
  ] as const)('%d %s is %d %s with a %d sq ft Marla', (value, from, to, marla, expected) => {
    expect(convertArea(value, from, to, marla)).toBeCloseTo(expected, 9);
  });

  it('the Marla size changes Marla and Kanal only', () => {
    const a = allUnits(2_250, 'sqft', 225);
    const b = allUnits(2_250, 'sqft', 272.25);
    expect(a.find((u) => u.unit === 'marla')?.value).toBe(10);
    expect(b.find((u) => u.unit === 'marla')?.value).toBeCloseTo(8.2645, 4);
    for (const unit of ['sqft', 'sqyd', 'sqm', 'acre'] as const) {
      expect(a.find((u) => u.unit === unit)?.value).toBe(b.find((u) => u.unit === unit)?.value);
    }
  });

  // Values typed with up to two decimals come back unchanged at two decimals, through every unit.
  const samples = [0.01, 0.5, 1, 2.75, 5, 10, 12.34, 99.99, 250, 1_234.56, 43_560, 999_999.99];
  for (const marla of MARLA_SIZES) {
    it(`round trips between every pair of units with a ${marla} sq ft Marla`, () => {
      for (const from of AREA_UNIT_IDS) {
        for (const to of AREA_UNIT_IDS) {
          for (const value of samples) {
            const there = convertArea(value, from, to, marla);
            expect(round2(convertArea(there, to, from, marla)), `${value} ${from} -> ${to} -> ${from}`).toBe(value);
          }
        }
      }
    });
  }

  it('a round trip through a rounded value stays exact where the target unit is not coarser', () => {
    // 10 Marla -> 2,250 sq ft (shown as 2,250) -> 10 Marla; 7.5 Kanal -> 150 Marla -> 7.5 Kanal.
    expect(round2(convertArea(round2(convertArea(10, 'marla', 'sqft')), 'sqft', 'marla'))).toBe(10);
    expect(round2(convertArea(round2(convertArea(7.5, 'kanal', 'marla', 272.25)), 'marla', 'kanal', 272.25))).toBe(7.5);
    expect(round2(convertArea(round2(convertArea(12.34, 'sqyd', 'sqft')), 'sqft', 'sqyd'))).toBe(12.34);
  });

  it('rounds half away from zero without binary noise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.004)).toBe(0);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it('reads only the three Marla sizes from a URL, 225 otherwise', () => {
    expect(parseMarlaSize('272.25')).toBe(272.25);
    expect(parseMarlaSize('250')).toBe(250);
    expect(parseMarlaSize('300')).toBe(225);
    expect(parseMarlaSize('abc')).toBe(225);
    expect(parseMarlaSize(undefined)).toBe(225);
  });

  it('keeps square feet exact for the listing units', () => {
    expect(toSquareFeetIn(5, 'marla')).toBe(1_125);
    expect(toSquareFeetIn(1, 'kanal', 250)).toBe(5_000);
  });
});

describe('numbers typed and shown', () => {
  it.each([
    ['15,00,000', 1_500_000],
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['10.', 10],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '-5', '1e5', '1.2.3', '12a', 'Infinity', 'NaN'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseAmount(5)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('groups as Pakistanis write and drops trailing zeros', () => {
    expect(formatDecimal(1_500_000)).toBe('15,00,000');
    expect(formatDecimal(2.5)).toBe('2.5');
    expect(formatDecimal(10.764)).toBe('10.76');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('shows small areas with three significant figures instead of 0', () => {
    expect(formatAreaValue(0.051652)).toBe('0.0517');
    expect(formatAreaValue(0.5165)).toBe('0.517');
    expect(formatAreaValue(0.0000229568)).toBe('0.000023');
    expect(formatAreaValue(4_500)).toBe('4,500');
    expect(formatAreaValue(0)).toBe('0');
  });
});

describe('home loan', () => {
  it('matches known annuity values', () => {
    // 1,000,000 at 12 % a year over 12 months: 1 % a month.
    expect(monthlyInstalment(1_000_000, 12, 12)).toBeCloseTo(88_848.79, 2);
    // The textbook 100,000 at 6 % over 30 years.
    expect(monthlyInstalment(100_000, 6, 360)).toBeCloseTo(599.55, 2);
    // 12,000,000 at 13.74 % over 20 years (checked separately: 12e6·r/(1−(1+r)^−240), r = 13.74/1200).
    expect(monthlyInstalment(12_000_000, 13.74, 240)).toBeCloseTo(146_961.9, 1);
  });

  it('divides evenly at a zero rate', () => {
    expect(monthlyInstalment(1_200_000, 0, 120)).toBe(10_000);
    const schedule = loanSchedule({ principal: 1_200_000, rate: 0, years: 10 });
    expect(schedule?.totalInterest).toBe(0);
    expect(schedule?.years.every((y) => Math.abs(y.principal - 120_000) < 1e-6 && y.interest === 0)).toBe(true);
    expect(schedule?.years.at(-1)?.closing).toBe(0);
  });

  it('builds a year-by-year table that adds up and ends at 0', () => {
    const schedule = loanSchedule({ principal: 12_000_000, rate: 13.74, years: 20 })!;
    expect(schedule.years).toHaveLength(20);
    expect(schedule.years[0]!.opening).toBe(12_000_000);
    for (const [i, year] of schedule.years.entries()) {
      expect(year.closing).toBeCloseTo(year.opening - year.principal, 4);
      if (i > 0) expect(year.opening).toBe(schedule.years[i - 1]!.closing);
    }
    expect(schedule.years.at(-1)!.closing).toBe(0);
    const principalPaid = schedule.years.reduce((sum, y) => sum + y.principal, 0);
    expect(principalPaid).toBeCloseTo(12_000_000, 4);
    expect(schedule.totalPaid).toBeCloseTo(schedule.instalment * 240, 0);
    expect(schedule.totalInterest).toBeCloseTo(schedule.instalment * 240 - 12_000_000, 0);
  });

  it('works out the instalment again when the rate changes', () => {
    const schedule = loanSchedule({ principal: 2_000_000, rate: 5, years: 20, fixedYears: 10, rateAfter: 13.74 })!;
    expect(schedule.instalment).toBeCloseTo(monthlyInstalment(2_000_000, 5, 240), 6);
    const owedAfterTen = schedule.years[9]!.closing;
    expect(schedule.instalmentAfter).toBeCloseTo(monthlyInstalment(owedAfterTen, 13.74, 120), 6);
    expect(schedule.instalmentAfter).toBeGreaterThan(schedule.instalment);
    expect(schedule.years.at(-1)!.closing).toBe(0);
    // The same loan at one rate has no second instalment.
    expect(loanSchedule({ principal: 2_000_000, rate: 5, years: 20 })!.instalmentAfter).toBeUndefined();
  });

  it.each([
    [{ principal: 0, rate: 10, years: 20 }],
    [{ principal: -5, rate: 10, years: 20 }],
    [{ principal: Number.NaN, rate: 10, years: 20 }],
    [{ principal: 1_000_000, rate: -1, years: 20 }],
    [{ principal: 1_000_000, rate: 101, years: 20 }],
    [{ principal: 1_000_000, rate: 10, years: 0 }],
    [{ principal: 1_000_000, rate: 10, years: 2.5 }],
    [{ principal: 1_000_000, rate: 10, years: 31 }],
    [{ principal: 1_000_000, rate: 10, years: 20, fixedYears: 5, rateAfter: -2 }],
  ])('refuses terms that are not a loan: %j', (terms) => {
    expect(loanSchedule(terms)).toBeNull();
  });

  it('ignores a switch year outside the term', () => {
    const schedule = loanSchedule({ principal: 1_000_000, rate: 10, years: 5, fixedYears: 5, rateAfter: 20 })!;
    expect(schedule.instalmentAfter).toBeUndefined();
  });

  it('warns below 20 % down, past 40 % of income, and over a scheme limit', () => {
    const schedule = loanSchedule({ principal: 2_500_000, rate: 5, years: 20, fixedYears: 10, rateAfter: 13.74 })!;
    const tier1 = loanPreset('mgma1');
    expect(loanWarnings({ downPercent: 10, income: null, principal: 2_500_000 }, schedule, tier1)).toEqual({
      lowDown: true, overIncome: false, overSchemeLimit: true,
    });
    expect(loanWarnings({ downPercent: 20, income: 100_000, principal: 2_500_000 }, schedule).lowDown).toBe(false);
    // The higher instalment (after the subsidy) counts against income.
    const high = Math.max(schedule.instalment, schedule.instalmentAfter!);
    expect(loanWarnings({ downPercent: 20, income: high / 0.4 + 1, principal: 1 }, schedule).overIncome).toBe(false);
    expect(loanWarnings({ downPercent: 20, income: high / 0.4 - 1, principal: 1 }, schedule).overIncome).toBe(true);
    expect(loanWarnings({ downPercent: 20, income: 0, principal: 1 }, schedule).overIncome).toBe(false);
  });

  it('gives the listing page a figure from the default preset', () => {
    expect(DEFAULT_LOAN_PRESET.id).toBe('bank');
    expect(defaultInstalmentFor(15_000_000)).toBeCloseTo(monthlyInstalment(12_000_000, DEFAULT_LOAN_PRESET.rate, 240), 6);
    expect(defaultInstalmentFor(0)).toBeNull();
    expect(defaultInstalmentFor(Number.NaN)).toBeNull();
  });

  it('dates every preset', () => {
    for (const preset of LOAN_PRESETS) expect(preset.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('construction cost', () => {
  it('multiplies covered area by the grey and finishing rates', () => {
    expect(constructionCost(2_250, 3_000, 2_000)).toEqual({ grey: 6_750_000, finishing: 4_500_000, total: 11_250_000 });
    expect(constructionCost(1_000, 0, 0)).toEqual({ grey: 0, finishing: 0, total: 0 });
  });

  it.each([[0, 3_000, 2_000], [-1, 3_000, 2_000], [Number.NaN, 3_000, 2_000], [1_000, -1, 2_000], [1_000, 3_000, Number.NaN]])(
    'refuses %d sq ft at %d + %d',
    (area, grey, finishing) => {
      expect(constructionCost(area, grey, finishing)).toBeNull();
    },
  );

  it('has dated defaults for every city, saying which are the city’s own', () => {
    expect(defaultRatesFor('Lahore').basis).toBe('city');
    expect(defaultRatesFor('Quetta').basis).toBe('national');
    expect(defaultRatesFor(undefined).basis).toBe('national');
    const rates = defaultRatesFor('Karachi');
    expect(rates.asOf).toMatch(/^\d{4}/);
    const byClass = FINISH_CLASSES.map((c) => rates.finishing[c]);
    expect([...byClass].sort((a, b) => a - b)).toEqual(byClass);
  });
});
