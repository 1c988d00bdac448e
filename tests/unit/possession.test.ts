import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MAX_INSTALMENTS, POSSESSION_STATUSES } from '../../src/contract/constants.ts';
import { hasPossession, instalmentSummary, possessionProblem, possessionStatusesFor } from '../../src/contract/possession.ts';
import { possessionMessages } from '../../src/contract/possession-messages.ts';
import { PropertySchema } from '../../src/contract/property-schema.ts';

const R = possessionMessages.rules;

describe('which status a type may carry', () => {
  it('a form is a file, a file is at most allocated, a plot is at least allocated, a house carries none', () => {
    expect(possessionStatusesFor(12)).toEqual(['file']);
    expect(possessionStatusesFor(11)).toEqual(['file', 'allocation-letter']);
    for (const plot of [7, 8, 9, 10, 19]) expect(possessionStatusesFor(plot)).toEqual(['allocation-letter', 'non-possession', 'possession']);
    for (const other of [1, 2, 6, 13, 14, 18, 999]) expect(hasPossession(other)).toBe(false);
    const every = new Set([12, 11, 7].flatMap((t) => possessionStatusesFor(t)));
    expect([...every].sort()).toEqual([...POSSESSION_STATUSES].sort());
  });
});

describe('possessionProblem', () => {
  it('names the field of each broken rule', () => {
    expect(possessionProblem({ TypeId: 11, PossessionStatus: 'possession' })).toEqual({ field: 'PossessionStatus', message: R.fileAtMostAllocated });
    expect(possessionProblem({ TypeId: 12, PossessionStatus: 'allocation-letter' })).toEqual({ field: 'PossessionStatus', message: R.formIsFile });
    expect(possessionProblem({ TypeId: 7, PossessionStatus: 'file' })).toEqual({ field: 'PossessionStatus', message: R.plotAtLeastAllocated });
    expect(possessionProblem({ TypeId: 1, PossessionStatus: 'possession' })).toEqual({ field: 'PossessionStatus', message: R.notForType });
    expect(possessionProblem({ TypeId: 1, InstalmentAmount: 5 })).toEqual({ field: 'InstalmentAmount', message: R.instalmentsNotForType });
    expect(possessionProblem({ TypeId: 7, InstalmentsPaid: 3 })).toEqual({ field: 'InstalmentsRemaining', message: R.bothCounts });
    expect(possessionProblem({ TypeId: 7, InstalmentsRemaining: 3 })).toEqual({ field: 'InstalmentsPaid', message: R.bothCounts });
    expect(possessionProblem({ TypeId: 7, InstalmentsPaid: 0, InstalmentsRemaining: 0 })?.field).toBe('InstalmentsRemaining');
    expect(possessionProblem({ TypeId: 7, InstalmentsPaid: MAX_INSTALMENTS, InstalmentsRemaining: 1 })).toEqual({ field: 'InstalmentsRemaining', message: R.tooMany });
    expect(possessionProblem({ TypeId: 7, InstalmentAmount: 5000 })).toEqual({ field: 'InstalmentAmount', message: R.amountWithoutCounts });
  });

  it('passes what is sound, nothing told included', () => {
    expect(possessionProblem({ TypeId: 1 })).toBeNull();
    expect(possessionProblem({ TypeId: 7, PossessionStatus: null, InstalmentsPaid: null, InstalmentsRemaining: null, InstalmentAmount: null })).toBeNull();
    expect(possessionProblem({ TypeId: 11, PossessionStatus: 'file', InstalmentsPaid: 12, InstalmentsRemaining: 24, InstalmentAmount: 45_000 })).toBeNull();
    expect(possessionProblem({ TypeId: 7, PossessionStatus: 'possession', InstalmentsPaid: MAX_INSTALMENTS, InstalmentsRemaining: 0 })).toBeNull();
  });
});

describe('the schema fields', () => {
  const base = { Title: 'Plot', Description: 'A plot', PurposeId: 1, TypeId: 7, Price: 1, Area: 1, AreaUnitId: 1, CityId: 1, FullName: 'A', EmailAddress: 'a@b.pk', PhoneNumber: '03001234567' };
  const parse = (extra: Record<string, unknown>) => v.safeParse(PropertySchema, { ...base, ...extra });

  it('reads empty as none, absent as not sent, and digits as numbers', () => {
    const told = parse({ PossessionStatus: 'non-possession', InstalmentsPaid: '12', InstalmentsRemaining: 0, InstalmentAmount: ' 45000 ' });
    expect(told.success && told.output).toMatchObject({ PossessionStatus: 'non-possession', InstalmentsPaid: 12, InstalmentsRemaining: 0, InstalmentAmount: 45_000 });
    const empty = parse({ PossessionStatus: '', InstalmentsPaid: '', InstalmentsRemaining: null });
    expect(empty.success && empty.output).toMatchObject({ PossessionStatus: null, InstalmentsPaid: null, InstalmentsRemaining: null });
    const absent = parse({});
    expect(absent.success && absent.output.PossessionStatus).toBeUndefined();
  });

  it.each([
    [{ PossessionStatus: 'owned' }, 'PossessionStatus', R.status],
    [{ InstalmentsPaid: '1.5' }, 'InstalmentsPaid', R.paid],
    [{ InstalmentsPaid: '-3' }, 'InstalmentsPaid', R.paid],
    [{ InstalmentsRemaining: String(MAX_INSTALMENTS + 1) }, 'InstalmentsRemaining', R.remainingCount],
    [{ InstalmentAmount: '0' }, 'InstalmentAmount', R.amount],
    [{ InstalmentAmount: '99999999999999' }, 'InstalmentAmount', R.amount],
  ])('refuses %o on %s', (extra, field, message) => {
    const r = parse(extra);
    expect(r.success).toBe(false);
    expect(r.issues?.[0] && v.getDotPath(r.issues[0])).toBe(field);
    expect(r.issues?.[0]?.message).toBe(message);
  });
});

describe('instalmentSummary', () => {
  it('adds up the plan and what is left to pay', () => {
    expect(instalmentSummary({ InstalmentsPaid: 12, InstalmentsRemaining: 24, InstalmentAmount: 45_000 }))
      .toEqual({ paid: 12, remaining: 24, total: 36, percentPaid: 33, amountRemaining: 1_080_000 });
    expect(instalmentSummary({ InstalmentsPaid: 35, InstalmentsRemaining: 1 })).toMatchObject({ percentPaid: 97, amountRemaining: null });
    expect(instalmentSummary({ InstalmentsPaid: 36, InstalmentsRemaining: 0 })).toMatchObject({ percentPaid: 100, remaining: 0 });
    expect(instalmentSummary({ Status: 'file' })).toBeNull();
    expect(instalmentSummary({ InstalmentsPaid: 0, InstalmentsRemaining: 0 })).toBeNull();
  });
});
