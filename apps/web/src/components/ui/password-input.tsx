import { clsx } from 'clsx';
import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { Input } from './input';

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
