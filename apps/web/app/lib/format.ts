/** SPEC §1: currency EUR, symbol €. Amounts from the API are integer euro cents. */
const wholeEuro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euroWithCents = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});

/** Formats euro cents for display: `€1,250` for whole euros, `€1,250.50` otherwise. */
export function formatEuro(cents: number): string {
  return cents % 100 === 0 ? wholeEuro.format(cents / 100) : euroWithCents.format(cents / 100);
}
