import { secureHeaders } from 'hono/secure-headers';
import { env } from '../env';
import { API_CONTENT_SECURITY_POLICY_DIRECTIVES, isHttpsUrl, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../lib/security-headers';

/**
 * The API's security headers on every answer, errors included: Hono's set with the portal's
 * referrer policy, HSTS only when the portal is served over HTTPS, no framing, and a policy that
 * lets a JSON or file answer run and embed nothing. A header the route set itself stays (the
 * reference page's own policy).
 */
export function setSecurityHeaders({ portalUrl = env.NEXTAUTH_URL }: { portalUrl?: string } = {}) {
  return secureHeaders({
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY_DIRECTIVES,
    referrerPolicy: REFERRER_POLICY,
    strictTransportSecurity: isHttpsUrl(portalUrl) ? STRICT_TRANSPORT_SECURITY : false,
    xFrameOptions: 'DENY',
    overwrite: false,
  });
}
