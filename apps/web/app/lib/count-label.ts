/**
 * A whole count as en-IE writes it ("5,000"), without `Intl` (decision 054): `toLocaleString('en-IE')`
 * made the page's first number formatter — 30–70 ms on a slow core — to print a textarea's character
 * counter on an update's page and in a chat, in the task that showed them.
 */
export function countLabel(count: number): string {
  const digits = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
