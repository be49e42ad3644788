/** The page of one update (SPEC §2 `/updates/{id}/`); its own module so links to it do not load the card. */
export function updatePath(id: number): string {
  return `/updates/${id}/`;
}
