import ChangePasswordPage from '@/components/auth/ChangePasswordPage';

export default ChangePasswordPage;
