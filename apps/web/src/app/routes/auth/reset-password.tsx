import { Navigate } from 'react-router';

/**
 * spec §2 lists both /new-password ("Set new password after verification") and /reset-password
 * ("Reset password page": set a new password with confirmation, then go to /sign-in). They describe
 * one step, so there is one page: /reset-password is an alias of /new-password, which in turn sends a
 * visitor without a verified reset code to /forgot-password to start the flow.
 */
export default function ResetPasswordRoute() {
  return <Navigate to="/new-password" replace />;
}
