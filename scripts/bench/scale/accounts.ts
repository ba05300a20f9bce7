import { AUTH_ENDPOINTS, COMPANY_ENDPOINTS } from '@/constants';
import type { SessionUser } from '@/contracts/auth';
import { findVerificationCode } from '@/scripts/lib/mail-dir';
import { callApi } from '../bench-client';

// The run's virtual users, in teams of a company, a customer (a sub-user the company adds) and an
// engineer of its own, signed up through the load balancer as people do: the sign-up code is read
// from the mail the server wrote; the customer signs in with the password the company gave.
// Each team comes from an address of its own (X-Forwarded-For, which nginx passes on and the
// portal trusts one hop of), so per-address limits apply per team, as they would in the field.

export type Member = { token: string; userId: number; email: string };
export type Team = { index: number; headers: Record<string, string>; company: Member; customer: Member; engineer: Member };

/** Users per team: the company, its customer and the engineer. */
export const TEAM_SIZE = 3;

/** Every member of a team, in one order. */
export const membersOf = (team: Team): Member[] => [team.company, team.customer, team.engineer];

const PASSWORD = 'Scale-run-12345';

const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function waitForCode(mailDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const code = findVerificationCode(mailDir, email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-up mail to ${email} within 60 s`);
}

/** Signs up, verifies and signs in team `index` (a company, its customer and an engineer); `run` keeps e-mails unique across runs. */
export async function createTeam(baseUrl: string, mailDir: string, run: string, index: number): Promise<Team> {
  const headers = { 'x-forwarded-for': addressOf(index + 1) };
  const person = (role: string) => ({ first_name: 'Scale', last_name: `${role} ${index}`, email: `scale-${run}-${role}-${index}@example.test`, password: PASSWORD });
  const company = person('company');
  const engineer = person('engineer');
  await callApi(baseUrl, 'register', 'POST', AUTH_ENDPOINTS.REGISTER_COMPANY, { headers, json: { ...company, company_name: `Scale Company ${run}-${index}` } });
  await callApi(baseUrl, 'signup', 'POST', AUTH_ENDPOINTS.ENGINEER_SIGNUP, { headers, json: engineer });
  const logIn = async (email: string): Promise<Member> => {
    const { token, user } = await callApi<{ token: string; user: SessionUser }>(baseUrl, 'login', 'POST', AUTH_ENDPOINTS.LOGIN, { headers, json: { email, password: PASSWORD } });
    return { token, userId: user.id, email };
  };
  const verifyAndLogIn = async (email: string): Promise<Member> => {
    await callApi(baseUrl, 'verify email', 'POST', AUTH_ENDPOINTS.VERIFY_EMAIL, { headers, json: { email, code: await waitForCode(mailDir, email) } });
    return logIn(email);
  };
  const companyMember = await verifyAndLogIn(company.email);
  const customer = person('customer');
  await callApi(baseUrl, 'add customer', 'POST', COMPANY_ENDPOINTS.CREATE_CUSTOMER, { token: companyMember.token, headers, json: customer });
  return { index, headers, company: companyMember, customer: await logIn(customer.email), engineer: await verifyAndLogIn(engineer.email) };
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
