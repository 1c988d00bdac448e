import { defineMessages } from './i18n.ts';
import { MAX_INSTALMENT_AMOUNT, MAX_INSTALMENTS } from './constants.ts';

/**
 * Possession status and instalments (possession.ts): the form's labels, the server's refusals (the
 * same English, so Urdu pages localize them), the card's and page's words and the explanations one
 * tap opens. The short labels cards and chips show are possession-label-messages.ts, a catalog small enough
 * for the first load.
 */
export const possessionMessages = defineMessages('possession', {
  notStated: 'Not stated',
  instalmentsPaid: 'Instalments paid',
  instalmentsRemaining: 'Instalments remaining',
  instalmentAmount: 'Amount per instalment (Rs)',
  instalmentsHint: 'Only if it is bought on instalments: how many are paid and how many are left.',
  instalmentsTitle: 'Instalments',
  paidOf: (paid: number, total: number) => `${paid} of ${total} instalments paid`,
  remaining: (n: number) => (n === 1 ? '1 instalment remaining' : `${n} instalments remaining`),
  each: (amount: string) => `${amount} each`,
  left: (amount: string) => `${amount} left to pay`,
  filterAny: 'Any possession status',
  info: (term: string) => `What "${term}" means`,
  close: 'Close',
  explain: {
    possession: 'Possession: the society has handed the plot over. It is marked on the ground, and the owner may build on it once the map is approved.',
    'non-possession': 'Non-possession: the plot has a number and an allocation letter, but the society has not handed it over yet, usually because roads and services are not finished. Nobody can build on it until possession.',
    'allocation-letter': 'Allocation letter: the society\'s letter naming the plot (number, street and block) given to a file\'s holder, often after a ballot. It comes between a file and possession.',
    file: 'File: a right to a plot of a given size in a society, bought before plots are numbered, and sold on by transfer at the society\'s office. A plot form is the booking form before the file. Check with the society that the file is genuine and the society approved before paying.',
    instalments: 'Instalments remaining: payments still owed to the society under its plan. Whoever buys the file or plot takes them over and pays them on top of the price asked.',
  },
  rules: {
    status: 'Possession status must be one of possession, non-possession, allocation-letter, file.',
    notForType: 'Possession status is for plots, plot files and plot forms only.',
    formIsFile: 'A plot form is a file not yet tied to a plot: choose File.',
    fileAtMostAllocated: 'A plot file is a file or has an allocation letter: choose one of those.',
    plotAtLeastAllocated: 'A plot has at least its allocation letter: choose Allocation letter, Non-possession or Possession.',
    instalmentsNotForType: 'Instalments are for plots, plot files and plot forms only.',
    bothCounts: 'Please enter both the instalments paid and the instalments remaining.',
    noInstalments: 'A plan has at least one instalment: leave both empty if there are none.',
    tooMany: `A plan has at most ${MAX_INSTALMENTS} instalments in all.`,
    amountWithoutCounts: 'Enter the instalments paid and remaining with the amount per instalment.',
    paid: `Instalments paid must be a whole number from 0 to ${MAX_INSTALMENTS}.`,
    remainingCount: `Instalments remaining must be a whole number from 0 to ${MAX_INSTALMENTS}.`,
    amount: `Amount per instalment must be a whole number of rupees from 1 to ${MAX_INSTALMENT_AMOUNT.toLocaleString('en')}.`,
  },
});
