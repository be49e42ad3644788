/**
 * The back-office maintenance journey's own product (e2e/throwaway-product), seeded with the demo so the
 * demo administrator can sign in to its console and switch maintenance there.
 */
import { type ThrowawayProduct, startThrowawayProduct } from '../throwaway-product';

export type PrivateProduct = Pick<ThrowawayProduct, 'webUrl' | 'stop'>;

/** Starts the seeded product on the given ports. */
export function startPrivateProduct(options: { webPort: number; apiPort: number }): Promise<PrivateProduct> {
  return startThrowawayProduct({ name: 'admin', ...options, seed: true, startTimeoutMs: 240_000 });
}
