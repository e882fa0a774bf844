import { clsx } from 'clsx';
import { useState, type ComponentProps } from 'react';
import { Icon, type IconProps } from './icons';
import { Input } from './input';

const EyeIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

const EyeOffIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M10.6 5.6A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.6 6.6C3.9 8.3 2.5 12 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Icon>
);

/** A password field with a show/hide toggle, so a player on a phone can check what they typed. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOffIcon : EyeIcon;

  return (
    <div className={clsx('relative', className)}>
      <Input type={isVisible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        aria-pressed={isVisible}
        aria-label="Show password"
        title={isVisible ? 'Hide password' : 'Show password'}
        onClick={() => {
          setIsVisible((visible) => !visible);
        }}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-chalk-faint transition-colors hover:text-chalk"
      >
        <ToggleIcon className="size-5" />
      </button>
    </div>
  );
}
