import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { authOptions } from '@/app/api/auth/authOptions';
import { DASHBOARD_PATHS, HOME_PATH } from '@/constants';
import { isSignedInRole } from '@/constants/roles';

/** The installed app's start page: straight to the signed-in user's dashboard, or the home page to sign in from. */
export default async function AppStartPage() {
  const session = await getServerSession(authOptions);
  const role = session?.user?.role;
  redirect(role && isSignedInRole(role) ? DASHBOARD_PATHS[role] : HOME_PATH);
}
