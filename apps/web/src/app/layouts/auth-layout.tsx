import { Outlet } from 'react-router';

/** The narrow centred column of the sign-in, sign-up, password and verification screens. */
export function AuthLayout() {
  return (
    <div className="page-container flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Outlet />
      </div>
    </div>
  );
}
