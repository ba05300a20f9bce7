import type { WorkOrderRole } from '@/constants';
import CompanyManagesUsers from './CompanyManagesUsers';
import ManageUsers from './ManageUsers';

/** /company/add-users manages the company's customers; customers are told whom to ask. */
export default function UsersPage({ role }: { role: WorkOrderRole }) {
  return role === 'company' ? <ManageUsers /> : <CompanyManagesUsers />;
}
