import { isIP } from 'node:net';
import { z } from 'zod';

/** A proxy address: an IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxyMessage =
  "must be off, the number of proxies in front of the app (1-10), or a comma list of the proxies' addresses " +
  "(IPs or CIDR ranges); 'true' would let any client choose its own address";

/**
 * issue #10: which X-Forwarded-For entries to believe. Off by default (the socket's address is the client's); a hop
 * count or the proxies' addresses behind a load balancer. Never "trust everything": a client could then pick
 * the address its rate limits are counted under.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^(off|false|no|0)$/i.test(value)) return false;
    if (/^[0-9]{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  });
