/**
 * The maintenance journey's own product (e2e/throwaway-product): empty, maintenance on from the start with
 * `whitelist` allowed, switched on and off from outside by the test CLI — open pages hear it on their
 * socket (SPEC §4 MaintenanceModeUpdate), the web server within a second.
 */
import { type ThrowawayProduct, startThrowawayProduct } from '../throwaway-product';

export interface MaintenanceProduct {
  webUrl: string;
  /** Switches maintenance mode through the test CLI. */
  setMaintenance(on: boolean, whitelist?: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the product with maintenance on and `whitelist` allowed. */
export async function startMaintenanceProduct(options: {
  webPort: number;
  apiPort: number;
  whitelist: string;
}): Promise<MaintenanceProduct> {
  const product: ThrowawayProduct = await startThrowawayProduct({
    name: 'maintenance',
    webPort: options.webPort,
    apiPort: options.apiPort,
    seed: false,
    prepare: ['--on', '--whitelist', options.whitelist],
    startTimeoutMs: 120_000,
  });
  return {
    webUrl: product.webUrl,
    setMaintenance: (on, whitelist) =>
      product.cli([on ? '--on' : '--off', ...(whitelist ? ['--whitelist', whitelist] : [])]),
    stop: () => product.stop(),
  };
}
