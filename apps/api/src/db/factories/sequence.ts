/** Shared state of the factories: the deterministic counter and the word lists defaults draw from. */

let sequence = 0;

/** Next value of the factories' counter: unique within the process, identical from run to run. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/** Returns the single row of an INSERT … RETURNING (which always yields exactly one here). */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export const FIRSTNAMES = ['Aoife', 'Ciaran', 'Siobhan', 'Padraig', 'Niamh', 'Eoin', 'Grainne', 'Declan'];
export const LASTNAMES = ['Murphy', 'Kelly', 'Byrne', 'Walsh', 'Ryan', 'Doyle', 'Quinn', 'Nolan'];
export const HORSE_NAMES = ['Galway Breeze', 'Shannon Star', 'Kerry Mist', 'Wicklow Flyer', 'Liffey Dancer'];
export const RACETRACKS = ['Leopardstown', 'Curragh', 'Fairyhouse', 'Punchestown', 'Galway'];

/** Deterministic choice from a list by counter value. */
export function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}
