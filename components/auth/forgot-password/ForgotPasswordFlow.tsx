'use client';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { getLoginPath, type SignedInRole } from '@/constants';
import { useCreateResetTokenMutation, useSendOtpMutation } from '@/store/api/authApi';
import CodeStepForm from './CodeStepForm';
import EmailStepForm from './EmailStepForm';
import NewPasswordForm from './NewPasswordForm';

type Way = 'code' | 'token';
type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; email: string; resetToken?: string };

/**
 * Two ways back into an account: an emailed code (send → verify → new password) or an
 * emailed reset token (request → paste it with the new password).
 */
export default function ForgotPasswordFlow({ resetToken }: { resetToken?: string }) {
  const router = useRouter();
  const [sendOtp] = useSendOtpMutation();
  const [createResetToken] = useCreateResetTokenMutation();
  // The emailed reset link carries its token: start at the new-password step with it filled in.
  const [way, setWay] = useState<Way>(resetToken ? 'token' : 'code');
  const [step, setStep] = useState<Step>(resetToken ? { name: 'password', email: '', resetToken } : { name: 'email' });
  const [notice, setNotice] = useState<string | null>(null);

  const chooseWay = (next: Way) => {
    setWay(next);
    setStep({ name: 'email' });
    setNotice(null);
  };

  const requestEmail = async (email: string) => {
    let message: string;
    try {
      ({ message } = await (way === 'code' ? sendOtp(email) : createResetToken(email)).unwrap());
    } catch {
      return; // the client has shown the server's message; the email stays for another try
    }
    setNotice(message);
    toast.info(message, { toastId: message });
    setStep(way === 'code' ? { name: 'code', email } : { name: 'password', email });
  };

  // The account's own sign-in page, whichever page the reset was started from.
  const finish = (message: string, accountRole: SignedInRole) => {
    toast.success(message, { toastId: message });
    router.push(getLoginPath(accountRole));
  };

  return (
    <>
      <Tabs value={way} onChange={(_event, next: Way) => chooseWay(next)} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="code" label="Email me a code" />
        <Tab value="token" label="Email me a reset token" />
      </Tabs>
      {notice && step.name !== 'email' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      {step.name === 'email' && (
        <EmailStepForm key={way} buttonLabel={way === 'code' ? 'Send code' : 'Send reset token'} onSubmitEmail={requestEmail} />
      )}
      {step.name === 'code' && (
        <CodeStepForm email={step.email} onVerified={(resetToken) => setStep({ name: 'password', email: step.email, resetToken })} />
      )}
      {step.name === 'password' && <NewPasswordForm resetToken={step.resetToken} onReset={finish} />}
    </>
  );
}
