import {
  createAddressLimiter,
  type AddressLimiter,
} from "../security/address-limit.server";
import { getAppServices, type AppServices } from "../services.server";

/**
 * Codes sent per address (decision 072): 5 an hour, whoever asks and from wherever, so the form
 * cannot be used to flood one mailbox; the per-IP budget (bucket `privacy`) stops one network.
 */
const limiters = new WeakMap<AppServices, AddressLimiter>();

export function privacyAddressLimiter(): AddressLimiter {
  const services = getAppServices();
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createAddressLimiter(
      services.limiterStore.create,
      services.env.authSecret,
      5,
      "privacy-address",
    );
    limiters.set(services, limiter);
  }
  return limiter;
}
