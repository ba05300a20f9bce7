import type { WorkOrderRole } from '@/constants';
import ManageUsers from './ManageUsers';

/** /company/add-users manages all of the company's customers; /customer/add-users the users that customer added. */
export default function UsersPage({ role }: { role: WorkOrderRole }) {
  return <ManageUsers role={role} />;
}
