import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { signedGateway } from './signedGateway.ts';

/** The online providers this server is configured for (none unless ONLINE_PAY_URL is set). */
export function paymentProviders(config: Config): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  if (config.ONLINE_PAY_URL && config.ONLINE_PAY_SECRET)
    providers.set(
      'gateway',
      signedGateway({
        name: 'gateway',
        baseUrl: config.ONLINE_PAY_URL,
        merchant: config.ONLINE_PAY_MERCHANT,
        secret: config.ONLINE_PAY_SECRET,
      }),
    );
  return providers;
}
