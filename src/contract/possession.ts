/**
 * Possession status and instalments of plots, plot files and plot forms, as the Pakistani market
 * trades them: a form or file is a right to a plot not yet numbered, an allocation letter names the
 * plot, and a plot is then handed over (possession) or not yet (non-possession). Which status a type
 * may carry, and the instalment rules, are shared by the listing form and the server
 * (docs/design.md, "Possession status").
 */
import { MAX_INSTALMENTS, POSSESSION_STATUSES, type PossessionStatus } from './constants.ts';
import { possessionMessages as M } from './possession-messages.ts';


export const isPossessionStatus = (s: unknown): s is PossessionStatus =>
  typeof s === 'string' && (POSSESSION_STATUSES as readonly string[]).includes(s);

export const PLOT_FILE_TYPE_ID = 11;
export const PLOT_FORM_TYPE_ID = 12;
/** The Plots category (server/seed/reference-data.ts): plots, land, files, forms and "Other". */
export const PLOT_CATEGORY_TYPE_IDS: readonly number[] = [7, 8, 9, 10, 11, 12, 19];

/**
 * The statuses a type may carry, earliest stage first. A form is a file not yet tied to a plot; a
 * file is at most allocated (once the plot is handed over it is sold as a plot); a plot with a number
 * has at least its allocation letter. Other types carry none.
 */
export function possessionStatusesFor(typeId: number): readonly PossessionStatus[] {
  if (typeId === PLOT_FORM_TYPE_ID) return ['file'];
  if (typeId === PLOT_FILE_TYPE_ID) return ['file', 'allocation-letter'];
  if (PLOT_CATEGORY_TYPE_IDS.includes(typeId)) return ['allocation-letter', 'non-possession', 'possession'];
  return [];
}

/** Whether a type's form asks for possession status and instalments. */
export const hasPossession = (typeId: number): boolean => possessionStatusesFor(typeId).length > 0;


export interface PossessionInput {
  TypeId: number;
  PossessionStatus?: PossessionStatus | null;
  InstalmentsPaid?: number | null;
  InstalmentsRemaining?: number | null;
  InstalmentAmount?: number | null;
}

export interface FieldProblem { field: 'PossessionStatus' | 'InstalmentsPaid' | 'InstalmentsRemaining' | 'InstalmentAmount'; message: string }

/**
 * The rules across fields, after each field's own (the schema's): the status allowed for the type,
 * both counts or neither, at least one instalment and at most MAX_INSTALMENTS in all, an amount only
 * with the counts. Null when the combination is sound.
 */
export function possessionProblem(i: PossessionInput): FieldProblem | null {
  const allowed = possessionStatusesFor(i.TypeId);
  const status = i.PossessionStatus ?? null;
  const paid = i.InstalmentsPaid ?? null;
  const remaining = i.InstalmentsRemaining ?? null;
  const amount = i.InstalmentAmount ?? null;
  if (status !== null && !allowed.includes(status)) {
    const message = !allowed.length ? M.rules.notForType
      : i.TypeId === PLOT_FORM_TYPE_ID ? M.rules.formIsFile
        : i.TypeId === PLOT_FILE_TYPE_ID ? M.rules.fileAtMostAllocated
          : M.rules.plotAtLeastAllocated;
    return { field: 'PossessionStatus', message };
  }
  if (!allowed.length && (paid !== null || remaining !== null || amount !== null)) {
    return { field: paid !== null ? 'InstalmentsPaid' : remaining !== null ? 'InstalmentsRemaining' : 'InstalmentAmount', message: M.rules.instalmentsNotForType };
  }
  if (paid === null && remaining !== null) return { field: 'InstalmentsPaid', message: M.rules.bothCounts };
  if (paid !== null && remaining === null) return { field: 'InstalmentsRemaining', message: M.rules.bothCounts };
  if (paid !== null && remaining !== null) {
    if (paid + remaining === 0) return { field: 'InstalmentsRemaining', message: M.rules.noInstalments };
    if (paid + remaining > MAX_INSTALMENTS) return { field: 'InstalmentsRemaining', message: M.rules.tooMany };
  } else if (amount !== null) {
    return { field: 'InstalmentAmount', message: M.rules.amountWithoutCounts };
  }
  return null;
}

/** What a listing carries, on its card and its page; absent when it has no status and no instalments. */
export interface PossessionInfo {
  Status?: PossessionStatus;
  InstalmentsPaid?: number;
  InstalmentsRemaining?: number;
  InstalmentAmount?: number;
}

export interface InstalmentSummary {
  paid: number;
  remaining: number;
  total: number;
  /** Whole percent of the instalments paid, rounded down: 100 only when none remain. */
  percentPaid: number;
  /** What the buyer still owes the society in instalments, when the amount of one is known. */
  amountRemaining: number | null;
}

/** The arithmetic a buyer does: how far along the plan is and what is left to pay. */
export function instalmentSummary(info: PossessionInfo): InstalmentSummary | null {
  if (info.InstalmentsPaid === undefined || info.InstalmentsRemaining === undefined) return null;
  const paid = info.InstalmentsPaid;
  const remaining = info.InstalmentsRemaining;
  const total = paid + remaining;
  if (total <= 0) return null;
  return {
    paid, remaining, total,
    percentPaid: Math.floor((paid * 100) / total),
    amountRemaining: info.InstalmentAmount === undefined ? null : info.InstalmentAmount * remaining,
  };
}
